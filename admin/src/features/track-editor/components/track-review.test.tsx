import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTrackReview, reviewTrack } from '@shared/api/compliance';
import type { TrackReview as Review } from '@shared/schemas/compliance';
import { renderWithQueries, TRACK } from '../sync/testing';
import { TrackReview } from './track-review';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@shared/api/compliance');

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
    renderWithQueries(<TrackReview trackRef={TRACK} role="transcript-editor" savedVersion={3} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Machine-made, not reviewed yet');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    expect(reviewTrack).toHaveBeenCalledWith(expect.anything(), TRACK, { reviewed: true });
    expect(await screen.findByRole('status')).toHaveTextContent(/^Reviewed by Edith Editor on /);
    expect(screen.queryByRole('button', { name: /Mark as reviewed/ })).toBeNull();
  });

  it('says a track saved since its review changed, and offers to review it again', async () => {
    vi.mocked(getTrackReview).mockResolvedValue({ review: reviewedAt3 });
    renderWithQueries(<TrackReview trackRef={TRACK} role="content-manager" savedVersion={5} />);
    expect(await screen.findByRole('status')).toHaveTextContent('(changed since)');
    expect(screen.getByRole('button', { name: 'Mark as reviewed again' })).toBeVisible();
  });

  it('shows viewers the state without the button', async () => {
    renderWithQueries(<TrackReview trackRef={TRACK} role="viewer" savedVersion={3} />);
    expect(await screen.findByRole('status')).toHaveTextContent('Machine-made, not reviewed yet');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
