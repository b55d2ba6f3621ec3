import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
const demo: Record<'admin' | 'manager' | 'editor' | 'viewer' | 'outsider' | 'operator', TestUser> = {} as never;

beforeAll(async () => {
  env = await createTestEnv();
  await env.seed();
  const names = ['admin', 'manager', 'editor', 'viewer', 'outsider', 'operator'] as const;
  const signedIn = await Promise.all(names.map((name) => env.signIn(`${name}@demo.test`)));
  names.forEach((name, i) => (demo[name] = signedIn[i]!));
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

describe('files', () => {
  it.each(['admin', 'manager', 'editor', 'viewer', 'operator'] as const)(
    'lists the demo files to the %s',
    async (who) => {
      const res = await call('GET', `/files?${WS}`, who);
      expect(res.status).toBe(200);
      const ids = (await res.json()).files.map((f: { id: string }) => f.id);
      expect(ids).toEqual(
        expect.arrayContaining([
          'jfk-rice-moon-speech',
          'apollo-11-eagle-has-landed',
          'gettysburg-address',
          'fdr-first-inaugural',
        ]),
      );
      expect(ids).not.toContain('other-constitution-preamble');
    },
  );

  it('answers a non-member with 404', async () => {
    expect((await call('GET', `/files?${WS}`, 'outsider')).status).toBe(404);
  });

  it('lets managers create, change and delete a file', async () => {
    const file = await newFile();
    const patched = await call('PATCH', `/files/${file.id}?${WS}`, 'admin', {
      name: 'Lecture 2.mp4',
      embeddable: true,
      media: { type: 'platform', platformType: 'youtube', videoId: 'abc123' },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).file).toMatchObject({
      name: 'Lecture 2.mp4',
      embeddable: true,
      media: { platformType: 'youtube' },
    });
    const detail = await call('GET', `/files/${file.id}?${WS}`, 'viewer');
    expect((await detail.json()).file.name).toBe('Lecture 2.mp4');
    expect((await call('DELETE', `/files/${file.id}?${WS}`, 'manager')).status).toBe(204);
    expect((await call('GET', `/files/${file.id}?${WS}`, 'admin')).status).toBe(404);
  });

  it.each(['editor', 'viewer'] as const)('forbids the %s to create, change or delete files', async (who) => {
    expect((await call('POST', '/files', who, { workspaceId: 'demo-university', name: 'x' })).status).toBe(403);
    expect((await call('PATCH', `/files/gettysburg-address?${WS}`, who, { name: 'x' })).status).toBe(403);
    expect((await call('DELETE', `/files/gettysburg-address?${WS}`, who)).status).toBe(403);
  });

  it("never reaches another workspace's file", async () => {
    const res = await call('PATCH', `/files/other-constitution-preamble?${WS}`, 'admin', { name: 'mine' });
    expect(res.status).toBe(404);
  });

  it('seeds the demo media only once', async () => {
    const before = (await (await call('GET', `/files?${WS}`, 'admin')).json()).files.length;
    await env.seed();
    expect((await (await call('GET', `/files?${WS}`, 'admin')).json()).files).toHaveLength(before);
  });

  it('shows a file with its tracks', async () => {
    const res = await call('GET', `/files/jfk-rice-moon-speech?${WS}`, 'viewer');
    const { tracks } = await res.json();
    expect(tracks).toHaveLength(4);
  });
});

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

describe('showcases', () => {
  it.each(['admin', 'manager', 'editor', 'viewer', 'operator'] as const)(
    'lists the showcases to the %s',
    async (who) => {
      const res = await call('GET', `/showcases?${WS}`, who);
      expect(res.status).toBe(200);
      const { showcases } = await res.json();
      expect(showcases.map((s: { id: string; title: string; published: boolean }) => [s.id, s.published])).toEqual(
        expect.arrayContaining([
          ['welcome-week', true],
          ['draft-orientation', false],
        ]),
      );
    },
  );

  it('lets managers create, change, reorder, publish, unpublish and delete a showcase', async () => {
    const created = await call('POST', '/showcases', 'manager', {
      workspaceId: 'demo-university',
      title: 'Term 2',
      fileIds: ['gettysburg-address', 'fdr-first-inaugural'],
      options: { downloads: true },
    });
    expect(created.status).toBe(201);
    const { showcase } = await created.json();
    expect(showcase).toMatchObject({ title: 'Term 2', published: false, options: { downloads: true, search: true } });
    const base = `/showcases/${showcase.id}`;
    const embed = `/embed/workspaces/demo-university/showcases/${showcase.id}`;
    expect((await env.request('GET', embed)).status).toBe(404);

    const reordered = await call('PUT', `${base}/files?${WS}`, 'admin', {
      fileIds: ['fdr-first-inaugural', 'gettysburg-address'],
    });
    expect((await reordered.json()).showcase.fileIds).toEqual(['fdr-first-inaugural', 'gettysburg-address']);
    const patched = await call('PATCH', `${base}?${WS}`, 'manager', {
      title: 'Term two',
      options: { accentColor: '#aa0000' },
    });
    expect((await patched.json()).showcase).toMatchObject({
      title: 'Term two',
      options: { accentColor: '#aa0000', downloads: true },
    });

    expect((await call('POST', `${base}/publish?${WS}`, 'manager')).status).toBe(200);
    const live = await env.request('GET', embed);
    expect(live.status).toBe(200);
    expect((await live.json()).files.map((f: { id: string }) => f.id)).toEqual([
      'fdr-first-inaugural',
      'gettysburg-address',
    ]);
    expect((await call('POST', `${base}/unpublish?${WS}`, 'manager')).status).toBe(200);
    expect((await env.request('GET', embed)).status).toBe(404);
    expect((await call('DELETE', `${base}?${WS}`, 'manager')).status).toBe(204);
    expect((await call('GET', `${base}?${WS}`, 'manager')).status).toBe(404);
  });

  it('refuses files of another workspace in a showcase', async () => {
    const res = await call('PUT', `/showcases/draft-orientation/files?${WS}`, 'admin', {
      fileIds: ['other-constitution-preamble'],
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      'fileIds: No such file in this workspace: other-constitution-preamble',
    );
  });

  it.each(['editor', 'viewer'] as const)('forbids the %s to manage showcases', async (who) => {
    expect((await call('POST', '/showcases', who, { workspaceId: 'demo-university', title: 'x' })).status).toBe(403);
    expect((await call('POST', `/showcases/draft-orientation/publish?${WS}`, who)).status).toBe(403);
    expect((await call('DELETE', `/showcases/draft-orientation?${WS}`, who)).status).toBe(403);
  });

  it('answers a non-member with 404', async () => {
    expect((await call('GET', `/showcases?${WS}`, 'outsider')).status).toBe(404);
    expect((await call('POST', `/showcases/welcome-week/unpublish?${WS}`, 'outsider')).status).toBe(404);
  });
});
