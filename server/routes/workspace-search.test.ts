import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceSearchResponse } from '@shared/schemas/workspace-search';
import { replaceCues } from '../db/queries/tracks';
import { files, tracks } from '../db/schema';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let viewer: TestUser;
let outsider: TestUser;

const W = 'demo-university';
const cue = (id: string, startMs: number, text: string) => ({ id, startMs, endMs: startMs + 1000, text });

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  [viewer, outsider] = await Promise.all([env.signIn('viewer@demo.test'), env.signIn('outsider@demo.test')]);
  const db = env.database.db;
  await db.insert(files).values([
    { id: 'ws-a', workspaceId: W, name: 'Alpha' },
    { id: 'ws-b', workspaceId: W, name: 'Bravo' },
    { id: 'ws-other', workspaceId: 'other-co', name: 'Elsewhere' },
  ]);
  await db.insert(tracks).values([
    { id: 'ws-a-en', fileId: 'ws-a', language: 'en', kind: 'captions', label: 'English' },
    { id: 'ws-a-fr', fileId: 'ws-a', language: 'fr', kind: 'subtitles', label: 'Français' },
    { id: 'ws-b-en', fileId: 'ws-b', language: 'en', kind: 'captions', label: 'English' },
    { id: 'ws-b-plain', fileId: 'ws-b', language: 'en', kind: 'captions', label: 'Transcript', timed: false },
    { id: 'ws-other-en', fileId: 'ws-other', language: 'en', kind: 'captions', label: 'English' },
  ]);
  await replaceCues(db, { id: 'ws-a-en', language: 'en' }, [
    cue('a1', 1000, 'A quiet walrus <b>&</b> the sea'),
    cue('a2', 5000, 'Nothing here'),
  ]);
  await replaceCues(db, { id: 'ws-a-fr', language: 'fr' }, [cue('f1', 2000, 'Le walrus nage')]);
  await replaceCues(db, { id: 'ws-b-en', language: 'en' }, [
    cue('b1', 3000, 'Walrus, walrus, walrus everywhere'),
    cue('b2', 9000, 'The walrus sleeps'),
  ]);
  await replaceCues(db, { id: 'ws-b-plain', language: 'en' }, [cue('p1', 0, 'walrus in the untimed text')], false);
  await replaceCues(db, { id: 'ws-other-en', language: 'en' }, [cue('o1', 0, 'Another walrus')]);
});
afterAll(() => env.close());

const search = (query: string, user: TestUser | null = viewer, workspaceId = W) =>
  env.request('GET', `/workspaces/${workspaceId}/search?${query}`, user ? { token: user.token } : {});
const body = async (res: Response) => (await res.json()) as WorkspaceSearchResponse;

describe('workspace search', () => {
  it('answers timed hits grouped by file, the best-ranked file first, untimed tracks and other workspaces left out', async () => {
    const res = await search('q=walrus');
    expect(res.status).toBe(200);
    const { files: found, nextCursor } = await body(res);
    expect(nextCursor).toBeNull();
    expect(found.map((f) => [f.fileId, f.fileName])).toEqual([
      ['ws-b', 'Bravo'],
      ['ws-a', 'Alpha'],
    ]);
    expect(found[0]!.hits.map((h) => h.cueId)).toEqual(['b1', 'b2']);
    expect(found[0]!.hits[0]).toMatchObject({ trackId: 'ws-b-en', startMs: 3000, language: 'en', kind: 'captions' });
    expect(found[1]!.hits.map((h) => [h.trackId, h.cueId]).sort()).toEqual([
      ['ws-a-en', 'a1'],
      ['ws-a-fr', 'f1'],
    ]);
  });

  it('escapes cue text and marks only the matches', async () => {
    const { files: found } = await body(await search('q=quiet'));
    expect(found[0]!.hits[0]!.snippet).toBe('A <mark>quiet</mark> walrus &#60;b&#62;&#38;&#60;/b&#62; the sea');
  });

  it('understands quoted phrases and excluded words', async () => {
    const phrase = await body(await search(`q=${encodeURIComponent('"walrus sleeps"')}`));
    expect(phrase.files.flatMap((f) => f.hits.map((h) => h.cueId))).toEqual(['b2']);
    const without = await body(await search(`q=${encodeURIComponent('walrus -sleeps -everywhere')}`));
    expect(without.files.flatMap((f) => f.hits.map((h) => h.cueId)).sort()).toEqual(['a1', 'f1']);
  });

  it('pages with the cursor through every hit, best first, without repeats', async () => {
    const all = (await body(await search('q=walrus&limit=50'))).files.flatMap((f) => f.hits.map((h) => h.cueId));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await body(await search(`q=walrus&limit=1${cursor ? `&cursor=${cursor}` : ''}`));
      seen.push(...page.files.flatMap((f) => f.hits.map((h) => h.cueId)));
      cursor = page.nextCursor;
    } while (cursor);
    // One page groups each file's hits together; pages of one hit keep the plain ranked order.
    expect(seen).toEqual(['b1', 'a1', 'f1', 'b2']);
    expect([...seen].sort()).toEqual([...all].sort());
  });

  it('is for members only: another workspace is a 404 and no sign-in a 401', async () => {
    expect((await search('q=walrus', outsider)).status).toBe(404);
    expect((await search('q=walrus', viewer, 'other-co')).status).toBe(404);
    expect((await search('q=walrus', null)).status).toBe(401);
    const own = await body(await search('q=walrus', outsider, 'other-co'));
    expect(own.files.map((f) => f.fileId)).toEqual(['ws-other']);
  });

  it('answers 400 for an empty query, too many words or a forged cursor', async () => {
    for (const query of [
      'q=',
      `q=${Array.from({ length: 11 }, (_, i) => `w${i}`).join('+')}`,
      'q=walrus&cursor=bogus',
    ]) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect((await res.json()).error.code).toBe('validation_error');
    }
  });
});
