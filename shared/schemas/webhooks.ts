import { z } from 'zod';

/**
 * Webhook event types (issue 34; docs/api.md, "Webhooks"), grouped as the Settings screen shows them. Each event's
 * `data` is the resource as the API returns it.
 */
export const WEBHOOK_EVENT_GROUPS = {
  Files: ['file.ready', 'file.failed'],
  Jobs: ['job.succeeded', 'job.failed'],
  Tracks: ['track.created', 'track.updated', 'track.verified'],
  Review: ['correction.created', 'request.created', 'assignment.updated'],
  Compliance: ['compliance.changed'],
} as const;
export const WEBHOOK_EVENT_TYPES = Object.values(WEBHOOK_EVENT_GROUPS).flat();
export type WebhookEventType = (typeof WEBHOOK_EVENT_GROUPS)[keyof typeof WEBHOOK_EVENT_GROUPS][number];

export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES as [WebhookEventType, ...WebhookEventType[]]);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** What each delivery's body holds. */
export interface WebhookEvent<Data = unknown> {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  workspaceId: string;
  data: Data;
}

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabledAt: z.string().nullable(),
  /** Why it stopped: `failing` (3 days of failed deliveries) or `manual`. */
  disabledReason: z.string().nullable(),
  /** The first failure since the last success; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  /** Until then deliveries are also signed with the secret before the last rotation. */
  previousSecretExpiresAt: z.string().nullable(),
  createdBy: z.object({ id: z.string().nullable(), name: z.string() }),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

const urlSchema = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(2000, 'Must be at most 2000 characters')
  .refine((url) => URL.canParse(url), 'Use a full address like https://example.edu/hooks');

const eventsSchema = z
  .array(webhookEventTypeSchema)
  .min(1, 'Choose at least one event')
  .transform((events) => WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type)));

export const createWebhookBodySchema = z.object({ url: urlSchema, events: eventsSchema });
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

export const updateWebhookBodySchema = z
  .object({ url: urlSchema.optional(), events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((body) => Object.keys(body).length > 0, 'Send url, events or enabled');
export type UpdateWebhookBody = z.input<typeof updateWebhookBodySchema>;

export const createdWebhookSchema = z.object({
  webhook: webhookSchema,
  /** The signing secret (`whsec_…`): shown this once. */
  secret: z.string(),
});
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  type: webhookEventTypeSchema,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  latencyMs: z.number().int().nullable(),
  /** The receiver's answer (≤ 1 KB) or, when none came, why. */
  responseExcerpt: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export const webhookDeliveryListSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
