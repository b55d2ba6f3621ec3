// The converter's interface to the page: backed by a Web Worker in the app, by plain calls in tests.
import type { ConvertedOutput, ConvertOptions, InputFile, InspectedFile } from './convert';
import { convertFiles, inspectFile } from './convert';

export interface ConverterApi {
  inspect(file: InputFile): Promise<InspectedFile>;
  convert(files: InputFile[], options: ConvertOptions, onProgress: (done: number) => void): Promise<ConvertedOutput>;
  /** Stops the work under way; its promises reject with `CancelledError`. */
  cancel(): void;
}

/** The rejection of work stopped by `cancel()`. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

export type WorkerRequest =
  | { id: number; kind: 'inspect'; file: InputFile }
  | { id: number; kind: 'convert'; files: InputFile[]; options: ConvertOptions };

export type WorkerResponse =
  | { id: number; kind: 'inspected'; result: InspectedFile }
  | { id: number; kind: 'progress'; done: number }
  | { id: number; kind: 'converted'; result: ConvertedOutput }
  | { id: number; kind: 'error'; message: string };

/** Runs the conversion on the calling thread (tests); synchronous work cannot be interrupted. */
export const inlineConverter: ConverterApi = {
  inspect: (file) => Promise.resolve(inspectFile(file)),
  convert: (files, options, onProgress) => Promise.resolve(convertFiles(files, options, onProgress)),
  cancel: () => {},
};

/** Runs the conversion in a Web Worker; files never leave the browser. Cancelling terminates the worker. */
export function workerConverter(createWorker: () => Worker): ConverterApi {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (value: never) => void; reject: (e: Error) => void; onProgress?: (done: number) => void }
  >();
  const stop = (reason: Error): void => {
    worker?.terminate();
    worker = undefined;
    for (const entry of pending.values()) entry.reject(reason);
    pending.clear();
  };
  const ensure = (): Worker => {
    if (worker) return worker;
    worker = createWorker();
    worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
      const message = event.data;
      const entry = pending.get(message.id);
      if (!entry) return;
      if (message.kind === 'progress') {
        entry.onProgress?.(message.done);
        return;
      }
      pending.delete(message.id);
      if (message.kind === 'error') entry.reject(new Error(message.message));
      else entry.resolve(message.result as never);
    };
    worker.onerror = (event) => stop(new Error(event.message || 'The converter stopped.'));
    return worker;
  };
  const request = <T>(message: WorkerRequest, onProgress?: (done: number) => void): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      pending.set(message.id, { resolve: resolve as (value: never) => void, reject, onProgress });
      ensure().postMessage(message);
    });
  return {
    inspect: (file) => request<InspectedFile>({ id: nextId++, kind: 'inspect', file }),
    convert: (files, options, onProgress) =>
      request<ConvertedOutput>({ id: nextId++, kind: 'convert', files, options }, onProgress),
    // A worker stuck in a hostile file cannot be interrupted, only terminated; the next call starts a new one.
    cancel: () => stop(new CancelledError()),
  };
}
