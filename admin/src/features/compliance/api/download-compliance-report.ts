import { useMutation } from '@tanstack/react-query';
import { complianceReportCsvPath } from '@shared/api/compliance-ledger';
import { apiClient } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';

/** Fetches the CSV report with the signed-in person's token (a plain link would carry none) as a download. */
async function downloadReport(workspaceId: string) {
  const token = await getIdToken();
  const response = await fetch(apiClient.baseUrl + complianceReportCsvPath(workspaceId), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The report could not be made (status ${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `compliance-${workspaceId}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  // Revoked on the next task, once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url));
}

export function useDownloadComplianceReport() {
  return useMutation({ mutationFn: downloadReport });
}
