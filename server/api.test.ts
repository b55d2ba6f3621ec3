import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './testing/test-env';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
});
afterAll(() => env.close());

const FILE = '/embed/workspaces/demo-university/files/jfk-rice-moon-speech';
const correction = (note: string) =>
  JSON.stringify({
    trackId: 'jfk-rice-moon-speech-en-captions',
    cueId: 'c1',
    originalText: 'But why, some say, the Moon?',
    proposedText: 'But why, some say, the Moon!',
    note,
  });

describe('a body over the size limit', () => {
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    server = serve({ fetch: env.api.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers 413, and the next requests on the same kept-alive connection still work (Node fetch)', async () => {
    const big = await fetch(`${base}${FILE}/corrections`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: correction('x'.repeat(2 * 1024 * 1024)),
    });
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('payload_too_large');
    for (const round of [1, 2]) {
      const res = await fetch(`${base}/warmup`);
      expect(res.status, `request ${round} after the 413`).toBe(204);
    }
    const valid = await fetch(`${base}${FILE}/corrections`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' },
      body: correction('fine'),
    });
    expect(valid.status).toBe(201);
  });

  it.each([
    ['over the API-wide 1 MiB', 70_000],
    ["over a contribution's 16 KiB", 600],
  ])('answers 413 for a body %s on one socket and never reads the rest as a request', async (_, copies) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { method, agent, headers: { 'Content-Type': 'application/json' } });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end(body);
      });
    // A body that looks like requests: if the server read it as such, they would answer.
    const smuggled = 'GET /warmup HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(copies);
    expect(await send('POST', `${FILE}/corrections`, smuggled)).toEqual({ status: 413, connection: 'close' });
    expect((await send('GET', '/warmup')).status).toBe(204);
    expect((await send('GET', '/client-config')).status).toBe(200);
    agent.destroy();
  });
});

describe('text the database cannot hold', () => {
  it('answers NUL characters in a public JSON body with 400 naming the field', async () => {
    const res = await env.request('POST', `${FILE}/corrections`, {
      body: {
        trackId: 'jfk-rice-moon-speech-en-captions',
        cueId: 'c1',
        originalText: 'But why, some say, the Moon?',
        proposedText: 'The Moon\u0000?',
      },
      headers: { 'X-Forwarded-For': '192.0.2.78' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/^proposedText: /),
    });
  });

  it('answers NUL characters in a nested field of a signed-in call with 400 naming the path', async () => {
    const admin = await env.signIn('admin@demo.test');
    const cuesPut = await cuesPath(admin.token);
    const res = await env.request('PUT', cuesPut, {
      token: admin.token,
      body: {
        cues: [
          { id: 'a', startMs: 0, endMs: 1000, text: 'fine' },
          { id: 'b', startMs: 1000, endMs: 2000, text: 'bad\u0000' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/^cues\.1\.text: /),
    });
    const created = await env.request('POST', '/workspaces', { token: admin.token, body: { name: 'Nul\u0000 Inc' } });
    expect(created.status).toBe(400);
    expect((await created.json()).error.message).toMatch(/^name: /);
  });

  it.each(['application/json;', 'application/json; charset=utf-8; foo=bar', 'Application/JSON ; charset=UTF-8'])(
    'accepts or refuses Content-Type %j on JSON calls, never with a 500',
    async (contentType) => {
      const admin = await env.signIn('admin@demo.test');
      const res = await env.request('PUT', await cuesPath(admin.token), {
        token: admin.token,
        body: JSON.stringify({ cues: [{ id: 'a', startMs: 0, endMs: 1000, text: 'Hello' }] }),
        headers: { 'Content-Type': contentType },
      });
      expect([200, 400]).toContain(res.status);
      const correction = await env.request('POST', `${FILE}/corrections`, {
        body: JSON.stringify({
          trackId: 'jfk-rice-moon-speech-en-captions',
          cueId: 'c1',
          originalText: 'a',
          proposedText: 'b',
        }),
        headers: { 'Content-Type': contentType, 'X-Forwarded-For': '192.0.2.79' },
      });
      expect([201, 400]).toContain(correction.status);
    },
  );
});

/** The cues PUT of a track the admin may edit, found through the OpenAPI document so route moves do not break this. */
async function cuesPath(token: string): Promise<string> {
  const doc = (await (await env.request('GET', '/openapi.json')).json()) as { paths: Record<string, object> };
  const template = Object.keys(doc.paths).find((p) => p.endsWith('/cues') && 'put' in doc.paths[p]!)!;
  const files = await env.request('POST', '/files', {
    token,
    body: { workspaceId: 'demo-university', name: 'Nul.mp4' },
  });
  const file = ((await files.json()) as { file: { id: string } }).file;
  const tracks = await env.request('POST', `/files/${file.id}/tracks?workspaceId=demo-university`, {
    token,
    body: { language: 'en', kind: 'captions', label: 'English' },
  });
  const track = ((await tracks.json()) as { track: { id: string } }).track;
  const path = template
    .replace('{workspaceId}', 'demo-university')
    .replace('{fileId}', file.id)
    .replace('{trackId}', track.id);
  return template.includes('{workspaceId}') ? path : `${path}?workspaceId=demo-university`;
}
