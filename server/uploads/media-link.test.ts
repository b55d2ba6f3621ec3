import { describe, expect, it } from 'vitest';
import { parseMediaLink, UNSUPPORTED_LINK } from './media-link';

describe('parseMediaLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared', 'youtube', 'dQw4w9WgXcQ'],
    ['  https://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ  ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=8272103f6e', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/groups/shortfilms/videos/76979871', 'vimeo', '76979871'],
  ])('reads %s as %s %s', (input, platformType, videoId) => {
    expect(parseMediaLink(input)).toEqual({ kind: 'platform', platformType, videoId });
  });

  it.each([
    ['https://www.youtube.com/watch?v=short', 'This YouTube link does not name a video'],
    ['https://www.youtube.com/@somechannel', 'This YouTube link does not name a video'],
    ['https://vimeo.com/about', 'This Vimeo link does not name a video'],
    ['ftp://example.com/talk.mp3', UNSUPPORTED_LINK],
    ['javascript:alert(1)', UNSUPPORTED_LINK],
    ['not a link', UNSUPPORTED_LINK],
  ])('refuses %s', (input, message) => {
    expect(parseMediaLink(input)).toEqual({ kind: 'invalid', message });
  });

  it('treats any other web address as a direct link', () => {
    const link = parseMediaLink('https://cdn.example.edu/lectures/week-1.mp3');
    expect(link.kind).toBe('direct');
  });
});
