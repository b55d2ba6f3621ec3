import { z } from 'zod';
import { emailSchema, idSchema } from './common';
import { roleSchema } from './workspaces';

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  /** Left out for callers who may not see members' addresses (viewers). */
  email: z.string().optional(),
  role: roleSchema,
  /** When they became a member. */
  joinedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const listMembersResponseSchema = z.object({ members: z.array(memberSchema) });
export type ListMembersResponse = z.infer<typeof listMembersResponseSchema>;

export const invitationSchema = z.object({
  id: idSchema,
  workspaceId: idSchema,
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  /** After this the link no longer works; resending makes a new link with a new expiry. */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteMemberBodySchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

export const listInvitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export type ListInvitationsResponse = z.infer<typeof listInvitationsResponseSchema>;

export const INVITATION_STATUSES = ['pending', 'expired', 'revoked', 'accepted'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What an invitation link leads to, shown on the join page before accepting. */
export const invitationPreviewSchema = z.object({
  workspaceId: idSchema,
  workspaceName: z.string(),
  email: z.string(),
  role: roleSchema,
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** The secret from the invitation link (`?token=`). */
export const invitationTokenSchema = z
  .string({ error: 'Required' })
  .min(16, 'This invitation link is incomplete')
  .max(128, 'This invitation link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'This invitation link is not valid');

export const invitationTokenQuerySchema = z.object({ token: invitationTokenSchema });
export const joinWorkspaceBodySchema = z.object({ token: invitationTokenSchema.optional() });
export type JoinWorkspaceBody = z.input<typeof joinWorkspaceBodySchema>;

export const updateMemberBodySchema = z.object({ role: roleSchema });
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

export const memberPathSchema = z.object({ workspaceId: idSchema, userId: z.string().min(1).max(128) });
export const invitationPathSchema = z.object({ workspaceId: idSchema, invitationId: idSchema });
export const workspacePathSchema = z.object({ workspaceId: idSchema });
