import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database';
import { workspaces } from './schema';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ma-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openDatabase (PGlite in DATA_DIR)', () => {
  // Two PGlite starts with migrations: slow on a loaded 2-core machine; the timeout is only a safety net.
  it('keeps data across a clean close and reopen, re-applying no migration', async () => {
    const first = await openDatabase({ dataDir });
    await first.db.insert(workspaces).values({ id: 'kept', name: 'Kept Across Restarts', type: 'business' });
    await first.close();

    const second = await openDatabase({ dataDir });
    const rows = await second.db.select().from(workspaces).where(eq(workspaces.id, 'kept'));
    expect(rows.map((r) => r.name)).toEqual(['Kept Across Restarts']);
    await second.close();
  }, 120_000);

  it('enforces the schema in the database itself, not only in the API', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await expect(database.db.insert(workspaces).values({ id: 'x', name: 'X', type: 'spaceship' })).rejects.toThrow();
    await database.close();
  });
});
