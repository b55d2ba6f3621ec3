import type { Context } from 'hono';
import { embedPath, type EmbedRoute, parseEmbedRoute } from '@shared/embed-route';
import type { EmbedFile } from '@shared/schemas/embed';
import type { Db } from '../db/open-database';
import { publicPage } from '../db/queries/embed';
import { cuesOfTrack } from '../db/queries/tracks';
import { EMBED_CACHE_CONTROL } from '../http/cacheable';
import { escapeHtml } from '../http/escape-html';

/** Strict for our own page, open to every framing site: the SDK needs no inline script or style. */
export const EMBED_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "media-src 'self' https: blob:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  'frame-ancestors *',
].join('; ');

/** Crawlers get the transcript up to this length; longer ones are cut at a word boundary. */
const MAX_TRANSCRIPT_CHARS = 200_000;

/** JSON inside <script> must not be able to close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function isoDuration(ms: number | null): string | undefined {
  if (ms === null) return undefined;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s}S`;
}

async function transcriptOf(db: Db, file: EmbedFile): Promise<{ text: string; language: string } | null> {
  const track = file.tracks.find((t) => t.kind === 'captions') ?? file.tracks.find((t) => t.kind === 'subtitles');
  if (!track) return null;
  let text = '';
  for (const cue of await cuesOfTrack(db, track.id)) {
    const line = cue.speaker ? `${cue.speaker}: ${cue.text}` : cue.text;
    if (text.length + line.length + 1 > MAX_TRANSCRIPT_CHARS) break;
    text += (text ? ' ' : '') + line.replace(/\s+/g, ' ');
  }
  return { text, language: track.language };
}

async function mediaObject(db: Db, file: EmbedFile, origin: string, pageUrl: string) {
  const transcript = await transcriptOf(db, file);
  const media = file.media;
  const isAudio = media?.type === 'url' && (media.mimeType ?? '').startsWith('audio/');
  return {
    '@type': isAudio ? 'AudioObject' : 'VideoObject',
    name: file.name,
    description: file.description || file.name,
    duration: isoDuration(file.durationMs),
    embedUrl: pageUrl,
    contentUrl: media?.type === 'url' ? new URL(media.url, origin).href : undefined,
    inLanguage: transcript?.language,
    transcript: transcript?.text,
  };
}

interface Head {
  status: 200 | 404;
  title: string;
  description?: string;
  jsonLd?: unknown;
}

async function headFor(db: Db, route: EmbedRoute, origin: string, pageUrl: string): Promise<Head> {
  const page = await publicPage(db, route);
  if (!page || route.kind === 'unknown') return { status: 404, title: 'Not available · Media Access' };
  if (page.kind === 'file' || page.file) {
    const file = page.file!;
    const object = await mediaObject(db, file, origin, pageUrl);
    const title = page.kind === 'showcase' ? `${file.name} · ${page.showcase.title}` : file.name;
    return { status: 200, title, description: file.description, jsonLd: object };
  }
  const { showcase } = page;
  const showcaseRoute = route as Extract<EmbedRoute, { kind: 'showcase' }>;
  return {
    status: 200,
    title: showcaseRoute.view === 'search' ? `Search · ${showcase.title}` : showcase.title,
    description: showcase.description,
    jsonLd: {
      '@type': 'CollectionPage',
      name: showcase.title,
      description: showcase.description || showcase.title,
      hasPart: showcase.files.map((f) => ({
        '@type': 'CreativeWork',
        name: f.name,
        url: new URL(embedPath({ ...showcaseRoute, view: 'file', fileId: f.id }), origin).href,
        duration: isoDuration(f.durationMs),
        thumbnailUrl: f.thumbnailUrl ? new URL(f.thumbnailUrl, origin).href : undefined,
      })),
    },
  };
}

/**
 * Serves an /embed/... iframe page: the SDK's static HTML entry with a head made for the route (title,
 * canonical link, oEmbed discovery, and JSON-LD carrying the transcript so crawlers can read it).
 * Unknown, unpublished and other workspaces' ids all get the same 404 page. Absolute URLs start with
 * `publicUrl` (the configured PUBLIC_URL), never with the request's Host header, which anyone can set.
 */
export function embedPageHandler(db: Db, template: string | null, publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  return async (c: Context) => {
    if (!template) return c.text('The SDK is not built: run npm run build', 503);
    const { pathname } = new URL(c.req.url);
    const route = parseEmbedRoute(pathname);
    const pageUrl = `${origin}${pathname}`;
    const head = await headFor(db, route, origin, pageUrl);
    const lines = [`<title>${escapeHtml(head.title)}</title>`];
    if (head.status === 200) {
      lines.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}" />`);
      if (head.description) lines.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
      const oembed = `${origin}/api/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
      lines.push(
        `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembed)}" title="${escapeHtml(head.title)}" />`,
      );
      lines.push(
        `<script type="application/ld+json">${safeJson({ '@context': 'https://schema.org', ...(head.jsonLd as object) })}</script>`,
      );
    } else {
      lines.push('<meta name="robots" content="noindex" />');
    }
    c.header('Content-Security-Policy', EMBED_CSP);
    c.header('Cache-Control', head.status === 200 ? EMBED_CACHE_CONTROL : 'no-cache');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(withHead(template, lines.join('\n    ')), head.status);
  };
}

/** Puts `head` in place of the template's <title>, literally: no `$&`-style patterns are expanded. */
function withHead(template: string, head: string): string {
  const title = /<title>[^<]*<\/title>/.exec(template);
  if (!title) return template;
  return template.slice(0, title.index) + head + template.slice(title.index + title[0].length);
}
