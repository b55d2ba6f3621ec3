import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import {
  changeOperatorPlan,
  changeOperatorWorkspaceType,
  getOperatorWorkspace,
  grantOperatorMinutes,
} from '@shared/api/operator';
import type { OperatorAuditEntry, OperatorWorkspaceDetail } from '@shared/schemas/operator';
import { WorkspacePanel } from './workspace-panel';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/operator');

const detail: OperatorWorkspaceDetail = {
  workspace: {
    workspaceId: 'other-co',
    workspaceName: 'Other Co',
    type: 'business',
    members: 1,
    files: 0,
    minutesThisMonth: 0,
    balance: 60,
    createdAt: '2026-01-02T00:00:00.000Z',
    planId: 'free',
  },
  members: [{ userId: 'u1', name: 'Olive Owner', email: 'olive@other.test', role: 'admin', joinedAt: '2026-01-02' }],
  recentJobs: [],
  ledger: [
    {
      id: 'e1',
      kind: 'grant',
      minutes: 60,
      jobId: null,
      reason: 'Demo starting credit',
      actorId: null,
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
  integrations: [],
};
const auditEntry = {} as OperatorAuditEntry;

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkspacePanel workspaceId="other-co" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => vi.mocked(getOperatorWorkspace).mockResolvedValue(detail));
afterEach(() => vi.resetAllMocks());

describe('WorkspacePanel', () => {
  it('shows the workspace, its members and ledger, and opens it as admin', async () => {
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Other Co' })).toBeInTheDocument();
    expect(screen.getByText(/Olive Owner/)).toBeInTheDocument();
    expect(screen.getByText(/Demo starting credit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Other Co as admin' })).toHaveAttribute(
      'href',
      '/workspaces/other-co/files',
    );
  });

  it('grants minutes with a reason and announces the new balance', async () => {
    vi.mocked(grantOperatorMinutes).mockResolvedValue({ entry: { ...detail.ledger[0]!, id: 'e2' }, balance: 160 });
    const user = renderPanel();
    await user.type(await screen.findByRole('spinbutton', { name: 'Minutes' }), '100');
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Pilot extension');
    await user.click(screen.getByRole('button', { name: 'Grant minutes' }));
    expect(await screen.findByText('Granted 100 minutes to Other Co; the balance is now 160.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(grantOperatorMinutes).toHaveBeenCalledWith(expect.anything(), 'other-co', {
      minutes: 100,
      reason: 'Pilot extension',
    });
  });

  it('refuses a grant without a reason before calling the server', async () => {
    const user = renderPanel();
    await user.type(await screen.findByRole('spinbutton', { name: 'Minutes' }), '100');
    await user.click(screen.getByRole('button', { name: 'Grant minutes' }));
    expect(screen.getByText('Reason: Say why')).toBeInTheDocument();
    expect(grantOperatorMinutes).not.toHaveBeenCalled();
  });

  it('changes plan and type and announces each; a refusal is announced as an alert', async () => {
    vi.mocked(changeOperatorPlan).mockResolvedValue(auditEntry);
    vi.mocked(changeOperatorWorkspaceType).mockRejectedValue(
      new ApiError(400, { error: { code: 'validation_error', message: 'type: Nope' } }),
    );
    const user = renderPanel();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Plan' }), 'team');
    await user.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Other Co moves to the Team plan next month.')).toBeInTheDocument();
    expect(changeOperatorPlan).toHaveBeenCalledWith(expect.anything(), 'other-co', { planId: 'team' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Change type' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('type: Nope');
  });
});
