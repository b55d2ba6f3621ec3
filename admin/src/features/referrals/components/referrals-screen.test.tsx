import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getReferrals } from '@shared/api/referrals';
import { renderWithProviders } from '@/testing/providers';
import { ReferralsScreen } from './referrals-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/referrals', () => ({ getReferrals: vi.fn() }));
afterEach(() => vi.resetAllMocks());

describe('Referrals', () => {
  it('shows the link, the code, the rule with its caps and each referred workspace with its state', async () => {
    vi.mocked(getReferrals).mockResolvedValue({
      code: 'ABCD2345',
      link: 'https://app.example/signup?ref=ABCD2345',
      minutesEarned: 1000,
      referred: [
        {
          id: 'w1',
          name: 'Acme',
          joinedAt: '2026-11-02T10:00:00.000Z',
          state: 'processed_minutes',
          paidUsageAt: '2026-11-05T10:00:00.000Z',
          minutesEarned: 1000,
        },
        {
          id: 'w2',
          name: 'Globex',
          joinedAt: '2026-11-20T10:00:00.000Z',
          state: 'signed_up',
          paidUsageAt: null,
          minutesEarned: 0,
        },
        {
          id: 'w3',
          name: 'Initech',
          joinedAt: '2026-11-21T10:00:00.000Z',
          state: 'signed_up',
          paidUsageAt: '2026-11-22T10:00:00.000Z',
          minutesEarned: 0,
        },
      ],
    });
    renderWithProviders(
      <Routes>
        <Route path="/workspaces/:workspaceId/settings/referrals" element={<ReferralsScreen />} />
      </Routes>,
      { path: '/workspaces/demo-university/settings/referrals' },
    );
    expect(await screen.findByText('https://app.example/signup?ref=ABCD2345')).toBeInTheDocument();
    expect(screen.getByText('ABCD2345')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the referral link' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /You earn 500 free transcription minutes when a business you referred completes its first transcription, and 500 more once it has transcribed 60 minutes/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Rewards are paid after its first paid usage: a paid plan in force, or minutes used beyond its free ones\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/gets 500 bonus minutes .*, once the person who created it has verified their email address\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Each person can be referred once; a workspace earns from at most 3 businesses of one email domain; at most 2 codes are accepted from one network in 30 days\./,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Acme/ })).getByText('Passed 60 minutes')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Globex/ })).getByText('Signed up: rewards follow its first paid usage'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Initech/ })).getByText('Paying: rewards follow its first transcription'),
    ).toBeInTheDocument();
    expect(screen.getByText('1,000 minutes')).toBeInTheDocument();
  });
});
