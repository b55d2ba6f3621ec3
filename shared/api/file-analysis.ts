import type { FileAnalysis } from '../schemas/file-analysis';
import type { ApiClient, CallOptions } from './client';

/** A file's caption quality per track and embed engagement per UTC day (default: the last 30 days; members). */
export function getFileAnalysis(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  query: { from?: string; to?: string } = {},
  options: CallOptions = {},
) {
  return client.request<FileAnalysis>(
    'GET',
    `/workspaces/${encodeURIComponent(workspaceId)}/files/${encodeURIComponent(fileId)}/analysis`,
    { query, signal: options.signal },
  );
}
