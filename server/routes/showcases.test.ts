import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

type Who = keyof typeof demo;
const WS = 'workspaceId=demo-university';
const call = (method: string, path: string, who: Who, body?: unknown, headers?: Record<string, string>) =>
  env.request(method, path, { token: demo[who].token, body, headers });

describe('showcases', () => {
  it.each(['admin', 'manager', 'editor', 'viewer', 'operator'] as const)(
    'lists the showcases to the %s',
    async (who) => {
      const res = await call('GET', `/showcases?${WS}`, who);
      expect(res.status).toBe(200);
      const { showcases } = await res.json();
      expect(showcases.map((s: { id: string; title: string; published: boolean }) => [s.id, s.published])).toEqual(
        expect.arrayContaining([
          ['welcome-week', true],
          ['draft-orientation', false],
        ]),
      );
    },
  );

  it('lets managers create, change, reorder, publish, unpublish and delete a showcase', async () => {
    const created = await call('POST', '/showcases', 'manager', {
      workspaceId: 'demo-university',
      title: 'Term 2',
      fileIds: ['gettysburg-address', 'fdr-first-inaugural'],
      options: { downloads: true },
    });
    expect(created.status).toBe(201);
    const { showcase } = await created.json();
    expect(showcase).toMatchObject({ title: 'Term 2', published: false, options: { downloads: true, search: true } });
    const base = `/showcases/${showcase.id}`;
    const embed = `/embed/workspaces/demo-university/showcases/${showcase.id}`;
    expect((await env.request('GET', embed)).status).toBe(404);

    const reordered = await call('PUT', `${base}/files?${WS}`, 'admin', {
      fileIds: ['fdr-first-inaugural', 'gettysburg-address'],
    });
    expect((await reordered.json()).showcase.fileIds).toEqual(['fdr-first-inaugural', 'gettysburg-address']);
    const patched = await call('PATCH', `${base}?${WS}`, 'manager', {
      title: 'Term two',
      options: { accentColor: '#aa0000' },
    });
    expect((await patched.json()).showcase).toMatchObject({
      title: 'Term two',
      options: { accentColor: '#aa0000', downloads: true },
    });

    expect((await call('POST', `${base}/publish?${WS}`, 'manager')).status).toBe(200);
    const live = await env.request('GET', embed);
    expect(live.status).toBe(200);
    expect((await live.json()).files.map((f: { id: string }) => f.id)).toEqual([
      'fdr-first-inaugural',
      'gettysburg-address',
    ]);
    expect((await call('POST', `${base}/unpublish?${WS}`, 'manager')).status).toBe(200);
    expect((await env.request('GET', embed)).status).toBe(404);
    expect((await call('DELETE', `${base}?${WS}`, 'manager')).status).toBe(204);
    expect((await call('GET', `${base}?${WS}`, 'manager')).status).toBe(404);
  });

  it('refuses files of another workspace in a showcase', async () => {
    const res = await call('PUT', `/showcases/draft-orientation/files?${WS}`, 'admin', {
      fileIds: ['other-constitution-preamble'],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'fileIds: No such file in this workspace: other-constitution-preamble',
    );
  });

  it.each(['editor', 'viewer'] as const)('forbids the %s to manage showcases', async (who) => {
    expect((await call('POST', '/showcases', who, { workspaceId: 'demo-university', title: 'x' })).status).toBe(403);
    expect((await call('POST', `/showcases/draft-orientation/publish?${WS}`, who)).status).toBe(403);
    expect((await call('DELETE', `/showcases/draft-orientation?${WS}`, who)).status).toBe(403);
  });

  it('answers a non-member with 404', async () => {
    expect((await call('GET', `/showcases?${WS}`, 'outsider')).status).toBe(404);
    expect((await call('POST', `/showcases/welcome-week/unpublish?${WS}`, 'outsider')).status).toBe(404);
  });
});
