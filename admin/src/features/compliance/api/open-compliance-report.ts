import { useMutation } from '@tanstack/react-query';
import { fetchComplianceReport } from './download-compliance-report';

/** How long the report's blob URL lives: enough for its tab to load it (a reload after that needs the button). */
const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * A blank tab for the printable report, opened now, while the click still allows a new tab (fetching first would
 * lose that on a slow report); null when the browser blocked it.
 */
export function openReportTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) {
    tab.document.title = 'Compliance report';
    tab.document.body.textContent = 'Preparing the compliance report…';
  }
  return tab;
}

/**
 * Fetches the printable HTML report with the person's token and shows it in `tab` from a blob URL. The document
 * brings its own Content-Security-Policy (no scripts), which a blob URL, having no headers, would otherwise lose.
 */
async function openReport({ workspaceId, tab }: { workspaceId: string; tab: Window | null }) {
  if (!tab)
    throw new Error('The browser blocked the new tab for the report: allow pop-ups for this site and try again');
  try {
    const html = await fetchComplianceReport(workspaceId, 'html');
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
    tab.location.replace(url);
    setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  } catch (error) {
    tab.close();
    throw error;
  }
}

/** The printable report in a new tab, ready for the browser's Print → PDF. */
export function useOpenComplianceReport() {
  return useMutation({ mutationFn: openReport });
}
