import type {
  ComplianceAttestation,
  ComplianceException,
  ComplianceSettingsBody,
  ComplianceSummary,
  ListComplianceAssetsQuery,
  ListComplianceAssetsResponse,
  RecordAttestationBody,
  RecordExceptionBody,
} from '../schemas/compliance';
import type { BulkComplianceBody, BulkComplianceResponse } from '../schemas/compliance-bulk';
import type { PlatformSyncResponse, StartPlatformSyncBody } from '../schemas/compliance-platform-sync';
import type {
  ComplianceScan,
  ListComplianceScansResponse,
  ScanScheduleResponse,
  StartScanBody,
} from '../schemas/compliance-scans';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
const base = (workspaceId: string) => `/workspaces/${enc(workspaceId)}/compliance`;

/** The workspace's WCAG target and totals by status, criterion and source (members). */
export function getComplianceSummary(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ComplianceSummary>('GET', base(workspaceId), { signal: options.signal });
}

/** One page of assets with their criteria, highest priority first (members). */
export function listComplianceAssets(
  client: ApiClient,
  workspaceId: string,
  query: ListComplianceAssetsQuery,
  options: CallOptions = {},
) {
  return client.request<ListComplianceAssetsResponse>('GET', `${base(workspaceId)}/assets`, {
    query: { ...query },
    signal: options.signal,
  });
}

/** The path of a report (fetched with the caller's token; a plain link would carry none). */
export const complianceReportPath = (workspaceId: string, format: 'csv' | 'json' | 'html') =>
  `${base(workspaceId)}/report.${format}`;

interface AssetRef {
  workspaceId: string;
  assetId: string;
}

/** Attests that a criterion does not apply to the asset, with a reason (admin, content-manager). */
export function recordComplianceAttestation(
  client: ApiClient,
  ref: AssetRef,
  body: RecordAttestationBody,
  options: CallOptions = {},
) {
  return client.request<{ attestation: ComplianceAttestation }>(
    'POST',
    `${base(ref.workspaceId)}/assets/${enc(ref.assetId)}/attestations`,
    { body, signal: options.signal },
  );
}

/** Withdraws the asset's attestation of a criterion (admin, content-manager). */
export function withdrawComplianceAttestation(
  client: ApiClient,
  ref: AssetRef & { criterion: RecordAttestationBody['criterion'] },
  options: CallOptions = {},
) {
  return client.request<void>(
    'DELETE',
    `${base(ref.workspaceId)}/assets/${enc(ref.assetId)}/attestations/${enc(ref.criterion)}`,
    { signal: options.signal },
  );
}

/** Records why the asset is exempt from the target (admin). */
export function recordComplianceException(
  client: ApiClient,
  ref: AssetRef,
  body: RecordExceptionBody,
  options: CallOptions = {},
) {
  return client.request<{ exception: ComplianceException }>(
    'PUT',
    `${base(ref.workspaceId)}/assets/${enc(ref.assetId)}/exception`,
    { body, signal: options.signal },
  );
}

/** Removes the asset's exception, so it counts against the target again (admin). */
export function removeComplianceException(client: ApiClient, ref: AssetRef, options: CallOptions = {}) {
  return client.request<void>('DELETE', `${base(ref.workspaceId)}/assets/${enc(ref.assetId)}/exception`, {
    signal: options.signal,
  });
}

/** Sets the workspace's WCAG target; every asset is judged against it again (admin). */
export function setComplianceSettings(
  client: ApiClient,
  workspaceId: string,
  body: ComplianceSettingsBody,
  options: CallOptions = {},
) {
  return client.request<ComplianceSettingsBody>('PATCH', `${base(workspaceId)}/settings`, {
    body,
    signal: options.signal,
  });
}

/** Attests, records an exception or assigns a review for many assets at once; answers how each fared. */
export function runComplianceBulkAction(
  client: ApiClient,
  workspaceId: string,
  body: BulkComplianceBody,
  options: CallOptions = {},
) {
  return client.request<BulkComplianceResponse>('POST', `${base(workspaceId)}/bulk`, {
    body,
    signal: options.signal,
  });
}

/** Starts a scan of web pages or sitemaps for media (admins, content managers); answers it queued. */
export function startComplianceScan(
  client: ApiClient,
  workspaceId: string,
  body: StartScanBody,
  options: CallOptions = {},
) {
  return client.request<ComplianceScan>('POST', `${base(workspaceId)}/scans`, { body, signal: options.signal });
}

/** The workspace's latest scans with their progress and failed pages, newest first (members). */
export function listComplianceScans(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ListComplianceScansResponse>('GET', `${base(workspaceId)}/scans`, { signal: options.signal });
}

/** The workspace's weekly scan, or `schedule: null` (members). */
export function getComplianceScanSchedule(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ScanScheduleResponse>('GET', `${base(workspaceId)}/scan-schedule`, { signal: options.signal });
}

/** Stops the workspace's weekly scan (admins, content managers). */
export function stopComplianceScanSchedule(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<void>('DELETE', `${base(workspaceId)}/scan-schedule`, { signal: options.signal });
}

/** Lists the connected platforms' items into the ledger (admins, content managers); answers the sync, queued. */
export function startCompliancePlatformSync(
  client: ApiClient,
  workspaceId: string,
  body: StartPlatformSyncBody = {},
  options: CallOptions = {},
) {
  return client.request<PlatformSyncResponse>('POST', `${base(workspaceId)}/platform-sync`, {
    body,
    signal: options.signal,
  });
}

/** The workspace's latest platform sync with its progress, or `sync: null` (members). */
export function getCompliancePlatformSync(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<PlatformSyncResponse>('GET', `${base(workspaceId)}/platform-sync`, { signal: options.signal });
}
