import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_ID_HEADER, uploaderFor } from './uploader';

type TusOptions = {
  endpoint: string;
  allowedMetaFields: string[];
  onBeforeRequest: (request: { setHeader: (name: string, value: string) => void }) => Promise<void>;
  onAfterResponse: (request: unknown, response: { getHeader: (name: string) => string | undefined }) => void;
};

let workspace = 0;
/** A fresh workspace id per test: uploaders live for the page, one per workspace. */
const nextWorkspace = () => `ws-${++workspace}`;
const created: { uppy: { destroy: () => void } }[] = [];

function uploader(getIdToken = vi.fn(async () => 'token-1')) {
  const entry = uploaderFor(nextWorkspace(), getIdToken);
  created.push(entry);
  const tus = entry.uppy.getPlugin('Tus') as unknown as { opts: TusOptions };
  return { ...entry, tus: tus.opts, getIdToken };
}

afterEach(() => {
  for (const entry of created.splice(0)) entry.uppy.destroy();
});

describe('the uploader', () => {
  it('sends tus requests to /api/uploads with the current ID token on every one', async () => {
    const getIdToken = vi.fn().mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    const { tus } = uploader(getIdToken);
    expect(tus.endpoint).toBe('/api/uploads');
    const first = { setHeader: vi.fn() };
    const second = { setHeader: vi.fn() };
    await tus.onBeforeRequest(first);
    await tus.onBeforeRequest(second);
    expect(first.setHeader).toHaveBeenCalledWith('Authorization', 'Bearer token-1');
    // A refreshed token is used as soon as Firebase has it.
    expect(second.setHeader).toHaveBeenCalledWith('Authorization', 'Bearer token-2');
  });

  it('describes each file with workspaceId, filename and filetype and sends nothing else as metadata', () => {
    const { uppy, tus } = uploader();
    const id = uppy.addFile({ name: 'talk.wav', type: 'audio/wav', data: new Blob(['RIFF'], { type: 'audio/wav' }) });
    expect(uppy.getFile(id).meta).toMatchObject({ filename: 'talk.wav', filetype: 'audio/wav' });
    expect(uppy.getFile(id).meta.workspaceId).toMatch(/^ws-/);
    expect(tus.allowedMetaFields).toEqual(['workspaceId', 'filename', 'filetype']);
  });

  it('refuses files that are not audio or video before uploading', () => {
    const { uppy } = uploader();
    expect(() =>
      uppy.addFile({
        name: 'notes.pdf',
        type: 'application/pdf',
        data: new Blob(['%PDF'], { type: 'application/pdf' }),
      }),
    ).toThrow();
    expect(uppy.getFiles()).toHaveLength(0);
  });

  it('tells listeners once about each new file id the server names', () => {
    const { listeners, tus } = uploader();
    const listener = vi.fn();
    listeners.add(listener);
    const response = (id: string | undefined) => ({
      getHeader: (name: string) => (name === FILE_ID_HEADER ? id : undefined),
    });
    tus.onAfterResponse({}, response('file-1'));
    tus.onAfterResponse({}, response('file-1')); // a PATCH of the same upload
    tus.onAfterResponse({}, response(undefined));
    tus.onAfterResponse({}, response('file-2'));
    expect(listener.mock.calls).toEqual([['file-1'], ['file-2']]);
  });
});

describe('a refused upload', () => {
  it('shows the API’s own message, which says what to do, instead of tus’s technical one', () => {
    const { uppy } = uploader();
    const id = uppy.addFile({ name: 'talk.wav', type: 'audio/wav', data: new Blob(['RIFF'], { type: 'audio/wav' }) });
    const message =
      "This upload (2 GiB) would take the workspace past the Free plan's 5 GiB of storage (4 GiB used). Choose Starter or a bigger plan in Settings → Plan (it applies from 1 December), or delete files you no longer need.";
    const error = Object.assign(new Error('tus: unexpected response while creating upload, response code: 402'), {
      originalResponse: { getBody: () => JSON.stringify({ error: { code: 'plan_limit', message } }) },
    });
    uppy.emit('upload-error', uppy.getFile(id), error, undefined);
    expect(uppy.getFile(id).error).toBe(message);
  });
});
