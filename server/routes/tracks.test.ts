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

async function newFile(name = 'Lecture.mp4') {
  const res = await call('POST', '/files', 'manager', { workspaceId: 'demo-university', name });
  expect(res.status).toBe(201);
  return (await res.json()).file as { id: string };
}

async function newTrack(fileId: string, language = 'en') {
  const res = await call('POST', `/files/${fileId}/tracks?${WS}`, 'manager', {
    language,
    kind: 'captions',
    label: 'English',
  });
  expect(res.status).toBe(201);
  return (await res.json()).track as { id: string };
}

describe('track cues', () => {
  it('replaces cues from JSON and bumps the version; editors may, viewers may not', async () => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const path = `/files/${file.id}/tracks/${track.id}/cues?${WS}`;
    const cues = [
      { id: 'a', startMs: 0, endMs: 1500, text: 'Hello there', speaker: 'Ada' },
      { id: 'b', startMs: 1500, endMs: 3000, text: 'General greetings' },
    ];
    const put = await call('PUT', path, 'editor', { cues });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id: track.id, version: 2, cues });
    expect((await call('PUT', path, 'viewer', { cues })).status).toBe(403);
    const read = await call('GET', path, 'viewer');
    expect(await read.json()).toMatchObject({ version: 2, cues });
  });

  it('rejects duplicate ids and cues that end before they start', async () => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const path = `/files/${file.id}/tracks/${track.id}/cues?${WS}`;
    const duplicate = await call('PUT', path, 'manager', {
      cues: [
        { id: 'a', startMs: 0, endMs: 1, text: 'x' },
        { id: 'a', startMs: 1, endMs: 2, text: 'y' },
      ],
    });
    expect(duplicate.status).toBe(400);
    const backwards = await call('PUT', path, 'manager', { cues: [{ id: 'a', startMs: 5, endMs: 1, text: 'x' }] });
    expect(backwards.status).toBe(400);
  });

  it('accepts a WebVTT body and numbers cues without ids', async () => {
    const file = await newFile();
    const track = await newTrack(file.id, 'es');
    const vtt =
      'WEBVTT\n\n00:00.000 --> 00:02.000\n<v Ana>Hola a todos\n\nsecond\n00:02.000 --> 00:04.500\nBienvenidos\n';
    const res = await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'manager', vtt, {
      'Content-Type': 'text/vtt; charset=utf-8',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).cues).toEqual([
      { id: 'c1', startMs: 0, endMs: 2000, text: 'Hola a todos', speaker: 'Ana' },
      { id: 'second', startMs: 2000, endMs: 4500, text: 'Bienvenidos' },
    ]);
  });

  it('rejects broken WebVTT with 400 naming the line', async () => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\nfine\n\n00:0x.000 --> nonsense\nbroken\n';
    const res = await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'manager', vtt, {
      'Content-Type': 'text/vtt',
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toMatch(/^WebVTT line 6: /);
    expect(error.details[0].line).toBe(6);
  });

  it('keeps search in step with edited text', async () => {
    const search = (q: string) =>
      env.request('GET', `/embed/workspaces/demo-university/showcases/welcome-week/search?q=${q}`);
    const captions = `/files/gettysburg-address/tracks/gettysburg-address-en-captions/cues?${WS}`;
    expect((await (await search('score')).json()).hits).toHaveLength(1);
    const current = (await (await call('GET', captions, 'editor')).json()).cues as { text: string }[];
    const edited = current.map((c) => ({ ...c, text: c.text.replace('score', 'dozen') }));
    expect((await call('PUT', captions, 'editor', { cues: edited })).status).toBe(200);
    expect((await (await search('score')).json()).hits).toHaveLength(0);
    expect((await (await search('dozen')).json()).hits).toHaveLength(1);
  });

  it('lets managers add and delete tracks; editors may not', async () => {
    const file = await newFile();
    expect(
      (await call('POST', `/files/${file.id}/tracks?${WS}`, 'editor', { language: 'en', kind: 'captions', label: 'x' }))
        .status,
    ).toBe(403);
    const track = await newTrack(file.id);
    expect((await call('DELETE', `/files/${file.id}/tracks/${track.id}?${WS}`, 'editor')).status).toBe(403);
    expect((await call('DELETE', `/files/${file.id}/tracks/${track.id}?${WS}`, 'manager')).status).toBe(204);
    expect((await call('GET', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'manager')).status).toBe(404);
  });
});

