import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import {
  canChangeAssignment,
  canCreateAssignment,
  canDeleteAssignment,
  canEditAssignment,
  canManageAssignments,
  canWorkOnAssignment,
} from './assignment';

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

// role → [manage all, edit others', edit created, edit assigned]
const editTable: [Role, boolean, boolean, boolean, boolean][] = [
  ['admin', true, true, true, true],
  ['content-manager', true, true, true, true],
  ['transcript-editor', false, false, true, false],
  ['viewer', false, false, false, false],
];

describe.each(editTable)('a %s', (role, manage, editOthers, editCreated, editAssigned) => {
  it('manages every assignment as the table says', () => expect(canManageAssignments(role)).toBe(manage));
  it("edits an assignment's details as the table says: an assignee only works on it", () => {
    expect(canEditAssignment(role, 'me', others)).toBe(editOthers);
    expect(canEditAssignment(role, 'me', created)).toBe(editCreated);
    expect(canEditAssignment(role, 'me', assigned)).toBe(editAssigned);
  });
});

describe('changing an assignment', () => {
  it('lets an assigned transcript-editor change its status but not its details', () => {
    expect(canChangeAssignment('transcript-editor', 'me', assigned, ['status'])).toBe(true);
    expect(canChangeAssignment('transcript-editor', 'me', assigned, ['status', 'title'])).toBe(false);
    expect(canChangeAssignment('transcript-editor', 'me', created, ['title', 'assignees'])).toBe(true);
    expect(canChangeAssignment('viewer', 'me', assigned, ['status'])).toBe(false);
    expect(canChangeAssignment('content-manager', 'me', others, ['dueDate'])).toBe(true);
  });
});
