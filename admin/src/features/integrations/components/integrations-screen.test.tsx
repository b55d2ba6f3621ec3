import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectIntegration, disconnectIntegration, listIntegrations } from '@shared/api/integrations';
import { toast, Toaster } from '@/components/ui/toast';
import { STORAGE_PREFIX, storageKeys } from '@/lib/storage';
import { renderWithProviders } from '@/testing/providers';
import { IntegrationsScreen } from './integrations-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/integrations');

function renderScreen() {
  renderWithProviders(
    <>
      <IntegrationsScreen workspaceId="ws" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  vi.mocked(listIntegrations).mockResolvedValue({
    integrations: [{ platformType: 'box', connectedAt: '2026-03-01T00:00:00.000Z', connectedBy: 'u' }],
  });
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
  window.localStorage.clear();
});

describe('IntegrationsScreen', () => {
  it('lists only the platforms whose flag is on, saying which are connected', async () => {
    window.localStorage.setItem(
      STORAGE_PREFIX + storageKeys.flagOverrides,
      JSON.stringify({ mux: true, kaltura: false }),
    );
    renderScreen();
    await screen.findByRole('heading', { name: 'Box' });
    expect(within(card('Box')).getByText(/Connected since/)).toBeInTheDocument();
    expect(within(card('Mux')).getByText('Not connected')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rev' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kaltura' })).not.toBeInTheDocument();
    // Beta-only platforms stay hidden on localhost unless flagged on.
    expect(screen.queryByRole('heading', { name: 'Wistia' })).not.toBeInTheDocument();
  });

  it("connects with the platform's own credential fields, checking them first", async () => {
    const user = renderScreen();
    await screen.findByRole('heading', { name: 'YouTube' });
    await user.click(screen.getByRole('button', { name: 'Connect YouTube' }));
    const form = screen.getByRole('form', { name: 'YouTube credentials' });
    await user.type(within(form).getByLabelText('OAuth access token'), 'access-1');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(connectIntegration).not.toHaveBeenCalled();

    vi.mocked(connectIntegration).mockResolvedValue({
      integration: { platformType: 'youtube', connectedAt: '2026-03-01T00:00:00.000Z', connectedBy: 'u' },
    });
    await user.type(within(form).getByLabelText('OAuth refresh token'), 'refresh-1');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));
    expect(connectIntegration).toHaveBeenCalledWith({}, 'ws', 'youtube', {
      credentials: { accessToken: 'access-1', refreshToken: 'refresh-1' },
    });
    expect(await screen.findByText('YouTube connected')).toBeInTheDocument();
  });

  it('disconnects after confirming', async () => {
    const user = renderScreen();
    vi.mocked(disconnectIntegration).mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: 'Disconnect Box' }));
    await user.click(within(card('Box')).getByRole('button', { name: 'Disconnect' }));
    expect(disconnectIntegration).toHaveBeenCalledWith({}, 'ws', 'box');
    expect(await screen.findByText('Box disconnected')).toBeInTheDocument();
  });
});
