import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from './testing/fake-server';
import { createPlatformHttp, retryAfterMs } from './http';
import { PlatformAuthError, PlatformError, PlatformUnavailableError } from './types';

let server: FakeServer | undefined;
let other: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  await other?.close();
  server = undefined;
  other = undefined;
});

/** The same server under another origin (another host name), as a CDN or another company's host would be. */
const elsewhere = (fake: FakeServer) => fake.baseUrl.replace('127.0.0.1', 'localhost');

describe('platform HTTP client', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Mon, 23 Nov 2026 10:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('whenever', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('gives up on a platform that does not answer in time, naming it', async () => {
    // The handler never answers: only the client's timeout ends the request.
    server = await startFakeServer(() => new Promise(() => {}));
    const http = createPlatformHttp({
      platform: 'kaltura',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: {},
      timeoutMs: 200,
    });
    const error = await http.json('/slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformUnavailableError);
    expect((error as Error).message).toBe('Kaltura did not answer within 0.2 s');
  });

  it('sends the bearer token, refreshes once on a 401 and then reports the connection as needing a reconnect', async () => {
    server = await startFakeServer((request) => ({ status: 401, body: { seen: request.headers.authorization } }));
    const refreshes: string[] = [];
    const http = createPlatformHttp({
      platform: 'youtube',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: { accessToken: 'old', refreshToken: 'r' },
      refresh: async (c) => {
        refreshes.push(c.accessToken!);
        return { ...c, accessToken: 'new' };
      },
    });
    await expect(http.json('/x')).rejects.toBeInstanceOf(PlatformAuthError);
    expect(refreshes).toEqual(['old']);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('reports another 4xx with its status rather than as an outage', async () => {
    server = await startFakeServer(() => ({ status: 400, body: { error: 'bad filter' } }));
    const http = createPlatformHttp({
      platform: 'youtube',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: {},
    });
    const error = await http.json('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).not.toBeInstanceOf(PlatformUnavailableError);
    expect((error as Error).message).toContain('HTTP 400');
  });

  it('takes the credentials another request renewed meanwhile when its own refresh token was already used', async () => {
    server = await startFakeServer((request) =>
      request.headers.authorization === 'Bearer renewed-elsewhere'
        ? { status: 200, body: { ok: true } }
        : { status: 401 },
    );
    let stored = { accessToken: 'old', refreshToken: 'used-by-the-other-request' };
    const http = createPlatformHttp({
      platform: 'box',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: { ...stored },
      refresh: async () => {
        throw new PlatformAuthError('box', 'Box refused the refresh token');
      },
      reloadCredentials: async () => stored,
    });
    stored = { accessToken: 'renewed-elsewhere', refreshToken: 'its-successor' };
    expect(await http.json('/x')).toEqual({ ok: true });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer old', 'Bearer renewed-elsewhere']);

    // Nothing renewed elsewhere: the refusal stands and the person reconnects.
    const alone = createPlatformHttp({
      platform: 'box',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: { accessToken: 'old', refreshToken: 'revoked' },
      refresh: async () => {
        throw new PlatformAuthError('box', 'Box refused the refresh token');
      },
      reloadCredentials: async () => ({ accessToken: 'old', refreshToken: 'revoked' }),
    });
    await expect(alone.json('/x')).rejects.toBeInstanceOf(PlatformAuthError);
  });

  it("waits out Google's rate limit answered as 403 userRateLimitExceeded, but not a 403 that refuses", async () => {
    let calls = 0;
    server = await startFakeServer(() => {
      calls += 1;
      const reason = calls === 1 ? 'userRateLimitExceeded' : calls === 2 ? 'ok' : 'forbidden';
      if (reason === 'ok') return { status: 200, body: { ok: true } };
      return { status: 403, body: { error: { code: 403, errors: [{ domain: 'usageLimits', reason }] } } };
    });
    const waits: number[] = [];
    const http = createPlatformHttp({
      platform: 'googledrive',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: {},
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(await http.json('/x')).toEqual({ ok: true });
    expect(waits).toEqual([1000]);
    const refused = await http.json('/x').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PlatformError);
    expect((refused as Error).message).toContain('HTTP 403');
  });

  it("keeps the platform's error body out of the message, in the server log only", async () => {
    const secret = 'sk_live_51HxSecretValue';
    server = await startFakeServer(() => ({ status: 400, body: { error: { message: `bad key ${secret}` } } }));
    const logged: string[] = [];
    const http = createPlatformHttp({
      platform: 'vimeo',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: {},
      log: (line) => logged.push(line),
    });
    const error = (await http.json('/x?token=abc').catch((e: unknown) => e)) as PlatformError;
    expect(error.message).toBe('Vimeo refused the request (HTTP 400)');
    expect(error.upstreamDetail).toContain(secret);
    expect(logged).toEqual([
      `[platforms] Vimeo answered HTTP 400 to GET ${server.baseUrl}/x: {"error":{"message":"bad key ${secret}"}}`,
    ]);
  });

  it("sends the connection's credentials only to the platform's own origin, never across a redirect or to a host it names", async () => {
    other = await startFakeServer(() => ({ status: 200, body: 'WEBVTT\n' }));
    server = await startFakeServer((request) =>
      request.url.pathname === '/hop'
        ? { status: 302, headers: { Location: `${elsewhere(other!)}/file.vtt` } }
        : undefined,
    );
    const http = createPlatformHttp({
      platform: 'rev',
      baseUrl: server.baseUrl,
      allowPrivate: true,
      credentials: { key: 'k' },
      authorize: (c) => ({ Authorization: `Rev ${c.key}:user-key` }),
    });
    expect(await http.text('/hop')).toBe('WEBVTT\n');
    // A caption file's address the platform answered, on another host (a CDN): asked without the keys.
    expect(await http.text(`${elsewhere(other)}/named.vtt`)).toBe('WEBVTT\n');
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Rev k:user-key']);
    expect(other.requests.map((r) => [r.url.pathname, r.headers.authorization])).toEqual([
      ['/file.vtt', undefined],
      ['/named.vtt', undefined],
    ]);
  });

  it("refuses a connection's host that resolves to a private address without the tests' switch, before connecting", async () => {
    let connections = 0;
    const listening = createServer((_request, response) => response.end('{}'));
    listening.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const { port } = listening.address() as AddressInfo;
    try {
      // A Canvas or Kaltura address typed into the connection: https, but "localhost" resolves to loopback.
      const http = createPlatformHttp({
        platform: 'canvas',
        baseUrl: `https://localhost:${port}`,
        allowPrivate: false,
        credentials: { accessToken: 'secret-token' },
        log: () => {},
      });
      const error = await http.json('/api/v1/courses').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlatformAuthError);
      expect((error as Error).message).toBe(
        `Canvas's address cannot be used (localhost:${port} is a private network address): change it in the integration settings`,
      );
      expect(connections).toBe(0);
    } finally {
      listening.close();
    }
  });

  it('caps what it reads, and says so in its own words', async () => {
    server = await startFakeServer(() => ({ status: 200, body: 'x'.repeat(2000) }));
    const http = createPlatformHttp({ platform: 'box', baseUrl: server.baseUrl, allowPrivate: true, credentials: {} });
    const error = await http.json('/listing', { maxBytes: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as Error).message).toBe('Box sent an answer larger than we accept');
    expect(await http.text('/captions.vtt', { maxBytes: 5000 })).toHaveLength(2000);
  });
});
