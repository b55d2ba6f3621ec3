import type { ComplianceSummary, ListComplianceAssetsQuery, ListComplianceAssetsResponse } from '../schemas/compliance';
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
