import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canManageShowcases, canViewShowcases } from './showcase';

// role → [view, manage]
const table: [Role, boolean, boolean][] = [
  ['admin', true, true],
  ['content-manager', true, true],
  ['transcript-editor', true, false],
  ['viewer', true, false],
];

describe.each(table)('a %s', (role, view, manage) => {
  it('views and manages showcases as the table says', () => {
    expect(canViewShowcases(role)).toBe(view);
    expect(canManageShowcases(role)).toBe(manage);
  });
});
