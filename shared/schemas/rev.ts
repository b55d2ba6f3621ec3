import { z } from 'zod';
import { idSchema } from './common';

/**
 * Where a Rev order stands: `submitting` while our request places it, `in_progress` until Rev delivers,
 * `complete` once the transcript became a track, `cancelled` when Rev cancelled it, `failed` when it could not be
 * placed or received (see `error`).
 */
export const REV_ORDER_STATUSES = ['submitting', 'in_progress', 'complete', 'cancelled', 'failed'] as const;
export type RevOrderStatus = (typeof REV_ORDER_STATUSES)[number];

/** The statuses of an order still waiting for Rev; a file has at most one such order. */
export const OPEN_REV_ORDER_STATUSES: readonly RevOrderStatus[] = ['submitting', 'in_progress'];

export const revOrderPathSchema = z.object({ workspaceId: idSchema, fileId: idSchema });

export const placeRevOrderBodySchema = z.strictObject({
  /** Notes for Rev's transcriptionists (names, terms), sent as the order's comment. */
  comment: z.string().trim().max(1000, 'Must be at most 1000 characters').optional(),
});
export type PlaceRevOrderBody = z.input<typeof placeRevOrderBodySchema>;

export const revOrderSchema = z.object({
  id: idSchema,
  fileId: idSchema,
  /** Rev's order number, once Rev accepted the order. */
  revOrderNumber: z.string().nullable(),
  status: z.enum(REV_ORDER_STATUSES),
  /** Rev's own status as last seen ("Transcribing", "Complete", …). */
  revStatus: z.string().nullable(),
  error: z.string().nullable(),
  /** The track the transcript became; null until then, or after that track was deleted. */
  trackId: z.string().nullable(),
  /** Who ordered it (display name or email); null once that account is gone. */
  orderedBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type RevOrder = z.infer<typeof revOrderSchema>;

export const revOrderResponseSchema = z.object({ order: revOrderSchema });
export type RevOrderResponse = z.infer<typeof revOrderResponseSchema>;

export const listRevOrdersResponseSchema = z.object({ orders: z.array(revOrderSchema) });
export type ListRevOrdersResponse = z.infer<typeof listRevOrdersResponseSchema>;
