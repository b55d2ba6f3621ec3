import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canManageCompliance, canReadCompliance, canReviewTracks } from './compliance';

// role → [read the ledger, attest / record exceptions / set the target, mark tracks reviewed]
const table: [Role, boolean, boolean, boolean][] = [
  ['admin', true, true, true],
  ['content-manager', true, true, true],
  ['transcript-editor', true, false, true],
  ['viewer', true, false, false],
];

describe.each(table)('a %s', (role, read, manage, review) => {
  it('reads the ledger, manages it and marks tracks reviewed as the table says', () => {
    expect(canReadCompliance(role)).toBe(read);
    expect(canManageCompliance(role)).toBe(manage);
    expect(canReviewTracks(role)).toBe(review);
  });
});
