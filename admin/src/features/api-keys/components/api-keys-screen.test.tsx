import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiKey, listApiKeys, revokeApiKey } from '@shared/api/api-keys';
import type { ApiKey } from '@shared/schemas/api-keys';
import { toast, Toaster } from '@/components/ui/toast';
import { axeViolations } from '@/testing/axe-violations';
import { renderWithProviders } from '@/testing/providers';
import { ApiKeysScreen } from './api-keys-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/api-keys');

const nightly: ApiKey = {
  id: 'k1',
  name: 'Nightly sync',
  prefix: 'ma_live_Ab3d',
  scopes: ['read', 'write'],
  createdBy: { id: 'u1', name: 'Ada Admin' },
  createdAt: '2026-11-01T09:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-11-30T22:15:00.000Z',
  lastUsedIp: '203.0.113.7',
};
const old: ApiKey = {
  ...nightly,
  id: 'k2',
  name: 'Old import',
  prefix: 'ma_live_Zz90',
  scopes: ['jobs'],
  expiresAt: '2026-01-31T23:59:59.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
};
const SECRET = 'ma_live_0123456789abcdefghijABCDEFGHIJ01AbCdEf';

function renderScreen() {
  renderWithProviders(
    <>
      <ApiKeysScreen workspaceId="ws" />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.mocked(listApiKeys).mockResolvedValue({ keys: [nightly, old] });
});
afterEach(() => {
  vi.resetAllMocks();
  toast.clear();
});

describe('ApiKeysScreen', () => {
  it('lists each key by name, prefix, scopes, creator, last use and expiry, with no axe violations', async () => {
    renderScreen();
    const row = (await screen.findByRole('rowheader', { name: 'Nightly sync' })).closest('tr')!;
    expect(within(row).getByText('ma_live_Ab3d…')).toBeInTheDocument();
    expect(within(row).getByTitle('Change files, tracks, assignments and labels')).toHaveTextContent('write');
    expect(within(row).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(row).getByText(/from 203\.0\.113\.7$/)).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    const oldRow = screen.getByRole('rowheader', { name: 'Old import' }).closest('tr')!;
    expect(within(oldRow).getByText('Never')).toBeInTheDocument();
    expect(within(oldRow).getByText(/^Expired /)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('creates a key by keyboard, checks the form first, then shows the secret once with a Copy button', async () => {
    vi.mocked(createApiKey).mockResolvedValue({ key: { ...nightly, id: 'k3', name: 'LMS bridge' }, secret: SECRET });
    const user = renderScreen();
    await screen.findByRole('rowheader', { name: 'Nightly sync' });
    screen.getByRole('button', { name: 'Create key' }).focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: 'Create API key' });
    expect(within(form).getByRole('checkbox', { name: 'read' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'jobs' })).toHaveAccessibleDescription(
      'Order transcription and other engine work (spends minutes)',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'read' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope')).toBeInTheDocument();
    expect(createApiKey).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);

    await user.type(within(form).getByLabelText('Name'), 'LMS bridge');
    await user.click(within(form).getByRole('checkbox', { name: 'read' }));
    await user.keyboard(' '); // and off again, by keyboard
    await user.click(within(form).getByRole('checkbox', { name: 'jobs' }));
    await user.type(within(form).getByLabelText('Expires on (optional)'), '2030-06-30');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(createApiKey).toHaveBeenCalledWith({}, 'ws', {
      name: 'LMS bridge',
      scopes: ['jobs'],
      expiresAt: '2030-06-30T23:59:59Z',
    });

    expect(await screen.findByText('API key “LMS bridge” created.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('note')).toHaveTextContent('This is the only time the secret is shown');
    expect(screen.getByLabelText('Secret')).toHaveValue(SECRET);
    await user.click(screen.getByRole('button', { name: 'Copy the secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key only after confirming, and leaves it when cancelled', async () => {
    vi.mocked(revokeApiKey).mockResolvedValue(undefined);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly sync' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke “Nightly sync”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(revokeApiKey).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Revoke Nightly sync' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke' }));
    expect(revokeApiKey).toHaveBeenCalledWith({}, 'ws', 'k1');
    expect(await screen.findByText('Nightly sync revoked')).toBeInTheDocument();
  });
});
