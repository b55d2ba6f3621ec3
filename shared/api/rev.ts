import type { ListRevOrdersResponse, PlaceRevOrderBody, RevOrderResponse } from '../schemas/rev';
import type { ApiClient, CallOptions, WriteOptions } from './client';

const enc = encodeURIComponent;
const base = (workspaceId: string, fileId: string) => `/workspaces/${enc(workspaceId)}/files/${enc(fileId)}/rev-orders`;

/** The file's Rev orders, newest first (any member). */
export function listRevOrders(client: ApiClient, workspaceId: string, fileId: string, options: CallOptions = {}) {
  return client.request<ListRevOrdersResponse>('GET', base(workspaceId, fileId), { signal: options.signal });
}

/**
 * Orders a human transcript of the file from Rev (admins and content managers). Fails with `conflict` while an
 * order for the file is open, `platform_reconnect` when Rev refuses the stored keys, `platform_unavailable`
 * during an outage.
 */
export function placeRevOrder(
  client: ApiClient,
  workspaceId: string,
  fileId: string,
  body: PlaceRevOrderBody = {},
  options: WriteOptions = {},
) {
  return client.request<RevOrderResponse>('POST', base(workspaceId, fileId), { body, ...options });
}
