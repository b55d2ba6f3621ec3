import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTION_RATE_LIMIT } from './embed';
import { showcases } from '../db/schema';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { eq } from 'drizzle-orm';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const FILE = '/embed/workspaces/demo-university/files/jfk-rice-moon-speech';
const TRACK = 'jfk-rice-moon-speech-en-captions';
let address = 0;
/** A fresh client address per call site, so rate limits never leak between tests. */
const nextAddress = () => `198.51.100.${++address}`;

const correction = (body: unknown, ip = nextAddress(), path = FILE) =>
  // The test app trusts one proxy hop: the rightmost entry is the client, anything left of it is hearsay.
  env.request('POST', `${path}/corrections`, { body, headers: { 'X-Forwarded-For': `10.0.0.1, ${ip}` } });
const request = (body: unknown, ip = nextAddress(), path = FILE) =>
  env.request('POST', `${path}/requests`, { body, headers: { 'X-Forwarded-For': ip } });
const validCorrection = (n = 1) => ({
  trackId: TRACK,
  cueId: 'c1',
  originalText: 'But why, some say, the Moon?',
  proposedText: `But why, some say, the Moon? (${n})`,
  note: 'Punctuation',
});

describe('POST corrections', () => {
  it('stores a valid suggestion as pending', async () => {
    const res = await correction(validCorrection());
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'pending' });
  });

  it.each([
    ['no proposed text', { ...validCorrection(), proposedText: '  ' }, 'proposedText: Write the corrected text'],
    ['too long a note', { ...validCorrection(), note: 'x'.repeat(501) }, 'note: At most 500 characters'],
    [
      'a malformed track id',
      { ...validCorrection(), trackId: 'bad id' },
      'trackId: Only letters, digits, "-" and "_" are allowed',
    ],
  ])('rejects %s with 400', async (_case, body, message) => {
    const res = await correction(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ code: 'validation_error', message });
  });

  it('answers 404 when the cue or track does not belong to the file', async () => {
    const otherTrack = await correction({ ...validCorrection(), trackId: 'apollo-11-eagle-has-landed-en-captions' });
    const unknownCue = await correction({ ...validCorrection(), cueId: 'c999' });
    for (const res of [otherTrack, unknownCue]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    }
  });

  it('answers 413 to a body over 16 KiB', async () => {
    const res = await correction({ ...validCorrection(), note: 'x'.repeat(17 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('allows 5 per address and file in 10 minutes, then 429 with Retry-After', async () => {
    const ip = nextAddress();
    for (let i = 1; i <= CONTRIBUTION_RATE_LIMIT.max; i++)
      expect((await correction(validCorrection(i), ip)).status).toBe(201);
    const limited = await correction(validCorrection(6), ip);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address, or another file from the same address, still gets through.
    expect((await correction(validCorrection(7))).status).toBe(201);
    const apollo = '/embed/workspaces/demo-university/files/apollo-11-eagle-has-landed';
    const apolloBody = { ...validCorrection(), trackId: 'apollo-11-eagle-has-landed-en-captions' };
    expect((await correction(apolloBody, ip, apollo)).status).toBe(201);
  });

  it('answers 403 when the showcase switches suggestions off', async () => {
    await setOptions({ suggestions: false });
    try {
      const res = await correction(validCorrection());
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('Suggesting corrections is switched off for this file');
    } finally {
      await setOptions({ suggestions: true });
    }
  });

  it('answers CORS preflight for any origin', async () => {
    const res = await env.request('OPTIONS', `${FILE}/corrections`, {
      headers: {
        Origin: 'https://customer.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('content-type');
  });
});

describe('POST requests', () => {
  it('stores a valid request as pending', async () => {
    const res = await request({ kind: 'translation', language: 'fr', email: 'Viewer@Example.com', message: 'Merci' });
    expect(res.status).toBe(201);
  });

  it.each([
    ['an unknown kind', { kind: 'sign_language' }, 'kind: Choose what you need'],
    ['a translation without a language', { kind: 'translation' }, 'language: Choose the language you need'],
    [
      'a malformed language',
      { kind: 'translation', language: 'french!' },
      'language: Use a BCP 47 language tag such as "en" or "es-MX"',
    ],
    ['a malformed email', { kind: 'captions', email: 'nope' }, 'email: Enter a valid email address'],
  ])('rejects %s with 400', async (_case, body, message) => {
    const res = await request(body);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('answers 403 when the showcase switches requests off', async () => {
    await setOptions({ requests: false });
    try {
      const res = await request({ kind: 'captions' });
      expect(res.status).toBe(403);
      expect((await res.json()).error.message).toBe('Requests are switched off for this file');
    } finally {
      await setOptions({ requests: true });
    }
  });

  it('rate-limits requests too, with Retry-After', async () => {
    const ip = nextAddress();
    for (let i = 0; i < CONTRIBUTION_RATE_LIMIT.max; i++)
      expect((await request({ kind: 'voiceover' }, ip)).status).toBe(201);
    const limited = await request({ kind: 'voiceover' }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('pending lists', () => {
  const corrections = (who: keyof typeof demo, query = '') =>
    env.request('GET', `/list_proposed_corrections?workspaceId=demo-university&limit=20${query}`, {
      token: demo[who].token,
    });
  const requests = (who: keyof typeof demo, query = '') =>
    env.request('GET', `/media_requests/workspaces/demo-university?workspaceId=demo-university&limit=20${query}`, {
      token: demo[who].token,
    });

  it.each(['admin', 'manager', 'editor', 'operator'] as const)(
    'shows pending corrections to the %s, newest first',
    async (who) => {
      const res = await corrections(who);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.corrections.length).toBeGreaterThan(5);
      const newest = body.corrections[0];
      expect(newest).toMatchObject({
        fileId: expect.any(String),
        status: 'pending',
        trackId: expect.any(String),
        cueId: 'c1',
      });
      expect(
        Object.keys(body.corrections.find((c: { fileId: string }) => c.fileId === 'jfk-rice-moon-speech')).sort(),
      ).toEqual([
        'createdAt',
        'cueEndMs',
        'cueId',
        'cueStartMs',
        'fileId',
        'fileName',
        'id',
        'language',
        'note',
        'originalText',
        'proposedText',
        'status',
        'trackId',
      ]);
      const times = body.corrections.map((c: { createdAt: string }) => Date.parse(c.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    },
  );

  it.each(['admin', 'manager', 'operator'] as const)('shows pending requests to the %s', async (who) => {
    const res = await requests(who);
    expect(res.status).toBe(200);
    const { requests: list } = await res.json();
    expect(list.find((r: { kind: string }) => r.kind === 'translation')).toMatchObject({
      fileId: 'jfk-rice-moon-speech',
      fileName: 'We choose to go to the Moon (JFK, 1962) — excerpt',
      status: 'pending',
      language: 'fr',
      email: 'viewer@example.com',
      message: 'Merci',
    });
  });

  it("takes the specification's workspaceId in the requests' query, and refuses another workspace's there", async () => {
    const path = (query: string) => `/media_requests/workspaces/demo-university?${query}`;
    const token = demo.admin.token;
    expect((await env.request('GET', path('limit=20'), { token })).status).toBe(200);
    const other = await env.request('GET', path('workspaceId=other-co&limit=20'), { token });
    expect(other.status).toBe(400);
    expect((await other.json()).error).toMatchObject({ code: 'validation_error', details: [{ path: 'workspaceId' }] });
  });

  it('forbids corrections to viewers and requests to editors and viewers', async () => {
    expect((await corrections('viewer')).status).toBe(403);
    expect((await requests('editor')).status).toBe(403);
    expect((await requests('viewer')).status).toBe(403);
  });

  it('answers a non-member with 404', async () => {
    expect((await corrections('outsider')).status).toBe(404);
    expect((await requests('outsider')).status).toBe(404);
  });

  it('pages through every pending correction with the cursor', async () => {
    const all = (await (await corrections('admin', '')).json()).corrections.map((c: { id: string }) => c.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await env.request(
        'GET',
        `/list_proposed_corrections?workspaceId=demo-university&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { token: demo.admin.token },
      );
      const page = (await res.json()) as { corrections: { id: string }[]; nextCursor: string | null };
      seen.push(...page.corrections.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });
});

async function setOptions(change: Record<string, boolean>) {
  const [row] = await env.database.db.select().from(showcases).where(eq(showcases.id, 'welcome-week'));
  await env.database.db
    .update(showcases)
    .set({ options: { ...row!.options, ...change } })
    .where(eq(showcases.id, 'welcome-week'));
}
