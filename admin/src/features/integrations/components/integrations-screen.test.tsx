import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectIntegration, disconnectIntegration, listIntegrations } from '@shared/api/integrations';
import { listPlatformOAuthClients, startPlatformOAuth } from '@shared/api/platforms';
import { toast, Toaster } from '@/components/ui/toast';
import { STORAGE_PREFIX, storageKeys } from '@/lib/storage';
import { renderWithProviders } from '@/testing/providers';
import { IntegrationsScreen } from './integrations-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/integrations');
vi.mock('@shared/api/platforms');

function renderScreen(path = '/') {
  renderWithProviders(
    <>
      <IntegrationsScreen workspaceId="ws" />
      <Toaster />
    </>,
    { path },
  );
  return userEvent.setup();
}

const configured = (platformType: 'youtube' | 'box' | 'googledrive') => ({
  platformType,
  configured: true,
  missing: [],
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;

beforeEach(() => {
  vi.mocked(listIntegrations).mockResolvedValue({
    integrations: [{ platformType: 'box', connectedAt: '2026-03-01T00:00:00.000Z', connectedBy: 'u' }],
  });
  vi.mocked(listPlatformOAuthClients).mockResolvedValue({
    clients: [configured('youtube'), configured('box'), configured('googledrive')],
  });
});
afterEach(() => {
  vi.resetAllMocks();
  window.location.hash = '';
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

  it('connects an API-key platform with its own credential fields, checking them first', async () => {
    const user = renderScreen();
    await screen.findByRole('heading', { name: 'Kaltura' });
    await user.click(screen.getByRole('button', { name: 'Connect Kaltura' }));
    const form = screen.getByRole('form', { name: 'Kaltura credentials' });
    await user.type(within(form).getByLabelText('Service URL'), 'https://www.kaltura.com');
    await user.type(within(form).getByLabelText('Partner ID'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(connectIntegration).not.toHaveBeenCalled();

    vi.mocked(connectIntegration).mockResolvedValue({
      integration: { platformType: 'kaltura', connectedAt: '2026-03-01T00:00:00.000Z', connectedBy: 'u' },
    });
    await user.type(within(form).getByLabelText('Admin secret'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Save and connect' }));
    expect(connectIntegration).toHaveBeenCalledWith({}, 'ws', 'kaltura', {
      credentials: { serviceUrl: 'https://www.kaltura.com', partnerId: '12345', adminSecret: 'secret-1' },
    });
    expect(await screen.findByText('Kaltura connected')).toBeInTheDocument();
  });

  it('connects a sign-in platform by sending the browser to its consent page, with no token fields', async () => {
    // A fragment URL: the one navigation jsdom performs, standing in for the platform's consent page.
    vi.mocked(startPlatformOAuth).mockResolvedValue({ url: '#consent-youtube' });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Connect with YouTube' }));
    expect(startPlatformOAuth).toHaveBeenCalledWith({}, 'ws', 'youtube');
    await waitFor(() => expect(window.location.hash).toBe('#consent-youtube'));
    expect(screen.queryByLabelText('OAuth access token')).not.toBeInTheDocument();
    // A connected one signs in again to reconnect.
    expect(within(card('Box')).getByRole('button', { name: 'Reconnect Box' })).toBeInTheDocument();
  });

  it("says the server's reason when signing in cannot start", async () => {
    vi.mocked(startPlatformOAuth).mockRejectedValue(
      new Error('The server has no OAuth client for Google Drive: whoever runs it must set GOOGLEDRIVE_CLIENT_ID'),
    );
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Connect with Google Drive' }));
    expect(
      await screen.findByText(
        'The server has no OAuth client for Google Drive: whoever runs it must set GOOGLEDRIVE_CLIENT_ID',
      ),
    ).toBeInTheDocument();
    expect(within(card('Google Drive')).getByRole('button', { name: 'Connect with Google Drive' })).toBeEnabled();
  });

  it('says plainly when the server has no OAuth client for a platform, and offers pasting tokens', async () => {
    vi.mocked(listPlatformOAuthClients).mockResolvedValue({
      clients: [
        { platformType: 'youtube', configured: false, missing: ['YOUTUBE_CLIENT_ID', 'YOUTUBE_CLIENT_SECRET'] },
        configured('box'),
      ],
    });
    const user = renderScreen();
    const youtube = await screen.findByRole('heading', { name: 'YouTube' });
    const item = youtube.closest('li')!;
    expect(
      await within(item).findByText(
        /Signing in with YouTube is not set up on this server: it needs YOUTUBE_CLIENT_ID and YOUTUBE_CLIENT_SECRET/,
      ),
    ).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Connect with YouTube' })).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Paste YouTube tokens' }));
    expect(within(item).getByLabelText('OAuth access token')).toBeInTheDocument();
  });

  it('announces a connection made by signing in, until dismissed', async () => {
    const user = renderScreen('/?connected=youtube');
    const message = await screen.findByText('YouTube is connected.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('YouTube is connected.')).not.toBeInTheDocument();
  });

  it('announces why signing in did not connect', async () => {
    renderScreen('/?error=access_denied&platform=youtube');
    const message = await screen.findByText(
      'Connecting YouTube did not work. The sign-in was cancelled, or access was not granted, so nothing was connected.',
    );
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('falls back to a plain sentence for a result it does not know', async () => {
    renderScreen('/?error=something_new&platform=myspace');
    expect(await screen.findByText('Connecting the platform did not work. Try again.')).toBeInTheDocument();
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
