import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canManageFiles, canViewFiles } from './file';

// role → [view, manage]
const table: [Role, boolean, boolean][] = [
  ['admin', true, true],
  ['content-manager', true, true],
  ['transcript-editor', true, false],
  ['viewer', true, false],
];

describe.each(table)('a %s', (role, view, manage) => {
  it('views and manages files as the table says', () => {
    expect(canViewFiles(role)).toBe(view);
    expect(canManageFiles(role)).toBe(manage);
  });
});