describe('cue times', () => {
  it.each([
    ['startMs', { startMs: 2_147_483_648, endMs: 2_147_483_649 }],
    ['endMs', { startMs: 0, endMs: 2_147_483_648 }],
  ])('refuses a cue %s beyond its column with 400 naming the field', async (field, times) => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const res = await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'manager', {
      cues: [{ id: 'a', text: 'x', ...times }],
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toMatch(new RegExp(`^cues\\.0\\.${field}: `));
  });

  it('refuses a WebVTT cue beyond the column range with 400, not 500', async () => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const vtt = 'WEBVTT\n\n999:00:00.000 --> 999:00:01.000\nfar away\n';
    const res = await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'manager', vtt, {
      'Content-Type': 'text/vtt',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_error');
  });
});

describe('concurrent cue replacements', () => {
  it('run one after the other: both succeed and the version rises by two', async () => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const path = `/files/${file.id}/tracks/${track.id}/cues?${WS}`;
    const cues = (text: string) => [
      { id: 'a', startMs: 0, endMs: 1000, text },
      { id: 'b', startMs: 1000, endMs: 2000, text },
    ];
    env.alignTransactions(2);
    const answers = await Promise.all([
      call('PUT', path, 'manager', { cues: cues('first') }),
      call('PUT', path, 'editor', { cues: cues('second') }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const read = await (await call('GET', path, 'viewer')).json();
    expect(read.version).toBe(3);
    expect(read.cues).toHaveLength(2);
  });
});

describe('untimed transcripts', () => {
  it('keep plain text as untimed cues, hidden from embeds until cues with times arrive', async () => {
    const file = await newFile('Interview.mp3');
    const patched = await call('PATCH', `/files/${file.id}?${WS}`, 'manager', { embeddable: true });
    expect(patched.status).toBe(200);
    const track = await newTrack(file.id);
    const text = 'Welcome to the show.\nToday we talk\nabout captions.\n\nThank you for listening.';
    const put = await call('PUT', `/files/${file.id}/tracks/${track.id}/transcript?${WS}`, 'editor', { text });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      timed: false,
      version: 2,
      cues: [
        { id: 'p1', startMs: 0, endMs: 0, text: 'Welcome to the show. Today we talk about captions.' },
        { id: 'p2', startMs: 0, endMs: 0, text: 'Thank you for listening.' },
      ],
    });

    const embedFile = `/embed/workspaces/demo-university/files/${file.id}`;
    const embedTrack = `${embedFile}/tracks/${track.id}`;
    expect((await (await env.request('GET', embedFile)).json()).tracks).toEqual([]);
    expect((await env.request('GET', embedTrack)).status).toBe(404);

    const timed = await call('PUT', `/files/${file.id}/tracks/${track.id}/cues?${WS}`, 'editor', {
      cues: [{ id: 'p1', startMs: 0, endMs: 2000, text: 'Welcome to the show.' }],
    });
    expect(await timed.json()).toMatchObject({ timed: true, version: 3 });
    expect((await (await env.request('GET', embedFile)).json()).tracks).toMatchObject([{ id: track.id }]);
    expect((await env.request('GET', embedTrack)).status).toBe(200);
  });

  it('refuses an empty transcript and viewers', async () => {
    const file = await newFile();
    const track = await newTrack(file.id);
    const path = `/files/${file.id}/tracks/${track.id}/transcript?${WS}`;
    const empty = await call('PUT', path, 'manager', { text: ' \n ' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.code).toBe('validation_error');
    expect((await call('PUT', path, 'viewer', { text: 'Hello' })).status).toBe(403);
  });
});
