import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a public request came from, for rate limiting. Behind a proxy (`TRUST_PROXY=true`) it is the
 * first `X-Forwarded-For` hop; otherwise the socket's peer, since anyone can forge the header.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (first) return first.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process calls (app.request) have no socket.
    return 'unknown';
  }
}
