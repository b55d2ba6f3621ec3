import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAccount } from '@shared/api/account';
import { ApiError } from '@shared/api/client';
import { renderWithProviders } from '@/testing/providers';
import { AccountDeleteScreen } from './account-delete-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: () => ({ currentUser: null }) }));
vi.mock('@shared/api/account');

function renderScreen(onDeleted = vi.fn()) {
  renderWithProviders(<AccountDeleteScreen email="lee@example.com" hasPassword={false} onDeleted={onDeleted} />);
  return { user: userEvent.setup(), onDeleted };
}

afterEach(() => vi.resetAllMocks());

describe('AccountDeleteScreen', () => {
  it('says what goes and what stays, and deletes only once the email is typed', async () => {
    vi.mocked(deleteAccount).mockResolvedValue(undefined);
    const { user, onDeleted } = renderScreen();
    expect(screen.getByText(/under the name “Deleted user”/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Type your email address to confirm'), 'Lee@Example.com');
    await user.click(button);
    expect(deleteAccount).toHaveBeenCalled();
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });

  it('names the workspaces that block deleting and who could take over', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(
      new ApiError(409, {
        error: {
          code: 'conflict',
          message: 'You are the only admin of Acme: make someone else admin first',
          details: {
            workspaces: [
              { workspaceId: 'acme', workspaceName: 'Acme', members: [{ userId: 'u2', name: 'Eddie', email: 'e@x' }] },
            ],
          },
        },
      }),
    );
    const { user, onDeleted } = renderScreen();
    await user.type(screen.getByLabelText('Type your email address to confirm'), 'lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const link = await screen.findByRole('link', { name: 'Acme' });
    expect(link).toHaveAttribute('href', '/workspaces/acme/settings/members');
    expect(screen.getByText(/members who could take over: Eddie/)).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
