import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeMux, type FakeMux } from '../platforms/testing/fake-mux';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let fake: FakeMux;
const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  fake = await startFakeMux();
  process.env.MUX_API_BASE_URL = fake.baseUrl;
  const put = await env.request('PUT', `/workspaces/${WS}/integrations/mux`, {
    token: demo.admin.token,
    body: { credentials: { tokenId: fake.tokenId, tokenSecret: fake.tokenSecret } },
  });
  expect(put.status).toBe(200);
});
afterAll(async () => {
  delete process.env.MUX_API_BASE_URL;
  await fake.close();
  await env.close();
});

it('refuses an item that only plays in a player we cannot drive (Mux HLS), saying what to change, and keeps no file', async () => {
  const hlsOnly = fake.assets[0]!.id;
  const res = await env.request('POST', `/workspaces/${WS}/platforms/mux/import`, {
    token: demo.manager.token,
    body: { itemIds: [hlsOnly], captions: true },
  });
  expect(res.status).toBe(202);
  const { imports } = (await res.json()) as { imports: { status: string; fileId: string | null; error?: string }[] };
  expect(imports).toEqual([
    {
      itemId: hlsOnly,
      fileId: null,
      status: 'failed',
      error:
        'Mux offers no download of this item, and its player cannot be used here: allow downloads (or an MP4 rendition) for it on Mux',
    },
  ]);
  const listing = await env.request('GET', `/workspaces/${WS}/platforms/mux/items/${hlsOnly}`, {
    token: demo.manager.token,
  });
  expect(((await listing.json()) as { imported: unknown }).imported).toBeNull();
  expect(fake.unhandled).toEqual([]);
});
