import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_TYPES } from '@shared/constants';
import { PLATFORM_CREDENTIALS } from '@shared/schemas/integrations';
import { workspaceIntegrations } from '../db/schema';
import { createCredentialsCipher } from '../integrations/credentials-cipher';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';
import { credentialsContext } from '../integrations/credentials-cipher';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const connect = (workspaceId: string, platform: string, who: TestUser, credentials: unknown) =>
  env.request('PUT', `/workspaces/${workspaceId}/integrations/${platform}`, {
    token: who.token,
    body: { credentials },
  });

const storedRow = async (workspaceId: string, platform: string) =>
  (
    await env.database.db
      .select()
      .from(workspaceIntegrations)
      .where(and(eq(workspaceIntegrations.workspaceId, workspaceId), eq(workspaceIntegrations.platformType, platform)))
  )[0];

describe('integrations', () => {
  it('stores the credentials encrypted (not the plaintext) and they decrypt back', async () => {
    const credentials = { tokenId: 'mux-token-id-123', tokenSecret: 'very-secret-mux-value' };
    const res = await connect('other-co', 'mux', demo.outsider, credentials);
    expect(res.status).toBe(200);
    expect((await res.json()).integration).toEqual({
      platformType: 'mux',
      connectedAt: expect.any(String),
      connectedBy: 'demo-outsider',
    });

    const row = await storedRow('other-co', 'mux');
    expect(row!.credentials).toMatch(/^v1\./);
    expect(row!.credentials).not.toContain('very-secret-mux-value');
    expect(row!.credentials).not.toContain('mux-token-id-123');
    const context = credentialsContext('other-co', 'mux');
    expect(JSON.parse(env.integrationsCipher.decrypt(row!.credentials!, context))).toEqual(credentials);
    // Bound to its row: the same value does not open as another platform's.
    expect(() => env.integrationsCipher.decrypt(row!.credentials!, credentialsContext('other-co', 'box'))).toThrow();

    const workspace = await env.request('GET', '/get_workspace?workspaceId=other-co', { token: demo.outsider.token });
    expect((await workspace.json()).activeIntegrations).toContainEqual({ platformType: 'mux' });
    const list = await env.request('GET', '/workspaces/other-co/integrations', { token: demo.outsider.token });
    expect(JSON.stringify(await list.json())).not.toContain('secret');
  });

  it('disconnects, forgetting the credentials, then answers 404', async () => {
    await connect('other-co', 'wistia', demo.outsider, { apiToken: 'wistia-token' });
    const path = '/workspaces/other-co/integrations/wistia';
    expect((await env.request('DELETE', path, { token: demo.outsider.token })).status).toBe(204);
    expect(await storedRow('other-co', 'wistia')).toBeUndefined();
    expect((await env.request('DELETE', path, { token: demo.outsider.token })).status).toBe(404);
  });

  it.each([
    ['a missing field', 'mux', { tokenId: 'only-id' }, 'credentials.tokenSecret: Required'],
    ['an unknown field', 'wistia', { apiToken: 't', extra: 'x' }, 'credentials: Unrecognized key: "extra"'],
    [
      'a non-URL address',
      'canvas',
      { baseUrl: 'not a url', accessToken: 't' },
      'credentials.baseUrl: Enter an http(s) address',
    ],
  ])('refuses %s with 400', async (_case, platform, credentials, message) => {
    const res = await connect('other-co', platform, demo.outsider, credentials);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
  });

  it('knows the credential fields of all twelve platforms', () => {
    expect(Object.keys(PLATFORM_CREDENTIALS).sort()).toEqual([...PLATFORM_TYPES].sort());
    expect(PLATFORM_TYPES).toHaveLength(12);
  });

  it.each(['manager', 'editor', 'viewer'] as const)('forbids the %s to connect or list', async (who) => {
    expect((await connect('demo-university', 'wistia', demo[who], { apiToken: 't' })).status).toBe(403);
    const list = await env.request('GET', '/workspaces/demo-university/integrations', { token: demo[who].token });
    expect(list.status).toBe(403);
  });

  it('answers an outsider with 404', async () => {
    expect((await connect('demo-university', 'wistia', demo.outsider, { apiToken: 't' })).status).toBe(404);
  });
});

describe('credentials cipher', () => {
  it('reads values written under a previous key during a rotation, and not once that key is dropped', () => {
    const oldKey = Buffer.alloc(32, 1);
    const newKey = Buffer.alloc(32, 2);
    const stored = createCredentialsCipher(oldKey).encrypt('{"a":"b"}', 'ctx');
    expect(createCredentialsCipher(newKey, [oldKey]).decrypt(stored, 'ctx')).toBe('{"a":"b"}');
    expect(() => createCredentialsCipher(newKey).decrypt(stored, 'ctx')).toThrow(/not configured/);
  });

  it('refuses a tampered value', () => {
    const cipher = createCredentialsCipher(Buffer.alloc(32, 3));
    const stored = cipher.encrypt('secret', 'ctx');
    const tampered = stored.slice(0, -2) + (stored.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.decrypt(tampered, 'ctx')).toThrow();
  });
});
