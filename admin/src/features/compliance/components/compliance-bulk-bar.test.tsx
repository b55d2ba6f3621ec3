import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getComplianceSummary,
  listComplianceAssets,
  listComplianceScans,
  runComplianceBulkAction,
} from '@shared/api/compliance-ledger';
import { getSupportedTranscriptions, getSupportedTranslations } from '@shared/api/catalogues';
import { getCredit } from '@shared/api/credit';
import { getWorkspaceMembers } from '@shared/api/members';
import type { CreditResponse } from '@shared/schemas/credit';
import type { SupportedTranscriptionsResponse, SupportedTranslationsResponse } from '@shared/schemas/catalogues';
import type { ComplianceAsset, ComplianceSummary } from '@shared/schemas/compliance';
import type { BulkComplianceAction } from '@shared/schemas/compliance-bulk';
import { renderWithProviders } from '@/testing/providers';
import { FAILING_ASSET } from '../testing';
import { CompliancePage } from './compliance-page';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api' } }));
vi.mock('@shared/api/compliance-ledger');
vi.mock('@shared/api/members');
vi.mock('@shared/api/credit');
vi.mock('@shared/api/catalogues');

const SUMMARY = {
  target: 'AA',
  rulesVersion: 1,
  totals: { assets: 3, conforming: 0, exempt: 0, failing: 3, byStatus: {}, byLevel: {}, byCriterion: {}, bySource: {} },
  history: [],
} as ComplianceSummary;
const ASSETS: ComplianceAsset[] = ['Moon landing', 'Lecture 1', 'Lecture 2'].map((title, i) => ({
  ...FAILING_ASSET,
  id: `asset-${i + 1}`,
  title,
}));

beforeEach(() => {
  vi.mocked(getComplianceSummary).mockResolvedValue(SUMMARY);
  vi.mocked(listComplianceAssets).mockResolvedValue({ assets: ASSETS, nextCursor: null });
  vi.mocked(listComplianceScans).mockResolvedValue({ scans: [] });
  vi.mocked(getWorkspaceMembers).mockResolvedValue({
    members: [
      { userId: 'u-ed', name: 'Edna Editor', role: 'transcript-editor', joinedAt: '2026-01-01' },
      { userId: 'u-view', name: 'Vic Viewer', role: 'viewer', joinedAt: '2026-01-01' },
    ],
  });
});
afterEach(() => vi.resetAllMocks());

const renderPage = (may: Partial<Record<BulkComplianceAction, boolean>>) =>
  renderWithProviders(
    <CompliancePage
      workspaceId="w1"
      canAttest={may.attest ?? false}
      canRecordExceptions={may.exception ?? false}
      mayBulk={{
        attest: may.attest ?? false,
        exception: may.exception ?? false,
        assign: may.assign ?? false,
        transcribe: may.transcribe ?? false,
        translate: may.translate ?? false,
        order_human: may.order_human ?? false,
        import: may.import ?? false,
      }}
      canScan={false}
    />,
  );
const bar = () => screen.getByRole('toolbar', { name: 'Bulk actions' });

