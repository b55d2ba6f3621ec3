import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client a public request came from, as rate limits and blocks count it. Each of the `trustedHops` proxies in
 * front of us appends the address it saw to `X-Forwarded-For`, so the client is that many entries from the right;
 * entries further left are whatever the client chose to send. With no trusted hop, the socket's peer. An IPv6
 * client is its /64 (see `clientNetwork`).
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // Fewer entries than proxies: the leftmost is the furthest address any trusted proxy vouched for.
    const entry = hops[Math.max(0, hops.length - trustedHops)];
    if (entry) return clientNetwork(entry.slice(0, 100));
  }
  return clientNetwork(socketAddress(c));
}

/**
 * What one client is, given its address: an IPv4 address as it is (an IPv4-mapped IPv6 address too), and an IPv6
 * address as its /64, since one subscriber is given a whole /64 and may use any of its 2^64 addresses. Anything
 * else (no socket in tests, a proxy's odd entry) is returned as it came.
 */
export function clientNetwork(address: string): string {
  const bare = address.replace(/^\[([^\]]+)\](?::\d+)?$/, '$1').replace(/%.*$/, '');
  const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(bare)?.[1];
  if (v4WithPort) return v4WithPort;
  if (isIP(bare) !== 6) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return mapped;
  // A dotted IPv4 tail stands for the last two groups, which the /64 never reaches.
  const [head = '', tail] = bare
    .toLowerCase()
    .replace(/\d+\.\d+\.\d+\.\d+$/, '0:0')
    .split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process calls (app.request) have no socket.
    return 'unknown';
  }
}
