import { z } from 'zod';
import { PLAN_IDS, WORKSPACE_TYPES } from '../constants';
import { idSchema } from './common';
import { creditEntrySchema } from './credit';
import { integrationSchema } from './integrations';
import { jobSchema } from './jobs';
import { memberSchema } from './members';
import { workspaceTypeSchema } from './workspaces';

// The operator console (issue 17): every workspace, grants, plan and type changes, and the audit log of them.

export const OPERATOR_WORKSPACE_SORTS = ['name', 'created', 'members', 'files', 'balance', 'minutes'] as const;
export type OperatorWorkspaceSort = (typeof OPERATOR_WORKSPACE_SORTS)[number];
/** A sort field, or the same with a leading `-` for descending. */
export const operatorWorkspaceSortSchema = z
  .enum([...OPERATOR_WORKSPACE_SORTS, ...OPERATOR_WORKSPACE_SORTS.map((s) => `-${s}` as const)])
  .default('name');
export type OperatorWorkspaceSortParam = z.infer<typeof operatorWorkspaceSortSchema>;

export const operatorWorkspacesQuerySchema = z.object({
  /** Matches the workspace's name or id, case-insensitively. */
  q: z.string().trim().max(200).optional(),
  sort: operatorWorkspaceSortSchema,
  cursor: z.string().max(600).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OperatorWorkspacesQuery = Omit<z.input<typeof operatorWorkspacesQuerySchema>, 'limit'> & { limit?: number };

export const operatorWorkspaceRowSchema = z.object({
  workspaceId: z.string(),
  workspaceName: z.string(),
  type: workspaceTypeSchema,
  members: z.number().int(),
  files: z.number().int(),
  /** Minutes spent this calendar month (UTC): debits less refunds. */
  minutesThisMonth: z.number().int(),
  /** Minutes left. */
  balance: z.number().int(),
  createdAt: z.string(),
});
export type OperatorWorkspaceRow = z.infer<typeof operatorWorkspaceRowSchema>;

export const operatorWorkspacesResponseSchema = z.object({
  workspaces: z.array(operatorWorkspaceRowSchema),
  nextCursor: z.string().nullable(),
});
export type OperatorWorkspacesResponse = z.infer<typeof operatorWorkspacesResponseSchema>;

export const operatorWorkspaceParamsSchema = z.object({ workspaceId: idSchema });

export const operatorWorkspaceDetailSchema = z.object({
  workspace: operatorWorkspaceRowSchema.extend({ planId: z.enum(PLAN_IDS) }),
  members: z.array(memberSchema),
  /** The newest 20. */
  recentJobs: z.array(jobSchema),
  /** The newest 20. */
  ledger: z.array(creditEntrySchema),
  integrations: z.array(integrationSchema),
});
export type OperatorWorkspaceDetail = z.infer<typeof operatorWorkspaceDetailSchema>;

const reasonSchema = z.string().trim().min(1, 'Say why').max(500, 'At most 500 characters');

export const operatorGrantBodySchema = z.object({
  minutes: z.number().int('Whole minutes').min(1, 'At least 1 minute').max(1_000_000, 'At most 1,000,000 minutes'),
  reason: reasonSchema,
});
export type OperatorGrantBody = z.input<typeof operatorGrantBodySchema>;
export const operatorGrantResponseSchema = z.object({ entry: creditEntrySchema, balance: z.number().int() });
export type OperatorGrantResponse = z.infer<typeof operatorGrantResponseSchema>;

export const operatorPlanBodySchema = z.object({
  planId: z.enum(PLAN_IDS, { error: `Plan must be one of: ${PLAN_IDS.join(', ')}` }),
  reason: reasonSchema.optional(),
});
export type OperatorPlanBody = z.input<typeof operatorPlanBodySchema>;
export const operatorTypeBodySchema = z.object({
  type: z.enum(WORKSPACE_TYPES, { error: `Type must be one of: ${WORKSPACE_TYPES.join(', ')}` }),
  reason: reasonSchema.optional(),
});
export type OperatorTypeBody = z.input<typeof operatorTypeBodySchema>;

/**
 * `open_workspace`: an operator opened a workspace they are not a member of ("Open as admin").
 * `workspace_write`: any write an operator made in a workspace with powers their membership does not give.
 */
export const OPERATOR_ACTIONS = [
  'grant_minutes',
  'change_plan',
  'change_type',
  'open_workspace',
  'workspace_write',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

export const operatorAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.enum(OPERATOR_ACTIONS),
  workspaceId: z.string().nullable(),
  /** The workspace's name now; null when there is none (any more). */
  workspaceName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string(),
  createdAt: z.string(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

export const operatorAuditQuerySchema = z.object({
  cursor: z.string().max(64).optional(),
  /** An actor's user id or email. */
  actor: z.string().trim().max(320).optional(),
  workspaceId: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OperatorAuditQuery = Omit<z.input<typeof operatorAuditQuerySchema>, 'limit'> & { limit?: number };
export const operatorAuditResponseSchema = z.object({
  /** Newest first. */
  entries: z.array(operatorAuditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type OperatorAuditResponse = z.infer<typeof operatorAuditResponseSchema>;
