import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canManageCompliance, canReadCompliance, canRecordExceptions, canReviewTracks } from './compliance';

// role → [read the ledger, attest / declare facts / set the target, record exceptions, mark tracks reviewed]
const table: [Role, boolean, boolean, boolean, boolean][] = [
  ['admin', true, true, true, true],
  ['content-manager', true, true, false, true],
  ['transcript-editor', true, false, false, true],
  ['viewer', true, false, false, false],
];

describe.each(table)('a %s', (role, read, manage, exceptions, review) => {
  it('reads the ledger, manages it, records exceptions and marks tracks reviewed as the table says', () => {
    expect(canReadCompliance(role)).toBe(read);
    expect(canManageCompliance(role)).toBe(manage);
    expect(canRecordExceptions(role)).toBe(exceptions);
    expect(canReviewTracks(role)).toBe(review);
  });
});
