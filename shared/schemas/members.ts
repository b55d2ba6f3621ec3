import { z } from 'zod';
import { emailSchema, idSchema } from './common';
import { roleSchema } from './workspaces';

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
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
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteMemberBodySchema = z.object({ email: emailSchema, role: roleSchema });
export type InviteMemberBody = z.input<typeof inviteMemberBodySchema>;

export const listInvitationsResponseSchema = z.object({ invitations: z.array(invitationSchema) });
export type ListInvitationsResponse = z.infer<typeof listInvitationsResponseSchema>;

export const updateMemberBodySchema = z.object({ role: roleSchema });
export type UpdateMemberBody = z.input<typeof updateMemberBodySchema>;

export const memberPathSchema = z.object({ workspaceId: idSchema, userId: z.string().min(1).max(128) });
export const invitationPathSchema = z.object({ workspaceId: idSchema, invitationId: idSchema });
export const workspacePathSchema = z.object({ workspaceId: idSchema });
