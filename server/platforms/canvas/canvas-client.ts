import { PlatformError, type PlatformContext } from '../types';

// Canvas LMS REST API on the customer's own host (https://canvas.instructure.com/doc/api/): bearer token, JSON,
// and pages linked by the `Link` header's `rel="next"` URL, which is the cursor we hand out.

export interface CanvasFile {
  id: number;
  display_name: string;
  filename?: string;
  'content-type'?: string;
  /** A download URL that needs no token (it carries a verifier). */
  url?: string;
  thumbnail_url?: string | null;
  created_at?: string;
  media_entry_id?: string | null;
}

export interface CanvasCourse {
  id: number;
  name: string;
}

export interface CanvasTrack {
  id: number;
  locale: string;
  kind: string;
  content?: string;
  webvtt_content?: string;
}

/** The `rel="next"` URL of a `Link` header, or null on the last page. */
export function nextLink(header: string | null): string | null {
  for (const part of (header ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1]!;
  }
  return null;
}

/** One page and the next page's URL. */
export async function page<T>(ctx: PlatformContext, pathOrUrl: string, query?: Record<string, string | number>) {
  const response = await ctx.http.request(pathOrUrl, { query });
  return { items: await ctx.http.readJson<T[]>(response), next: nextLink(response.headers.get('Link')) };
}

/**
 * A cursor is a page URL Canvas gave us; one pointing anywhere else is refused, so a crafted cursor cannot send the
 * connection's token to another host.
 */
export function checkedCursor(ctx: PlatformContext, cursor: string): string {
  const origin = new URL(ctx.http.url('/')).origin;
  let url: URL;
  try {
    url = new URL(cursor);
  } catch {
    throw new PlatformError('canvas', 'This page cursor is not one Canvas gave');
  }
  if (url.origin !== origin || !url.pathname.startsWith('/api/v1/')) {
    throw new PlatformError('canvas', 'This page cursor is not one Canvas gave');
  }
  return url.toString();
}
