import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, tracks } from '../db/schema';
import { jobs } from '../db/schema-jobs';
import { EMBED_CACHE_CONTROL } from '../http/cacheable';
import { descriptionKeys, type DescriptionManifest } from '../engines/jobs/voice-jobs';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let publicTrackId: string;
const CLIP = Buffer.from('OggS fake opus bytes');
const DUB = Buffer.from(Array.from({ length: 500 }, (_, i) => i % 256));

async function storeDescriptions(workspaceId: string, fileId: string, trackId: string, trackVersion: number) {
  const keys = descriptionKeys(workspaceId, fileId, trackId);
  const manifest: DescriptionManifest = {
    version: 1,
    trackId,
    trackVersion,
    provider: 'espeak-ng',
    clips: [
      { cueId: 'cue-1', startMs: 1500, durationMs: 900, key: keys.clip('cue-1') },
      // An extended description: the SDK pauses the media while its clip plays.
      { cueId: 'cue-2', startMs: 4000, durationMs: 2500, key: keys.clip('cue-2'), extended: true },
    ],
  };
  await env.storage.put(keys.clip('cue-1'), CLIP, 'audio/ogg');
  await env.storage.put(keys.manifest, Buffer.from(JSON.stringify(manifest)), 'application/json');
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  await env.database.db.insert(files).values({ id: 'private-talk', workspaceId: 'demo-university', name: 'Talk.wav' });
  await env.database.db.insert(tracks).values([
    { id: 'talk-ad', fileId: 'private-talk', language: 'en', kind: 'descriptions', label: 'AD', version: 3 },
    { id: 'talk-es', fileId: 'private-talk', language: 'es', kind: 'subtitles', label: 'Español' },
  ]);
  await storeDescriptions('demo-university', 'private-talk', 'talk-ad', 2);
  await storeVoiceover('private-talk', 'talk-es');
  const [publicTrack] = await env.database.db
    .select({ id: tracks.id })
    .from(tracks)
    .where(eq(tracks.fileId, 'fdr-first-inaugural'));
  publicTrackId = publicTrack!.id;
  await storeDescriptions('demo-university', 'fdr-first-inaugural', publicTrackId, 1);
  await storeVoiceover('fdr-first-inaugural', publicTrackId);
});

/** A finished voiceover job of the file's track and the rendition it recorded. */
async function storeVoiceover(fileId: string, trackId: string) {
  const renditionKey = `workspaces/demo-university/files/${fileId}/voiceover-${trackId}.m4a`;
  await env.storage.put(renditionKey, DUB, 'audio/mp4');
  await env.database.db.insert(jobs).values({
    id: `dub-${fileId}`,
    workspaceId: 'demo-university',
    fileId,
    kind: 'voiceover',
    state: 'succeeded',
    progress: 1,
    singletonKey: `dub-${fileId}`,
    result: { trackId, provider: 'espeak-ng', renditionKey, language: 'es' },
  });
}
afterAll(() => env.close());

const media = (path: string, init: { who?: DemoAccount; headers?: Record<string, string> } = {}) =>
  env.request('GET', `/media/${path}`, { token: init.who && demo[init.who].token, headers: init.headers });

