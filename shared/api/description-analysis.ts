import type { DescriptionAnalysis } from '../schemas/description-analysis';
import type { ApiClient, CallOptions } from './client';

/** A video's latest describability analysis (members); 404 until a `describe_analysis` job has run. */
export function getDescriptionAnalysis(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  options: CallOptions = {},
) {
  return client.request<DescriptionAnalysis>(
    'GET',
    `/workspaces/${encodeURIComponent(workspaceId)}/files/${encodeURIComponent(fileId)}/description-analysis`,
    { signal: options.signal },
  );
}
