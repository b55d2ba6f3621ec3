import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getMediaRequestAnalytics, mediaRequestAnalyticsCsvPath } from '@shared/api/review';
import type * as ReviewApi from '@shared/api/review';
import type { MediaRequestAnalytics } from '@shared/schemas/review';
import { renderReview } from '../testing';
import { RequestAnalytics } from './request-analytics';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api' } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: async () => 'operator-token' }));
vi.mock('@shared/api/review', async (original) => ({
  ...(await original<typeof ReviewApi>()),
  getMediaRequestAnalytics: vi.fn(),
}));

const analytics: MediaRequestAnalytics = {
  from: '2026-10-24',
  to: '2026-11-22',
  total: 7,
  byDayAndKind: [
    { day: '2026-11-20', kind: 'captions', count: 2 },
    { day: '2026-11-20', kind: 'translation', count: 1 },
    { day: '2026-11-21', kind: 'audio_description', count: 4 },
  ],
  byWorkspace: [
    { workspaceId: 'demo-university', workspaceName: 'Demo University', count: 6 },
    { workspaceId: 'other-co', workspaceName: 'Other Co', count: 1 },
  ],
  byStatus: [
    { status: 'pending', count: 4 },
    { status: 'fulfilled', count: 3 },
  ],
  medianTimeToFulfilMs: 2 * 86_400_000,
  topFiles: [
    { workspaceId: 'demo-university', fileId: 'gettysburg-address', fileName: 'Gettysburg Address', count: 5 },
  ],
};

beforeEach(() => vi.mocked(getMediaRequestAnalytics).mockResolvedValue(analytics));
afterEach(() => vi.restoreAllMocks());

async function renderAnalytics() {
  renderReview(<RequestAnalytics />, '/operator/media-requests/analytics');
  await screen.findByRole('figure', { name: /^Requests by day and kind/ });
  return userEvent.setup();
}

const figure = (title: string) => screen.getByRole('figure', { name: new RegExp(`^${title}`) });
const tableRows = (title: string) =>
  within(within(figure(title)).getByRole('table', { hidden: true }))
    .getAllByRole('row', { hidden: true })
    .map((row) => row.textContent);

describe('RequestAnalytics', () => {
  it('gives the totals, the median time to fulfil and the busiest files', async () => {
    await renderAnalytics();
    expect(screen.getByText('Requests', { selector: 'dt' }).nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Median time to fulfil').nextSibling).toHaveTextContent('2 days');
    const top = screen.getByRole('region', { name: 'Files with the most requests' });
    expect(within(top).getByRole('row', { name: /Gettysburg Address/ })).toHaveTextContent('5');
  });

  it('has a data table and a summary for every chart', async () => {
    const user = await renderAnalytics();
    const byDay = figure('Requests by day and kind');
    await user.click(within(byDay).getByText('Data table'));
    expect(tableRows('Requests by day and kind')).toEqual([
      'DayCaptionsTranscriptTranslationAudio descriptionVoiceover',
      '2026-11-2020100',
      '2026-11-2100040',
    ]);
    expect(figure('Requests by workspace')).toHaveTextContent('Most: Demo University (6).');
    expect(tableRows('Requests by workspace')).toEqual(['WorkspaceRequests', 'Demo University6', 'Other Co1']);
    expect(figure('Requests by status')).toHaveTextContent('Pending: 4, Fulfilled: 3');
  });

  it('asks for the chosen days', async () => {
    const user = await renderAnalytics();
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-15');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(getMediaRequestAnalytics).toHaveBeenLastCalledWith(
        expect.anything(),
        { from: '2026-11-01', to: '2026-11-15' },
        expect.anything(),
      ),
    );
  });

  it('exports the CSV with the operator’s token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('id,kind\n', { status: 200 }));
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = await renderAnalytics();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock).toHaveBeenCalledWith(`/api${mediaRequestAnalyticsCsvPath({})}`, {
      headers: { Accept: 'text/csv', Authorization: 'Bearer operator-token' },
    });
  });
});
