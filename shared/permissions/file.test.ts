import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canManageFiles, canUploadFiles, canViewFiles } from './file';

// role → [view, manage, upload]
const table: [Role, boolean, boolean, boolean][] = [
  ['admin', true, true, true],
  ['content-manager', true, true, true],
  ['transcript-editor', true, false, false],
  ['viewer', true, false, false],
];

describe.each(table)('a %s', (role, view, manage, upload) => {
  it('views, manages and uploads files as the table says', () => {
    expect(canViewFiles(role)).toBe(view);
    expect(canManageFiles(role)).toBe(manage);
    expect(canUploadFiles(role)).toBe(upload);
  });
});
