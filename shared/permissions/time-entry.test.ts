import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canDeleteTimeEntry, canTrackTime } from './time-entry';

const assigned = { createdBy: 'someone', assignees: ['me'] };
const unrelated = { createdBy: 'someone', assignees: [] };

// role → [track own time when assigned, track on an unrelated assignment, delete someone else's, delete own]
const table: [Role, boolean, boolean, boolean, boolean][] = [
  ['admin', true, true, true, true],
  ['content-manager', true, true, false, true],
  ['transcript-editor', true, false, false, true],
  ['viewer', false, false, false, false],
];

describe.each(table)('a %s', (role, trackAssigned, trackUnrelated, deleteOthers, deleteOwn) => {
  it('tracks time as the table says, and never for somebody else', () => {
    expect(canTrackTime(role, 'me', 'me', assigned)).toBe(trackAssigned);
    expect(canTrackTime(role, 'me', 'me', unrelated)).toBe(trackUnrelated);
    expect(canTrackTime(role, 'me', 'someone', assigned)).toBe(false);
  });
  it('deletes time entries as the table says', () => {
    expect(canDeleteTimeEntry(role, 'me', { userId: 'someone' })).toBe(deleteOthers);
    expect(canDeleteTimeEntry(role, 'me', { userId: 'me' })).toBe(deleteOwn);
  });
});
