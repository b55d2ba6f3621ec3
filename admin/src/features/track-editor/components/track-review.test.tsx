import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTrackReview, reviewTrack } from '@shared/api/compliance';
import { getTrackVersion } from '@shared/api/track-versions';
import type { TrackReview as Review } from '@shared/schemas/compliance';
import { renderWithQueries, TRACK } from '../sync/testing';
import { TrackReview } from './track-review';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@shared/api/compliance');
vi.mock('@shared/api/track-versions');

const unreviewed: Review = { trackId: TRACK.trackId, origin: 'machine', version: 3, reviewed: null, verified: null };
const reviewedAt3: Review = {
  ...unreviewed,
  reviewed: { by: { type: 'user', id: 'u-edith', name: 'Edith Editor' }, at: '2026-11-27T10:00:00.000Z', version: 3 },
};

beforeEach(() => {
  vi.mocked(getTrackReview).mockResolvedValue({ review: unreviewed });
  vi.mocked(reviewTrack).mockResolvedValue({ review: reviewedAt3 });
});

describe('TrackReview', () => {
  it('lets a transcript editor mark a machine track reviewed, and says who did', async () => {
    renderWithQueries(
      <TrackReview trackRef={TRACK} role="transcript-editor" savedVersion={3} currentCues={() => []} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Machine-made, not reviewed yet');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    expect(reviewTrack).toHaveBeenCalledWith(expect.anything(), TRACK, { reviewed: true });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Reviewed by Edith Editor on /);
    expect(screen.queryByRole('button', { name: /Mark as reviewed/ })).toBeNull();
  });

  it('says a track saved since its review changed, and offers to review it again', async () => {
    vi.mocked(getTrackReview).mockResolvedValue({ review: reviewedAt3 });
    renderWithQueries(<TrackReview trackRef={TRACK} role="content-manager" savedVersion={5} currentCues={() => []} />);
    expect(await screen.findByRole('status')).toHaveTextContent('(changed since)');
    expect(screen.getByRole('button', { name: 'Mark as reviewed again' })).toBeVisible();
  });

  it('shows viewers the state without the button', async () => {
    renderWithQueries(<TrackReview trackRef={TRACK} role="viewer" savedVersion={3} currentCues={() => []} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Machine-made, not reviewed yet');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says who verified the track, with the accuracy, and the share of words changed since', async () => {
    const verifiedAt3: Review = {
      ...unreviewed,
      verified: {
        by: { type: 'user', id: 'u-ada', name: 'Ada Admin' },
        at: '2026-11-28T10:00:00.000Z',
        version: 3,
        accuracy: 0.994,
      },
    };
    vi.mocked(getTrackReview).mockResolvedValue({ review: verifiedAt3 });
    vi.mocked(getTrackVersion).mockResolvedValue({
      version: { version: 3 } as never,
      cues: [
        { id: 'a', startMs: 0, endMs: 1000, text: 'four score and seven' },
        { id: 'b', startMs: 1000, endMs: 2000, text: 'years ago our fathers' },
      ],
    });
    const now = [
      { id: 'a', startMs: 0, endMs: 1000, text: 'four score and eight' },
      { id: 'b', startMs: 1000, endMs: 2000, text: 'years ago our fathers' },
    ];
    const { rerender, queryClient } = renderWithQueries(
      <TrackReview trackRef={TRACK} role="transcript-editor" savedVersion={3} currentCues={() => now} />,
    );
    const status = await screen.findByRole('status');
    // Verified, not marked reviewed: the verification says it all.
    expect(status).toHaveTextContent(/^Verified by Ada Admin on .* \(accuracy 99\.4 %\)$/);
    expect(getTrackVersion).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Mark as reviewed/ })).toBeNull();

    // A save moved the track to version 4 (rerendered inside the same query client).
    rerender(
      <QueryClientProvider client={queryClient}>
        <TrackReview trackRef={TRACK} role="transcript-editor" savedVersion={4} currentCues={() => now} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(/changed since verified \(12\.5 % of words\)/)).toBeVisible();
    // Changed since: a person may review the new version.
    expect(screen.getByRole('button', { name: 'Mark as reviewed' })).toBeVisible();
    expect(getTrackVersion).toHaveBeenCalledWith(expect.anything(), TRACK, 3, expect.anything());
  });
});
