import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { type ChangeListener, createEmbedChanges, EMBED_CHANGED_CHANNEL, type EmbedChanges } from './embed-changes';
import * as schema from './schema';

/** One query layer for both engines: PGlite embedded and a PostgreSQL server speak the same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(…)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Changes to what the public embeds show, from this process or any other on the same database. */
  embedChanges: EmbedChanges;
  /** The embedded engine (PGlite only): the job queue runs pg-boss on this same instance. */
  pglite?: PGlite;
  /** The server's address (PostgreSQL only): the job queue and its listeners open their own connections. */
  databaseUrl?: string;
  close(): Promise<void>;
}

/** How long a lost notification connection waits before it tries again. */
const RELISTEN_MS = 1000;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite with its files in `dataDir`
 * (`memory://` keeps it in memory, for tests). Applies pending migrations before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: start from this dump (`dumpDataDir`) of a database, e.g. one already migrated (tests). */
  loadDataDir?: Blob;
  log?: (line: string) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const log = options.log ?? console.log;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    let lost = false;
    // An idle connection dropped by the server (restart, failover) must not take the process down:
    // the pool discards it, requests answer 503 until a new connection succeeds.
    pool.on('error', (error) => {
      if (lost) return;
      lost = true;
      log(`PostgreSQL connection lost (${error.message}); answering 503 until it is back`);
    });
    pool.on('connect', () => {
      if (!lost) return;
      lost = false;
      log('PostgreSQL is reachable again');
    });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    const { changes, listener } = createEmbedChanges();
    const stopListening = await listenOnServer(pg.Client, options.databaseUrl, listener, log);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      embedChanges: changes,
      databaseUrl: options.databaseUrl,
      close: async () => {
        await stopListening();
        await pool.end();
      },
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : path.join(options.dataDir, 'pglite');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, loadDataDir: options.loadDataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  const { changes, listener } = createEmbedChanges();
  // One embedded connection: a notification is delivered with the result of the statement that commits.
  await client.listen(EMBED_CHANGED_CHANNEL, listener.notify);
  listener.trusted(true);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    embedChanges: changes,
    pglite: client,
    close: () => client.close(),
  };
}

/**
 * LISTENs on its own connection (a pooled one would be handed to queries). While that connection is down
 * notifications may be missed, so the listener is told not to trust them until it is back. Resolves after the
 * first attempt with `stop`.
 */
async function listenOnServer(
  Client: typeof pg.Client,
  connectionString: string,
  listener: ChangeListener,
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  let client: InstanceType<typeof Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const lost = (next: InstanceType<typeof Client>) => {
    if (stopped || client !== next) return;
    client = undefined;
    listener.trusted(false);
    void next.end().catch(() => {});
    retry = setTimeout(connect, RELISTEN_MS).unref();
  };
  async function connect() {
    const next = new Client({ connectionString });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === EMBED_CHANGED_CHANNEL) listener.notify();
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${EMBED_CHANGED_CHANNEL}`);
      if (client === next && !stopped) listener.trusted(true);
    } catch (error) {
      if (client === next && !stopped)
        log(`Listening for embed changes failed (${(error as Error).message}); retrying`);
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

/** SQLSTATE classes and socket errors that mean "the database is not there right now", not "bad query". */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-3])/;
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /Connection terminated|connection timeout|Client has encountered a connection error/i;

/** The `code`s and messages along `error` and its causes (drizzle wraps the driver's error). */
function* errorChain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e as { code?: unknown; message?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** Whether `error`, as thrown by a query, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_SOCKET.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
