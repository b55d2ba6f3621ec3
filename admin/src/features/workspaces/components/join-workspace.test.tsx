import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import { getInvitation, joinWorkspace } from '@shared/api/members';
import type { InvitationPreview } from '@shared/schemas/members';
import { renderWithProviders } from '@/testing/providers';
import { JoinWorkspace } from './join-workspace';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/members');

const PREVIEW: InvitationPreview = {
  workspaceId: 'ws',
  workspaceName: 'Demo University',
  email: 'nina@example.com',
  role: 'transcript-editor',
  status: 'pending',
  expiresAt: '2026-03-08T12:00:00.000Z',
};

function renderJoin(email: string, onSwitchAccount = vi.fn()) {
  renderWithProviders(
    <JoinWorkspace workspaceId="ws" token="t0ken-t0ken-t0ken-t0ken" email={email} onSwitchAccount={onSwitchAccount} />,
  );
  return { user: userEvent.setup(), onSwitchAccount };
}

afterEach(() => vi.resetAllMocks());

describe('JoinWorkspace', () => {
  it('names the workspace and role and accepts with the link token', async () => {
    vi.mocked(getInvitation).mockResolvedValue({ invitation: PREVIEW });
    vi.mocked(joinWorkspace).mockResolvedValue({
      workspace: { workspaceId: 'ws', workspaceName: 'Demo University', type: 'business', role: 'transcript-editor' },
    });
    const { user } = renderJoin('Nina@example.com');
    expect(await screen.findByRole('heading', { name: 'Join Demo University' })).toBeInTheDocument();
    expect(screen.getByText(/as transcript editor/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(joinWorkspace).toHaveBeenCalledWith({}, 'ws', 't0ken-t0ken-t0ken-t0ken');
  });

  it('tells someone signed in with another address which one was invited, and offers to switch', async () => {
    vi.mocked(getInvitation).mockResolvedValue({ invitation: PREVIEW });
    const { user, onSwitchAccount } = renderJoin('someone@else.com');
    expect(await screen.findByText('nina@example.com', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in as nina@example.com' }));
    expect(onSwitchAccount).toHaveBeenCalled();
  });

  it.each([
    ['expired', 'This invitation has expired'],
    ['revoked', 'This invitation was withdrawn'],
    ['accepted', 'Invitation already accepted'],
  ] as const)('shows a clear page for a %s invitation', async (status, title) => {
    vi.mocked(getInvitation).mockResolvedValue({ invitation: { ...PREVIEW, status } });
    renderJoin('nina@example.com');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('says an unknown link does not work', async () => {
    vi.mocked(getInvitation).mockRejectedValue(
      new ApiError(404, { error: { code: 'not_found', message: 'Invitation not found' } }),
    );
    renderJoin('nina@example.com');
    expect(await screen.findByRole('heading', { name: 'This invitation link does not work' })).toBeInTheDocument();
  });
});
