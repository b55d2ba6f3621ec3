import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changePlan, getPlan } from '@shared/api/plans';
import type { PlanResponse } from '@shared/schemas/plans';
import { Toaster } from '@/components/ui/toast';
import { renderWithProviders } from '@/testing/providers';
import { PlanScreen } from './plan-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/plans', () => ({ getPlan: vi.fn(), changePlan: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const plan: PlanResponse = {
  planId: 'free',
  periodStart: '2026-11-01T00:00:00.000Z',
  periodEnd: '2026-12-01T00:00:00.000Z',
  pendingChange: null,
  usage: { minutes: 45, members: 5, storageBytes: 2 * 1024 ** 3 },
};

describe('Plan', () => {
  it('says there is no billing, shows usage against the plan, and records a change for next period', async () => {
    vi.mocked(getPlan).mockResolvedValue(plan);
    vi.mocked(changePlan).mockResolvedValue({
      ...plan,
      pendingChange: { planId: 'team', effectiveAt: plan.periodEnd, requestedAt: plan.periodStart, requestedBy: 'u' },
    });
    renderWithProviders(
      <>
        <Routes>
          <Route path="/workspaces/:workspaceId/settings/plan" element={<PlanScreen />} />
        </Routes>
        <Toaster />
      </>,
      { path: '/workspaces/demo-university/settings/plan' },
    );
    expect(await screen.findByRole('heading', { name: 'Current plan: Free' })).toBeInTheDocument();
    expect(screen.getByText(/There is no billing here/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Minutes used this period: 45 of 60 minutes' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Members: 5 of 3 members' })).toBeInTheDocument();
    expect(screen.getByText('Over the plan’s limit.')).toBeInTheDocument();
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
