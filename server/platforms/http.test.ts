import { afterEach, describe, expect, it } from 'vitest';
import { type FakeServer, startFakeServer } from './testing/fake-server';
import { createPlatformHttp, retryAfterMs } from './http';
import { PlatformAuthError, PlatformError, PlatformUnavailableError } from './types';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

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
    const http = createPlatformHttp({ platform: 'kaltura', baseUrl: server.baseUrl, credentials: {}, timeoutMs: 200 });
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
    const http = createPlatformHttp({ platform: 'youtube', baseUrl: server.baseUrl, credentials: {} });
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
});
