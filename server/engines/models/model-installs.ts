import type { ModelInstall } from '@shared/schemas/whisper-models';
import type { OutboundFetch } from '../../outbound/outbound-fetch';
import { downloadModel } from './model-download';
import type { WhisperModelEntry } from './whisper-catalogue';

export interface ModelInstallsOptions {
  dir: string;
  source: string;
  fetch: OutboundFetch;
  freeBytes?: (dir: string) => Promise<number>;
  log?: (line: string) => void;
}

/**
 * Downloads started from the operator's Engines page, run in this process (a model belongs to this machine's
 * DATA_DIR, not to a workspace, so it is not a job that any worker could take). Progress lives in memory: after a
 * restart the `.partial` file remains and the next install resumes it.
 */
export interface ModelInstalls {
  /** Starts a download (or answers the one running); rejects with a ModelError when it cannot start (disk, lock). */
  start(entry: WhisperModelEntry): Promise<ModelInstall>;
  /** The running or failed download of a model, or null (installed models have none). */
  status(name: string): ModelInstall | null;
  /** Stops a running download and waits until it has let go of its files. */
  stop(name: string): Promise<boolean>;
}

export function createModelInstalls(options: ModelInstallsOptions): ModelInstalls {
  const runs = new Map<string, { install: ModelInstall; controller: AbortController; done: Promise<unknown> }>();
  const log = options.log ?? (() => {});

  return {
    start(entry) {
      const running = runs.get(entry.name);
      if (running && running.install.state !== 'failed') return Promise.resolve({ ...running.install });
      const install: ModelInstall = { state: 'downloading', receivedBytes: 0, totalBytes: entry.bytes, error: null };
      const controller = new AbortController();
      return new Promise<ModelInstall>((resolve, reject) => {
        let started = false;
        const done = downloadModel({
          entry,
          dir: options.dir,
          source: options.source,
          fetch: options.fetch,
          freeBytes: options.freeBytes,
          signal: controller.signal,
          onStarted: () => {
            started = true;
            runs.set(entry.name, { install, controller, done });
            resolve({ ...install });
          },
          onProgress: (progress) => Object.assign(install, progress),
        }).then(
          () => {
            if (runs.get(entry.name)?.install === install) runs.delete(entry.name);
            log(`Engines: whisper model ${entry.name} installed`);
          },
          (error: Error) => {
            if (!started) return reject(error);
            if (controller.signal.aborted) return;
            Object.assign(install, { state: 'failed', error: error.message });
            log(`Engines: installing whisper model ${entry.name} failed: ${error.message}`);
          },
        );
      });
    },
    status: (name) => {
      const run = runs.get(name);
      return run ? { ...run.install } : null;
    },
    async stop(name) {
      const run = runs.get(name);
      if (!run) return false;
      runs.delete(name);
      run.controller.abort();
      await run.done;
      return true;
    },
  };
}
