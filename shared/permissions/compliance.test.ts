import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import { canManageCompliance, canReadCompliance, canReviewTracks, canSetCompliancePolicy } from './compliance';

// role → [read the ledger, attest / declare facts, record exceptions / set the target, mark tracks reviewed]
const table: [Role, boolean, boolean, boolean, boolean][] = [
  ['admin', true, true, true, true],
  ['content-manager', true, true, false, true],
  ['transcript-editor', true, false, false, true],
  ['viewer', true, false, false, false],
];

describe.each(table)('a %s', (role, read, manage, policy, review) => {
  it('reads the ledger, manages it, sets its policy and marks tracks reviewed as the table says', () => {
    expect(canReadCompliance(role)).toBe(read);
    expect(canManageCompliance(role)).toBe(manage);
    expect(canSetCompliancePolicy(role)).toBe(policy);
    expect(canReviewTracks(role)).toBe(review);
  });
});
