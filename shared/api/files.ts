import type { FileDetail } from '../schemas/files';
import type { ApiClient, CallOptions } from './client';

/** One file of a workspace. */
export function getFileDetail(
  client: ApiClient,
  query: { fileId: string; workspaceId: string },
  options: CallOptions = {},
) {
  return client.request<FileDetail>('GET', '/file_detail_get', { query, signal: options.signal });
}
