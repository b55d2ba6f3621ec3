import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** One query layer for both engines: PGlite embedded and a PostgreSQL server speak the same dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(…)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens PostgreSQL when `databaseUrl` is given, else PGlite with its files in `dataDir`
 * (`memory://` keeps it in memory, for tests). Applies pending migrations before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
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
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = options.dataDir.startsWith('memory://');
  const dataDir = inMemory ? options.dataDir : path.join(options.dataDir, 'pglite');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
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