describe('audio-description clips and manifest', () => {
  it('gives a member the manifest with clip URLs, which clips are extended and the track version now, so the SDK can spot stale clips', async () => {
    const res = await media('private-talk/tracks/talk-ad/descriptions.json', { who: 'viewer' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      version: 1,
      trackId: 'talk-ad',
      trackVersion: 2,
      currentTrackVersion: 3,
      provider: 'espeak-ng',
      clips: [
        {
          cueId: 'cue-1',
          startMs: 1500,
          durationMs: 900,
          url: '/api/media/private-talk/tracks/talk-ad/descriptions/cue-1.ogg',
        },
        {
          cueId: 'cue-2',
          startMs: 4000,
          durationMs: 2500,
          url: '/api/media/private-talk/tracks/talk-ad/descriptions/cue-2.ogg',
          extended: true,
        },
      ],
    });
  });

  it("serves a cue's clip as Ogg audio", async () => {
    const res = await media('private-talk/tracks/talk-ad/descriptions/cue-1.ogg', { who: 'viewer' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/ogg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(CLIP);
  });

  it('hides a private file’s descriptions from anonymous callers and other workspaces with 404', async () => {
    for (const who of [undefined, 'outsider'] as const) {
      expect((await media('private-talk/tracks/talk-ad/descriptions.json', { who })).status).toBe(404);
      expect((await media('private-talk/tracks/talk-ad/descriptions/cue-1.ogg', { who })).status).toBe(404);
    }
  });

  it('serves a public file’s descriptions to anyone', async () => {
    const manifest = await media(`fdr-first-inaugural/tracks/${publicTrackId}/descriptions.json`);
    expect(manifest.status).toBe(200);
    const clip = await media(`fdr-first-inaugural/tracks/${publicTrackId}/descriptions/cue-1.ogg`);
    expect(Buffer.from(await clip.arrayBuffer())).toEqual(CLIP);
  });

  it('answers 404 for a track of another file, a track never described, and an unknown cue', async () => {
    expect((await media(`private-talk/tracks/${publicTrackId}/descriptions.json`, { who: 'admin' })).status).toBe(404);
    const never = await media('private-talk/tracks/talk-es/descriptions.json', { who: 'admin' });
    expect(never.status).toBe(404);
    expect((await never.json()).error.message).toMatch(/no audio description/i);
    expect((await media('private-talk/tracks/talk-ad/descriptions/nope.ogg', { who: 'admin' })).status).toBe(404);
  });

  it('refuses a clip name that is not a cue id with .ogg with 400', async () => {
    const res = await media('private-talk/tracks/talk-ad/descriptions/cue-1.mp3', { who: 'admin' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_error');
  });
});

describe('GET /media/{fileId}/voiceover/{trackId}', () => {
  it('serves the rendition the voiceover job recorded, with byte ranges', async () => {
    const whole = await media('private-talk/voiceover/talk-es', { who: 'viewer' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('audio/mp4');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(DUB);
    const part = await media('private-talk/voiceover/talk-es', { who: 'viewer', headers: { Range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(DUB.subarray(10, 20));
  });

  it('answers 404 for a track with no voiceover and to callers who may not see the file', async () => {
    expect((await media('private-talk/voiceover/talk-ad', { who: 'admin' })).status).toBe(404);
    expect((await media('private-talk/voiceover/talk-es')).status).toBe(404);
    expect((await media('private-talk/voiceover/talk-es', { who: 'outsider' })).status).toBe(404);
  });
});

describe('cross-origin reads', () => {
  it('lets any site read a public file’s manifest, clips and voiceover, cached as the embed API is', async () => {
    const paths = [
      `fdr-first-inaugural/tracks/${publicTrackId}/descriptions.json`,
      `fdr-first-inaugural/tracks/${publicTrackId}/descriptions/cue-1.ogg`,
      `fdr-first-inaugural/voiceover/${publicTrackId}`,
    ];
    for (const path of paths) {
      const res = await media(path, { headers: { Origin: 'https://course.example.edu' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
      expect(res.headers.get('Cache-Control'), path).toBe(EMBED_CACHE_CONTROL);
    }
    const manifest = await media(`fdr-first-inaugural/tracks/${publicTrackId}/descriptions.json`);
    const etag = manifest.headers.get('ETag')!;
    expect(etag).toMatch(/^"/);
    const again = await media(`fdr-first-inaugural/tracks/${publicTrackId}/descriptions.json`, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers a preflight from any site, ranges included', async () => {
    const res = await env.request('OPTIONS', `/media/fdr-first-inaugural/voiceover/${publicTrackId}`, {
      headers: {
        Origin: 'https://course.example.edu',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'range',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('range');
  });

  it('opens no private media to other sites and keeps it out of shared caches', async () => {
    const res = await media('private-talk/tracks/talk-ad/descriptions.json', {
      who: 'viewer',
      headers: { Origin: 'https://course.example.edu' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(null);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
