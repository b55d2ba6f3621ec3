import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCredit } from '@shared/api/credit';
import { getCreditWarning, setCreditWarning } from '@shared/api/plans';
import type { CreditEntry } from '@shared/schemas/credit';
import { Toaster } from '@/components/ui/toast';
import { downloadCsv } from '@/lib/csv';
import { renderWithProviders } from '@/testing/providers';
import { CreditScreen } from './credit-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/credit', () => ({ getCredit: vi.fn() }));
vi.mock('@shared/api/plans', () => ({ getCreditWarning: vi.fn(), setCreditWarning: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({ ...(await original<object>()), downloadCsv: vi.fn() }));

const entry = (
  id: string,
  kind: CreditEntry['kind'],
  minutes: number,
  createdAt: string,
  reason = '',
): CreditEntry => ({
  id,
  kind,
  minutes,
  jobId: kind === 'debit' || kind === 'refund' ? `job-${id}` : null,
  reason,
  actorId: null,
  createdAt,
});
const ENTRIES = [
  entry('e4', 'referral_reward', 500, '2026-11-21T09:00:00.000Z', 'Referral reward: first completed transcription'),
  entry('e3', 'refund', 4, '2026-11-20T12:00:00.000Z', 'Job failed'),
  entry('e2', 'debit', -4, '2026-11-20T11:00:00.000Z', 'Transcription'),
  entry('e1', 'grant', 60, '2026-11-01T08:00:00.000Z', 'Starting credit'),
];

const FREE_MINUTES = {
  state: 'granted',
  planId: 'free',
  minutesPerPeriod: 60,
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
} as const;
const page = (balance: number, entries: CreditEntry[], nextCursor: string | null = null) => ({
  balance,
  freeMinutes: FREE_MINUTES,
  admins: [{ name: 'Ada Admin' }],
  canChangePlan: true,
  entries,
  nextCursor,
});

function renderCredit() {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/workspaces/:workspaceId/settings/credit" element={<CreditScreen />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/workspaces/demo-university/settings/credit' },
  );
}

beforeEach(() => {
  vi.mocked(getCredit).mockResolvedValue(page(560, ENTRIES));
});
afterEach(() => vi.resetAllMocks());

const ledgerRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Credit', () => {
  it('shows the balance and the ledger, and warns only below the threshold', async () => {
    vi.mocked(getCreditWarning).mockResolvedValue({ lowBalanceMinutes: 100 });
    renderCredit();
    expect(await screen.findByText('560 minutes')).toBeInTheDocument();
    expect(screen.queryByText(/below your warning threshold/)).not.toBeInTheDocument();
    expect(ledgerRows()).toHaveLength(4);
    expect(within(ledgerRows()[0]!).getByText('Referral reward')).toBeInTheDocument();
    expect(within(ledgerRows()[2]!).getByText('−4')).toBeInTheDocument();
  });

  it('warns when the balance is below the threshold, and saves a new threshold', async () => {
    vi.mocked(getCreditWarning).mockResolvedValue({ lowBalanceMinutes: 1000 });
    vi.mocked(setCreditWarning).mockResolvedValue({ lowBalanceMinutes: 200 });
    renderCredit();
    expect(await screen.findByText(/below your warning threshold of 1,000 minutes/)).toBeInTheDocument();
    const user = userEvent.setup();
    const input = screen.getByLabelText('Warn below (minutes)');
    await user.clear(input);
    await user.type(input, '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('At least 0')).toBeInTheDocument();
    expect(setCreditWarning).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(setCreditWarning).toHaveBeenCalledWith({}, 'demo-university', { lowBalanceMinutes: 200 }),
    );
    await waitFor(() => expect(screen.queryByText(/below your warning threshold/)).not.toBeInTheDocument());
  });

  it('filters by kind and by day, and exports what the filter keeps as CSV', async () => {
    vi.mocked(getCreditWarning).mockResolvedValue({ lowBalanceMinutes: null });
    renderCredit();
    await screen.findByText('560 minutes');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind'), 'Job');
    expect(ledgerRows()).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Kind'), 'All kinds');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    expect(ledgerRows()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    const [filename, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toBe('credit-demo-university.csv');
    expect(csv.split('\r\n')).toEqual([
      'date,kind,minutes,reason,job',
      '2026-11-21T09:00:00.000Z,Referral reward,500,Referral reward: first completed transcription,',
      '2026-11-20T12:00:00.000Z,Refund,4,Job failed,job-e3',
      '2026-11-20T11:00:00.000Z,Job,-4,Transcription,job-e2',
      '',
    ]);
  });
});

describe('Credit: the plan’s minutes', () => {
  it('says the plan adds minutes each month and when what is left of them expires', async () => {
    vi.mocked(getCreditWarning).mockResolvedValue({ lowBalanceMinutes: null });
    renderCredit();
    expect(
      await screen.findByText(
        'The plan adds 60 minutes on the first of each month (UTC); what is left of them expires on December 1, 2026. Granted, bought and referral minutes do not expire.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Plan minutes' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Expired plan minutes' })).toBeInTheDocument();
  });

  it('tells a content manager which admin to ask while no admin has verified their email', async () => {
    vi.mocked(getCreditWarning).mockResolvedValue({ lowBalanceMinutes: null });
    vi.mocked(getCredit).mockResolvedValue({
      ...page(0, []),
      canChangePlan: false,
      freeMinutes: { ...FREE_MINUTES, state: 'needs_verified_email' },
    });
    renderCredit();
    expect(
      await screen.findByText(
        'The plan’s 60 free minutes a month start once an admin has verified their email address. Ask Ada Admin.',
      ),
    ).toBeInTheDocument();
  });
});
