// Weekly web scans (issue 29, "Scans … are repeatable (schedule weekly)"): a scan started with repeat: weekly runs
// again a week later from the sweeper, once even when two sweep at once, keeps its weekday after downtime, and
// stops when a manager stops it; roles, other workspaces and bad bodies.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINISHED_JOB_STATES } from '@shared/schemas/jobs';
import { SCAN_REPEAT_MS, type ComplianceScan, type ScanSchedule } from '@shared/schemas/compliance-scans';
import { nextWeeklyRun, startDueWeeklyScans } from '../compliance/web-scan/weekly-scans';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
let site: Server;
let base: string;
const W = 'demo-university';
const SCANS = `/workspaces/${W}/compliance/scans`;
const SCHEDULE = `/workspaces/${W}/compliance/scan-schedule`;
const DAY = 24 * 60 * 60 * 1000;

const call = (method: string, url: string, who: DemoAccount, body?: unknown) =>
  env.request(method, url, { token: demo[who].token, body });
const sweep = (now: Date) => startDueWeeklyScans({ db: env.database.db, jobs: env.jobs, media: env.media }, now);

async function schedule(who: DemoAccount = 'viewer'): Promise<ScanSchedule | null> {
  const res = await call('GET', SCHEDULE, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as { schedule: ScanSchedule | null }).schedule;
}

async function ended(id: string): Promise<ComplianceScan> {
  for (;;) {
    const scan = (await (await call('GET', `${SCANS}/${id}`, 'manager')).json()) as ComplianceScan;
    if (FINISHED_JOB_STATES.includes(scan.status)) return scan;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  site = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Talks</title><video src="/talk.mp4" title="Talk"></video></html>');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site?.close();
  await env?.close();
});

describe('the next weekly run', () => {
  const due = new Date('2026-12-07T09:00:00Z');
  it('is a week after the due time when the sweep is on time', () => {
    expect(nextWeeklyRun(due, new Date('2026-12-07T09:00:30Z')).toISOString()).toBe('2026-12-14T09:00:00.000Z');
  });
  it('keeps the weekday and hour after weeks of downtime, scanning once', () => {
    expect(nextWeeklyRun(due, new Date('2026-12-29T15:00:00Z')).toISOString()).toBe('2027-01-04T09:00:00.000Z');
  });
});

describe('weekly scans', () => {
  let first: ComplianceScan;
  let due: Date;

  it('has none until a scan asks to repeat', async () => {
    expect(await schedule()).toBeNull();
    expect(await sweep(new Date(Date.now() + 30 * DAY))).toBe(0);
  });

  it('starts the scan now and schedules it for the same time next week', async () => {
    const before = Date.now();
    const res = await call('POST', SCANS, 'manager', { urls: [`${base}/talks`], repeat: 'weekly' });
    expect(res.status).toBe(202);
    first = await ended(((await res.json()) as ComplianceScan).id);
    expect(first.status).toBe('succeeded');
    const weekly = (await schedule())!;
    expect(weekly).toMatchObject({ urls: [`${base}/talks`], depth: 0, repeat: 'weekly', lastScanId: first.id });
    due = new Date(weekly.nextRunAt);
    expect(due.getTime() - before).toBeGreaterThanOrEqual(SCAN_REPEAT_MS);
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(SCAN_REPEAT_MS);
  });

  it('runs nothing before it is due', async () => {
    expect(await sweep(new Date(due.getTime() - 60_000))).toBe(0);
  });

  it('runs the scan again when due, once even when two servers sweep at the same moment', async () => {
    const now = new Date(due.getTime() + 30_000);
    const [a, b] = await Promise.all([sweep(now), sweep(now)]);
    expect(a + b).toBe(1);
    const weekly = (await schedule())!;
    expect(weekly.nextRunAt).toBe(new Date(due.getTime() + SCAN_REPEAT_MS).toISOString());
    expect(weekly.lastScanId).not.toBe(first.id);
    const again = await ended(weekly.lastScanId!);
    expect(again).toMatchObject({ status: 'succeeded', urls: [`${base}/talks`], assetsFound: 1 });
    // The demo's connected platforms are synced with it (their rows have no credentials: each says so).
    const { sync } = (await (await call('GET', `/workspaces/${W}/compliance/platform-sync`, 'viewer')).json()) as {
      sync: { platforms: { platform: string }[] } | null;
    };
    expect(sync).not.toBeNull();
    expect(await sweep(now)).toBe(0);
  });

  it('replaces the weekly scan when another scan asks to repeat', async () => {
    const res = await call('POST', SCANS, 'admin', { urls: [`${base}/news`], depth: 1, repeat: 'weekly' });
    expect(res.status).toBe(202);
    expect(await schedule()).toMatchObject({ urls: [`${base}/news`], depth: 1 });
  });

  it('lets only admins and content managers stop it; outsiders get 404', async () => {
    for (const who of ['viewer', 'editor'] as const) expect((await call('DELETE', SCHEDULE, who)).status).toBe(403);
    expect((await call('DELETE', SCHEDULE, 'outsider')).status).toBe(404);
    expect((await call('GET', SCHEDULE, 'outsider')).status).toBe(404);
    expect((await call('DELETE', SCHEDULE, 'manager')).status).toBe(204);
    expect(await schedule()).toBeNull();
    const res = await call('DELETE', SCHEDULE, 'manager');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(await sweep(new Date(Date.now() + 30 * DAY))).toBe(0);
  });

  it('refuses a repeat other than weekly with 400', async () => {
    const res = await call('POST', SCANS, 'admin', { urls: [`${base}/talks`], repeat: 'daily' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    expect(await schedule()).toBeNull();
  });
});
