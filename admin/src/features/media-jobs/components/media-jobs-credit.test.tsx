import { screen, within } from '@testing-library/react';
import { reload, sendEmailVerification } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/api/client';
import type { ErrorCode } from '@shared/constants';
import { getCredit } from '@shared/api/credit';
import { orderFileJob } from '@shared/api/engines';
import { answerAsAQuietWorkspace, credit, openTranscribe, renderJobs } from '../testing/render-media-jobs';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/engines');
vi.mock('@shared/api/credit');
vi.mock('@shared/api/catalogues');
vi.mock('@shared/api/jobs');
vi.mock('firebase/auth', () => ({ sendEmailVerification: vi.fn(), reload: vi.fn() }));
const currentUser = { email: 'nia@example.com', emailVerified: false, getIdToken: vi.fn() };
vi.mock('@/lib/firebase', () => ({ getFirebaseAuth: () => ({ currentUser }) }));

beforeEach(answerAsAQuietWorkspace);
afterEach(() => vi.resetAllMocks());

describe('MediaJobs: minutes', () => {
  it('refuses to spend more minutes than the balance, and offers an admin the plan page', async () => {
    vi.mocked(getCredit).mockResolvedValue(credit({ balance: 2 }));
    const { user } = renderJobs(125_000);
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This needs 3 minutes but the workspace has 2 minutes: 1 minute short.');
    expect(alert).toHaveTextContent(
      'The Free plan’s 60 minutes come back on December 1. For more, choose a bigger plan.',
    );
    expect(within(alert).getByRole('link', { name: 'choose a bigger plan' })).toHaveAttribute(
      'href',
      '/workspaces/demo-university/settings/plan',
    );
    expect(within(dialog).getByRole('button', { name: 'Spend 3 minutes' })).toBeDisabled();
  });

  it('tells a content manager short of minutes which admins to ask', async () => {
    vi.mocked(getCredit).mockResolvedValue(credit({ balance: 2, canChangePlan: false }));
    const { user } = renderJobs(125_000);
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    const alert = await within(await screen.findByRole('dialog', { name: 'Transcribe' })).findByRole('alert');
    expect(alert).toHaveTextContent('For more, ask Ada Admin or Bo Boss.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says a new workspace’s free minutes wait for a verified email, resends the link, and checks again', async () => {
    vi.mocked(getCredit).mockResolvedValue(
      credit({ balance: 0, freeMinutes: { ...credit().freeMinutes, state: 'needs_verified_email' } }),
    );
    const { user } = renderJobs(81_000);
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
    expect(await within(dialog).findByText('Verify your email to get 60 free minutes')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('open the link we sent when you signed up');

    await user.click(within(dialog).getByRole('button', { name: 'Send the verification email again' }));
    expect(sendEmailVerification).toHaveBeenCalledWith(currentUser);
    expect(await within(dialog).findByRole('status')).toHaveTextContent('We sent a new link to nia@example.com.');

    // The link was opened: checking again asks the server, which now grants the plan's minutes.
    vi.mocked(reload).mockImplementation(async () => void (currentUser.emailVerified = true));
    vi.mocked(getCredit).mockResolvedValue(credit({ balance: 60 }));
    await user.click(within(dialog).getByRole('button', { name: 'I’ve verified my email' }));
    expect(await within(dialog).findByText('60 minutes')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Spend 2 minutes' })).toBeEnabled();
    expect(within(dialog).queryByText('Verify your email to get 60 free minutes')).not.toBeInTheDocument();
  });

  it('tells someone who is not an admin whom to ask while no admin has verified their email', async () => {
    vi.mocked(getCredit).mockResolvedValue(
      credit({
        balance: 0,
        canChangePlan: false,
        freeMinutes: { ...credit().freeMinutes, state: 'needs_verified_email' },
      }),
    );
    const { user } = renderJobs(81_000);
    await user.click(screen.getByRole('button', { name: 'Transcribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcribe' });
    expect(
      await within(dialog).findByText(
        'The plan’s 60 free minutes a month start once an admin has verified their email address. Ask Ada Admin or Bo Boss.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /verification email/ })).not.toBeInTheDocument();
  });

  it.each<[number, ErrorCode, string, string, object | undefined]>([
    [
      402,
      'insufficient_credit',
      'Not enough minutes',
      'This needs 3 minutes but the workspace has 1 minute: 2 minutes short. The Free plan’s 60 minutes come back on December 1. For more, choose a bigger plan.',
      {
        required: 3,
        balance: 1,
        shortfall: 2,
        freeMinutes: credit().freeMinutes,
        admins: [{ name: 'Ada Admin' }],
      },
    ],
    [409, 'conflict', 'Already running', 'The same transcription is already running', undefined],
    [
      503,
      'engine_unavailable',
      'Engine unavailable',
      'pocketsphinx is not installed',
      { install: 'sudo apt-get install -y pocketsphinx pocketsphinx-en-us' },
    ],
  ])('shows a %i answer in the dialog', async (status, code, title, message, details) => {
    vi.mocked(orderFileJob).mockRejectedValue(new ApiError(status, { error: { code, message, details } }));
    const { user } = renderJobs();
    const dialog = await openTranscribe(user);
    await user.click(within(dialog).getByRole('button', { name: /Spend/ }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(message);
    if (details && 'install' in details) expect(alert).toHaveTextContent(`Install with ${String(details.install)}`);
  });
});
