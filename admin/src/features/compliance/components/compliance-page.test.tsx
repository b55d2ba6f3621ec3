import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCompliancePlatformSync,
  getComplianceSummary,
  listComplianceAssets,
  listComplianceScans,
} from '@shared/api/compliance-ledger';
import type { ComplianceSummary } from '@shared/schemas/compliance';
import { renderWithProviders } from '@/testing/providers';
import { CompliancePage } from './compliance-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api' } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/compliance-ledger', async (original) => ({
  ...(await original<object>()),
  getComplianceSummary: vi.fn(),
  listComplianceAssets: vi.fn(),
  listComplianceScans: vi.fn(),
  getCompliancePlatformSync: vi.fn(),
}));

const SUMMARY: ComplianceSummary = {
  target: 'AA',
  rulesVersion: 1,
  totals: { assets: 0, conforming: 0, exempt: 0, failing: 0, byStatus: {}, byLevel: {}, byCriterion: {}, bySource: {} },
  history: [],
};

/** The blank tab the page opens for the report, as far as the page uses it. */
function fakeTab() {
  return { document: document.implementation.createHTMLDocument(''), location: { replace: vi.fn() }, close: vi.fn() };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.mocked(getComplianceSummary).mockResolvedValue(SUMMARY);
  vi.mocked(listComplianceAssets).mockResolvedValue({ assets: [], nextCursor: null });
  vi.mocked(listComplianceScans).mockResolvedValue({ scans: [] });
  vi.mocked(getCompliancePlatformSync).mockResolvedValue({ sync: null });
  fetchMock = vi.fn(async () => new Response('<!doctype html><title>Report</title>', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <CompliancePage
      workspaceId="w1"
      canAttest={false}
      canRecordExceptions={false}
      mayBulk={{
        attest: false,
        exception: false,
        assign: false,
        transcribe: false,
        translate: false,
        order_human: false,
        import: false,
      }}
      canScan={false}
    />,
  );
const printable = () => screen.getByRole('button', { name: /^Printable report ?\(opens in a new tab\)$/ });

describe('the printable report button', () => {
  it('opens a tab at once, fetches the HTML report with the token and shows it there from a blob URL', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderPage();
    await user.click(printable());
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.replace).toHaveBeenCalledWith('blob:report'));
    expect(fetchMock).toHaveBeenCalledWith('/api/workspaces/w1/compliance/report.html', {
      headers: { Accept: 'text/html', Authorization: 'Bearer token' },
    });
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/html;charset=utf-8');
    expect(tab.document.body.textContent).toBe('Preparing the compliance report…');
    expect(tab.close).not.toHaveBeenCalled();
    expect(printable()).toBeEnabled();
  });

  it('closes the tab and says why when the report cannot be made', async () => {
    fetchMock.mockResolvedValue(new Response('{"error":{"code":"not_found","message":"x"}}', { status: 404 }));
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const user = userEvent.setup();
    renderPage();
    await user.click(printable());
    expect(await screen.findByText('The report could not be made (status 404)')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.replace).not.toHaveBeenCalled();
  });

  it('asks to allow pop-ups when the browser blocks the tab, and fetches nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage();
    await user.click(printable());
    expect(await screen.findByText(/blocked the new tab for the report: allow pop-ups/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('report.html'), expect.anything());
  });
});
