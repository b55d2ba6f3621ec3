import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getFileAnalysis } from '@shared/api/file-analysis';
import type { FileAnalysis, TrackQuality } from '@shared/schemas/file-analysis';
import { renderWithProviders } from '@/testing/providers';
import { FileAnalysisScreen } from './file-analysis-screen';

vi.mock('@/lib/api-client', () => ({ apiClient: {} }));
vi.mock('@shared/api/file-analysis', () => ({ getFileAnalysis: vi.fn() }));
afterEach(() => vi.resetAllMocks());

const track = (
  trackId: string,
  language: string,
  completeness: number,
  uncertainWords: TrackQuality['uncertainWords'] = null,
): TrackQuality => ({
  trackId,
  language,
  kind: language === 'en' ? 'captions' : 'subtitles',
  cueCount: 12,
  readingSpeed: [
    { startMs: 0, cps: 14.5, wpm: 160 },
    { startMs: 60_000, cps: 21, wpm: 230 },
  ],
  lineLengths: [
    { from: 0, to: 9, lines: 1 },
    { from: 10, to: 19, lines: 4 },
    { from: 20, to: 29, lines: 3 },
    { from: 30, to: 39, lines: 2 },
    { from: 40, to: 49, lines: 1 },
    { from: 50, to: null, lines: 1 },
  ],
  problems: { cps: 2, 'line-length': 1 },
  coverage: 0.87,
  completeness,
  uncertainWords,
});
const ANALYSIS: FileAnalysis = {
  from: '2026-11-21',
  to: '2026-11-22',
  sourceTrackId: 'en-captions',
  quality: [track('en-captions', 'en', 1), track('es-subtitles', 'es', 0.5)],
  engagement: [
    { date: '2026-11-21', play: 3, search: 1, cue_click: 4, download: 0, correction: 0 },
    { date: '2026-11-22', play: 2, search: 0, cue_click: 1, download: 1, correction: 1 },
  ],
};

describe('File analysis', () => {
  it('shows the quality figures and engagement, each chart with its data table, and asks for a period', async () => {
    vi.mocked(getFileAnalysis).mockResolvedValue(ANALYSIS);
    renderWithProviders(<FileAnalysisScreen workspaceId="demo-university" fileId="gettysburg-address" />);

    expect(await screen.findByText('87%')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Reading speed per minute/ })).toHaveTextContent(
      'Highest: 21 characters per second.',
    );
    const problems = screen.getByRole('figure', { name: /Problems by rule/ });
    expect(problems).toHaveTextContent('Reading speed too fast 2, Line too long 1');
    expect(within(within(problems).getByRole('table')).getByRole('row', { name: /Line too long/ })).toHaveTextContent(
      'Line too long1',
    );
    expect(problems).not.toHaveTextContent(/line-length|cps 2/);
    expect(screen.getByRole('figure', { name: /Completeness per language/ })).toHaveTextContent(
      'en captions 100%, es subtitles 50%',
    );
    const engagement = screen.getByRole('figure', { name: /Embed engagement per day/ });
    expect(engagement).toHaveTextContent('Plays 5, Searches 1, Cue clicks 5, Downloads 1, Corrections suggested 1');
    const table = within(engagement).getByRole('table');
    expect(within(table).getByRole('row', { name: /2026-11-21/ })).toHaveTextContent('2026-11-213140');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(getFileAnalysis).toHaveBeenLastCalledWith(
        {},
        'demo-university',
        'gettysburg-address',
        { from: '2026-11-01', to: '2026-11-22' },
        expect.anything(),
      ),
    );
  });

  it('shows the share of uncertain words for each machine-made track only', async () => {
    vi.mocked(getFileAnalysis).mockResolvedValue({
      ...ANALYSIS,
      quality: [track('en-captions', 'en', 1, { words: 400, uncertain: 18 }), track('es-subtitles', 'es', 0.5)],
    });
    renderWithProviders(<FileAnalysisScreen workspaceId="demo-university" fileId="gettysburg-address" />);
    const table = await screen.findByRole('table', { name: /Uncertain words \(below 60% confidence/ });
    expect(within(table).getByRole('row', { name: /en captions/ })).toHaveTextContent('en captions400184.5%');
    expect(within(table).queryByRole('row', { name: /es subtitles/ })).toBeNull();
  });

  it('says so when no track was machine-made', async () => {
    vi.mocked(getFileAnalysis).mockResolvedValue(ANALYSIS);
    renderWithProviders(<FileAnalysisScreen workspaceId="demo-university" fileId="gettysburg-address" />);
    expect(await screen.findByText('No machine-made tracks, so no uncertain words to count.')).toBeInTheDocument();
  });

  it('says so when the analysis cannot be loaded', async () => {
    vi.mocked(getFileAnalysis).mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<FileAnalysisScreen workspaceId="demo-university" fileId="gettysburg-address" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The analysis could not be loaded.');
  });
});
