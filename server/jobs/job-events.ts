import type { Database } from '../db/open-database';
import { jobById } from '../db/queries/jobs';
import type { WorkspaceEvent } from './job-queue';

/** The channel migration 0006's triggers notify on each job change and file status change (ids only). */
const EVENTS_CHANNEL = 'media_access_events';
const RELISTEN_MS = 1000;

type Notification = { w: string; j: string; k: string; s: string } | { w: string; f: string; s: string };

export interface WorkspaceEvents {
  subscribe(workspaceId: string, listener: (event: WorkspaceEvent) => void, onEnd?: () => void): () => void;
  /** Ends every subscription, calling their `onEnd`. */
  endAll(): void;
  /** Calls `listener` with the kind of every job that became queued, from any process (wakes idle workers). */
  onQueued(listener: (kind: string) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Turns the database's notifications into events per workspace: PGlite delivers them in-process, PostgreSQL on a
 * dedicated LISTEN connection (reconnected when lost), so changes made by worker processes reach this one too.
 */
export function createWorkspaceEvents(database: Database, log: (line: string) => void): WorkspaceEvents {
  const listeners = new Map<string, Set<(event: WorkspaceEvent) => void>>();
  const enders = new Set<() => void>();
  const queuedListeners: ((kind: string) => void)[] = [];
  let stopListening: (() => Promise<void>) | undefined;

  async function deliver(payload: string) {
    let note: Notification;
    try {
      note = JSON.parse(payload) as Notification;
    } catch {
      return;
    }
    if ('j' in note && note.s === 'queued') for (const listener of queuedListeners) listener(note.k);
    const subscribers = listeners.get(note.w);
    if (!subscribers?.size) return;
    let event: WorkspaceEvent;
    if ('j' in note) {
      const job = await jobById(database.db, note.j);
      if (!job) return;
      event = { type: 'job', job };
    } else {
      event = { type: 'file', file: { id: note.f, status: note.s } };
    }
    for (const listener of subscribers) listener(event);
  }
  const onPayload = (payload: string) => {
    deliver(payload).catch((error: Error) => log(`A live update could not be read: ${error.message}`));
  };

  function endAll() {
    const ending = [...enders];
    enders.clear();
    listeners.clear();
    for (const end of ending) end();
  }

  return {
    subscribe(workspaceId, listener, onEnd) {
      let set = listeners.get(workspaceId);
      if (!set) listeners.set(workspaceId, (set = new Set()));
      set.add(listener);
      const end = onEnd ?? (() => {});
      enders.add(end);
      return () => {
        enders.delete(end);
        set.delete(listener);
        if (set.size === 0) listeners.delete(workspaceId);
      };
    },
    endAll,
    onQueued(listener) {
      queuedListeners.push(listener);
    },
    async start() {
      if (database.pglite) {
        stopListening = await database.pglite.listen(EVENTS_CHANNEL, onPayload);
      } else if (database.databaseUrl) {
        stopListening = await listenOnServer(database.databaseUrl, onPayload, log);
      }
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
      endAll();
    },
  };
}

async function listenOnServer(
  connectionString: string,
  onPayload: (payload: string) => void,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const lost = (next: InstanceType<typeof pg.Client>) => {
    if (stopped || client !== next) return;
    client = undefined;
    void next.end().catch(() => {});
    retry = setTimeout(() => void connect(), RELISTEN_MS).unref();
  };
  async function connect() {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload) onPayload(message.payload);
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      if (client === next && !stopped) log(`Listening for job updates failed (${(error as Error).message}); retrying`);
      lost(next);
    }
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
