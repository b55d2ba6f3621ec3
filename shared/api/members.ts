import type {
  Invitation,
  InvitationPreview,
  InviteMemberBody,
  ListInvitationsResponse,
  ListMembersResponse,
  Member,
  UpdateMemberBody,
} from '../schemas/members';
import type { WorkspaceSummary } from '../schemas/workspaces';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;

/** Members of a workspace with their roles. */
export function getWorkspaceMembers(client: ApiClient, query: { workspaceId: string }, options: CallOptions = {}) {
  return client.request<ListMembersResponse>('GET', '/get_workspace_members', { query, signal: options.signal });
}

/** Pending invitations of a workspace (admins only). */
export function listInvitations(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<ListInvitationsResponse>('GET', `/workspaces/${enc(workspaceId)}/invitations`, {
    signal: options.signal,
  });
}

/** Invites someone by email with a role (admins only). */
export function inviteMember(
  client: ApiClient,
  workspaceId: string,
  body: InviteMemberBody,
  options: CallOptions = {},
) {
  return client.request<{ invitation: Invitation }>('POST', `/workspaces/${enc(workspaceId)}/invitations`, {
    body,
    signal: options.signal,
  });
}

/** Withdraws a pending invitation (admins only). */
export function revokeInvitation(
  client: ApiClient,
  workspaceId: string,
  invitationId: string,
  options: CallOptions = {},
) {
  return client.request<void>('DELETE', `/workspaces/${enc(workspaceId)}/invitations/${enc(invitationId)}`, {
    signal: options.signal,
  });
}

/** Mails an open invitation again with a new link and expiry (admins only). */
export function resendInvitation(
  client: ApiClient,
  workspaceId: string,
  invitationId: string,
  options: CallOptions = {},
) {
  return client.request<{ invitation: Invitation }>(
    'POST',
    `/workspaces/${enc(workspaceId)}/invitations/${enc(invitationId)}/resend`,
    { signal: options.signal },
  );
}

/** What an invitation link is for and whether it still works. */
export function getInvitation(client: ApiClient, workspaceId: string, token: string, options: CallOptions = {}) {
  return client.request<{ invitation: InvitationPreview }>('GET', `/workspaces/${enc(workspaceId)}/join`, {
    query: { token },
    signal: options.signal,
  });
}

/** Accepts the link's invitation (`token`), or without one the open invitation addressed to the caller's email. */
export function joinWorkspace(client: ApiClient, workspaceId: string, token?: string, options: CallOptions = {}) {
  return client.request<{ workspace: WorkspaceSummary }>('POST', `/workspaces/${enc(workspaceId)}/join`, {
    body: token === undefined ? undefined : { token },
    signal: options.signal,
  });
}

/** Changes a member's role (admins only; a workspace keeps at least one admin). */
export function updateMemberRole(
  client: ApiClient,
  workspaceId: string,
  userId: string,
  body: UpdateMemberBody,
  options: CallOptions = {},
) {
  return client.request<{ member: Member }>('PATCH', `/workspaces/${enc(workspaceId)}/members/${enc(userId)}`, {
    body,
    signal: options.signal,
  });
}

/** Removes a member (admins, or members removing themselves; a workspace keeps at least one admin). */
export function removeMember(client: ApiClient, workspaceId: string, userId: string, options: CallOptions = {}) {
  return client.request<void>('DELETE', `/workspaces/${enc(workspaceId)}/members/${enc(userId)}`, {
    signal: options.signal,
  });
}
