import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getComplianceScanSchedule,
  listComplianceScans,
  startComplianceScan,
  stopComplianceScanSchedule,
} from '@shared/api/compliance-ledger';
import type { ComplianceScan } from '@shared/schemas/compliance-scans';
import { renderWithProviders } from '@/testing/providers';
import { SCAN_POLL_MS } from '../api/get-compliance-scans';
import { FAILING_ASSET, renderAssetRow } from '../testing';
import { ComplianceScans } from './compliance-scans';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api' } }));
vi.mock('@shared/api/compliance-ledger');

const scan = (over: Partial<ComplianceScan>): ComplianceScan => ({
  id: 's1',
  status: 'succeeded',
  urls: ['https://www.example.edu/sitemap.xml'],
  depth: 0,
  pagesDone: 7,
  pagesTotal: 7,
  assetsFound: 6,
  failures: [],
  error: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  startedAt: '2026-12-01T10:00:01.000Z',
  finishedAt: '2026-12-01T10:00:09.000Z',
  ...over,
});
const RUNNING = scan({ id: 's2', status: 'running', pagesDone: 3, pagesTotal: 12, assetsFound: 2, finishedAt: null });
const FINISHED = scan({
  failures: [
    { url: 'https://www.example.edu/private', reason: 'robots.txt does not allow scanning this page' },
    { url: 'https://www.example.edu/missing', reason: 'The page answered 404 (not found)' },
  ],
});

