import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ManagedFile } from '@shared/schemas/media';
import { MediaPlayer } from './media-player';

const file = {
  name: 'Lecture',
  mimeType: 'video/mp4',
  media: { type: 'url', url: '/api/media/lecture', mimeType: 'video/mp4' },
} as unknown as ManagedFile;

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <MediaPlayer file={file} />
    </MemoryRouter>,
  );

describe('MediaPlayer', () => {
  it('starts at the time a search result links to (?t=ms) through the media fragment', () => {
    renderAt('/workspaces/w/files/f?t=65500&cue=c2');
    expect(screen.getByLabelText('Media of Lecture')).toHaveAttribute('src', '/api/media/lecture#t=65.5');
  });

  it('starts at the beginning without a time', () => {
    renderAt('/workspaces/w/files/f');
    expect(screen.getByLabelText('Media of Lecture')).toHaveAttribute('src', '/api/media/lecture');
  });
});
