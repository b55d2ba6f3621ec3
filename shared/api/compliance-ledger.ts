import type {
  ComplianceAttestation,
  ComplianceSummary,
  ListComplianceAssetsQuery,
  ListComplianceAssetsResponse,
  RecordAttestationBody,
} from '../schemas/compliance';
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

/** The path of the CSV report (fetched with the caller's token; a plain link would carry none). */
export const complianceReportCsvPath = (workspaceId: string) => `${base(workspaceId)}/report.csv`;

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
