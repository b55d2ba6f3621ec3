import { parseEmbedRoute } from '@shared/embed-route';
import type { ExternalTrack } from '../../db/schema-compliance';
import { type PlatformItem, platformItemOf } from './platform-links';

// What a page offers: its media elements, platform embeds and links, our own embeds, the tracks each carries and
// a transcript linked beside it; and its links, for a scan that follows them.

export type FoundTrack = Omit<ExternalTrack, 'origin'>;

export interface FoundMedia {
  /** `video`/`audio`: a media element; `embed`: an iframe or link to a platform or to our own embed. */
  kind: 'video' | 'audio' | 'embed';
  /** The media's address: the element's source, the iframe's or link's address. */
  url: string;
  title: string;
  /** Only what the page itself carries (`<track>`); a platform's own captions are on the platform. */
  tracks: FoundTrack[];
  transcriptUrl: string | null;
  platform: PlatformItem | null;
  /** Our own `<transcript-embed>` or `/embed/…/files/…` iframe: the library file it shows. */
  ownFile: { workspaceId: string; fileId: string } | null;
}

export interface PageContent {
  title: string;
  /** The page's `<html lang>`, the language its media are taken to speak until a person says otherwise. */
  language: string | null;
  media: FoundMedia[];
  /** Every `<a href>` on the page, absolute, without fragments. */
  links: string[];
}

const TRACK_KINDS = new Set(['captions', 'subtitles', 'descriptions', 'chapters']);
const MEDIA_SELECTOR = 'video, audio, iframe[src], transcript-embed, a[href]';
/** How far up from a media element to look for a transcript link beside it. */
const TRANSCRIPT_LEVELS = 3;
const TRANSCRIPT = /transcript/i;

const absolute = (value: string | null | undefined, base: string): URL | null => {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};
const withoutHash = (url: URL) => {
  const copy = new URL(url);
  copy.hash = '';
  return copy.href;
};
const text = (value: string | null | undefined) => value?.replace(/\s+/g, ' ').trim() ?? '';

/** The media and links of a parsed page (`doc.URL` is the page's address). */
export function pageContent(doc: Document): PageContent {
  const base = doc.baseURI;
  const pageTitle = text(doc.title);
  const language = text(doc.documentElement.getAttribute('lang')) || null;
  const media: FoundMedia[] = [];
  const links: string[] = [];
  const seen = new Set<string>();
  const add = (element: Element, found: Omit<FoundMedia, 'title' | 'transcriptUrl'>) => {
    if (seen.has(found.url)) return;
    seen.add(found.url);
    const title = titleOf(element) || pageTitle || found.url;
    media.push({ ...found, title, transcriptUrl: transcriptBeside(element, base) });
  };
  for (const element of doc.querySelectorAll(MEDIA_SELECTOR)) {
    const tag = element.localName;
    if (tag === 'video' || tag === 'audio') {
      const source = mediaSource(element, base);
      if (source)
        add(element, {
          kind: tag,
          url: source,
          tracks: tracksOf(element, base, language),
          platform: null,
          ownFile: null,
        });
    } else if (tag === 'transcript-embed') {
      const workspaceId = element.getAttribute('workspace-id');
      const fileId = element.getAttribute('file-id');
      if (workspaceId && fileId) {
        const url = `transcript-embed:${workspaceId}/${fileId}`;
        add(element, { kind: 'embed', url, tracks: [], platform: null, ownFile: { workspaceId, fileId } });
      }
    } else {
      const url = absolute(element.getAttribute(tag === 'iframe' ? 'src' : 'href'), base);
      if (!url) continue;
      if (tag === 'a') links.push(withoutHash(url));
      const played = embedded(url, tag === 'iframe');
      if (played) add(element, { kind: 'embed', url: withoutHash(url), tracks: [], ...played });
    }
  }
  return { title: pageTitle, language, media, links };
}

/** A platform item, or (in an iframe) our own embed page of a library file. */
function embedded(url: URL, iframe: boolean): Pick<FoundMedia, 'platform' | 'ownFile'> | null {
  const platform = platformItemOf(url);
  if (platform) return { platform, ownFile: null };
  if (!iframe) return null;
  const route = parseEmbedRoute(url.pathname);
  if (route.kind === 'file') return { platform: null, ownFile: route };
  if (route.kind === 'showcase' && route.fileId) {
    return { platform: null, ownFile: { workspaceId: route.workspaceId, fileId: route.fileId } };
  }
  return null;
}

function mediaSource(element: Element, base: string): string | null {
  const own = absolute(element.getAttribute('src'), base);
  if (own) return own.href;
  for (const source of element.querySelectorAll(':scope > source[src]')) {
    const url = absolute(source.getAttribute('src'), base);
    if (url) return url.href;
  }
  return null;
}

function tracksOf(element: Element, base: string, pageLanguage: string | null): FoundTrack[] {
  const tracks: FoundTrack[] = [];
  for (const track of element.querySelectorAll(':scope > track')) {
    // A track without a kind is subtitles (the HTML standard's default).
    const kind = (track.getAttribute('kind') ?? 'subtitles').toLowerCase();
    const url = absolute(track.getAttribute('src'), base);
    if (!TRACK_KINDS.has(kind) || !url) continue;
    const language = text(track.getAttribute('srclang')) || pageLanguage || '';
    tracks.push({
      id: url.href,
      kind: kind as FoundTrack['kind'],
      language,
      label: text(track.getAttribute('label')) || language || kind,
      url: url.href,
    });
  }
  return tracks;
}

function titleOf(element: Element): string {
  const label = text(element.getAttribute('title')) || text(element.getAttribute('aria-label'));
  if (label) return label;
  return element.localName === 'a' ? text(element.textContent) : '';
}

/** The first link whose words or address say "transcript" near the element, before reaching other media. */
function transcriptBeside(element: Element, base: string): string | null {
  let scope: Element | null = element;
  for (let level = 0; level < TRANSCRIPT_LEVELS && scope?.parentElement; level += 1) {
    scope = scope.parentElement;
    // A link beside two media could be either's.
    if (scope.querySelectorAll('video, audio, iframe, transcript-embed').length > 1) return null;
    const link = [...scope.querySelectorAll('a[href]')].find(
      (a) => a !== element && (TRANSCRIPT.test(a.textContent ?? '') || TRANSCRIPT.test(a.getAttribute('href') ?? '')),
    );
    if (link) return absolute(link.getAttribute('href'), base)?.href ?? null;
  }
  return null;
}
