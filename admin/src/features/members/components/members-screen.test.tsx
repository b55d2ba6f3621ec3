import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import {
  getWorkspaceMembers,
  inviteMember,
  listInvitations,
  resendInvitation,
  revokeInvitation,
  updateMemberRole,
} from '@shared/api/members';
import type { Invitation, Member } from '@shared/schemas/members';
import { toast, Toaster } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/providers';
import { MembersScreen } from './members-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/members');

const joinedAt = '2026-03-01T12:00:00.000Z';
const MEMBERS: Member[] = [
  { userId: 'u-admin', name: 'Ada Admin', email: 'admin@demo.test', role: 'admin', joinedAt },
  { userId: 'u-viewer', name: 'Victor Viewer', email: 'viewer@demo.test', role: 'viewer', joinedAt },
];
const PENDING: Invitation = {
  id: 'inv-1',
  workspaceId: 'ws',
  email: 'new@example.com',
  role: 'transcript-editor',
  invitedBy: 'u-admin',
  createdAt: '2026-03-02T00:00:00.000Z',
  expiresAt: '2099-03-09T00:00:00.000Z',
};

function renderScreen(role: Member['role'], currentUserId = 'u-admin') {
  renderWithProviders(
    <>
      <MembersScreen workspaceId="ws" role={role} currentUserId={currentUserId} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(getWorkspaceMembers).mockResolvedValue({ members: MEMBERS });
  vi.mocked(listInvitations).mockResolvedValue({ invitations: [PENDING] });
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('MembersScreen', () => {
  it('shows admins the members with email, role and join date, and changes a role', async () => {
    const user = renderScreen('admin');
    const row = (await screen.findByRole('cell', { name: 'Victor Viewer' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'viewer@demo.test' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Joined' })).toBeInTheDocument();
    vi.mocked(updateMemberRole).mockResolvedValue({ member: { ...MEMBERS[1]!, role: 'content-manager' } });
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Role of Victor Viewer' }), 'content-manager');
    expect(updateMemberRole).toHaveBeenCalledWith({}, 'ws', 'u-viewer', { role: 'content-manager' });
    expect(await screen.findByText('Victor Viewer is now content-manager')).toBeInTheDocument();
  });

  it("says why the last admin's role cannot change", async () => {
    const user = renderScreen('admin');
    vi.mocked(updateMemberRole).mockRejectedValue(
      new ApiError(409, {
        error: { code: 'conflict', message: 'A workspace needs at least one admin: make someone else admin first' },
      }),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Ada Admin' }), 'viewer');
    expect(
      await screen.findByText('A workspace needs at least one admin: make someone else admin first'),
    ).toBeInTheDocument();
  });

  it('shows a viewer names and roles only, with Leave for themselves and no invitations', async () => {
    vi.mocked(getWorkspaceMembers).mockResolvedValue({ members: MEMBERS.map(({ email: _e, ...m }) => m) });
    renderScreen('viewer', 'u-viewer');
    await screen.findByRole('cell', { name: 'Ada Admin' });
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(listInvitations).not.toHaveBeenCalled();
  });

  it('checks the address before inviting, then invites with the chosen role', async () => {
    const user = renderScreen('admin');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(inviteMember).not.toHaveBeenCalled();

    vi.mocked(inviteMember).mockResolvedValue({ invitation: { ...PENDING, email: 'sam@example.com' } });
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'Sam@Example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'transcript-editor');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(inviteMember).toHaveBeenCalledWith({}, 'ws', { email: 'sam@example.com', role: 'transcript-editor' });
    expect(await screen.findByText('Invitation sent to sam@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });

  it('says when the plan has no seat left, with a link to the Plan page', async () => {
    const message =
      'The Free plan allows 3 members and this workspace has 3, counting open invitations. Choose Starter or a bigger plan in Settings → Plan (it applies from 1 December), or remove a member or revoke an invitation.';
    vi.mocked(inviteMember).mockRejectedValue(
      new ApiError(402, {
        error: {
          code: 'plan_limit',
          message,
          details: { limit: 'members', planId: 'free', allowed: 3, used: 3, adding: 1, upgradePlanId: 'starter' },
        },
      }),
    );
    const user = renderScreen('admin');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const link = await screen.findByRole('link', { name: 'Choose Starter on the Plan page' });
    expect(link).toHaveAttribute('href', '/workspaces/ws/settings/plan');
    expect(link.closest('[role="alert"]')).toHaveTextContent(message);
  });

  it('resends and revokes pending invitations', async () => {
    const user = renderScreen('admin');
    vi.mocked(resendInvitation).mockResolvedValue({ invitation: PENDING });
    vi.mocked(revokeInvitation).mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Resend invitation to new@example.com' }));
    expect(resendInvitation).toHaveBeenCalledWith({}, 'ws', 'inv-1');
    expect(await screen.findByText('Invitation sent again to new@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke invitation to new@example.com' }));
    expect(revokeInvitation).toHaveBeenCalledWith({}, 'ws', 'inv-1');
    expect(await screen.findByText('Invitation for new@example.com withdrawn')).toBeInTheDocument();
  });
});
