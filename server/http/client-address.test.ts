import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientNetwork } from './client-address';

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

describe('clientNetwork', () => {
  it('counts an IPv6 client by its /64, however it writes the address', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0DB8:85A3:08D3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::1',
      '[2001:db8:85a3:8d3::2]:443',
      '2001:db8:85a3:8d3::3%eth0',
    ]) {
      expect(clientNetwork(address), address).toBe(network);
    }
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001::1:2:3:4:5:6')).toBe('2001:0:1:2::/64');
  });

  it('keeps IPv4 addresses whole, including IPv4-mapped ones and a port a proxy appended', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('198.51.100.7:5123')).toBe('198.51.100.7');
  });

  it('is what clientAddress answers, so two addresses of one /64 share every rate limit', async () => {
    expect(await addressSeen(1, '2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(await addressSeen(1, '2001:db8:1:2:ffff::b')).toBe('2001:db8:1:2::/64');
  });
});
