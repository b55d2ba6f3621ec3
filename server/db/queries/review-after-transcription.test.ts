// The loop a finished machine transcription closes (issue 13): a review assignment when the workspace asks for one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Assignment } from '@shared/schemas/assignments';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../../testing/test-env';
import { reviewAssignmentAfterTranscription } from './review-after-transcription';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'gettysburg-address';
const track = { id: 'machine-track', label: 'en-US (machine, pocketsphinx)' };

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env.close());

const assignmentsOfFile = async () =>
  (
    (await (
      await env.request('GET', `/assignments?workspaceId=${W}&fileId=${FILE}`, { token: demo.manager.token })
    ).json()) as { assignments: Assignment[] }
  ).assignments.filter((a) => a.type === 'transcription_edit');

const setReview = async (on: boolean) => {
  const res = await env.request('PATCH', `/workspaces/${W}/settings`, {
    token: demo.admin.token,
    body: { reviewFinishedTranscriptions: on },
  });
  expect(res.status).toBe(200);
};

describe('reviewAssignmentAfterTranscription', () => {
  it('creates nothing while the workspace setting is off (the default)', async () => {
    const before = await assignmentsOfFile();
    expect(await reviewAssignmentAfterTranscription(env.database.db, { workspaceId: W, fileId: FILE, track })).toBe(
      null,
    );
    expect(await assignmentsOfFile()).toEqual(before);
  });

  it('creates a pending transcription_edit assignment on the file, naming the track, once the setting is on', async () => {
    await setReview(true);
    const before = await assignmentsOfFile();
    const id = await reviewAssignmentAfterTranscription(env.database.db, { workspaceId: W, fileId: FILE, track });
    const after = await assignmentsOfFile();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((a) => a.id === id)).toMatchObject({
      fileId: FILE,
      type: 'transcription_edit',
      status: 'pending',
      title: 'Review the machine transcription',
      description: expect.stringContaining('en-US (machine, pocketsphinx)'),
      createdBy: 'media-access',
    });
    await setReview(false);
  });
});