describe('bulk actions on the compliance page', () => {
  it('offers no checkboxes to someone who may run no bulk action', async () => {
    renderPage({});
    await screen.findByText('Lecture 2');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('selects rows and all shown, shows only the allowed actions, and clears', async () => {
    const user = userEvent.setup();
    renderPage({ attest: true, assign: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Moon landing' }));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all shown' })).toBePartiallyChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    expect(within(bar()).getByText('3 selected')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Attest…' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Assign work…' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Record exception…' })).not.toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Lecture 1' })).not.toBeChecked();
  });

  it('attests the selection in one call and says how each asset fared; failures stay selected', async () => {
    vi.mocked(runComplianceBulkAction).mockResolvedValue({
      results: [
        { assetId: 'asset-1', ok: true },
        { assetId: 'asset-2', ok: false, code: 'not_found', message: 'Asset not found' },
        { assetId: 'asset-3', ok: true },
      ],
    });
    const user = userEvent.setup();
    renderPage({ attest: true, exception: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Attest…' }));
    const dialog = screen.getByRole('dialog', { name: 'Attest audio description not needed' });
    expect(dialog).toHaveTextContent('For 3 selected assets.');
    await user.click(within(dialog).getByRole('radio', { name: /no meaningful visual content/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Attest not needed' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'attest',
      assetIds: ['asset-1', 'asset-2', 'asset-3'],
      criterion: '1.2.3',
      reason: 'no_meaningful_visuals',
    });
    const summary = await screen.findByText('2 attested, 1 failed: Lecture 1 — Asset not found');
    expect(summary).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Lecture 1' })).toBeChecked();
    await waitFor(() => expect(listComplianceAssets).toHaveBeenCalledTimes(2));
  });

  it('imports the selection from its platforms at once and says how each asset fared', async () => {
    vi.mocked(runComplianceBulkAction).mockResolvedValue({
      results: [
        { assetId: 'asset-1', ok: true },
        { assetId: 'asset-2', ok: false, code: 'not_platform_item', message: 'Not a platform item: nothing to import' },
      ],
    });
    const user = userEvent.setup();
    renderPage({ import: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Moon landing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lecture 1' }));
    await user.click(within(bar()).getByRole('button', { name: 'Import from platform' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'import',
      assetIds: ['asset-1', 'asset-2'],
      captions: true,
    });
    expect(
      await screen.findByText('1 imported, 1 failed: Lecture 1 — Not a platform item: nothing to import'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('checkbox', { name: 'Select Lecture 1' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Moon landing' })).not.toBeChecked();
  });

  it('records an exception for the selection with the single-asset fields', async () => {
    vi.mocked(runComplianceBulkAction).mockResolvedValue({
      results: [
        { assetId: 'asset-1', ok: true },
        { assetId: 'asset-2', ok: true },
      ],
    });
    const user = userEvent.setup();
    renderPage({ exception: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Moon landing' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lecture 1' }));
    await user.click(within(bar()).getByRole('button', { name: 'Record exception…' }));
    const dialog = screen.getByRole('dialog', { name: 'Record an exception' });
    await user.click(within(dialog).getByRole('radio', { name: /third party/i }));
    await user.type(within(dialog).getByLabelText('Note'), 'Guest lectures');
    await user.click(within(dialog).getByRole('button', { name: 'Record exception' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'exception',
      assetIds: ['asset-1', 'asset-2'],
      type: 'third_party',
      note: 'Guest lectures',
    });
    expect(await screen.findByText('2 exempted')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('assigns a review to a member (viewers not offered) with a due date, and asks for what is missing', async () => {
    vi.mocked(runComplianceBulkAction).mockResolvedValue({ results: [{ assetId: 'asset-3', ok: true }] });
    const user = userEvent.setup();
    renderPage({ assign: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Lecture 2' }));
    await user.click(within(bar()).getByRole('button', { name: 'Assign work…' }));
    const dialog = screen.getByRole('dialog', { name: 'Assign work' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose who does it')).toBeInTheDocument();
    expect(runComplianceBulkAction).not.toHaveBeenCalled();
    const assignee = within(dialog).getByLabelText('Assignee');
    await within(dialog).findByRole('option', { name: 'Edna Editor' });
    expect(within(dialog).queryByRole('option', { name: 'Vic Viewer' })).not.toBeInTheDocument();
    await user.selectOptions(assignee, 'u-ed');
    await user.click(within(dialog).getByRole('radio', { name: /Review corrections/ }));
    await user.type(within(dialog).getByLabelText('Due date (optional)'), '2027-01-15');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'assign',
      assetIds: ['asset-3'],
      assigneeId: 'u-ed',
      type: 'review_corrections',
      dueDate: new Date(2027, 0, 15).getTime(),
    });
    expect(await screen.findByText('1 assigned')).toHaveAttribute('role', 'status');
  });

  it('transcribes the library files of the selection: language, cost against the balance, a result per asset', async () => {
    vi.mocked(getCredit).mockResolvedValue({ balance: 3 } as CreditResponse);
    vi.mocked(getSupportedTranscriptions).mockResolvedValue({
      results: [
        { BCP_47: 'en-US', Name: 'English (United States)' },
        { BCP_47: 'es-ES', Name: 'Spanish (Spain)' },
      ],
    } as SupportedTranscriptionsResponse);
    vi.mocked(listComplianceAssets).mockResolvedValue({
      assets: [
        { ...ASSETS[0]!, fileId: 'f-1', durationMs: 61_000 },
        { ...ASSETS[1]!, fileId: 'f-2', durationMs: 150_000 },
        { ...ASSETS[2]!, fileId: null, durationMs: 30_000 },
      ],
      nextCursor: null,
    });
    vi.mocked(runComplianceBulkAction).mockResolvedValue({
      results: [
        { assetId: 'asset-1', ok: true },
        { assetId: 'asset-2', ok: false, code: 'insufficient_credit', message: 'Not enough minutes: 3 needed, 1 left' },
        { assetId: 'asset-3', ok: false, code: 'no_file', message: 'Not a library file: import it first' },
      ],
    });
    const user = userEvent.setup();
    renderPage({ transcribe: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Transcribe…' }));
    const dialog = screen.getByRole('dialog', { name: 'Transcribe' });
    // 61 s and 150 s cost 2 and 3 minutes; the third asset is not in the library.
    expect(within(dialog).getByText('2 (1 not in the library: import it first)')).toBeInTheDocument();
    expect(within(dialog).getByText('5 minutes')).toBeInTheDocument();
    expect(await within(dialog).findByText('3 minutes')).toBeInTheDocument();
    expect(within(dialog).getByText(/The balance covers only part of this/)).toBeInTheDocument();
    await user.selectOptions(await within(dialog).findByLabelText('Spoken language'), 'es-ES');
    await user.click(within(dialog).getByRole('button', { name: 'Spend 5 minutes' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'transcribe',
      assetIds: ['asset-1', 'asset-2', 'asset-3'],
      language: 'es-ES',
    });
    expect(
      await screen.findByText(
        '1 ordered, 2 failed: Lecture 1 — Not enough minutes: 3 needed, 1 left; Lecture 2 — Not a library file: import it first',
      ),
    ).toHaveAttribute('role', 'status');
    // The failed ones stay selected, to try again once there are minutes.
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
  });

  it('translates the selection’s captions into a language an engine here serves, with the cost', async () => {
    vi.mocked(getCredit).mockResolvedValue({ balance: 50 } as CreditResponse);
    vi.mocked(getSupportedTranslations).mockResolvedValue({
      languages: [
        { languageCode: 'es', name: 'Spanish', providers: ['apertium'] },
        { languageCode: 'fr', name: 'French', providers: [] },
      ],
    } as SupportedTranslationsResponse);
    vi.mocked(listComplianceAssets).mockResolvedValue({
      assets: [{ ...ASSETS[0]!, fileId: 'f-1', durationMs: 61_000 }],
      nextCursor: null,
    });
    vi.mocked(runComplianceBulkAction).mockResolvedValue({
      results: [{ assetId: 'asset-1', ok: false, code: 'no_captions', message: 'No captions to translate' }],
    });
    const user = userEvent.setup();
    renderPage({ translate: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Translate…' }));
    const dialog = screen.getByRole('dialog', { name: 'Translate' });
    const into = within(dialog).getByLabelText('Translate into');
    await within(dialog).findByRole('option', { name: 'Spanish' });
    // French has no engine here, so it is not offered.
    expect(within(dialog).queryByRole('option', { name: 'French' })).not.toBeInTheDocument();
    expect(into).toHaveValue('es');
    await user.click(within(dialog).getByRole('button', { name: 'Spend 2 minutes' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'translate',
      assetIds: ['asset-1'],
      targetLanguage: 'es',
    });
    expect(await screen.findByText('0 ordered, 1 failed: Moon landing — No captions to translate')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('orders human captions from Rev for the selection with notes for the transcriptionists', async () => {
    vi.mocked(listComplianceAssets).mockResolvedValue({
      assets: [
        { ...ASSETS[0]!, fileId: 'f-1' },
        { ...ASSETS[1]!, fileId: 'f-2' },
      ],
      nextCursor: null,
    });
    vi.mocked(runComplianceBulkAction).mockResolvedValue({
      results: [
        { assetId: 'asset-1', ok: true },
        { assetId: 'asset-2', ok: true },
      ],
    });
    const user = userEvent.setup();
    renderPage({ order_human: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Select all shown' }));
    await user.click(within(bar()).getByRole('button', { name: 'Order human captions…' }));
    const dialog = screen.getByRole('dialog', { name: 'Order human captions' });
    expect(dialog).toHaveTextContent('2 library files sent to Rev');
    await user.type(within(dialog).getByLabelText('Notes for the transcriptionists (optional)'), ' Dr Ada Lovelace ');
    await user.click(within(dialog).getByRole('button', { name: 'Order from Rev' }));
    expect(runComplianceBulkAction).toHaveBeenCalledWith(expect.anything(), 'w1', {
      action: 'order_human',
      assetIds: ['asset-1', 'asset-2'],
      comment: 'Dr Ada Lovelace',
    });
    expect(await screen.findByText('2 ordered from Rev')).toHaveAttribute('role', 'status');
  });
});
