import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beaconCounts } from '../db/queries/beacon';
import { files, rateLimits } from '../db/schema';
import { BEACON_MAX_EVENTS } from '@shared/schemas/beacon';
import { BEACON_RATE_LIMIT } from './beacon';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let admin: TestUser;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  admin = await env.signIn('admin@demo.test');
});
afterAll(() => env.close());

const WS = 'demo-university';
const PATH = `/embed/workspaces/${WS}/beacon`;
const today = () => new Date().toISOString().slice(0, 10);
let nextAddress = 1;
/** Each call from its own address unless told, so the rate limit only matters where a test means it to. */
const send = (body: unknown, init: { address?: string; contentType?: string } = {}) =>
  env.request('POST', PATH, {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'Content-Type': init.contentType ?? 'text/plain;charset=UTF-8',
      'X-Forwarded-For': init.address ?? `198.51.100.${nextAddress++}`,
      Origin: 'https://customer.example',
    },
  });
const countsOf = (fileId: string) =>
  beaconCounts(env.database.db, WS, { from: '2000-01-01', to: '2100-01-01', fileId });

describe('POST /embed/workspaces/{workspaceId}/beacon', () => {
  it('adds a batch to daily counters per file and kind, from text/plain (sendBeacon) and JSON alike', async () => {
    const fileId = 'jfk-rice-moon-speech';
    const res = await send({
      events: [
        { type: 'play', fileId },
        { type: 'play', fileId },
        { type: 'search', fileId },
        { type: 'cue_click', fileId, at: new Date().toISOString() },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.text()).toBe('');
    const again = await send({ events: [{ type: 'play', fileId }] }, { contentType: 'application/json' });
    expect(again.status).toBe(204);
    const counts = await countsOf(fileId);
    expect(counts.map(({ type, day, count }) => ({ type, day, count }))).toEqual([
      { type: 'cue_click', day: today(), count: 1 },
      { type: 'play', day: today(), count: 3 },
      { type: 'search', day: today(), count: 1 },
    ]);
  });

  it('counts an event on the day it happened when that was recent, and today when it claims to be old', async () => {
    const fileId = 'apollo-11-eagle-has-landed';
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const res = await send({
      events: [
        { type: 'download', fileId, at: yesterday.toISOString() },
        { type: 'download', fileId, at: '2001-01-01T00:00:00Z' },
      ],
    });
    expect(res.status).toBe(204);
    const counts = await countsOf(fileId);
    expect(counts.map(({ day, count }) => ({ day, count }))).toEqual([
      { day: yesterday.toISOString().slice(0, 10), count: 1 },
      { day: today(), count: 1 },
    ]);
  });

  it('keeps nothing that identifies the viewer: only workspace, file, kind, day and count', async () => {
    const result = await env.database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'embed_beacon_counts' order by column_name`,
    );
    const columns = (result as unknown as { rows: { column_name: string }[] }).rows.map((r) => r.column_name);
    expect(columns).toEqual(['count', 'day', 'file_id', 'type', 'workspace_id']);
    const limits = await env.database.db.execute(sql`select key from rate_limits where key like 'beacon:%'`);
    const keys = (limits as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/198\.51\.100/);
  });

  it('ignores files that are not public, and files of other workspaces, still answering 204', async () => {
    await env.database.db.update(files).set({ embeddable: false }).where(eq(files.id, 'fdr-first-inaugural'));
    const res = await send({
      events: [
        { type: 'play', fileId: 'fdr-first-inaugural' },
        { type: 'play', fileId: 'no-such-file' },
      ],
    });
    expect(res.status).toBe(204);
    expect(await countsOf('fdr-first-inaugural')).toEqual([]);
    await env.database.db.update(files).set({ embeddable: true }).where(eq(files.id, 'fdr-first-inaugural'));
    await send({ events: [{ type: 'play', fileId: 'fdr-first-inaugural' }] });
    expect(await countsOf('fdr-first-inaugural')).toHaveLength(1);
  });

  it('counts nothing while the workspace switches the beacon off', async () => {
    const fileId = 'gettysburg-address';
    const off = await env.request('PATCH', `/workspaces/${WS}/settings`, {
      token: admin.token,
      body: { embedBeacon: false },
    });
    expect(off.status).toBe(200);
    expect((await send({ events: [{ type: 'play', fileId }] })).status).toBe(204);
    expect(await countsOf(fileId)).toEqual([]);
    await env.request('PATCH', `/workspaces/${WS}/settings`, { token: admin.token, body: { embedBeacon: true } });
    await send({ events: [{ type: 'play', fileId }] });
    expect((await countsOf(fileId)).map((c) => c.count)).toEqual([1]);
  });

  it.each([
    ['not JSON', '{', 'Invalid input'],
    ['no events', { events: [] }, 'events:'],
    ['an unknown kind', { events: [{ type: 'pause', fileId: 'x' }] }, 'events.0.type:'],
    [
      'too many events',
      { events: Array.from({ length: BEACON_MAX_EVENTS + 1 }, () => ({ type: 'play', fileId: 'x' })) },
      'events:',
    ],
    ['a bad time', { events: [{ type: 'play', fileId: 'x', at: 'yesterday' }] }, 'events.0.at:'],
  ])('refuses %s with a 400 validation error', async (_, body, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toContain(message);
  });

  it(`allows ${BEACON_RATE_LIMIT.max} batches per address and workspace, then 429 with Retry-After`, async () => {
    const address = '192.0.2.91';
    const batch = { events: [{ type: 'search', fileId: 'jfk-rice-moon-speech' }] };
    for (let i = 0; i < BEACON_RATE_LIMIT.max; i++) expect((await send(batch, { address })).status).toBe(204);
    const limited = await send(batch, { address });
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await send(batch, { address: '192.0.2.92' })).status).toBe(204);
  });

  it('answers 404 for a workspace that does not exist, without writing a rate-limit counter', async () => {
    const counters = () => env.database.db.select({ n: sql<number>`count(*)::int` }).from(rateLimits);
    const before = (await counters())[0]!.n;
    const res = await env.request('POST', '/embed/workspaces/no-such-workspace/beacon', {
      body: JSON.stringify({ events: [{ type: 'play', fileId: 'x' }] }),
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': '192.0.2.200' },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
    expect((await counters())[0]!.n).toBe(before);
  });

  it('counts an IPv6 client by its /64: another address of the same network shares the limit', async () => {
    const batch = { events: [{ type: 'search', fileId: 'jfk-rice-moon-speech' }] };
    for (let i = 0; i < BEACON_RATE_LIMIT.max; i++) {
      expect((await send(batch, { address: `2001:db8:77:1::${(i + 1).toString(16)}` })).status).toBe(204);
    }
    const limited = await send(batch, { address: '2001:db8:77:1:ffff:ffff:ffff:ffff' });
    expect(limited.status).toBe(429);
    expect((await send(batch, { address: '2001:db8:77:2::1' })).status).toBe(204);
  });

  it('answers a cross-origin preflight like the other embed calls', async () => {
    const res = await env.request('OPTIONS', PATH, {
      headers: { Origin: 'https://customer.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('embed figures in GET /workspaces/{workspaceId}/analytics', () => {
  it("totals the period's counters per kind for the workspace", async () => {
    const figures = async () => {
      const res = await env.request('GET', `/workspaces/${WS}/analytics?from=${today()}&to=${today()}`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      return (await res.json()).embed as Record<string, number>;
    };
    const before = await figures();
    const fileId = 'jfk-rice-moon-speech';
    await send({
      events: [
        { type: 'play', fileId },
        { type: 'download', fileId },
        { type: 'download', fileId },
        { type: 'correction', fileId },
      ],
    });
    expect(await figures()).toEqual({
      ...before,
      plays: before.plays! + 1,
      downloads: before.downloads! + 2,
      corrections: before.corrections! + 1,
    });
  });
});
