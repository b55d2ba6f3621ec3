import { useMutation } from '@tanstack/react-query';
import { mediaRequestAnalyticsCsvPath } from '@shared/api/review';
import { apiClient } from '@/lib/api-client';
import { getIdToken } from '@/lib/firebase';

/**
 * Fetches the analytics CSV with the signed-in operator's token (a plain link would carry none) and hands it to
 * the browser as a download.
 */
async function downloadCsv(range: { from?: string; to?: string }) {
  const token = await getIdToken();
  const response = await fetch(apiClient.baseUrl + mediaRequestAnalyticsCsvPath(range), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`The export failed (status ${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `media-requests-${range.from ?? 'start'}-${range.to ?? 'today'}.csv`;
  link.click();
  // Revoked on the next task, once the browser has taken the download.
  setTimeout(() => URL.revokeObjectURL(url));
}

export function useDownloadRequestAnalyticsCsv() {
  return useMutation({ mutationFn: downloadCsv });
}
