import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@shared/schemas/jobs';
import { addUploadedFile, fileRow, jobEnd, makeMedia } from '../jobs/job-test-helpers';
import { fileStorageKey } from '../storage/storage';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

const W = 'demo-university';
let env: TestEnv;
let people: Record<DemoAccount, TestUser>;
let dir: string;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  people = await env.signInDemoAccounts();
  dir = await mkdtemp(path.join(tmpdir(), 'jobs-routes-test-'));
  await env.jobs.registerHandler('hold', async ({ signal, reportProgress }) => {
    await reportProgress('waiting', 0.25);
    // Runs until cancelled.
    await new Promise<void>((_resolve, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
    return {};
  });
});
afterAll(async () => {
  await env.close();
  await rm(dir, { recursive: true, force: true });
});

const json = async <T>(res: Response) => (await res.json()) as T;
const holdJob = async (fileId: string | null = null) =>
  (await env.jobs.enqueue(env.database.db, { workspaceId: W, fileId, kind: 'hold', input: { at: Date.now() } })).job;

/** Reads a streamed response's Server-Sent Events: `until` answers the first event it accepts, null at the end. */
function eventReader(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    reader,
    async until(accept: (event: { event: string; data: string }) => boolean) {
      for (;;) {
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? (block.startsWith(':') ? 'comment' : 'message');
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? block;
          if (accept({ event, data })) return { event, data };
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value, { stream: true });
      }
    },
  };
}

describe('job calls', () => {
  it("list a workspace's jobs (newest first, by file) and one job to every member, and nothing to outsiders", async () => {
    const wav = await makeMedia(dir, 'list.wav', ['-f', 'lavfi', '-i', 'sine=duration=0.5']);
    const fileId = await addUploadedFile(env, W, wav, 'audio/wav');
    const media = await env.jobs.startMediaProcessing(W, fileId);
    await jobEnd(env, W, media.id);
    const other = await holdJob();

    const all = await json<{ jobs: Job[] }>(
      await env.request('GET', `/workspaces/${W}/jobs`, { token: people.viewer.token }),
    );
    const ids = all.jobs.map((j) => j.id);
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(media.id));
    const ofFile = await json<{ jobs: Job[] }>(
      await env.request('GET', `/workspaces/${W}/jobs?fileId=${fileId}`, { token: people.editor.token }),
    );
    expect(ofFile.jobs.map((j) => [j.id, j.kind, j.state])).toEqual([[media.id, 'media', 'succeeded']]);
    const one = await env.request('GET', `/workspaces/${W}/jobs/${media.id}`, { token: people.viewer.token });
    expect(one.status).toBe(200);
    expect(await json<Job>(one)).toMatchObject({ id: media.id, fileId, progress: 1, step: 'peaks' });

    for (const url of [`/workspaces/${W}/jobs`, `/workspaces/${W}/jobs/${media.id}`]) {
      const res = await env.request('GET', url, { token: people.outsider.token });
      expect(res.status).toBe(404);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('not_found');
    }
    // The outsider's own workspace does not show this one's job either.
    expect(
      (await env.request('GET', `/workspaces/other-co/jobs/${media.id}`, { token: people.outsider.token })).status,
    ).toBe(404);
    expect(
      (await env.request('GET', `/workspaces/${W}/jobs/not%20an%20id`, { token: people.viewer.token })).status,
    ).toBe(400);
    expect((await env.request('GET', `/workspaces/${W}/jobs`)).status).toBe(401);
    await env.jobs.cancel(W, other.id);
  });

  it('cancel a running job for admins and content managers only, and say 409 once it has ended', async () => {
    const job = await holdJob();
    for (const who of ['viewer', 'editor'] as const) {
      const res = await env.request('POST', `/workspaces/${W}/jobs/${job.id}/cancel`, { token: people[who].token });
      expect(res.status).toBe(403);
    }
    const res = await env.request('POST', `/workspaces/${W}/jobs/${job.id}/cancel`, { token: people.manager.token });
    expect(res.status).toBe(200);
    expect(await json<Job>(res)).toMatchObject({ id: job.id, state: 'cancelled' });
    expect((await jobEnd(env, W, job.id)).state).toBe('cancelled');
    const again = await env.request('POST', `/workspaces/${W}/jobs/${job.id}/cancel`, { token: people.admin.token });
    expect(again.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(again)).error).toEqual({
      code: 'conflict',
      message: 'The job has already ended (cancelled)',
    });
  });

  it("retry a failed file's processing (managers only), and refuse to re-run one that is ready", async () => {
    const broken = path.join(dir, 'broken.wav');
    await writeFile(broken, 'not audio at all');
    const fileId = await addUploadedFile(env, W, broken, 'audio/wav');
    expect((await jobEnd(env, W, (await env.jobs.startMediaProcessing(W, fileId)).id)).state).toBe('failed');
    expect((await fileRow(env, fileId))?.status).toBe('failed');

    const url = `/workspaces/${W}/files/${fileId}/retry`;
    expect((await env.request('POST', url, { token: people.viewer.token })).status).toBe(403);
    expect((await env.request('POST', url, { token: people.outsider.token })).status).toBe(404);
    // The member replaced the bytes meanwhile (here: straight into storage); the retry processes them.
    const good = await makeMedia(dir, 'good.wav', ['-f', 'lavfi', '-i', 'sine=duration=0.5']);
    await env.storage.put(fileStorageKey(W, fileId, 'original'), await readFile(good), 'audio/wav');
    const res = await env.request('POST', url, { token: people.manager.token });
    expect(res.status).toBe(202);
    const { job } = await json<{ job: Job }>(res);
    expect(job).toMatchObject({ kind: 'media', fileId, state: 'queued' });
    expect((await jobEnd(env, W, job.id)).state).toBe('succeeded');
    expect(await fileRow(env, fileId)).toMatchObject({ status: 'ready', error: null, durationMs: 500 });

    const again = await env.request('POST', url, { token: people.admin.token });
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe(
      'Only a file whose processing failed can be retried; this one is ready',
    );
    expect(
      (await env.request('POST', `/workspaces/${W}/files/nosuchfile/retry`, { token: people.admin.token })).status,
    ).toBe(404);
  });
});

