import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerAdapter } from '@shared/players/player';
import { PLAYER_TIMEOUT_MS } from '@shared/players/player';
import type { ManagedFile } from '@shared/schemas/media';
import { MediaPlayer } from './media-player';

const file = {
  name: 'Lecture',
  mimeType: 'video/mp4',
  media: { type: 'url', url: '/api/media/lecture', mimeType: 'video/mp4' },
} as unknown as ManagedFile;

const renderAt = (url: string, shown = file, onPlayer?: (player: PlayerAdapter | null) => void) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <MediaPlayer file={shown} onPlayer={onPlayer} />
    </MemoryRouter>,
  );

afterEach(() => vi.useRealTimers());

describe('MediaPlayer', () => {
  it('starts at the time a search result links to (?t=ms) through the media fragment', () => {
    renderAt('/workspaces/w/files/f?t=65500&cue=c2');
    expect(screen.getByLabelText('Media of Lecture')).toHaveAttribute('src', '/api/media/lecture#t=65.5');
  });

  it('starts at the beginning without a time', () => {
    renderAt('/workspaces/w/files/f');
    expect(screen.getByLabelText('Media of Lecture')).toHaveAttribute('src', '/api/media/lecture');
  });

  it('hands the page the HTML5 adapter and changes speed through it (0.5–2×)', async () => {
    const onPlayer = vi.fn<(player: PlayerAdapter | null) => void>();
    renderAt('/workspaces/w/files/f', file, onPlayer);
    const speed = screen.getByLabelText('Speed');
    await vi.waitFor(() => expect(speed).toBeEnabled());
    expect([...speed.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '0.5×',
      '0.75×',
      '1×',
      '1.25×',
      '1.5×',
      '1.75×',
      '2×',
    ]);
    const player = onPlayer.mock.calls.at(-1)![0]!;
    expect(player.kind).toBe('html5');
    await userEvent.setup().selectOptions(speed, '1.5');
    expect((screen.getByLabelText('Media of Lecture') as HTMLMediaElement).playbackRate).toBe(1.5);
    expect(player.playbackRate()).toBe(1.5);
  });

  it('says the YouTube player could not load when it never answers (offline), and offers no speed', async () => {
    vi.useFakeTimers();
    const onPlayer = vi.fn<(player: PlayerAdapter | null) => void>();
    const youtube = { ...file, media: { type: 'platform', platformType: 'youtube', videoId: 'abc' } } as ManagedFile;
    renderAt('/workspaces/w/files/f', youtube, onPlayer);
    expect(screen.getByTitle('Media of Lecture (YouTube)')).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc\?enablejsapi=1/),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_TIMEOUT_MS + 500));
    expect(screen.getByRole('alert')).toHaveTextContent('The YouTube player could not load.');
    expect(screen.getByLabelText('Speed')).toBeDisabled();
    expect(onPlayer).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'youtube' }));
  });
});
