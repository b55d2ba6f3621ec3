import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const W = 'demo-university';
const call = (method: string, path: string, who: DemoAccount) => env.request(method, path, { token: demo[who].token });

async function editingPath() {
  const created = await env.request('POST', '/files', {
    token: demo.manager.token,
    body: { workspaceId: W, name: 'Talk.mp4' },
  });
  const fileId = ((await created.json()) as { file: { id: string } }).file.id;
  const track = await env.request('POST', `/files/${fileId}/tracks?workspaceId=${W}`, {
    token: demo.manager.token,
    body: { language: 'en', kind: 'captions', label: 'English' },
  });
  const trackId = ((await track.json()) as { track: { id: string } }).track.id;
  return { trackId, path: `/files/${fileId}/tracks/${trackId}/editing?workspaceId=${W}` };
}

/** Makes a user's last heartbeat `seconds` old, as if they had stopped beating that long ago. */
async function ageHeartbeat(trackId: string, uid: string, seconds: number) {
  await env.database.db.execute(sql`
    update track_editors set seen_at = now() - make_interval(secs => ${seconds})
    where track_id = ${trackId} and user_id = ${uid}`);
}

const editorsSeenBy = async (path: string, who: DemoAccount) => {
  const res = await call('PUT', path, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as { editors: { uid: string; name: string; since: string }[] }).editors;
};

describe('editing soft locks', () => {
  it('lists the others editing the track, never the caller, until they leave', async () => {
    const { path } = await editingPath();
    expect(await editorsSeenBy(path, 'editor')).toEqual([]);
    const seen = await editorsSeenBy(path, 'manager');
    expect(seen).toEqual([{ uid: demo.editor.uid, name: expect.any(String), since: expect.any(String) }]);
    expect(seen[0]!.name).not.toBe('');
    expect((await editorsSeenBy(path, 'editor')).map((e) => e.uid)).toEqual([demo.manager.uid]);
    expect((await call('DELETE', path, 'editor')).status).toBe(204);
    expect(await editorsSeenBy(path, 'manager')).toEqual([]);
  });

  it('expires a heartbeat older than 45 seconds, and keeps one that is 30 seconds old', async () => {
    const { trackId, path } = await editingPath();
    await editorsSeenBy(path, 'editor');
    await ageHeartbeat(trackId, demo.editor.uid, 30);
    expect((await editorsSeenBy(path, 'manager')).map((e) => e.uid)).toEqual([demo.editor.uid]);
    await ageHeartbeat(trackId, demo.editor.uid, 46);
    expect(await editorsSeenBy(path, 'manager')).toEqual([]);
  });

  it('keeps `since` across heartbeats and starts afresh after an expiry', async () => {
    const { trackId, path } = await editingPath();
    await editorsSeenBy(path, 'editor');
    await env.database.db.execute(sql`
      update track_editors set since = now() - interval '10 minutes'
      where track_id = ${trackId} and user_id = ${demo.editor.uid}`);
    await editorsSeenBy(path, 'editor');
    const [kept] = await editorsSeenBy(path, 'manager');
    expect(Date.now() - Date.parse(kept!.since)).toBeGreaterThan(9 * 60_000);
    await ageHeartbeat(trackId, demo.editor.uid, 60);
    await editorsSeenBy(path, 'editor');
    const [fresh] = await editorsSeenBy(path, 'manager');
    expect(Date.now() - Date.parse(fresh!.since)).toBeLessThan(5 * 60_000);
  });

  it('lets only cue editors beat, and answers 404 for another workspace', async () => {
    const { path } = await editingPath();
    expect((await call('PUT', path, 'viewer')).status).toBe(403);
    expect((await call('DELETE', path, 'viewer')).status).toBe(403);
    const elsewhere = path.replace(`workspaceId=${W}`, 'workspaceId=other-co');
    expect((await call('PUT', elsewhere, 'outsider')).status).toBe(404);
    expect((await call('DELETE', elsewhere, 'outsider')).status).toBe(404);
    expect((await call('PUT', path.replace(/\?.*/, ''), 'editor')).status).toBe(400);
  });
});