describe('the event stream', () => {
  it('delivers job and file events of the workspace to a member with a bearer token', async () => {
    const res = await env.request('GET', `/workspaces/${W}/events`, { token: people.viewer.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = eventReader(res);
    await events.until((e) => e.event === 'comment' && e.data.includes('connected'));

    const wav = await makeMedia(dir, 'events.wav', ['-f', 'lavfi', '-i', 'sine=duration=0.5']);
    const fileId = await addUploadedFile(env, W, wav, 'audio/wav');
    const job = await env.jobs.startMediaProcessing(W, fileId);
    const seen: { event: string; data: string }[] = [];
    await events.until((e) => {
      seen.push(e);
      return e.event === 'job' && (JSON.parse(e.data) as Job).state === 'succeeded';
    });
    await events.reader.cancel();
    const jobEvents = seen.filter((e) => e.event === 'job').map((e) => JSON.parse(e.data) as Job);
    expect(jobEvents.some((j) => j.id === job.id && j.state === 'running')).toBe(true);
    expect(jobEvents.at(-1)).toMatchObject({ id: job.id, state: 'succeeded' });
    const fileEvents = seen.filter((e) => e.event === 'file').map((e) => JSON.parse(e.data) as unknown);
    expect(fileEvents).toEqual(
      ['uploading', 'queued', 'processing', 'ready'].map((status) => ({ id: fileId, status })),
    );
  });

  it('accepts the media session cookie, refuses outsiders, and ends when the server stops', async () => {
    const sync = await env.request('POST', '/session', { token: people.editor.token });
    expect(sync.status).toBe(204);
    const cookie = /media_access_session=[^;]+/.exec(sync.headers.get('set-cookie') ?? '')![0];
    const res = await env.request('GET', `/workspaces/${W}/events`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    const events = eventReader(res);
    await events.until((e) => e.event === 'comment' && e.data.includes('connected'));

    expect((await env.request('GET', `/workspaces/${W}/events`, { token: people.outsider.token })).status).toBe(404);
    expect(
      (await env.request('GET', `/workspaces/${W}/events`, { headers: { Cookie: 'media_access_session=forged' } }))
        .status,
    ).toBe(401);
    expect((await env.request('GET', `/workspaces/${W}/events`)).status).toBe(401);

    // What SIGTERM does first: every open stream ends, so the HTTP server can close.
    env.jobs.endSubscriptions();
    expect(await events.until(() => false)).toBeNull();
  });
});
