import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('.', import.meta.url));
const before = mkdtempSync(path.join(tmpdir(), 'migrations-0002-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before 0003, so a database can be built in the old shape. */
function migrationsUpTo0002() {
  cpSync(migrationsFolder, before, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 2);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0003', () => {
  // Two PGlite migrations runs: generous on a busy machine, as a safety net only.
  it(
    'turns workspace types the specification does not know into other, and keeps assignments and their time',
    { timeout: 120_000 },
    async () => {
      const client = await PGlite.create({ dataDir: 'memory://' });
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: migrationsUpTo0002() });
        await client.exec(`
        insert into workspaces (id, name, type) values ('edu', 'Edu', 'education'), ('me', 'Me', 'personal'),
          ('biz', 'Biz', 'business');
        insert into users (id) values ('u1');
        insert into files (id, workspace_id, name) values ('f1', 'edu', 'File');
        insert into assignments (id, workspace_id, file_id, title, description, created_by)
          values ('a1', 'edu', 'f1', 'T', 'D', 'u1');
        insert into time_entries (id, assignment_id, user_id, user_name, start_time, end_time)
          values ('t1', 'a1', 'u1', 'U', now() - interval '1 hour', now());
      `);
        await migrate(db, { migrationsFolder });
        const types = await client.query<{ id: string; type: string }>('select id, type from workspaces order by id');
        expect(types.rows).toEqual([
          { id: 'biz', type: 'business' },
          { id: 'edu', type: 'other' },
          { id: 'me', type: 'other' },
        ]);
        await client.exec(`delete from files where id = 'f1'`);
        const kept = await client.query<{ id: string; file_id: string | null }>(
          'select t.id, a.file_id from time_entries t join assignments a on a.id = t.assignment_id',
        );
        expect(kept.rows).toEqual([{ id: 't1', file_id: null }]);
      } finally {
        await client.close();
      }
    },
  );
});
