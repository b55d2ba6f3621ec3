import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

/** Answers with the address the rate limiter would see, for a request from socket peer 203.0.113.9. */
async function addressSeen(trustedHops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c, trustedHops)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  const socket = { remoteAddress: '203.0.113.9', remotePort: 5000, remoteFamily: 'IPv4' };
  return (await app.request('/', { headers }, { incoming: { socket } })).text();
}

describe('clientAddress', () => {
  it('uses the socket peer and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(0, '198.51.100.1')).toBe('203.0.113.9');
  });

  it('takes the entry the trusted proxy appended, never the client-supplied leftmost one', async () => {
    // The client forged "1.1.1.1"; our one proxy appended the address it really saw.
    expect(await addressSeen(1, '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts trusted hops from the right', async () => {
    // CDN then load balancer: the client is the entry the CDN appended, two from the right.
    expect(await addressSeen(2, '1.1.1.1, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(await addressSeen(2, '198.51.100.7,10.0.0.2')).toBe('198.51.100.7');
  });

  it('falls back to the socket peer when a trusted proxy sent no header', async () => {
    expect(await addressSeen(1)).toBe('203.0.113.9');
    expect(await addressSeen(1, ' , ')).toBe('203.0.113.9');
  });
});
