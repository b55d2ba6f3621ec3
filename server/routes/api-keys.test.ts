// API keys (issue 34): admins create, list and revoke them; only a hash is stored; a key works in its own
// workspace until it expires or is revoked; its calls are attributed to it and rate limited per key.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey } from '@shared/schemas/api-keys';
import type { Assignment } from '@shared/schemas/assignments';
import { hashOfApiKeySecret } from '../auth/api-key-secret';
import { users } from '../db/schema';
import { apiKeys } from '../db/schema-api-keys';
import { complianceEvidence } from '../db/schema-compliance';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const KEYS = `/workspaces/${W}/api-keys`;

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; details?: unknown } }).error;
const createKey = async (body: Record<string, unknown>, who: DemoAccount = 'admin', workspaceId = W) => {
  const res = await env.request('POST', `/workspaces/${workspaceId}/api-keys`, { token: demo[who].token, body });
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedApiKey;
};
const listKeys = async () =>
  ((await (await env.request('GET', KEYS, { token: demo.admin.token })).json()) as { keys: ApiKey[] }).keys;
const withKey = (secret: string, method: string, path: string, body?: unknown) =>
  env.request(method, path, { token: secret, body, headers: { 'X-Forwarded-For': '203.0.113.7' } });

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

describe('creating, listing and revoking keys', () => {
  it('gives an admin the secret once, and lists the key by prefix, scopes and creator without it', async () => {
    const { key, secret } = await createKey({ name: 'Nightly sync', scopes: ['write', 'read'] });
    expect(secret).toMatch(/^ma_live_[0-9A-Za-z]{38}$/);
    expect(key).toMatchObject({
      name: 'Nightly sync',
      prefix: secret.slice(0, 12),
      scopes: ['read', 'write'],
      createdBy: { id: demo.admin.uid, name: 'Ada Admin' },
      expiresAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
    });
    const listed = (await listKeys()).find((k) => k.id === key.id);
    expect(listed).toEqual(key);
    expect(JSON.stringify(await listKeys())).not.toContain(secret);
  });

  it('stores only a hash of the secret: no column of any row holds it', async () => {
    const { key, secret } = await createKey({ name: 'Stored', scopes: ['read'] });
    const [row] = await env.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(hashOfApiKeySecret(secret));
    const dump = await env.database.db.execute(sql`select row_to_json(k)::text as k from api_keys k`);
    const [principal] = await env.database.db.select().from(users).where(eq(users.id, key.id));
    const everything = JSON.stringify([dump, principal]);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(secret.slice(12));
  });

  it('refuses other roles with 403, another workspace with 404, and any key, even an admin one, with 403', async () => {
    for (const who of ['manager', 'editor', 'viewer'] as const) {
      expect((await env.request('GET', KEYS, { token: demo[who].token })).status).toBe(403);
      const res = await env.request('POST', KEYS, { token: demo[who].token, body: { name: 'x', scopes: ['read'] } });
      expect(res.status).toBe(403);
    }
    expect((await env.request('GET', KEYS, { token: demo.outsider.token })).status).toBe(404);
    const { secret } = await createKey({ name: 'Everything', scopes: ['read', 'write', 'jobs', 'admin'] });
    const res = await withKey(secret, 'POST', KEYS, { name: 'Escalated', scopes: ['jobs'] });
    expect(res.status).toBe(403);
    expect((await withKey(secret, 'GET', KEYS)).status).toBe(403);
  });

  it('answers 400 for no scopes, an unknown scope, an empty name or an expiry in the past', async () => {
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['owner'] },
      { name: ' ', scopes: ['read'] },
      { name: 'x', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' },
      { name: 'x', scopes: ['read'], expiresAt: 'tomorrow' },
    ]) {
      const res = await env.request('POST', KEYS, { token: demo.admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(res)).code).toBe('validation_error');
    }
  });

  it('revokes a key: it leaves the list and every later call with it is 401; revoking again is 404', async () => {
    const { key, secret } = await createKey({ name: 'Short-lived', scopes: ['read'] });
    expect((await withKey(secret, 'GET', `/files?workspaceId=${W}`)).status).toBe(200);
    const revoke = await env.request('DELETE', `${KEYS}/${key.id}`, { token: demo.admin.token });
    expect(revoke.status).toBe(204);
    expect((await listKeys()).map((k) => k.id)).not.toContain(key.id);
    const res = await withKey(secret, 'GET', `/files?workspaceId=${W}`);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
    expect((await env.request('DELETE', `${KEYS}/${key.id}`, { token: demo.admin.token })).status).toBe(404);
    const other = await env.request('DELETE', `/workspaces/other-co/api-keys/${key.id}`, {
      token: demo.outsider.token,
    });
    expect(other.status).toBe(404);
  });
});

