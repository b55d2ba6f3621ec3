import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a public request came from, for rate limiting. Each of the `trustedHops` proxies in front of
 * us appends the address it saw to `X-Forwarded-For`, so the client is that many entries from the right;
 * entries further left are whatever the client chose to send. With no trusted hop, the socket's peer.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the leftmost is the furthest address any trusted proxy vouched for.
    const entry = hops[Math.max(0, hops.length - trustedHops)];
    if (entry) return entry.slice(0, 100);
  }
  return socketAddress(c);
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process calls (app.request) have no socket.
    return 'unknown';
  }
}
