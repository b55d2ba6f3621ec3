// What a scan reads from a page: platform addresses, robots.txt rules, and each media element with its tracks and
// the transcript beside it.
import { describe, expect, it } from 'vitest';
import { pageContent } from './find-media';
import { parsedDocument } from './html-document';
import { platformItemOf } from './platform-links';
import { robotsRules } from './robots';

describe('platform addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://player.vimeo.com/video/76979871?h=1', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    [
      'https://cdnapisec.kaltura.com/p/1/sp/100/embedIframeJs/uiconf_id/2/partner_id/1?entry_id=1_abc',
      'kaltura',
      '1_abc',
    ],
    ['https://uni.hosted.panopto.com/Panopto/Pages/Viewer.aspx?id=8c1e-42', 'panopto', '8c1e-42'],
    ['https://players.brightcove.net/123/default_default/index.html?videoId=456', 'brightcove', '456'],
    ['https://fast.wistia.net/embed/iframe/abc123', 'wistia', 'abc123'],
    ['https://uni.app.box.com/s/xyz789', 'box', 'xyz789'],
    ['https://drive.google.com/file/d/1AbC_d/preview', 'googledrive', '1AbC_d'],
  ])('%s is %s item %s', (url, source, itemId) => {
    expect(platformItemOf(new URL(url))).toEqual({ source, itemId });
  });

  it.each(['https://vimeo.com/about', 'https://www.youtube.com/', 'https://drive.google.com/', 'https://example.org/'])(
    '%s plays no item',
    (url) => expect(platformItemOf(new URL(url))).toBeNull(),
  );
});

describe('robots.txt', () => {
  const allowed = robotsRules(
    [
      'User-agent: *',
      'Disallow: /',
      '',
      'User-agent: MediaAccess',
      'Disallow: /private',
      'Allow: /private/open',
      'Disallow: /*.pdf$',
    ].join('\n'),
  );

  it('follows our group over *, the longest rule winning, with * and $ patterns', () => {
    expect(allowed('/courses')).toBe(true);
    expect(allowed('/private/notes')).toBe(false);
    expect(allowed('/private/open/page')).toBe(true);
    expect(allowed('/files/a.pdf')).toBe(false);
    expect(allowed('/files/a.pdf?download')).toBe(true);
  });

  it('allows everything when empty, and applies * when no group names us', () => {
    expect(robotsRules('')('/anything')).toBe(true);
    expect(robotsRules('User-agent: *\nDisallow: /admin\n')('/admin/x')).toBe(false);
    expect(robotsRules('User-agent: otherbot\nDisallow: /\n')('/page')).toBe(true);
  });
});

describe('media on a page', () => {
  const read = async (body: string) =>
    pageContent(
      await parsedDocument(
        `<!doctype html><html lang="fr"><title>Cours</title><body>${body}</body></html>`,
        'https://uni.example/cours/1',
      ),
    );

  it('reads a video’s first source and its tracks, a track without kind or language being subtitles in the page’s', async () => {
    const { media, title, language } = await read(`<video>
      <source src="a.webm"><source src="a.mp4">
      <track src="a.vtt"><track kind="descriptions" srclang="en" label="AD" src="/ad.vtt"><track kind="metadata" src="m.vtt">
    </video>`);
    expect({ title, language }).toEqual({ title: 'Cours', language: 'fr' });
    expect(media).toEqual([
      {
        kind: 'video',
        url: 'https://uni.example/cours/a.webm',
        title: 'Cours',
        tracks: [
          {
            id: 'https://uni.example/cours/a.vtt',
            kind: 'subtitles',
            language: 'fr',
            label: 'fr',
            url: 'https://uni.example/cours/a.vtt',
          },
          {
            id: 'https://uni.example/ad.vtt',
            kind: 'descriptions',
            language: 'en',
            label: 'AD',
            url: 'https://uni.example/ad.vtt',
          },
        ],
        transcriptUrl: null,
        platform: null,
        ownFile: null,
      },
    ]);
  });

  it('gives a transcript link to the media beside it, not to media sharing its container', async () => {
    const { media } = await read(`
      <div><audio src="one.mp3"></audio><audio src="two.mp3"></audio><a href="t.html">Transcript</a></div>
      <figure><video src="three.mp4"></video><figcaption><a href="/docs/three-transcript.pdf">Text</a></figcaption></figure>`);
    expect(media.map((m) => [m.url.split('/').pop(), m.transcriptUrl])).toEqual([
      ['one.mp3', null],
      ['two.mp3', null],
      ['three.mp4', 'https://uni.example/docs/three-transcript.pdf'],
    ]);
  });

  it('finds our own embeds, skips media without an address, and lists the page’s links without fragments', async () => {
    const { media, links } = await read(`
      <transcript-embed workspace-id="w1" file-id="f1"></transcript-embed>
      <iframe src="https://app.example/embed/w1/showcases/s1/files/f2"></iframe>
      <iframe src="https://app.example/embed/w1/showcases/s1"></iframe>
      <video></video>
      <a href="/cours/2#top">Next</a>`);
    expect(media.map((m) => m.ownFile)).toEqual([
      { workspaceId: 'w1', fileId: 'f1' },
      { workspaceId: 'w1', fileId: 'f2' },
    ]);
    expect(links).toEqual(['https://uni.example/cours/2']);
  });
});
