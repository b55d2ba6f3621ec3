import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = fileURLToPath(new URL('.', import.meta.url));
const before = mkdtempSync(path.join(tmpdir(), 'migrations-0014-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was before 0015, so a database can be built in the old shape. */
function migrationsUpTo0014() {
  cpSync(migrationsFolder, before, { recursive: true, filter: (src) => !src.endsWith('.test.ts') });
  const journalPath = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 14);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

describe('migration 0015', () => {
  // Two PGlite migrations runs: generous on a busy machine, as a safety net only.
  it(
    'orders existing cues by start and starts every track’s history with a snapshot of its cues',
    { timeout: 120_000 },
    async () => {
      const client = await PGlite.create({ dataDir: 'memory://' });
      try {
        const db = drizzle(client);
        await migrate(db, { migrationsFolder: migrationsUpTo0014() });
        await client.exec(`
          insert into workspaces (id, name, type) values ('w', 'W', 'business');
          insert into files (id, workspace_id, name) values ('f', 'w', 'File');
          insert into tracks (id, file_id, language, kind, label, version)
            values ('t', 'f', 'en', 'captions', 'English', 3), ('empty', 'f', 'en', 'captions', 'Empty', 1);
          insert into cues (track_id, id, position, start_ms, end_ms, text, speaker) values
            ('t', 'late', 0, 2000, 2500, 'Second', null), ('t', 'early', 1, 0, 900, 'First', 'Ada');
          insert into track_versions (track_id, version, source, cue_id, previous_text, text)
            values ('t', 3, 'viewer_correction', 'early', 'Frist', 'First');
        `);
        await migrate(db, { migrationsFolder });
        const order = await client.query('select id, position from cues where track_id = $1 order by position', ['t']);
        expect(order.rows).toEqual([
          { id: 'early', position: 0 },
          { id: 'late', position: 1 },
        ]);
        const versions = await client.query(
          'select track_id, version, source, changed, added, snapshot from track_versions order by track_id',
        );
        expect(versions.rows).toEqual([
          { track_id: 'empty', version: 1, source: 'import', changed: 0, added: 0, snapshot: [] },
          {
            track_id: 't',
            version: 3,
            source: 'viewer_correction',
            changed: 1,
            added: 0,
            snapshot: [
              { id: 'early', startMs: 0, endMs: 900, text: 'First', speaker: 'Ada' },
              { id: 'late', startMs: 2000, endMs: 2500, text: 'Second' },
            ],
          },
        ]);
        await client.exec(`insert into users (id) values ('u');
          insert into track_editors (track_id, user_id) values ('t', 'u')`);
      } finally {
        await client.close();
      }
    },
  );
});
