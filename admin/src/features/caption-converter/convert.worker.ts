// Web Worker: parses and converts caption files off the main thread so the page stays responsive.
import { convertFiles, inspectFile } from './lib/convert';
import type { WorkerRequest, WorkerResponse } from './lib/converter-api';

const post = (message: WorkerResponse, transfer: Transferable[] = []): void =>
  (self as unknown as Worker).postMessage(message, transfer);

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.kind === 'inspect') {
      post({ id: request.id, kind: 'inspected', result: inspectFile(request.file) });
    } else {
      const result = convertFiles(request.files, request.options, (done) =>
        post({ id: request.id, kind: 'progress', done }),
      );
      post({ id: request.id, kind: 'converted', result }, [result.bytes.buffer as ArrayBuffer]);
    }
  } catch (e) {
    post({ id: request.id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
