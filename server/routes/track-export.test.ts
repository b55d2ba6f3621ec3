// Exporting a track as a caption file through the API (issue 34's quickstart downloads the VTT this way).
import { readCaptions } from '@shared/captions/api';
import { validateDapt } from '@shared/captions/dapt-validate';
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

  it('writes a descriptions track as a valid W3C DAPT audio description script, and captions as a transcript', async () => {
    const moon = (track: string, format: string) =>
      env.request('GET', `/files/jfk-rice-moon-speech/tracks/${track}/export?workspaceId=${W}&format=${format}`, {
        token: demo.viewer.token,
      });
    const res = await moon('jfk-rice-moon-speech-en-descriptions', 'dapt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/ttml+xml;charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/\.en\.descriptions\.dapt\.ttml$/);
    const dapt = await res.text();
    expect(validateDapt(dapt)).toEqual([]);
    expect(dapt).toContain('daptm:scriptRepresents="visual.nonText"');
    const vtt = await (await moon('jfk-rice-moon-speech-en-descriptions', 'webvtt')).text();
    const fromDapt = readCaptions(dapt).track.cues;
    expect(fromDapt).toHaveLength(4);
    expect(fromDapt.map((c) => [c.startMs, c.endMs, c.text])).toEqual(
      readCaptions(vtt).track.cues.map((c) => [c.startMs, c.endMs, c.text]),
    );
    const captions = await (await moon('jfk-rice-moon-speech-en-captions', 'dapt')).text();
    expect(validateDapt(captions)).toEqual([]);
    expect(captions).toContain('daptm:scriptType="originalTranscript"');
    expect(captions).toContain('daptm:scriptRepresents="audio.dialogue audio.nonDialogueSounds"');
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
