import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beatTrackEditing, stopTrackEditing } from '@shared/api/track-versions';
import { renderWithQueries, TRACK } from '../sync/testing';
import { PresenceBanner } from './presence-banner';

vi.mock('@/lib/api-client', () => ({ apiClient: { baseUrl: '/api', request: vi.fn() } }));
vi.mock('@/lib/firebase', () => ({ getIdToken: vi.fn(async () => 'token') }));
vi.mock('@shared/api/track-versions');

const ada = { uid: 'u-ada', name: 'Ada Lovelace', since: '2026-11-23T14:00:00.000Z' };
const grace = { uid: 'u-grace', name: 'Grace Hopper', since: '2026-11-23T14:01:00.000Z' };
// A little more lets the answer of a beat fired at the last moment reach the screen (React Query batches renders).
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(100));
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(stopTrackEditing).mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.resetAllMocks();
});

describe('PresenceBanner', () => {
  it('names the others editing the track in a polite status, and says nothing when no one else is', async () => {
    vi.mocked(beatTrackEditing)
      .mockResolvedValueOnce({ editors: [] })
      .mockResolvedValue({ editors: [ada] });
    renderWithQueries(<PresenceBanner {...TRACK} />);
    await wait(0);
    expect(beatTrackEditing).toHaveBeenCalledWith(expect.anything(), TRACK, expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);

    await wait(15_000);
    expect(screen.getByRole('status')).toHaveTextContent('Ada Lovelace is also editing this track');

    vi.mocked(beatTrackEditing).mockResolvedValue({ editors: [ada, grace] });
    fireEvent.focus(window);
    await wait(0);
    expect(beatTrackEditing).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('status')).toHaveTextContent('Ada Lovelace and Grace Hopper are also editing this track');
  });

  it('beats every 15 seconds while open and lets go of the track when closed', async () => {
    vi.mocked(beatTrackEditing).mockResolvedValue({ editors: [] });
    const { unmount } = renderWithQueries(<PresenceBanner {...TRACK} />);
    await wait(14_000);
    expect(beatTrackEditing).toHaveBeenCalledTimes(1);
    await wait(1000);
    await wait(14_800);
    expect(beatTrackEditing).toHaveBeenCalledTimes(3);
    expect(stopTrackEditing).not.toHaveBeenCalled();

    unmount();
    expect(stopTrackEditing).toHaveBeenCalledWith(expect.anything(), TRACK);
  });

  it('holds no lock for someone who only reads the track', async () => {
    renderWithQueries(<PresenceBanner {...TRACK} enabled={false} />);
    await wait(30_000);
    expect(beatTrackEditing).not.toHaveBeenCalled();
  });
});
