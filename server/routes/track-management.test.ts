import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

// The file page's calls around a track (rename, duplicate) and its publishing note.
let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const WS = 'workspaceId=demo-university';
const call = (method: string, path: string, who: DemoAccount, body?: unknown) =>
  env.request(method, path, { token: demo[who].token, body });

async function fileWithTrack() {
  const file = (
    await (await call('POST', '/files', 'manager', { workspaceId: 'demo-university', name: 'Talk' })).json()
  ).file as { id: string };
  const created = await call('POST', `/files/${file.id}/tracks?${WS}`, 'manager', {
    language: 'en',
    kind: 'captions',
    label: 'English',
  });
  const track = (await created.json()).track as { id: string };
  const cues = [
    { id: 'a', startMs: 0, endMs: 1500, text: 'Four score', speaker: 'Abe' },
    { id: 'b', startMs: 1500, endMs: 3000, text: 'and seven years' },
  ];
  expect((await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'editor', { cues })).status).toBe(200);
  return { fileId: file.id, trackId: track.id, cues };
}

describe('renaming a track', () => {
  it('changes the label for managers; transcript editors and viewers get 403', async () => {
    const { fileId, trackId } = await fileWithTrack();
    const path = `/files/${fileId}/tracks/${trackId}?${WS}`;
    expect((await call('PATCH', path, 'editor', { label: 'Mine' })).status).toBe(403);
    expect((await call('PATCH', path, 'viewer', { label: 'Mine' })).status).toBe(403);
    const res = await call('PATCH', path, 'manager', { label: '  English (edited)  ' });
    expect(res.status).toBe(200);
    expect((await res.json()).track).toEqual({
      id: trackId,
      language: 'en',
      kind: 'captions',
      label: 'English (edited)',
      voice: null,
      speechRate: null,
    });
    const file = await (await call('GET', `/files/${fileId}?${WS}`, 'viewer')).json();
    expect(file.tracks).toEqual([
      {
        id: trackId,
        language: 'en',
        kind: 'captions',
        label: 'English (edited)',
        provenance: expect.objectContaining({ origin: 'edited' }),
      },
    ]);
  });

  it('answers 400 for an empty label and 404 for an unknown track or another workspace', async () => {
    const { fileId, trackId } = await fileWithTrack();
    const empty = await call('PATCH', `/files/${fileId}/tracks/${trackId}?${WS}`, 'manager', { label: ' ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('validation_error');
    expect((await call('PATCH', `/files/${fileId}/tracks/nope?${WS}`, 'manager', { label: 'x' })).status).toBe(404);
    const elsewhere = `/files/${fileId}/tracks/${trackId}?workspaceId=other-co`;
    expect((await call('PATCH', elsewhere, 'outsider', { label: 'x' })).status).toBe(404);
  });
});

describe('duplicating a track', () => {
  it('copies the cues into a new track labelled "(copy)"; the source is untouched', async () => {
    const { fileId, trackId, cues } = await fileWithTrack();
    const res = await call('POST', `/files/${fileId}/tracks/${trackId}/duplicate?${WS}`, 'manager', {});
    expect(res.status).toBe(201);
    const copy = (await res.json()).track;
    expect(copy).toMatchObject({ language: 'en', kind: 'captions', label: 'English (copy)' });
    expect(copy.id).not.toBe(trackId);
    const copied = await (await call('GET', `/files/${fileId}/tracks/${copy.id}/cues?${WS}`, 'viewer')).json();
    expect(copied).toMatchObject({ timed: true, cues });
    // Editing the copy leaves the source as it was.
    await call('PUT', `/files/${fileId}/tracks/${copy.id}/cues?${WS}`, 'editor', { cues: [] });
    expect((await (await call('GET', `/files/${fileId}/tracks/${trackId}/cues?${WS}`, 'viewer')).json()).cues).toEqual(
      cues,
    );
  });

  it('takes another language, kind and label for the copy', async () => {
    const { fileId, trackId } = await fileWithTrack();
    const body = { language: 'es', kind: 'subtitles', label: 'Español' };
    const res = await call('POST', `/files/${fileId}/tracks/${trackId}/duplicate?${WS}`, 'admin', body);
    expect(res.status).toBe(201);
    expect((await res.json()).track).toMatchObject(body);
    const tracks = (await (await call('GET', `/files/${fileId}?${WS}`, 'viewer')).json()).tracks;
    expect(tracks.map((t: { label: string }) => t.label).sort()).toEqual(['English', 'Español']);
  });

  it('is for managers only, checks the body and hides other workspaces', async () => {
    const { fileId, trackId } = await fileWithTrack();
    const path = `/files/${fileId}/tracks/${trackId}/duplicate`;
    expect((await call('POST', `${path}?${WS}`, 'editor', {})).status).toBe(403);
    expect((await call('POST', `${path}?${WS}`, 'viewer', {})).status).toBe(403);
    expect((await call('POST', `${path}?${WS}`, 'manager', { kind: 'karaoke' })).status).toBe(400);
    expect((await call('POST', `${path}?workspaceId=other-co`, 'outsider', {})).status).toBe(404);
    expect((await call('POST', `/files/${fileId}/tracks/nope/duplicate?${WS}`, 'manager', {})).status).toBe(404);
    expect((await (await call('GET', `/files/${fileId}?${WS}`, 'viewer')).json()).tracks).toHaveLength(1);
  });
});

describe('publishing note', () => {
  const publishing = (fileId: string, who: DemoAccount = 'viewer', ws = WS) =>
    call('GET', `/files/${fileId}/publishing?${ws}`, who);

  it('a file in a published showcase is live, with that showcase named (not the draft one)', async () => {
    const res = await publishing('gettysburg-address');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      live: true,
      embeddable: false,
      showcases: [{ id: 'welcome-week', title: 'Welcome Week' }],
    });
  });

  it('follows the Embeddable switch for a file in no showcase', async () => {
    const { fileId } = await fileWithTrack();
    expect(await (await publishing(fileId)).json()).toEqual({ live: false, embeddable: false, showcases: [] });
    expect((await call('PATCH', `/files/${fileId}?${WS}`, 'manager', { embeddable: true })).status).toBe(200);
    expect(await (await publishing(fileId)).json()).toEqual({ live: true, embeddable: true, showcases: [] });
    // The public embed agrees.
    expect((await env.request('GET', `/embed/workspaces/demo-university/files/${fileId}`)).status).toBe(200);
  });

  it('transcript editors may not switch Embeddable; other workspaces get 404', async () => {
    const { fileId } = await fileWithTrack();
    expect((await call('PATCH', `/files/${fileId}?${WS}`, 'editor', { embeddable: true })).status).toBe(403);
    expect((await publishing(fileId, 'outsider', 'workspaceId=other-co')).status).toBe(404);
  });
});
