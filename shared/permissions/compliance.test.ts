import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import {
  canManageCompliance,
  canReadCompliance,
  canReviewTracks,
  canRunBulkComplianceAction,
  canSetCompliancePolicy,
} from './compliance';

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

// role → bulk [attest, record exceptions, assign reviews]: the single-asset rules, the assignments' for assign.
const bulkTable: [Role, boolean, boolean, boolean][] = [
  ['admin', true, true, true],
  ['content-manager', true, false, true],
  ['transcript-editor', false, false, true],
  ['viewer', false, false, false],
];

describe.each(bulkTable)('a %s in bulk', (role, attest, exception, assign) => {
  it('runs the bulk actions the table says', () => {
    expect(canRunBulkComplianceAction(role, 'attest')).toBe(attest);
    expect(canRunBulkComplianceAction(role, 'exception')).toBe(exception);
    expect(canRunBulkComplianceAction(role, 'assign')).toBe(assign);
  });
});
