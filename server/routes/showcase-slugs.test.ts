import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

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
const embed = (address: string, workspace = 'demo-university') =>
  env.request('GET', `/embed/workspaces/${workspace}/showcases/${address}`);

async function created(title: string, who: DemoAccount = 'manager', workspaceId = 'demo-university', extra = {}) {
  const res = await call('POST', '/showcases', who, { workspaceId, title, fileIds: [], ...extra });
  expect(res.status).toBe(201);
  return (await res.json()).showcase as { id: string; slug: string };
}

describe('showcase slugs', () => {
  it('makes a readable slug from the title, unique per workspace, and the embeds answer by slug and by id', async () => {
    // The demo's Welcome Week already has "welcome-week" in Demo University.
    const second = await created('Welcome Week');
    expect(second.slug).toBe('welcome-week-2');
    expect((await created('Welcome Week')).slug).toBe('welcome-week-3');
    expect((await created('Café Lectures: 2026 (Spring)!')).slug).toBe('cafe-lectures-2026-spring');
    expect((await created('日本語')).slug).toBe('showcase');
    // Another workspace may use the same slug.
    expect((await created('Welcome Week', 'outsider', 'other-co')).slug).toBe('welcome-week');

    expect((await embed('welcome-week-2')).status).toBe(404);
    expect(
      (await call('PUT', `/showcases/${second.id}/files?${WS}`, 'manager', { fileIds: ['gettysburg-address'] })).status,
    ).toBe(200);
    expect((await call('POST', `/showcases/${second.id}/publish?${WS}`, 'manager')).status).toBe(200);
    for (const address of ['welcome-week-2', second.id]) {
      const res = await embed(address);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: second.id, files: [{ id: 'gettysburg-address' }] });
      const search = await env.request('GET', `/embed/workspaces/demo-university/showcases/${address}/search?q=nation`);
      expect(search.status).toBe(200);
      expect((await search.json()).hits.length).toBeGreaterThan(0);
    }
    const oembed = await env.request(
      'GET',
      `/oembed?url=${encodeURIComponent('http://localhost/embed/demo-university/showcases/welcome-week-2')}`,
    );
    expect(oembed.status).toBe(200);
    // A slug of one workspace does not open another's showcase.
    expect((await embed('welcome-week-2', 'other-co')).status).toBe(404);
  });

  it('lets managers change the slug: the new one answers, the old one no longer does, the id always does', async () => {
    const showcase = await created('Orientation talks', 'manager', 'demo-university', {
      fileIds: ['gettysburg-address'],
    });
    expect(showcase.slug).toBe('orientation-talks');
    await call('POST', `/showcases/${showcase.id}/publish?${WS}`, 'manager');
    const changed = await call('PATCH', `/showcases/${showcase.id}?${WS}`, 'admin', { slug: 'first-week' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).showcase).toMatchObject({ id: showcase.id, slug: 'first-week' });
    expect((await embed('first-week')).status).toBe(200);
    expect((await embed('orientation-talks')).status).toBe(404);
    expect((await embed(showcase.id)).status).toBe(200);
    // Changing the title keeps the slug: links go on working.
    const retitled = await call('PATCH', `/showcases/${showcase.id}?${WS}`, 'admin', { title: 'Something else' });
    expect((await retitled.json()).showcase.slug).toBe('first-week');
  });

  it('refuses a slug another showcase of the workspace answers to (409) and a malformed one (400)', async () => {
    const showcase = await created('Taken test');
    for (const slug of ['welcome-week', 'draft-orientation']) {
      const res = await call('PATCH', `/showcases/${showcase.id}?${WS}`, 'manager', { slug });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatchObject({ code: 'conflict', message: expect.stringContaining(slug) });
    }
    const onCreate = await call('POST', '/showcases', 'manager', {
      workspaceId: 'demo-university',
      title: 'Again',
      slug: 'welcome-week',
    });
    expect(onCreate.status).toBe(409);
    for (const slug of ['Welcome Week', 'welcome--week', '-welcome', 'x'.repeat(61), '']) {
      const res = await call('PATCH', `/showcases/${showcase.id}?${WS}`, 'manager', { slug });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_error');
    }
    // Its own slug again is no conflict.
    expect((await call('PATCH', `/showcases/${showcase.id}?${WS}`, 'manager', { slug: 'taken-test' })).status).toBe(
      200,
    );
  });

  it('gives two showcases created at once with the same title different slugs', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/showcases', 'manager', { workspaceId: 'demo-university', title: 'Race day' }),
      ),
    );
    const slugs = await Promise.all(answers.map(async (res) => (await res.json()).showcase.slug as string));
    expect(new Set(slugs).size).toBe(5);
    expect(slugs).toContain('race-day');
  });
});
