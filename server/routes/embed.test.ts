import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCaptions } from '@shared/captions/api';
import { files, showcases } from '../db/schema';
import { SEARCH_RATE_LIMIT } from './embed';
import { SEARCH_MAX_DEPTH } from './search-hits';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let manager: TestUser;

beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
  manager = await env.signIn('manager@demo.test');
});
afterAll(() => env.close());

const DEMO = '/embed/workspaces/demo-university';
const NOT_FOUND = JSON.stringify({ error: { code: 'not_found', message: 'Not found' } });
const JFK_EN = 'jfk-rice-moon-speech-en-captions';
const JFK_ES = 'jfk-rice-moon-speech-es-subtitles';
const get = (path: string, headers: Record<string, string> = {}) => env.request('GET', path, { headers });

describe('GET showcase', () => {
  it('answers the published showcase with its files in order, their languages and kinds', async () => {
    const res = await get(`${DEMO}/showcases/welcome-week`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ id: 'welcome-week', title: 'Welcome Week', options: { search: true } });
    expect(body.files.map((f: { id: string }) => f.id)).toEqual([
      'jfk-rice-moon-speech',
      'apollo-11-eagle-has-landed',
      'gettysburg-address',
    ]);
    expect(body.files[0]).toEqual({
      id: 'jfk-rice-moon-speech',
      name: 'We choose to go to the Moon (JFK, 1962) — excerpt',
      durationMs: 49836,
      thumbnailUrl: '/media/demo/jfk-rice-moon-speech.svg',
      languages: ['en', 'es'],
      kinds: ['captions', 'chapters', 'descriptions', 'subtitles'],
    });
  });

  it('carries a strong ETag, CDN cache headers and CORS, and answers 304 to If-None-Match', async () => {
    const res = await get(`${DEMO}/showcases/welcome-week`, { Origin: 'https://customer.example' });
    const etag = res.headers.get('ETag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=60');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Expose-Headers')).toBe('ETag,Retry-After');
    const preflight = await env.request('OPTIONS', `${DEMO}/showcases/welcome-week`, {
      headers: { Origin: 'https://customer.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type,If-None-Match');
    const again = await get(`${DEMO}/showcases/welcome-week`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');
    const weak = await get(`${DEMO}/showcases/welcome-week`, { 'If-None-Match': `"other", W/${etag}` });
    expect(weak.status).toBe(304);
  });
});

describe('GET file and tracks', () => {
  it('answers a file in a published showcase with its tracks, captions first', async () => {
    const res = await get(`${DEMO}/files/jfk-rice-moon-speech`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.media).toEqual({ type: 'url', url: '/media/demo/jfk-rice-moon-speech.opus', mimeType: 'audio/ogg' });
    expect(body.tracks.map((t: { id: string }) => t.id)).toEqual([
      JFK_EN,
      JFK_ES,
      'jfk-rice-moon-speech-en-descriptions',
      'jfk-rice-moon-speech-en-chapters',
    ]);
    expect(body.tracks[1]).toEqual({ id: JFK_ES, language: 'es', kind: 'subtitles', label: 'Español' });
  });

  it('answers an embeddable file outside every showcase, with the default options', async () => {
    const res = await get(`${DEMO}/files/fdr-first-inaugural`);
    expect(res.status).toBe(200);
    expect((await res.json()).options).toEqual({
      search: true,
      downloads: false,
      suggestions: true,
      requests: true,
      accentColor: '#1a73e8',
    });
  });

  it('answers track cues as JSON, with speakers where known', async () => {
    const res = await get(`${DEMO}/files/jfk-rice-moon-speech/tracks/${JFK_EN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const body = await res.json();
    expect(body).toMatchObject({ id: JFK_EN, language: 'en', kind: 'captions' });
    expect(body.cues).toHaveLength(13);
    // One speaker throughout: the file's title names him, so the cues do not.
    expect(body.cues[0]).toEqual({ id: 'c1', startMs: 4500, endMs: 6775, text: 'But why, some say, the Moon?' });
    const apollo = await get(`${DEMO}/files/apollo-11-eagle-has-landed/tracks/apollo-11-eagle-has-landed-en-captions`);
    expect((await apollo.json()).cues[0]).toEqual({
      id: 'c1',
      startMs: 0,
      endMs: 1192,
      text: '413 is in.',
      speaker: 'Aldrin',
    });
  });

  it('answers the track as WebVTT that the caption library reads back', async () => {
    const res = await get(`${DEMO}/files/jfk-rice-moon-speech/tracks/${JFK_ES}.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const json = await (await get(`${DEMO}/files/jfk-rice-moon-speech/tracks/${JFK_ES}`)).json();
    const parsed = readCaptions(await res.text(), { format: 'webvtt', strict: true });
    expect(parsed.track.cues.map((c) => ({ id: c.id, startMs: c.startMs, endMs: c.endMs, text: c.text }))).toEqual(
      json.cues.map((c: { id: string; startMs: number; endMs: number; text: string }) => ({
        id: c.id,
        startMs: c.startMs,
        endMs: c.endMs,
        text: c.text,
      })),
    );
    const etag = res.headers.get('ETag')!;
    const again = await get(`${DEMO}/files/jfk-rice-moon-speech/tracks/${JFK_ES}.vtt`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('serves edited cues at once, with a new ETag', async () => {
    const path = `${DEMO}/files/apollo-11-eagle-has-landed/tracks/apollo-11-eagle-has-landed-en-captions`;
    const before = await get(path);
    const etag = before.headers.get('ETag')!;
    const put = await env.request(
      'PUT',
      '/files/apollo-11-eagle-has-landed/tracks/apollo-11-eagle-has-landed-en-captions/cues?workspaceId=demo-university',
      {
        token: manager.token,
        body: 'WEBVTT\n\none\n00:00.000 --> 00:01.000\nTranquility Base here.\n',
        headers: { 'Content-Type': 'text/vtt' },
      },
    );
    expect(put.status).toBe(200);
    const after = await get(path, { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(etag);
    expect((await after.json()).cues).toEqual([{ id: 'one', startMs: 0, endMs: 1000, text: 'Tranquility Base here.' }]);
  });
});

describe('the leak matrix', () => {
  const cases = {
    'an unknown id': { ws: 'demo-university', file: 'no-such-file', track: 'no-such-track', showcase: 'no-such' },
    "another workspace's ids": {
      ws: 'demo-university',
      file: 'other-constitution-preamble',
      track: 'other-constitution-preamble-en-captions',
      showcase: 'welcome-week-elsewhere',
    },
    'a file of this workspace asked through another workspace': {
      ws: 'other-co',
      file: 'jfk-rice-moon-speech',
      track: JFK_EN,
      showcase: 'welcome-week',
    },
    'an unpublished showcase and its file': {
      ws: 'demo-university',
      file: 'gettysburg-address',
      track: 'gettysburg-address-en-captions',
      showcase: 'draft-orientation',
    },
    'an unknown workspace': {
      ws: 'no-such-workspace',
      file: 'jfk-rice-moon-speech',
      track: JFK_EN,
      showcase: 'welcome-week',
    },
  };

  beforeAll(async () => {
    // Gettysburg is in both showcases; take it out of Welcome Week so only the draft holds it.
    await env.request('PUT', '/showcases/welcome-week/files?workspaceId=demo-university', {
      token: manager.token,
      body: { fileIds: ['jfk-rice-moon-speech', 'apollo-11-eagle-has-landed'] },
    });
  });
  afterAll(async () => {
    await env.request('PUT', '/showcases/welcome-week/files?workspaceId=demo-university', {
      token: manager.token,
      body: { fileIds: ['jfk-rice-moon-speech', 'apollo-11-eagle-has-landed', 'gettysburg-address'] },
    });
  });

  it.each(Object.entries(cases))('answers %s with the same 404 everywhere', async (_case, ids) => {
    const base = `/embed/workspaces/${ids.ws}`;
    const paths = [
      `${base}/showcases/${ids.showcase}`,
      `${base}/showcases/${ids.showcase}/search?q=moon`,
      `${base}/files/${ids.file}`,
      `${base}/files/${ids.file}/tracks/${ids.track}`,
      `${base}/files/${ids.file}/tracks/${ids.track}.vtt`,
    ];
    for (const path of paths) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toBe(NOT_FOUND);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
    const posts = [
      [
        `${base}/files/${ids.file}/corrections`,
        { trackId: ids.track, cueId: 'c1', originalText: 'a', proposedText: 'b' },
      ],
      [`${base}/files/${ids.file}/requests`, { kind: 'captions' }],
    ] as const;
    for (const [path, body] of posts) {
      const res = await env.request('POST', path, { body, headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.text()).toBe(NOT_FOUND);
    }
  });

  it('hides an embeddable file again once embedding is switched off outside the API', async () => {
    const path = `${DEMO}/files/fdr-first-inaugural/tracks/fdr-first-inaugural-en-captions`;
    expect((await get(path)).status).toBe(200);
    // A write outside the API (as another instance or a job would make) reaches the API by notification.
    const notified = env.database.embedChanges.nextChange();
    await env.database.db.update(files).set({ embeddable: false }).where(eq(files.id, 'fdr-first-inaugural'));
    await notified;
    try {
      for (const p of [path, `${path}.vtt`, `${DEMO}/files/fdr-first-inaugural`]) {
        const res = await get(p);
        expect(res.status).toBe(404);
        expect(await res.text()).toBe(NOT_FOUND);
      }
    } finally {
      await env.database.db.update(files).set({ embeddable: true }).where(eq(files.id, 'fdr-first-inaugural'));
    }
  });

  it('shows and hides a showcase as soon as it is published or unpublished', async () => {
    const publish = (action: string) =>
      env.request('POST', `/showcases/draft-orientation/${action}?workspaceId=demo-university`, {
        token: manager.token,
      });
    expect((await publish('publish')).status).toBe(200);
    expect((await get(`${DEMO}/showcases/draft-orientation`)).status).toBe(200);
    expect((await get(`${DEMO}/files/gettysburg-address`)).status).toBe(200);
    expect((await publish('unpublish')).status).toBe(200);
    expect((await get(`${DEMO}/showcases/draft-orientation`)).status).toBe(404);
    expect((await get(`${DEMO}/files/gettysburg-address`)).status).toBe(404);
  });
});

describe('showcase search', () => {
  const search = (query: string) => get(`${DEMO}/showcases/welcome-week/search?${query}`);

  it('finds a word in the Spanish subtitles, stemmed in Spanish', async () => {
    const res = await search('q=elegimos');
    expect(res.status).toBe(200);
    const { hits } = await res.json();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h: { trackId: string }) => h.trackId === JFK_ES)).toBe(true);
    expect(hits[0].snippet).toContain('<mark>');
  });

  it('matches a quoted phrase only where its words are adjacent', async () => {
    const { hits } = await (await search(`q=${encodeURIComponent('"go to the Moon"')}`)).json();
    expect(hits.length).toBe(2);
    for (const hit of hits) {
      expect(hit).toMatchObject({ fileId: 'jfk-rice-moon-speech', trackId: JFK_EN });
      expect(hit.snippet).toContain('<mark>go</mark> to the <mark>Moon</mark>');
    }
  });

  it('answers no hits for a word nowhere in the transcripts', async () => {
    expect(await (await search('q=zeppelin')).json()).toEqual({ hits: [], nextCursor: null });
  });

  it('pages through every hit with the cursor, without repeats', async () => {
    const all = (await (await search('q=moon&limit=50')).json()).hits;
    expect(all.length).toBeGreaterThan(2);
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await search(`q=moon&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      const page = (await res.json()) as { hits: unknown[]; nextCursor: string | null };
      seen.push(...page.hits);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it('escapes cue text in snippets and marks only the match', async () => {
    await env.request('PUT', `/files/jfk-rice-moon-speech/tracks/${JFK_EN}/cues?workspaceId=demo-university`, {
      token: manager.token,
      body: { cues: [{ id: 'x', startMs: 0, endMs: 1000, text: '<script>alert("x")</script> & rocket \u0001' }] },
    });
    const { hits } = await (await search('q=rocket')).json();
    expect(hits[0].snippet).toBe('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; <mark>rocket</mark> ');
  });

  it('rejects a forged cursor and an empty query with 400', async () => {
    expect((await search('q=moon&cursor=bogus')).status).toBe(400);
    expect((await search('q=')).status).toBe(400);
  });

  it('answers 403 when the showcase switches search off', async () => {
    const [row] = await env.database.db.select().from(showcases).where(eq(showcases.id, 'welcome-week'));
    await env.database.db
      .update(showcases)
      .set({ options: { ...row!.options, search: false } })
      .where(eq(showcases.id, 'welcome-week'));
    try {
      expect((await search('q=moon')).status).toBe(403);
    } finally {
      await env.database.db.update(showcases).set({ options: row!.options }).where(eq(showcases.id, 'welcome-week'));
    }
  });
});

describe('search limits', () => {
  const search = (query: string, address?: string) =>
    get(`${DEMO}/showcases/welcome-week/search?${query}`, address ? { 'X-Forwarded-For': address } : {});
  const cursorAt = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

  it('refuses more than 10 words, however they are joined, with 400 naming q', async () => {
    const words = Array.from({ length: 11 }, (_, i) => `w${i}`);
    for (const q of [words.join(' '), words.join('-'), words.join(',')]) {
      const res = await search(`q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.message).toBe('q: At most 10 words');
    }
    expect((await search(`q=${encodeURIComponent(words.slice(0, 10).join(' '))}`)).status).toBe(200);
  });

  it('refuses a query over 200 characters with 400 naming q', async () => {
    const res = await search(`q=${'m'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('q: At most 200 characters');
  });

  it('serves at most the first 1,000 hits: a cursor past them is a 400, one at the edge ends the list', async () => {
    expect(SEARCH_MAX_DEPTH).toBe(1000);
    const past = await search(`q=moon&cursor=${cursorAt(SEARCH_MAX_DEPTH)}`);
    expect(past.status).toBe(400);
    expect((await past.json()).error.message).toBe('cursor: Use the nextCursor of a previous answer');
    const edge = await search(`q=moon&limit=50&cursor=${cursorAt(SEARCH_MAX_DEPTH - 1)}`);
    expect(edge.status).toBe(200);
    expect((await edge.json()).nextCursor).toBeNull();
  });

  it('allows 120 searches a minute per address, then 429 with Retry-After; other addresses go on', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) {
      const res = await search(`q=zeppelin${i % 10}`, address);
      expect(res.status).toBe(200);
    }
    const limited = await search('q=moon', address);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SEARCH_RATE_LIMIT.windowSeconds);
    expect((await search('q=moon', '192.0.2.78')).status).toBe(200);
  });
});

/** The longest a standard CDN may keep serving a copy: fresh for max-age, then stale while it revalidates. */
function cdnLifetimeSeconds(cacheControl: string | null): number {
  const directives = new Map(
    (cacheControl ?? '').split(',').map((d) => {
      const [name, value] = d.trim().split('=');
      return [name!.toLowerCase(), Number(value ?? 0)] as const;
    }),
  );
  if (directives.has('no-store')) return 0;
  const fresh = directives.get('s-maxage') ?? directives.get('max-age') ?? 0;
  const stale = Math.max(directives.get('stale-while-revalidate') ?? 0, directives.get('stale-if-error') ?? 0);
  return fresh + stale;
}

describe('caching versus unpublishing', () => {
  it('lets a CDN serve any public answer for at most 2 minutes after it changes', async () => {
    const paths = [
      `${DEMO}/showcases/welcome-week`,
      `${DEMO}/showcases/welcome-week/search?q=moon`,
      `${DEMO}/files/jfk-rice-moon-speech`,
      `${DEMO}/files/jfk-rice-moon-speech/tracks/${JFK_EN}`,
      `${DEMO}/files/jfk-rice-moon-speech/tracks/${JFK_EN}.vtt`,
    ];
    for (const path of paths) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(cdnLifetimeSeconds(res.headers.get('Cache-Control')), path).toBeLessThanOrEqual(120);
    }
  });

  it('never lets a CDN keep the answer for a hidden showcase or file', async () => {
    for (const path of [`${DEMO}/showcases/draft-orientation`, `${DEMO}/files/other-constitution-preamble`]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});
