import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Db, Tx } from '../db/open-database';

// pg-boss talks to PostgreSQL through `executeSql(text, values)`. These adapters let it use the app's own PGlite
// instance (pg-boss 10 has no PGlite adapter of its own; this mirrors the `fromPglite` of later versions) and a
// caller's open transaction, so a job is created in the same commit as the change that asked for it.

/** pg-boss on an embedded PGlite: one connection shared with the app, so no second copy of the database. */
export function bossDbOfPglite(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await pglite.query(text, values.map(nullForUndefined));
        // Without parameters pg-boss may send several statements (its migrations, `BEGIN … COMMIT` blocks), which
        // only the simple protocol runs; a RETURNING in the middle must not be lost behind the final COMMIT.
        const results = await pglite.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      } catch (error) {
        // One connection: a failed statement inside BEGIN would poison every later query of the app.
        await pglite.query('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/** pg-boss statements run inside `tx` (drizzle's transaction, or the database itself). */
export function bossDbOfTransaction(tx: Tx | Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const result = await tx.execute(withParameters(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/** `text` with `$n` placeholders as drizzle SQL, each placeholder bound to `values[n - 1]`. */
function withParameters(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(nullForUndefined(values[Number(part) - 1])))),
  );
}

const nullForUndefined = (value: unknown) => (value === undefined ? null : value);
