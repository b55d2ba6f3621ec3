import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getWorkspaceAnalytics } from '@shared/api/analytics';
import type { AnalyticsDay } from '@shared/schemas/analytics';
import { downloadCsv } from '@/lib/csv';
import { renderWithProviders } from '@/testing/providers';
import { WorkspaceAnalyticsScreen } from './workspace-analytics-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/analytics', () => ({ getWorkspaceAnalytics: vi.fn() }));
vi.mock('@/lib/csv', async (original) => ({ ...(await original<object>()), downloadCsv: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const day = (date: string, transcribe: number, filesAdded: number, describedAudio = 0): AnalyticsDay => ({
  date,
  minutes: {
    transcribe,
    align: 0,
    translate: 2,
    describe: 1,
    voiceover: 0,
    describe_analysis: 0,
    described_audio: describedAudio,
    extended_video: 0,
  },
  filesAdded,
  correctionsReceived: 3,
  correctionsHandled: 1,
  requestsReceived: 2,
  requestsHandled: 2,
});

describe('Workspace analytics', () => {
  it('charts the figures with their tables, shows the embed beacon totals, asks for a period and exports CSV', async () => {
    vi.mocked(getWorkspaceAnalytics).mockResolvedValue({
      from: '2026-11-20',
      to: '2026-11-21',
      days: [day('2026-11-20', 10, 1, 3), day('2026-11-21', 5, 0)],
      embed: { plays: 12, searches: 3, cueClicks: 7, downloads: 1, corrections: 0 },
    });
    renderWithProviders(
      <Routes>
        <Route path="/workspaces/:workspaceId/settings/analytics" element={<WorkspaceAnalyticsScreen />} />
      </Routes>,
      { path: '/workspaces/demo-university/settings/analytics' },
    );
    expect(await screen.findByRole('figure', { name: /Minutes processed by kind/ })).toHaveTextContent(
      '24 minutes: Transcription 15, Translation 4, Audio description 2, Described audio 3.',
    );
    // The audio description work is one series of the chart (its table shows it per day): 1 + 3 on the first day.
    const chart = within(screen.getByRole('figure', { name: /Minutes processed by kind/ }));
    expect(chart.getByRole('columnheader', { name: 'Audio description (all its work)' })).toBeInTheDocument();
    expect(chart.getAllByRole('row')[1]).toHaveTextContent(/2026-11-20.*4/);
    expect(screen.getByRole('figure', { name: /^Corrections/ })).toHaveTextContent('6 received, 2 handled.');
    const embed = within(screen.getByRole('region', { name: /Embed plays/ }));
    expect(embed.getByText('Plays').nextElementSibling).toHaveTextContent('12');
    expect(embed.getByText('Cue clicks').nextElementSibling).toHaveTextContent('7');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(getWorkspaceAnalytics).toHaveBeenLastCalledWith(
        {},
        'demo-university',
        { from: '2026-11-01', to: '2026-11-21' },
        expect.anything(),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [, csv] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(csv.split('\r\n').slice(0, 2)).toEqual([
      'date,minutes_transcribe,minutes_align,minutes_translate,minutes_describe,minutes_voiceover,minutes_describe_analysis,minutes_described_audio,minutes_extended_video,filesAdded,correctionsReceived,correctionsHandled,requestsReceived,requestsHandled',
      '2026-11-20,10,0,2,1,0,0,3,0,1,3,1,2,2',
    ]);
  });
});
