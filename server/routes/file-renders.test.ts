import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRenders, JobState } from '@shared/schemas/jobs';
import { files, tracks } from '../db/schema';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { storeFinishedRender } from '../testing/finished-render';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const BYTES = Buffer.from('fake m4a bytes of a described programme');

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

/** A file with a descriptions track (`${id}-ad`) and a Spanish subtitles track (`${id}-es`). */
async function fileWithTracks(id: string) {
  await env.database.db.insert(files).values({ id, workspaceId: W, name: `${id}.mp4` });
  await env.database.db.insert(tracks).values([
    { id: `${id}-ad`, fileId: id, language: 'en', kind: 'descriptions', label: 'AD' },
    { id: `${id}-es`, fileId: id, language: 'es', kind: 'subtitles', label: 'Español' },
  ]);
}

/** A render job as the worker leaves it: succeeded, its rendition stored under the key its result names. */
const finishedRender = (
  fileId: string,
  trackId: string,
  kind: 'described_audio' | 'extended_video' | 'voiceover',
  jobId: string,
  finishedAt: string,
  { state = 'succeeded', stored = true }: { state?: JobState; stored?: boolean } = {},
) =>
  storeFinishedRender(env, {
    workspaceId: W,
    fileId,
    trackId,
    kind,
    jobId,
    bytes: BYTES,
    finishedAt: new Date(finishedAt),
    state,
    stored,
  });

const renders = (fileId: string, who: DemoAccount = 'viewer', workspaceId = W) =>
  env.request('GET', `/workspaces/${workspaceId}/files/${fileId}/renders`, { token: demo[who].token });

async function rendersOf(fileId: string, who: DemoAccount = 'viewer') {
  const res = await renders(fileId, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as FileRenders).renders;
}

describe('GET /workspaces/{workspaceId}/files/{fileId}/renders', () => {
  it('lists nothing before a render, then the finished one with its job, time and size, which the media route serves', async () => {
    await fileWithTracks('renders-one');
    expect(await rendersOf('renders-one')).toEqual([]);

    await finishedRender('renders-one', 'renders-one-ad', 'described_audio', 'renders-one-job', '2026-11-20T10:00:00Z');
    expect(await rendersOf('renders-one')).toEqual([
      {
        trackId: 'renders-one-ad',
        kind: 'described_audio',
        jobId: 'renders-one-job',
        finishedAt: '2026-11-20T10:00:00.000Z',
        bytes: BYTES.length,
      },
    ]);
    const served = await env.request('GET', '/media/renders-one/described-audio/renders-one-ad', {
      token: demo.viewer.token,
    });
    expect(Buffer.from(await served.arrayBuffer())).toEqual(BYTES);
  });

  it('lists the newest finished render of each kind per track, voiceovers included, and no failed job', async () => {
    await fileWithTracks('renders-many');
    const at = (h: number) => `2026-11-20T${String(h).padStart(2, '0')}:00:00Z`;
    await finishedRender('renders-many', 'renders-many-ad', 'described_audio', 'rm-audio-old', at(8));
    await finishedRender('renders-many', 'renders-many-ad', 'described_audio', 'rm-audio-new', at(9));
    await finishedRender('renders-many', 'renders-many-ad', 'described_audio', 'rm-audio-failed', at(10), {
      state: 'failed',
    });
    await finishedRender('renders-many', 'renders-many-ad', 'extended_video', 'rm-video', at(11));
    await finishedRender('renders-many', 'renders-many-es', 'voiceover', 'rm-dub', at(12));
    const listed = await rendersOf('renders-many');
    expect(listed.map(({ trackId, kind, jobId }) => ({ trackId, kind, jobId }))).toEqual(
      expect.arrayContaining([
        { trackId: 'renders-many-ad', kind: 'described_audio', jobId: 'rm-audio-new' },
        { trackId: 'renders-many-ad', kind: 'extended_video', jobId: 'rm-video' },
        { trackId: 'renders-many-es', kind: 'voiceover', jobId: 'rm-dub' },
      ]),
    );
    expect(listed).toHaveLength(3);
  });

  it('leaves out a render whose track was deleted and one whose stored rendition is gone', async () => {
    await fileWithTracks('renders-gone');
    await finishedRender('renders-gone', 'renders-gone-ad', 'described_audio', 'rg-audio', '2026-11-20T10:00:00Z');
    await finishedRender('renders-gone', 'renders-gone-es', 'voiceover', 'rg-dub', '2026-11-20T10:00:00Z', {
      stored: false,
    });
    await env.database.db.delete(tracks).where(eq(tracks.id, 'renders-gone-ad'));
    expect(await rendersOf('renders-gone', 'admin')).toEqual([]);
  });

  it('answers every member, and 404 to outsiders, for a file of another workspace and an unknown file', async () => {
    await fileWithTracks('renders-who');
    await finishedRender('renders-who', 'renders-who-ad', 'extended_video', 'rw-video', '2026-11-20T10:00:00Z');
    for (const who of ['admin', 'manager', 'editor', 'viewer'] as const) {
      expect(
        (await rendersOf('renders-who', who)).map((r) => r.jobId),
        who,
      ).toEqual(['rw-video']);
    }
    const outsider = await renders('renders-who', 'outsider');
    expect(outsider.status).toBe(404);
    expect((await outsider.json()).error.code).toBe('not_found');
    // The outsider's own workspace does not hold the file either.
    expect((await renders('renders-who', 'outsider', 'other-co')).status).toBe(404);
    expect((await renders('no-such-file', 'admin')).status).toBe(404);
  });
});
