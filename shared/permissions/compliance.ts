import { ROLES, type Role } from '../constants';
import type { BulkComplianceAction } from '../schemas/compliance-bulk';
import { ASSIGNMENT_CREATORS } from './assignment';
import { ENGINE_JOB_ORDERERS } from './credit';
import { FILE_MANAGERS } from './file';
import { PLATFORM_IMPORTERS } from './platform';

// Who may do what with the compliance ledger (issue 29). Everyone in the workspace reads it (statuses, evidence,
// reports): knowing what fails is everyone's business. Decisions an auditor holds the workspace to are managers'.

/** Every member reads the summary, the assets, their evidence, the reports and the chain's verification. */
export const COMPLIANCE_READERS: readonly Role[] = ROLES;

/** Attesting and declaring an asset's facts. */
export const COMPLIANCE_MANAGERS: readonly Role[] = ['admin', 'content-manager'];

/** Scanning web pages for media: managers, who act on what a scan finds. */
export const COMPLIANCE_SCANNERS: readonly Role[] = COMPLIANCE_MANAGERS;

/** The workspace's policy: its WCAG target and the exceptions that take an asset out of its scope. Admins only. */
export const COMPLIANCE_POLICY_SETTERS: readonly Role[] = ['admin'];

/** Marking a track reviewed: managers, and transcript editors, who do the reviewing. */
export const TRACK_REVIEWERS: readonly Role[] = ['admin', 'content-manager', 'transcript-editor'];

export function canReadCompliance(role: Role): boolean {
  return COMPLIANCE_READERS.includes(role);
}

export function canManageCompliance(role: Role): boolean {
  return COMPLIANCE_MANAGERS.includes(role);
}

export function canReviewTracks(role: Role): boolean {
  return TRACK_REVIEWERS.includes(role);
}

export function canScanWebPages(role: Role): boolean {
  return COMPLIANCE_SCANNERS.includes(role);
}

/** Recording exceptions and setting the target. */
export function canSetCompliancePolicy(role: Role): boolean {
  return COMPLIANCE_POLICY_SETTERS.includes(role);
}

/** Who may run each bulk action: the same people as the single-asset action it repeats. */
export const BULK_COMPLIANCE_ROLES: Record<BulkComplianceAction, readonly Role[]> = {
  attest: COMPLIANCE_MANAGERS,
  exception: COMPLIANCE_POLICY_SETTERS,
  assign: ASSIGNMENT_CREATORS,
  transcribe: ENGINE_JOB_ORDERERS,
  translate: ENGINE_JOB_ORDERERS,
  // Rev bills the workspace: the people who may order it for one file (routes/rev-orders.ts, FILE_MANAGERS).
  order_human: FILE_MANAGERS,
  import: PLATFORM_IMPORTERS,
};

export function canRunBulkComplianceAction(role: Role, action: BulkComplianceAction): boolean {
  return BULK_COMPLIANCE_ROLES[action].includes(role);
}
