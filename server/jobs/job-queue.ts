import type { Job } from '@shared/schemas/jobs';
import type { Db, Tx } from '../db/open-database';
import type { Storage } from '../storage/storage';

/** What a handler gets for one run of one job. */
export interface JobContext<Input = Record<string, unknown>> {
  /** The job as stored when this run started (`attempts` counts this run). */
  job: Job;
  input: Input;
  /**
   * Stores the step and the progress (0..1 of the whole job) for people to see; cheap to call often (writes are
   * spaced out). Throws the signal's reason once the run has been stopped.
   */
  reportProgress(step: string, progress: number): Promise<void>;
  /** Aborted when the job is cancelled, its file is deleted, it runs past its time limit or the process stops. */
  signal: AbortSignal;
  db: Db;
  storage: Storage;
}

/** Does one kind of work; returns the job's `result`. Must be idempotent: a retry may follow a run killed midway. */
export type JobHandler<Input = Record<string, unknown>> = (
  context: JobContext<Input>,
) => Promise<Record<string, unknown> | void>;

export interface HandlerOptions<Input> {
  /** Validates the stored input before each run (e.g. a zod schema's `parse`); a throw fails the job for good. */
  parseInput?: (input: unknown) => Input;
  /** Retries after a transient failure (default 3), spaced by exponential backoff from `retryDelaySeconds`. */
  retryLimit?: number;
  /** This kind's first retry delay instead of the queue's (e.g. a polling interval). */
  retryDelaySeconds?: number;
  /** False: every retry waits `retryDelaySeconds`, for work that polls rather than fails (default true). */
  retryBackoff?: boolean;
  /** The longest one run may take (default JOB_TIMEOUT_SECONDS); past it the run is stopped and retried. */
  timeoutSeconds?: number;
  /**
   * Called once the job has ended `failed` or `cancelled` (after a running handler has stopped), in the transaction
   * that ends it when there is one, e.g. to mark its file failed. May run twice for one job: make it idempotent.
   */
  onEnded?: (job: Job, tx: Tx | Db) => Promise<void>;
}

export interface EnqueueRequest {
  workspaceId: string;
  fileId: string | null;
  kind: string;
  input?: Record<string, unknown>;
  /**
   * Same key while a job is queued or running: that job is returned instead of a second one. Default: kind, file
   * and input together.
   */
  singletonKey?: string;
}

/** Live changes for one workspace: a job row changed, or a file's status. */
export type WorkspaceEvent = { type: 'job'; job: Job } | { type: 'file'; file: { id: string; status: string } };

/** Long work on PostgreSQL through pg-boss: every server module reaches the queue through this. */
export interface JobQueue {
  /**
   * Adds a kind of work. Every process registers every kind (best at start-up); only processes that work jobs run
   * the handlers. Resolves once jobs of the kind can be queued (after `start()`).
   */
  registerHandler<Input = Record<string, unknown>>(
    kind: string,
    handler: JobHandler<Input>,
    options?: HandlerOptions<Input>,
  ): Promise<void>;
  /**
   * Creates a job inside the caller's transaction (or on `db`): it is delivered once that commits, never if it
   * rolls back. With an equal `singletonKey` already queued or running, answers that job (`created: false`).
   */
  enqueue(tx: Tx | Db, request: EnqueueRequest): Promise<{ job: Job; created: boolean }>;
  /**
   * Resolves once the queue of every kind registered so far exists. A kind registered after `start()` (the API
   * registers its handlers as it is built) cannot be queued inside a transaction before: serve requests after this.
   */
  ready(): Promise<void>;
  /**
   * Processes a stored upload or a direct link (kind `media`: probe, poster, peaks, rendition); the file becomes
   * `queued` at once. Call it when an upload completes or a direct link is added.
   */
  startMediaProcessing(workspaceId: string, fileId: string): Promise<Job>;
  /** Stops a queued or running job (state `cancelled`); null when there is no such job or it already ended. */
  cancel(workspaceId: string, jobId: string): Promise<Job | null>;
  /**
   * Calls `listener` with each change in the workspace until the returned function is called; `onEnd` runs if the
   * process ends the subscription first (shutdown), so a long-lived response can close.
   */
  subscribe(workspaceId: string, listener: (event: WorkspaceEvent) => void, onEnd?: () => void): () => void;
  /** Ends every subscription (their `onEnd`), so open event streams do not hold the HTTP server's shutdown. */
  endSubscriptions(): void;
  /** Whether this process runs handlers (else it only enqueues). */
  readonly worksJobs: boolean;
  start(): Promise<void>;
  /** Stops taking jobs, lets running ones finish for a moment, then releases the rest to be retried elsewhere. */
  stop(): Promise<void>;
}

/** A failure that retrying cannot fix (corrupt media, bad input): the job fails at once with this message. */
export class PermanentJobError extends Error {}
