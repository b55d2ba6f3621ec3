import { describe, expect, it, vi } from 'vitest';
import { CancelledError, workerConverter } from './converter-api';

function fakeWorker() {
  return { postMessage: vi.fn(), terminate: vi.fn(), onmessage: null, onerror: null } as unknown as Worker & {
    postMessage: ReturnType<typeof vi.fn>;
    terminate: ReturnType<typeof vi.fn>;
  };
}

describe('workerConverter', () => {
  it('cancel terminates the busy worker, rejects its work, and the next call starts a fresh worker', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const api = workerConverter(() => {
      const worker = fakeWorker();
      workers.push(worker);
      return worker;
    });
    const file = { name: 'a.srt', bytes: new Uint8Array([49]) };
    const stuck = api.convert([file], { target: 'webvtt' }, () => {});
    const inspecting = api.inspect(file);
    expect(workers).toHaveLength(1);
    api.cancel();
    await expect(stuck).rejects.toBeInstanceOf(CancelledError);
    await expect(inspecting).rejects.toBeInstanceOf(CancelledError);
    expect(workers[0]?.terminate).toHaveBeenCalledTimes(1);

    const next = api.inspect(file);
    expect(workers).toHaveLength(2);
    const worker = workers[1] as Worker;
    const request = (workers[1]?.postMessage.mock.calls[0]?.[0] ?? {}) as { id: number };
    const result = { name: 'a.srt', cueCount: 0, preview: [], warnings: [] };
    worker.onmessage?.({ data: { id: request.id, kind: 'inspected', result } } as MessageEvent);
    await expect(next).resolves.toEqual(result);
  });
});
