import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCompliancePlatformSync, startCompliancePlatformSync } from '@shared/api/compliance-ledger';
import type { PlatformSync as Sync } from '@shared/schemas/compliance-platform-sync';
import { renderWithProviders } from '@/testing/providers';
import { SCAN_POLL_MS } from '../api/get-compliance-scans';
import { PlatformSync } from './platform-sync';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api' } }));
vi.mock('@shared/api/compliance-ledger');

const sync = (over: Partial<Sync>): Sync => ({
  id: 'j1',
  status: 'succeeded',
  progress: 1,
  platform: 'youtube',
  platforms: [],
  error: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:09.000Z',
  ...over,
});
const RUNNING = sync({ status: 'running', progress: 0.5 });
const DONE = sync({
  platforms: [
    { platform: 'youtube', items: 5, added: 2, truncated: false, error: null },
    { platform: 'kaltura', items: 0, added: 0, truncated: false, error: 'Kaltura asks to be connected again' },
  ],
});

async function violations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => v.id);
}

afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('syncing platforms on the compliance page', () => {
  it('starts a sync, says it is running, then how each platform went', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(getCompliancePlatformSync).mockResolvedValue({ sync: null });
    vi.mocked(startCompliancePlatformSync).mockResolvedValue({ sync: RUNNING });
    renderWithProviders(<PlatformSync workspaceId="w1" canSync />);
    expect(await screen.findByRole('status')).toHaveTextContent(/Not synced yet/);
    expect(await violations()).toEqual([]);
    vi.mocked(getCompliancePlatformSync).mockResolvedValue({ sync: RUNNING });
    await userEvent.click(screen.getByRole('button', { name: 'Sync platforms' }));
    expect(startCompliancePlatformSync).toHaveBeenCalledWith(expect.anything(), 'w1');
    expect(await screen.findByRole('status')).toHaveTextContent('Syncing platforms: reading YouTube');
    expect(screen.getByRole('button', { name: 'Syncing platforms…' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Platforms read' })).toHaveAttribute('value', '0.5');
    vi.mocked(getCompliancePlatformSync).mockResolvedValue({ sync: DONE });
    await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS));
    expect(await screen.findByText(/^Platforms synced/)).toHaveTextContent(
      'Platforms synced on 2026-12-01. YouTube: 5 items, 2 new; Kaltura not read (Kaltura asks to be connected again).',
    );
    expect(screen.getByRole('button', { name: 'Sync platforms' })).toBeEnabled();
  });

  it('shows members who cannot sync the status only', async () => {
    vi.mocked(getCompliancePlatformSync).mockResolvedValue({ sync: DONE });
    renderWithProviders(<PlatformSync workspaceId="w1" canSync={false} />);
    expect(await screen.findByText(/^Platforms synced/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync platforms' })).not.toBeInTheDocument();
  });
});
