import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canEditCues, canManageTracks, canViewTracks } from './track';

// role → [view cues, add or delete tracks, edit cues]
const table: [Role, boolean, boolean, boolean][] = [
  ['admin', true, true, true],
  ['content-manager', true, true, true],
  ['transcript-editor', true, false, true],
  ['viewer', true, false, false],
];

describe.each(table)('a %s', (role, view, manage, edit) => {
  it('reads tracks, manages them and edits cues as the table says', () => {
    expect(canViewTracks(role)).toBe(view);
    expect(canManageTracks(role)).toBe(manage);
    expect(canEditCues(role)).toBe(edit);
  });
});