describe('calling the API with a key', () => {
  it('works with an expiry ahead and answers 401 once it has passed', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const { key, secret } = await createKey({ name: 'Expiring', scopes: ['read'], expiresAt });
    expect(key.expiresAt).toBe(expiresAt);
    expect((await withKey(secret, 'GET', `/get_workspace?workspaceId=${W}`)).status).toBe(200);
    await env.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, key.id));
    const res = await withKey(secret, 'GET', `/get_workspace?workspaceId=${W}`);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthenticated');
  });

  it('refuses a secret with a wrong checksum or that no key has with 401', async () => {
    const { secret } = await createKey({ name: 'Typo', scopes: ['read'] });
    const typo = secret.slice(0, -1) + (secret.endsWith('a') ? 'b' : 'a');
    expect((await withKey(typo, 'GET', `/files?workspaceId=${W}`)).status).toBe(401);
    await env.database.db.delete(apiKeys).where(eq(apiKeys.secretHash, hashOfApiKeySecret(secret)));
    expect((await withKey(secret, 'GET', `/files?workspaceId=${W}`)).status).toBe(401);
  });

  it("answers 404 for another workspace's things, in every route family", async () => {
    const { secret } = await createKey({ name: 'Ours', scopes: ['read', 'write', 'jobs', 'admin'] });
    const calls: [string, string, unknown?][] = [
      ['GET', '/get_workspace?workspaceId=other-co'],
      ['GET', '/files?workspaceId=other-co'],
      ['GET', '/workspaces/other-co/jobs'],
      ['GET', '/workspaces/other-co/compliance'],
      ['GET', '/workspaces/other-co/settings'],
      ['POST', '/labels', { workspaceId: 'other-co', fileId: 'x', name: 'Late', color: '#1a73e8' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await withKey(secret, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
    const theirs = await createKey({ name: 'Theirs', scopes: ['read'] }, 'outsider', 'other-co');
    expect((await withKey(theirs.secret, 'GET', `/files?workspaceId=${W}`)).status).toBe(404);
    expect((await withKey(theirs.secret, 'GET', '/files?workspaceId=other-co')).status).toBe(200);
  });

  it('records when and from where the key was last used', async () => {
    const { key, secret } = await createKey({ name: 'Tracked', scopes: ['read'] });
    expect((await withKey(secret, 'GET', `/files?workspaceId=${W}`)).status).toBe(200);
    const used = (await listKeys()).find((k) => k.id === key.id)!;
    expect(used.lastUsedIp).toBe('203.0.113.7');
    expect(Date.parse(used.lastUsedAt!)).toBeGreaterThan(Date.parse(key.createdAt) - 1000);
  });

  it("attributes what a key does to the key in the assignment's activity", async () => {
    const { key, secret } = await createKey({ name: 'LMS bridge', scopes: ['read', 'write'] });
    const files = (await (await withKey(secret, 'GET', `/files?workspaceId=${W}`)).json()) as {
      files: { id: string }[];
    };
    const res = await withKey(secret, 'POST', '/assignments', {
      workspaceId: W,
      fileId: files.files[0]!.id,
      title: 'Check the captions',
      description: 'Nightly check from the LMS',
    });
    expect(res.status).toBe(201);
    const assignment = (await res.json()) as Assignment;
    expect(assignment.createdBy).toBe(key.id);
    expect(assignment.activity).toEqual([
      expect.objectContaining({ action: 'created', userId: key.id, userName: 'API key ‘LMS bridge’' }),
    ]);
  });

  it("names the key as the actor in the compliance ledger's evidence", async () => {
    const { key, secret } = await createKey({ name: 'Ledger bot', scopes: ['read', 'write'] });
    const listed = await withKey(secret, 'GET', `/workspaces/${W}/compliance/assets?limit=1`);
    const assetId = ((await listed.json()) as { assets: { id: string }[] }).assets[0]!.id;
    const asset = `/workspaces/${W}/compliance/assets/${assetId}`;
    expect((await withKey(secret, 'PATCH', asset, { hasAudio: true, hasVideo: true })).status).toBe(204);
    const attest = { criterion: '1.2.5', status: 'not_applicable', reason: 'all_visual_information_spoken' };
    expect((await withKey(secret, 'POST', `${asset}/attestations`, attest)).ok).toBe(true);
    const evidence = await env.database.db
      .select({ actorName: complianceEvidence.actorName, action: complianceEvidence.action })
      .from(complianceEvidence)
      .where(eq(complianceEvidence.actorId, key.id));
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.every((e) => e.actorName === 'API key ‘Ledger bot’')).toBe(true);
  });
});

describe('rate limits per key', () => {
  it('sends RateLimit-* headers on every answer and 429 in the error shape past the limit', async () => {
    const { key, secret } = await createKey({ name: 'Busy', scopes: ['read'] });
    const first = await withKey(secret, 'GET', `/files?workspaceId=${W}`);
    expect(first.headers.get('RateLimit-Limit')).toBe('600');
    expect(first.headers.get('RateLimit-Remaining')).toBe('599');
    expect(Number(first.headers.get('RateLimit-Reset'))).toBeGreaterThan(0);
    const other = await createKey({ name: 'Quiet', scopes: ['read'] });
    await env.database.db.execute(sql`update rate_limits set count = 599 where key = ${`api-key:${key.id}`}`);
    const last = await withKey(secret, 'GET', `/files?workspaceId=${W}`);
    expect(last.status).toBe(200);
    expect(last.headers.get('RateLimit-Remaining')).toBe('0');
    const over = await withKey(secret, 'GET', `/files?workspaceId=${W}`);
    expect(over.status).toBe(429);
    expect(over.headers.get('RateLimit-Remaining')).toBe('0');
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await errorOf(over)).code).toBe('rate_limited');
    // Each key has its own budget.
    const quiet = await withKey(other.secret, 'GET', `/files?workspaceId=${W}`);
    expect(quiet.status).toBe(200);
    expect(quiet.headers.get('RateLimit-Remaining')).toBe('599');
  });
});
