// Exporting a track as a caption file through the API (issue 34's quickstart downloads the VTT this way).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type DemoAccount, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let demo: Record<DemoAccount, TestUser>;
const W = 'demo-university';
const FILE = 'fdr-first-inaugural';
const TRACK = 'fdr-first-inaugural-en-captions';
const path = (query: string) => `/files/${FILE}/tracks/${TRACK}/export?${query}`;
const get = (who: DemoAccount, query: string) => env.request('GET', path(query), { token: demo[who].token });

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  demo = await env.signInDemoAccounts();
});
afterAll(() => env?.close());

describe('GET /files/{fileId}/tracks/{trackId}/export', () => {
  it('answers WebVTT by default, named after the file, to any member', async () => {
    const res = await get('viewer', `workspaceId=${W}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vtt;charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''.+\.en\.captions\.vtt$/);
    const text = await res.text();
    expect(text.startsWith('WEBVTT')).toBe(true);
    expect(text).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}/);
  });

  it('writes the other formats asked for', async () => {
    const srt = await get('editor', `workspaceId=${W}&format=srt`);
    expect(srt.headers.get('content-type')).toBe('application/x-subrip;charset=utf-8');
    expect(await srt.text()).toMatch(/^1\r?\n\d\d:\d\d:\d\d,\d{3} --> /);
    const ttml = await get('editor', `workspaceId=${W}&format=ttml`);
    expect(await ttml.text()).toContain('<tt ');
  });

  it('refuses an unknown format with 400, and other workspaces and unknown tracks with 404', async () => {
    const bad = await get('viewer', `workspaceId=${W}&format=docx`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    expect((await get('outsider', `workspaceId=${W}`)).status).toBe(404);
    expect((await get('outsider', `workspaceId=other-co`)).status).toBe(404);
    const unknown = await env.request('GET', `/files/${FILE}/tracks/nope/export?workspaceId=${W}`, {
      token: demo.viewer.token,
    });
    expect(unknown.status).toBe(404);
  });
});
