import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canCreateLabel, canDeleteLabel } from './label';

// role → [create, delete someone else's, delete own]
const table: [Role, boolean, boolean, boolean][] = [
  ['admin', true, true, true],
  ['content-manager', true, true, true],
  ['transcript-editor', true, false, true],
  ['viewer', false, false, false],
];

describe.each(table)('a %s', (role, create, deleteOthers, deleteOwn) => {
  it('creates and deletes labels as the table says', () => {
    expect(canCreateLabel(role)).toBe(create);
    expect(canDeleteLabel(role, 'me', { createdBy: 'someone' })).toBe(deleteOthers);
    expect(canDeleteLabel(role, 'me', { createdBy: 'me' })).toBe(deleteOwn);
  });
});
