import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { startFakeKaltura } from './testing/fake-kaltura';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const WS = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

describe("a partner's own service URL", () => {
  it('is never called when it is, or resolves to, a private network address, and the admin is told to change it', async () => {
    const kaltura = await startFakeKaltura();
    const port = new URL(kaltura.baseUrl).port;
    try {
      for (const [serviceUrl, why] of [
        [kaltura.baseUrl, `Only https:// addresses are allowed (http://127.0.0.1:${port})`],
        [`https://127.0.0.1:${port}`, `127.0.0.1:${port} is a private network address`],
        // A name is judged by the address it resolves to when the request connects, on every request.
        [`https://localhost:${port}`, `localhost:${port} is a private network address`],
      ]) {
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
            message: `Kaltura's address cannot be used (${why}): change it in the integration settings`,
          },
        });
        expect(kaltura.requests).toEqual([]);
      }
      // Where private addresses are allowed (ALLOW_PRIVATE_MEDIA_LINKS, as in tests and local demos) it works.
      await env.request('PUT', `/workspaces/${WS}/integrations/kaltura`, {
        token: demo.admin.token,
        body: {
          credentials: { serviceUrl: kaltura.baseUrl, partnerId: kaltura.partnerId, adminSecret: kaltura.adminSecret },
        },
      });
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

  it('is checked for every platform on a customer host (Panopto, Canvas)', async () => {
    const connections = [
      ['panopto', { serverUrl: 'https://10.1.2.3/Panopto', clientId: 'id', clientSecret: 'secret' }],
      ['canvas', { baseUrl: 'https://localhost:8443/', accessToken: 'token' }],
    ] as const;
    for (const [platform, credentials] of connections) {
      const put = await env.request('PUT', `/workspaces/${WS}/integrations/${platform}`, {
        token: demo.admin.token,
        body: { credentials },
      });
      expect(put.status).toBe(200);
      env.media.allowPrivateLinks = false;
      try {
        const refused = await env.request('GET', `/workspaces/${WS}/platforms/${platform}/items`, {
          token: demo.viewer.token,
        });
        expect(refused.status).toBe(409);
        expect((await refused.json()).error).toMatchObject({
          code: 'platform_reconnect',
          message: expect.stringMatching(/private network address\): change it in the integration settings$/),
        });
      } finally {
        env.media.allowPrivateLinks = true;
      }
    }
  });
});
