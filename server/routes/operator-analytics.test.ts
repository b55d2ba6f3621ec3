import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRequestAnalytics } from '@shared/schemas/review';
import { files } from '../db/schema';
import { mediaRequests } from '../db/schema-contributions';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const HOUR = 3_600_000;

/** Requests in March 2020, long before anything else the seed or other tests create. */
const at = (day: number, hour = 12) => new Date(Date.UTC(2020, 2, day, hour));

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
  const db = env.database.db;
  await db.insert(files).values([
    { id: 'popular', workspaceId: 'demo-university', name: 'Popular lecture' },
    { id: 'quiet', workspaceId: 'demo-university', name: '=HYPERLINK("x")' },
    { id: 'other', workspaceId: 'other-co', name: 'Other file' },
  ]);
  const request = (
    id: string,
    fileId: string,
    workspaceId: string,
    kind: string,
    createdAt: Date,
    status = 'pending',
    fulfilledAfterHours?: number,
  ) => ({
    id,
    fileId,
    workspaceId,
    kind,
    createdAt,
    status,
    clientAddress: '192.0.2.1',
    email: 'secret@example.com',
    fulfilledAt: fulfilledAfterHours === undefined ? null : new Date(createdAt.getTime() + fulfilledAfterHours * HOUR),
  });
  await db.insert(mediaRequests).values([
    request('r1', 'popular', 'demo-university', 'captions', at(1), 'fulfilled', 2),
    request('r2', 'popular', 'demo-university', 'captions', at(1, 23), 'fulfilled', 4),
    request('r3', 'popular', 'demo-university', 'translation', at(2), 'fulfilled', 10),
    request('r4', 'popular', 'demo-university', 'translation', at(2), 'in_progress'),
    request('r5', 'quiet', 'demo-university', 'audio_description', at(3), 'declined'),
    request('r6', 'other', 'other-co', 'captions', at(3)),
    // Outside the range asked for.
    request('r7', 'other', 'other-co', 'captions', at(4, 0)),
    request('r8', 'popular', 'demo-university', 'captions', new Date(Date.UTC(2020, 1, 29, 23, 59))),
  ]);
});
afterAll(() => env.close());

const analytics = (user: TestUser, query = '?from=2020-03-01&to=2020-03-03', headers: Record<string, string> = {}) =>
  env.request('GET', `/operator/media_requests/analytics${query}`, { token: user.token, headers });

describe('GET /operator/media_requests/analytics', () => {
  it('sums the range by day and kind, workspace and status, with the median time to fulfil and the top files', async () => {
    const res = await analytics(demo.operator);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      from: '2020-03-01',
      to: '2020-03-03',
      total: 6,
      byDayAndKind: [
        { day: '2020-03-01', kind: 'captions', count: 2 },
        { day: '2020-03-02', kind: 'translation', count: 2 },
        { day: '2020-03-03', kind: 'audio_description', count: 1 },
        { day: '2020-03-03', kind: 'captions', count: 1 },
      ],
      byWorkspace: [
        { workspaceId: 'demo-university', workspaceName: 'Demo University', count: 5 },
        { workspaceId: 'other-co', workspaceName: 'Other Co', count: 1 },
      ],
      byStatus: [
        { status: 'fulfilled', count: 3 },
        { status: 'declined', count: 1 },
        { status: 'in_progress', count: 1 },
        { status: 'pending', count: 1 },
      ],
      medianTimeToFulfilMs: 4 * HOUR,
      topFiles: [
        { workspaceId: 'demo-university', fileId: 'popular', fileName: 'Popular lecture', count: 4 },
        { workspaceId: 'demo-university', fileId: 'quiet', fileName: '=HYPERLINK("x")', count: 1 },
        { workspaceId: 'other-co', fileId: 'other', fileName: 'Other file', count: 1 },
      ],
    } satisfies MediaRequestAnalytics);
  });

  it('answers an empty range with zeros and no median', async () => {
    const body = (await (
      await analytics(demo.operator, '?from=2019-01-01&to=2019-01-31')
    ).json()) as MediaRequestAnalytics;
    expect(body).toMatchObject({ total: 0, byDayAndKind: [], medianTimeToFulfilMs: null, topFiles: [] });
  });

  it('exports one CSV row per request, without addresses, with formulas defused', async () => {
    for (const res of [
      await analytics(demo.operator, '?from=2020-03-01&to=2020-03-03&format=csv'),
      await analytics(demo.operator, '?from=2020-03-01&to=2020-03-03', { Accept: 'text/csv' }),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('Content-Disposition')).toBe(
        'attachment; filename="media-requests-2020-03-01-to-2020-03-03.csv"',
      );
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'id,created_at,workspace_id,workspace_name,file_id,file_name,kind,language,status,fulfilled_at,hours_to_fulfil',
      );
      expect(lines).toHaveLength(7);
      expect(lines[1]).toBe(
        'r1,2020-03-01T12:00:00.000Z,demo-university,Demo University,popular,Popular lecture,captions,,fulfilled,2020-03-01T14:00:00.000Z,2.00',
      );
      expect(lines.find((l) => l.startsWith('r5,'))).toContain(`"'=HYPERLINK(""x"")"`);
      expect(lines.join('\n')).not.toContain('secret@example.com');
    }
  });

  it('is for operators only: workspace admins get 404', async () => {
    expect((await analytics(demo.admin)).status).toBe(404);
    expect((await analytics(demo.outsider, '?format=csv')).status).toBe(404);
  });

  it.each([
    ['?from=2020-03-05&to=2020-03-01', 'from: Must not be after to'],
    ['?from=2019-01-01&to=2020-03-01', 'to: At most 366 days at once'],
    ['?from=March', 'from: Use a date like 2026-11-22'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await analytics(demo.operator, query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
  });
});
