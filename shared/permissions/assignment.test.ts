import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canCreateAssignment, canDeleteAssignment, canWorkOnAssignment } from './assignment';

const others = { createdBy: 'someone', assignees: ['another'] };
const created = { createdBy: 'me', assignees: [] };
const assigned = { createdBy: 'someone', assignees: ['me'] };

// role → [create, work on others', work on created, work on assigned, delete others', delete created]
const table: [Role, boolean, boolean, boolean, boolean, boolean, boolean][] = [
  ['admin', true, true, true, true, true, true],
  ['content-manager', true, true, true, true, true, true],
  ['transcript-editor', true, false, true, true, false, true],
  ['viewer', false, false, false, false, false, false],
];

describe.each(table)('a %s', (role, create, workOthers, workCreated, workAssigned, deleteOthers, deleteCreated) => {
  it('creates assignments as the table says', () => expect(canCreateAssignment(role)).toBe(create));
  it('works on assignments as the table says', () => {
    expect(canWorkOnAssignment(role, 'me', others)).toBe(workOthers);
    expect(canWorkOnAssignment(role, 'me', created)).toBe(workCreated);
    expect(canWorkOnAssignment(role, 'me', assigned)).toBe(workAssigned);
  });
  it('deletes assignments as the table says', () => {
    expect(canDeleteAssignment(role, 'me', others)).toBe(deleteOthers);
    expect(canDeleteAssignment(role, 'me', created)).toBe(deleteCreated);
  });
});
