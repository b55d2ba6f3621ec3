import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths';

describe('safeReturnPath', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(safeReturnPath('/workspaces/w1/files?x=1#top')).toBe('/workspaces/w1/files?x=1#top');
  });

  it('refuses absolute, protocol-relative and backslash URLs', () => {
    for (const from of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnPath(from)).toBeNull();
    }
  });
});
