import { z } from 'zod';
import { LIMITS, PLATFORM_TYPES, ROLES, WORKSPACE_TYPES } from '../constants';
import { idSchema } from './common';

export const roleSchema = z.enum(ROLES, { error: `Role must be one of: ${ROLES.join(', ')}` });
export const workspaceTypeSchema = z.enum(WORKSPACE_TYPES, {
  error: `Type must be one of: ${WORKSPACE_TYPES.join(', ')}`,
});

export const workspaceSchema = z.object({
  workspaceId: idSchema,
  workspaceName: z.string(),
  type: workspaceTypeSchema,
  activeIntegrations: z.array(z.object({ platformType: z.enum(PLATFORM_TYPES) })),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceSummarySchema = z.object({
  workspaceId: idSchema,
  workspaceName: z.string(),
  type: workspaceTypeSchema,
  role: roleSchema,
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const listWorkspacesResponseSchema = z.object({ workspaces: z.array(workspaceSummarySchema) });
export type ListWorkspacesResponse = z.infer<typeof listWorkspacesResponseSchema>;

export const createWorkspaceBodySchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.workspaceName, `Name must be at most ${LIMITS.workspaceName} characters`),
  type: workspaceTypeSchema.default('business'),
});
export type CreateWorkspaceBody = z.input<typeof createWorkspaceBodySchema>;