// jsdom cannot compute colours or layout; contrast is covered by the shared tokens and the e2e axe run.
async function violations() {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

beforeEach(() => {
  vi.mocked(listComplianceScans).mockResolvedValue({ scans: [RUNNING, FINISHED] });
  vi.mocked(getComplianceScanSchedule).mockResolvedValue({ schedule: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.resetAllMocks();
  document.documentElement.classList.remove('dark');
});

describe('web scans on the compliance page', () => {
  it('shows each scan’s progress and the pages it could not scan, with why', async () => {
    renderWithProviders(<ComplianceScans workspaceId="w1" canScan />);
    const list = await screen.findByRole('list', { name: 'Recent scans' });
    const [running, finished] = within(list).getAllByRole('listitem', { hidden: false });
    expect(running).toHaveTextContent('Scanning: 3 of 12 pages read, 2 media items found');
    expect(within(running!).getByRole('progressbar', { name: 'Pages read of www.example.edu' })).toHaveAttribute(
      'max',
      '12',
    );
    expect(finished).toHaveTextContent('Finished: 7 of 7 pages read, 6 media items found, 2 pages not scanned');
    await userEvent.click(within(finished!).getByText('Pages not scanned (2)'));
    expect(finished).toHaveTextContent('https://www.example.edu/private: robots.txt does not allow scanning this page');
    expect(finished).toHaveTextContent('https://www.example.edu/missing: The page answered 404 (not found)');
    expect(screen.getByRole('status')).toHaveTextContent('Scan of www.example.edu running');
    expect(await violations()).toEqual([]);
    document.documentElement.classList.add('dark');
    expect(await violations()).toEqual([]);
  });

  it('announces a scan’s end when the next reading finds it finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(listComplianceScans).mockResolvedValueOnce({ scans: [RUNNING] });
    renderWithProviders(<ComplianceScans workspaceId="w1" canScan={false} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Scan of www.example.edu running');
    vi.mocked(listComplianceScans).mockResolvedValue({ scans: [{ ...RUNNING, ...FINISHED, id: 's2' }] });
    await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS));
    expect(await screen.findByText(/^Scan of www\.example\.edu: Finished/)).toHaveTextContent(
      'Scan of www.example.edu: Finished: 7 of 7 pages read, 6 media items found, 2 pages not scanned',
    );
    expect(screen.queryByRole('button', { name: 'Scan web pages' })).not.toBeInTheDocument();
  });

  it('checks the addresses, starts the scan and returns focus to the button', async () => {
    vi.mocked(listComplianceScans).mockResolvedValue({ scans: [] });
    vi.mocked(startComplianceScan).mockResolvedValue(scan({ status: 'queued' }));
    const user = userEvent.setup();
    renderWithProviders(<ComplianceScans workspaceId="w1" canScan />);
    expect(await screen.findByText(/No scans yet/)).toBeInTheDocument();
    const opener = screen.getByRole('button', { name: 'Scan web pages' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Scan web pages' });
    const field = within(dialog).getByLabelText('Page or sitemap addresses, one a line');
    await user.click(within(dialog).getByRole('button', { name: 'Start scan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give at least one page or sitemap address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'https://www.example.edu/courses{Enter}example.edu/no-scheme{Enter}ftp://x.org/');
    await user.click(within(dialog).getByRole('button', { name: 'Start scan' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not a web address (https://…) on lines 2, 3');
    expect(startComplianceScan).not.toHaveBeenCalled();
    expect(await violations()).toEqual([]);

    await user.clear(field);
    await user.type(field, ' https://www.example.edu/courses {Enter}{Enter}https://www.example.edu/sitemap.xml');
    await user.selectOptions(within(dialog).getByLabelText('Links to follow'), 'And the pages they link to');
    await user.click(within(dialog).getByRole('button', { name: 'Start scan' }));
    expect(startComplianceScan).toHaveBeenCalledWith(expect.anything(), 'w1', {
      urls: ['https://www.example.edu/courses', 'https://www.example.edu/sitemap.xml'],
      depth: 1,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('weekly scans', () => {
  const WEEKLY = {
    urls: ['https://www.example.edu/sitemap.xml', 'https://www.example.edu/news'],
    depth: 0,
    repeat: 'weekly' as const,
    nextRunAt: '2026-12-07T09:30:00.000Z',
    lastScanId: 's1',
    createdAt: '2026-11-30T09:30:00.000Z',
  };

  it('starts a scan that repeats every week when asked', async () => {
    vi.mocked(listComplianceScans).mockResolvedValue({ scans: [] });
    vi.mocked(startComplianceScan).mockResolvedValue(scan({ status: 'queued' }));
    const user = userEvent.setup();
    renderWithProviders(<ComplianceScans workspaceId="w1" canScan />);
    await user.click(await screen.findByRole('button', { name: 'Scan web pages' }));
    const dialog = screen.getByRole('dialog', { name: 'Scan web pages' });
    await user.type(within(dialog).getByLabelText('Page or sitemap addresses, one a line'), 'https://www.example.edu/');
    const weekly = within(dialog).getByRole('checkbox', { name: 'Repeat this scan every week' });
    expect(weekly).toHaveAccessibleDescription(/replaces any other/);
    await user.click(weekly);
    expect(await violations()).toEqual([]);
    vi.mocked(getComplianceScanSchedule).mockResolvedValue({ schedule: WEEKLY });
    await user.click(within(dialog).getByRole('button', { name: 'Start scan' }));
    expect(startComplianceScan).toHaveBeenCalledWith(expect.anything(), 'w1', {
      urls: ['https://www.example.edu/'],
      depth: 0,
      repeat: 'weekly',
    });
    expect(await screen.findByText(/Weekly scan/)).toBeInTheDocument();
  });

  it('shows what the weekly scan covers and when it next runs, and lets a manager stop it', async () => {
    vi.mocked(getComplianceScanSchedule).mockResolvedValue({ schedule: WEEKLY });
    vi.mocked(stopComplianceScanSchedule).mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWithProviders(<ComplianceScans workspaceId="w1" canScan />);
    const line = (await screen.findByText('Weekly scan')).parentElement!;
    expect(line).toHaveTextContent('Weekly scan of www.example.edu (2 addresses). Next:');
    expect(line.textContent).toMatch(/December|Dec/);
    expect(await violations()).toEqual([]);
    vi.mocked(getComplianceScanSchedule).mockResolvedValue({ schedule: null });
    await user.click(screen.getByRole('button', { name: 'Stop weekly scan' }));
    expect(stopComplianceScanSchedule).toHaveBeenCalledWith(expect.anything(), 'w1');
    await waitFor(() => expect(screen.queryByText('Weekly scan')).not.toBeInTheDocument());
  });

  it('shows the weekly scan to readers without the Stop button', async () => {
    vi.mocked(getComplianceScanSchedule).mockResolvedValue({ schedule: WEEKLY });
    renderWithProviders(<ComplianceScans workspaceId="w1" canScan={false} />);
    expect(await screen.findByText('Weekly scan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop weekly scan' })).not.toBeInTheDocument();
  });
});

describe('assets a scan found', () => {
  it('link the page they were found on, naming their platform', () => {
    renderAssetRow({ ...FAILING_ASSET, source: 'youtube', pageUrl: 'https://www.example.edu/tour' }, {});
    const page = screen.getByRole('link', { name: 'https://www.example.edu/tour' });
    expect(page).toHaveAttribute('href', 'https://www.example.edu/tour');
    expect(page.parentElement).toHaveTextContent('YouTube media found on https://www.example.edu/tour');
  });
});
