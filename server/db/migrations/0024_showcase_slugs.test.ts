import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { slugFromTitle } from '@shared/showcase-slug';

const migrationsFolder = fileURLToPath(new URL('.', import.meta.url));
const before = mkdtempSync(path.join(tmpdir(), 'migrations-0023-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before 0024, so a database can be built in the old shape. */
function migrationsBefore0024() {
  cpSync(migrationsFolder, before, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 24);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0024', () => {
  // Two PGlite migrations runs: generous on a busy machine, as a safety net only.
  it(
    'gives every existing showcase a slug from its title, unique per workspace, as new showcases get',
    { timeout: 180_000 },
    async () => {
      const client = await PGlite.create({ dataDir: 'memory://' });
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: migrationsBefore0024() });
        await client.exec(`
          insert into workspaces (id, name, type) values ('w', 'W', 'business'), ('v', 'V', 'business');
          insert into showcases (id, workspace_id, title, options, created_at) values
            ('a', 'w', 'Welcome Week', '{}', '2026-01-01'),
            ('b', 'w', 'Welcome  week!', '{}', '2026-01-02'),
            ('c', 'w', 'Welcome Week 2', '{}', '2026-01-03'),
            ('d', 'w', 'Café à la carte', '{}', '2026-01-04'),
            ('e', 'w', '日本語', '{}', '2026-01-05'),
            ('f', 'v', 'Welcome Week', '{}', '2026-01-06');
        `);
        await migrate(db, { migrationsFolder });
        const rows = (await client.query<{ id: string; slug: string }>('select id, slug from showcases order by id'))
          .rows;
        const slug = Object.fromEntries(rows.map((r) => [r.id, r.slug]));
        expect(slug).toMatchObject({
          a: 'welcome-week',
          b: 'welcome-week-2',
          d: 'cafe-a-la-carte',
          e: 'showcase',
          f: 'welcome-week',
        });
        // "Welcome Week 2" wanted the slug the repeat took: it gets one of its own, still unique.
        expect(slug.c).toMatch(/^welcome-week-2-[0-9a-f]{6}$/);
        // The backfill makes what the server makes for a new showcase.
        for (const id of ['a', 'd', 'e']) {
          const title = (await client.query<{ title: string }>('select title from showcases where id = $1', [id]))
            .rows[0]!.title;
          expect(slug[id]).toBe(slugFromTitle(title));
        }
        await expect(client.query(`update showcases set slug = 'welcome-week' where id = 'b'`)).rejects.toThrow();
        await expect(
          client.query(`insert into showcases (id, workspace_id, title, options) values ('x', 'w', 'X', '{}')`),
        ).rejects.toThrow();
      } finally {
        await client.close();
      }
    },
  );
});
