import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

// The seed's never-published showcase holds gettysburg-address; its slug is "orientation-draft".
const PREVIEW = '/preview/showcases/draft-orientation/embed/workspaces/demo-university';
const get = (path: string, who?: DemoAccount) => env.request('GET', path, { token: who && demo[who].token });

describe('the draft preview of a showcase', () => {
  it('shows its managers the unpublished showcase, its files and their tracks, uncached', async () => {
    expect((await get('/embed/workspaces/demo-university/showcases/draft-orientation')).status).toBe(404);
    for (const address of ['draft-orientation', 'orientation-draft']) {
      const res = await get(`${PREVIEW}/showcases/${address}`, 'manager');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.json()).toMatchObject({ id: 'draft-orientation', files: [{ id: 'gettysburg-address' }] });
    }
    const file = await get(`${PREVIEW}/files/gettysburg-address`, 'admin');
    expect(file.status).toBe(200);
    const body = await file.json();
    expect(body.tracks.map((t: { id: string }) => t.id)).toContain('gettysburg-address-en-captions');
    const track = await get(`${PREVIEW}/files/gettysburg-address/tracks/gettysburg-address-en-captions`, 'manager');
    expect(track.status).toBe(200);
    expect((await track.json()).cues.length).toBeGreaterThan(0);
    const vtt = await get(`${PREVIEW}/files/gettysburg-address/tracks/gettysburg-address-en-captions.vtt`, 'manager');
    expect(vtt.status).toBe(200);
    expect(await vtt.text()).toMatch(/^WEBVTT/);
    const search = await get(`${PREVIEW}/showcases/draft-orientation/search?q=nation`, 'manager');
    expect(search.status).toBe(200);
    expect((await search.json()).hits.length).toBeGreaterThan(0);
  });

  it('shows nothing outside the previewed showcase', async () => {
    // A file of the workspace that is not in the showcase, and another showcase through this preview.
    expect((await get(`${PREVIEW}/files/fdr-first-inaugural`, 'manager')).status).toBe(404);
    expect(
      (await get(`${PREVIEW}/files/fdr-first-inaugural/tracks/fdr-first-inaugural-en-captions`, 'manager')).status,
    ).toBe(404);
    expect((await get(`${PREVIEW}/showcases/welcome-week`, 'manager')).status).toBe(404);
    expect(
      (
        await get(
          '/preview/showcases/draft-orientation/embed/workspaces/other-co/showcases/draft-orientation',
          'outsider',
        )
      ).status,
    ).toBe(404);
    // Viewers' contributions are not sent from a preview.
    expect(
      (
        await env.request('POST', `${PREVIEW}/files/gettysburg-address/corrections`, {
          token: demo.manager.token,
          body: {},
        })
      ).status,
    ).toBe(404);
  });

  it.each<[DemoAccount | undefined, number]>([
    [undefined, 401],
    ['editor', 403],
    ['viewer', 403],
    ['outsider', 404],
    ['operator', 200],
  ])('answers %s with %i', async (who, status) => {
    expect((await get(`${PREVIEW}/showcases/draft-orientation`, who)).status).toBe(status);
  });
});
