import { useMutation } from '@tanstack/react-query';
import { complianceReportPath } from '@shared/api/compliance-ledger';
import { apiClient } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';

type ReportFormat = 'csv' | 'json' | 'html';
const ACCEPT: Record<ReportFormat, string> = { csv: 'text/csv', json: 'application/json', html: 'text/html' };

/** A report fetched with the signed-in person's token (a plain link would carry none), as a blob. */
export async function fetchComplianceReport(workspaceId: string, format: ReportFormat): Promise<Blob> {
  const token = await getIdToken();
  const response = await fetch(apiClient.baseUrl + complianceReportPath(workspaceId, format), {
    headers: { Accept: ACCEPT[format], ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The report could not be made (status ${response.status})`);
  return response.blob();
}

async function downloadReport({ workspaceId, format }: { workspaceId: string; format: 'csv' | 'json' }) {
  const url = URL.createObjectURL(await fetchComplianceReport(workspaceId, format));
  const link = document.createElement('a');
  link.href = url;
  link.download = `compliance-${workspaceId}-${new Date().toISOString().slice(0, 10)}.${format}`;
  link.click();
  // Revoked on the next task, once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url));
}

/** One download of a report, CSV or JSON; `variables` tells which is under way. */
export function useDownloadComplianceReport() {
  return useMutation({ mutationFn: downloadReport });
}
