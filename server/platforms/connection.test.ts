import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { startFakeKaltura } from './testing/fake-kaltura';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

describe("a partner's own service URL", () => {
  it('is never called when it points into our private network, and the admin is told to change it', async () => {
    const kaltura = await startFakeKaltura();
    try {
      for (const serviceUrl of [kaltura.baseUrl, kaltura.baseUrl.replace('127.0.0.1', 'localhost')]) {
        const put = await env.request('PUT', `/workspaces/${WS}/integrations/kaltura`, {
          token: demo.admin.token,
          body: { credentials: { serviceUrl, partnerId: kaltura.partnerId, adminSecret: kaltura.adminSecret } },
        });
        expect(put.status).toBe(200);
        env.media.allowPrivateLinks = false;
        const refused = await env.request('GET', `/workspaces/${WS}/platforms/kaltura/items`, {
          token: demo.viewer.token,
        });
        env.media.allowPrivateLinks = true;
        expect(refused.status).toBe(409);
        expect(await refused.json()).toMatchObject({
          error: {
            code: 'platform_reconnect',
            message: "Kaltura's address points to a private network address: change it in the integration settings",
          },
        });
        expect(kaltura.requests).toEqual([]);
      }
      // Where private addresses are allowed (ALLOW_PRIVATE_MEDIA_LINKS, as in tests and local demos) it works.
      const allowed = await env.request('GET', `/workspaces/${WS}/platforms/kaltura/items`, {
        token: demo.viewer.token,
      });
      expect(allowed.status).toBe(200);
      expect(kaltura.unhandled).toEqual([]);
    } finally {
      env.media.allowPrivateLinks = true;
      await kaltura.close();
    }
  });

  it('is checked for every platform on a customer host (Panopto)', async () => {
    const put = await env.request('PUT', `/workspaces/${WS}/integrations/panopto`, {
      token: demo.admin.token,
      body: { credentials: { serverUrl: 'https://10.1.2.3/Panopto', clientId: 'id', clientSecret: 'secret' } },
    });
    expect(put.status).toBe(200);
    env.media.allowPrivateLinks = false;
    try {
      const refused = await env.request('GET', `/workspaces/${WS}/platforms/panopto/items`, {
        token: demo.viewer.token,
      });
      expect(refused.status).toBe(409);
      expect((await refused.json()).error.code).toBe('platform_reconnect');
    } finally {
      env.media.allowPrivateLinks = true;
    }
  });
});
