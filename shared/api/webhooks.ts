import type {
  CreateWebhookBody,
  CreatedWebhook,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
} from '../schemas/webhooks';
import type { ApiClient, CallOptions } from './client';

const base = (workspaceId: string) => `/workspaces/${encodeURIComponent(workspaceId)}/webhooks`;
const one = (workspaceId: string, webhookId: string) => `${base(workspaceId)}/${encodeURIComponent(webhookId)}`;

/** The workspace's webhook endpoints (admins). */
export function listWebhooks(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<{ webhooks: Webhook[] }>('GET', base(workspaceId), { signal: options.signal });
}

/** Adds an endpoint; the answer holds its signing secret, which is never shown again. */
export function createWebhook(
  client: ApiClient,
  workspaceId: string,
  body: CreateWebhookBody,
  options: CallOptions = {},
) {
  return client.request<CreatedWebhook>('POST', base(workspaceId), { body, signal: options.signal });
}

/** Changes an endpoint's address, events or whether it is enabled (enabling clears its failures). */
export function updateWebhook(
  client: ApiClient,
  workspaceId: string,
  webhookId: string,
  body: UpdateWebhookBody,
  options: CallOptions = {},
) {
  return client.request<{ webhook: Webhook }>('PATCH', one(workspaceId, webhookId), { body, signal: options.signal });
}

/** Removes an endpoint and its delivery log. */
export function deleteWebhook(client: ApiClient, workspaceId: string, webhookId: string, options: CallOptions = {}) {
  return client.request<void>('DELETE', one(workspaceId, webhookId), { signal: options.signal });
}

/** An endpoint's deliveries, newest first. */
export function listWebhookDeliveries(
  client: ApiClient,
  workspaceId: string,
  webhookId: string,
  query: { cursor?: string; limit?: number } = {},
  options: CallOptions = {},
) {
  return client.request<WebhookDeliveryList>('GET', `${one(workspaceId, webhookId)}/deliveries`, {
    query,
    signal: options.signal,
  });
}

/** Sends a delivery's event again, as a new delivery. */
export function redeliverWebhook(
  client: ApiClient,
  workspaceId: string,
  webhookId: string,
  deliveryId: string,
  options: CallOptions = {},
) {
  return client.request<{ delivery: WebhookDelivery }>(
    'POST',
    `${one(workspaceId, webhookId)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`,
    { signal: options.signal },
  );
}

/** A new signing secret; the old one keeps being signed with for 24 hours. */
export function rotateWebhookSecret(
  client: ApiClient,
  workspaceId: string,
  webhookId: string,
  options: CallOptions = {},
) {
  return client.request<CreatedWebhook>('POST', `${one(workspaceId, webhookId)}/rotate-secret`, {
    signal: options.signal,
  });
}
