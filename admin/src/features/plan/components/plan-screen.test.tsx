import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sendEmailVerification } from 'firebase/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePlan, getPlan } from '@shared/api/plans';
import type { PlanResponse } from '@shared/schemas/plans';
import { Toaster } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/providers';
import { PlanScreen } from './plan-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/plans', () => ({ getPlan: vi.fn(), changePlan: vi.fn() }));
vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn(), reload: vi.fn() }));
vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: () => ({ currentUser: { email: 'nia@example.com' } }) }));
afterEach(() => vi.resetAllMocks());

const plan: PlanResponse = {
  planId: 'free',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  pendingChange: null,
  usage: { minutes: 45, members: 5, storageBytes: 2 * 1024 ** 3 },
  freeMinutes: {
    state: 'granted',
    planId: 'free',
    minutesPerPeriod: 60,
    periodStart: '2026-11-01T00:00:00.000Z',
    periodEnd: '2026-12-01T00:00:00.000Z',
  },
  balance: 15,
};

function renderPlan() {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/workspaces/:workspaceId/settings/plan" element={<PlanScreen />} />
      </Routes>
      <Toaster />
    </>,
    { path: '/workspaces/demo-university/settings/plan' },
  );
}

describe('Plan', () => {
  it('says there is no billing, shows usage against the plan, and records a change for next period', async () => {
    vi.mocked(getPlan).mockResolvedValue(plan);
    vi.mocked(changePlan).mockResolvedValue({
      ...plan,
      pendingChange: { planId: 'team', effectiveAt: plan.periodEnd, requestedAt: plan.periodStart, requestedBy: 'u' },
    });
    renderPlan();
    expect(await screen.findByRole('heading', { name: 'Current plan: Free' })).toBeInTheDocument();
    expect(screen.getByText(/There is no billing here/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Minutes used this period: 45 of 60 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Members: 5 of 3 members' })).toBeInTheDocument();
    expect(
      screen.getByText('Over the plan’s limit: nobody new can be invited until a member leaves or the plan is bigger.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Storage: 2 of 5 GB' })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Change plan from next period' });
    expect(submit).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /^Team/ }));
    await user.click(submit);
    await waitFor(() => expect(changePlan).toHaveBeenCalledWith({}, 'demo-university', { planId: 'team' }));
    expect(await screen.findByText(/Changing to Team on/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current plan: Free' })).toBeInTheDocument();
  });
});

describe('Plan: free minutes and prices', () => {
  it('shows the balance the plan’s minutes make, when they expire, and each plan’s price or that it has none', async () => {
    vi.mocked(getPlan).mockResolvedValue(plan);
    renderPlan();
    expect(await screen.findByText('Balance: 15 minutes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the ledger' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/settings/credit',
    );
    expect(screen.getByText(/This month’s 60 minutes are in the balance\. Unused ones expire on/)).toBeInTheDocument();
    expect(screen.getByText(/paid plans have no list price here/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Free.*No charge$/ })).toBeInTheDocument();
    for (const name of ['Starter', 'Team', 'Organisation'])
      expect(
        screen.getByRole('radio', { name: new RegExp(`^${name}.*Price on request, invoiced separately$`) }),
      ).toBeInTheDocument();
  });

  it('tells an admin whose email is not verified why there are no free minutes, and sends the link again', async () => {
    vi.mocked(getPlan).mockResolvedValue({
      ...plan,
      balance: 0,
      usage: { ...plan.usage, minutes: 0, members: 1 },
      freeMinutes: { ...plan.freeMinutes, state: 'needs_verified_email' },
    });
    renderPlan();
    expect(await screen.findByText('Verify your email to get 60 free minutes')).toBeInTheDocument();
    expect(screen.getByText(/start once you verify your email address \(nia@example\.com\)/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the verification email again' }));
    expect(sendEmailVerification).toHaveBeenCalled();
    expect(await screen.findByText(/We sent a new link to nia@example\.com/)).toBeInTheDocument();
  });
});
