import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../api';
import { loadConfig } from '../config';
import { files } from '../db/schema';
import { EMBED_CACHE_CONTROL } from '../http/cacheable';
import { clientConfigOf } from '../site';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const AUDIO = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
const key = (ws: string, id: string, name: string) => `workspaces/${ws}/files/${id}/${name}`;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  // A private uploaded file with its original, one still uploading, and stored media for two public files.
  await env.database.db.insert(files).values([
    {
      id: 'private-talk',
      workspaceId: 'demo-university',
      name: 'Private talk.wav',
      mimeType: 'audio/wav',
      storageKey: key('demo-university', 'private-talk', 'original'),
    },
    {
      id: 'half-uploaded',
      workspaceId: 'demo-university',
      name: 'Half.wav',
      status: 'uploading',
      storageKey: key('demo-university', 'half-uploaded', 'original'),
    },
  ]);
  await env.storage.put(key('demo-university', 'private-talk', 'original'), AUDIO, 'application/octet-stream');
  await env.storage.put(key('demo-university', 'half-uploaded', 'original'), AUDIO.subarray(0, 10), 'audio/wav');
  for (const id of ['fdr-first-inaugural', 'jfk-rice-moon-speech']) {
    await env.database.db
      .update(files)
      .set({ posterKey: key('demo-university', id, 'poster.jpg') })
      .where(eq(files.id, id));
    await env.storage.put(key('demo-university', id, 'poster.jpg'), Buffer.from('jpeg bytes'), 'image/jpeg');
  }
});
afterAll(() => env.close());

const media = (path: string, init: { who?: DemoAccount; headers?: Record<string, string> } = {}) =>
  env.request('GET', `/media/${path}`, { token: init.who && demo[init.who].token, headers: init.headers });

describe('GET /media/{fileId}/{variant}', () => {
  it.each(['admin', 'viewer', 'operator'] as const)(
    "serves a private file's original whole to the %s, typed by the sniffed type",
    async (who) => {
      const res = await media('private-talk/original', { who });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('audio/wav');
      expect(res.headers.get('Content-Length')).toBe('1000');
      expect(res.headers.get('Accept-Ranges')).toBe('bytes');
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO);
    },
  );

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const res = await media('private-talk/original', { who: 'viewer', headers: { Range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('Content-Range')).toBe('bytes 100-199/1000');
    expect(res.headers.get('Content-Length')).toBe('100');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO.subarray(100, 200));
  });

  it('answers the last bytes for a suffix range (how players find the end)', async () => {
    const res = await media('private-talk/original', { who: 'viewer', headers: { Range: 'bytes=-10' } });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(AUDIO.subarray(990));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await media('private-talk/original', { who: 'viewer', headers: { Range: 'bytes=1000-' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('Content-Range')).toBe('bytes */1000');
    expect((await res.json()).error.code).toBe('validation_error');
  });

  it.each([
    ['an anonymous caller', undefined],
    ['a member of another workspace', 'outsider'],
  ] as const)("hides a private file's media from %s with 404", async (_who, who) => {
    const res = await media('private-talk/original', { who });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'File not found' } });
  });

  it('serves public files to anyone: an embeddable file and one in a published showcase', async () => {
    for (const id of ['fdr-first-inaugural', 'jfk-rice-moon-speech']) {
      const res = await media(`${id}/poster`);
      expect(res.status, id).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/jpeg');
      expect(await res.text()).toBe('jpeg bytes');
    }
  });

  it('lets any site read public media, cached no longer than embed answers; private media stays private', async () => {
    const origin = { Origin: 'https://course.example.edu' };
    const open = await media('fdr-first-inaugural/poster', { headers: origin });
    expect(open.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(open.headers.get('Cache-Control')).toBe(EMBED_CACHE_CONTROL);
    const closed = await media('private-talk/original', { who: 'viewer', headers: origin });
    expect(closed.status).toBe(200);
    expect(closed.headers.get('Access-Control-Allow-Origin')).toBe(null);
    expect(closed.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('answers 404 for what processing has not made, and for an upload still arriving', async () => {
    const res = await media('private-talk/poster', { who: 'admin' });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe('This file has no poster (yet)');
    expect((await media('half-uploaded/original', { who: 'admin' })).status).toBe(404);
  });

  it('answers 401 to an invalid bearer token for a private file', async () => {
    const res = await media('private-talk/original', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(401);
  });

  it('refuses an unknown variant with 400', async () => {
    expect((await media('private-talk/thumbnail', { who: 'admin' })).status).toBe(400);
  });
});

describe('the media session cookie', () => {
  const syncCookie = (token?: string) => env.request('POST', '/session', { token });

  it('is minted from a fresh ID token: HttpOnly, SameSite=Strict, only for /api, and opens private media', async () => {
    const res = await syncCookie(demo.viewer.token);
    expect(res.status).toBe(204);
    const setCookie = res.headers.get('Set-Cookie')!;
    expect(setCookie).toMatch(/^media_access_session=[^;]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api');
    expect(setCookie).not.toContain('Secure');
    const cookie = setCookie.split(';')[0]!;
    const withCookie = await media('private-talk/original', { headers: { Cookie: cookie } });
    expect(withCookie.status).toBe(200);
  });

  it("does not open another workspace's private media", async () => {
    const cookie = (await syncCookie(demo.outsider.token)).headers.get('Set-Cookie')!.split(';')[0]!;
    expect((await media('private-talk/original', { headers: { Cookie: cookie } })).status).toBe(404);
  });

  it('refuses a token issued more than 5 minutes ago, and a missing one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 1000 });
    try {
      const res = await syncCookie(demo.viewer.token);
      expect(res.status).toBe(401);
      expect((await res.json()).error.message).toBe(
        'The ID token is more than 5 minutes old: refresh it and try again',
      );
    } finally {
      vi.useRealTimers();
    }
    expect((await syncCookie()).status).toBe(401);
  });

  it('is not accepted when forged', async () => {
    const res = await media('private-talk/original', { headers: { Cookie: 'media_access_session=forged' } });
    expect(res.status).toBe(404);
  });

  it('is cleared by DELETE /session', async () => {
    const res = await env.request('DELETE', '/session');
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toMatch(/^media_access_session=; Max-Age=0;.*Path=\/api/);
  });

  it('is Secure when the site is served over https', async () => {
    const config = loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST });
    const httpsApi = createApi(
      {
        db: env.database.db,
        auth: env.auth,
        trustUnverifiedEmails: true,
        trustProxy: 1,
        publicUrl: 'https://media.example.edu',
        storage: env.storage,
        media: env.media,
        jobs: env.jobs,
      },
      clientConfigOf(config),
    );
    const res = await httpsApi.request('/session', {
      method: 'POST',
      headers: { Authorization: `Bearer ${demo.viewer.token}` },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Set-Cookie')).toContain('Secure');
  });
});
