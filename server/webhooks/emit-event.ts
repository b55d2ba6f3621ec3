import type { WebhookEvent, WebhookEventType } from '@shared/schemas/webhooks';
import { newId } from '../db/new-id';
import type { Db, Tx } from '../db/open-database';
import { insertedDeliveries, subscribedEndpoints } from '../db/queries/webhooks';

/**
 * Queues `type` for every enabled endpoint of the workspace that subscribes to it. Call it with the transaction
 * that makes the change: the event then exists exactly when the change does (a transactional outbox), and the
 * deliverer sends it after the commit. `resourceId` orders deliveries: one resource's events arrive in order.
 * `data` may be a function, read only when some endpoint subscribes (most changes then cost one query).
 */
export function emitEvent(
  tx: Tx | Db,
  workspaceId: string,
  type: WebhookEventType,
  resourceId: string,
  data: unknown,
): Promise<void> {
  return emitEvents(tx, workspaceId, type, [{ resourceId, data }]);
}

/** {@link emitEvent} for several resources at once (one look-up of the subscribed endpoints). */
export async function emitEvents(
  tx: Tx | Db,
  workspaceId: string,
  type: WebhookEventType,
  resources: { resourceId: string; data: unknown }[],
): Promise<void> {
  if (resources.length === 0) return;
  const endpoints = await subscribedEndpoints(tx, workspaceId, type);
  if (endpoints.length === 0) return;
  for (const { resourceId, data } of resources) {
    const resource: unknown = typeof data === 'function' ? await (data as () => Promise<unknown>)() : data;
    if (resource === null || resource === undefined) continue;
    const event: WebhookEvent = {
      id: `evt_${newId()}`,
      type,
      createdAt: new Date().toISOString(),
      workspaceId,
      data: resource,
    };
    await insertedDeliveries(
      tx,
      endpoints.map((endpoint) => ({
        id: newId(),
        eventId: event.id,
        endpointId: endpoint.id,
        workspaceId,
        type,
        orderingKey: resourceId,
        payload: event,
      })),
    );
  }
}
