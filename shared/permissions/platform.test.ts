import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canImportFromPlatforms, canPublishToPlatforms } from './platform';

// role → [import, publish]
const table: [Role, boolean, boolean][] = [
  ['admin', true, true],
  ['content-manager', true, true],
  ['transcript-editor', false, false],
  ['viewer', false, false],
];

describe.each(table)('a %s', (role, importing, publishing) => {
  it('imports from and publishes to platforms as the table says', () => {
    expect(canImportFromPlatforms(role)).toBe(importing);
    expect(canPublishToPlatforms(role)).toBe(publishing);
  });
});
