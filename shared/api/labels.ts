import type { CreateLabelBody, Label } from '../schemas/assignments';
import type { ApiClient, CallOptions, WriteOptions } from './client';

/** A file's labels. */
export function listLabels(
  client: ApiClient,
  query: { fileId: string; workspaceId: string },
  options: CallOptions = {},
) {
  return client.request<{ labels: Label[] }>('GET', '/labels', { query, signal: options.signal });
}

export function createLabel(client: ApiClient, body: CreateLabelBody, options: WriteOptions = {}) {
  return client.request<Label>('POST', '/labels', { body, ...options });
}

/** Deletes a label and removes it from the file's assignments. */
export function deleteLabel(client: ApiClient, id: string, body: { workspaceId: string }, options: CallOptions = {}) {
  return client.request<void>('DELETE', `/labels/${encodeURIComponent(id)}`, { body, signal: options.signal });
}
