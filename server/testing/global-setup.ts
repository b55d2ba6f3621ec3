// Once per server-suite run: a database with every migration and pg-boss's schema applied, which each test file
// then copies instead of building its own (creating and migrating a PGlite database cost ~3 s a file; loading a
// copy ~0.5 s). PGlite: a dump in a temporary file; PostgreSQL: a template database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/open-database';
import { createJobQueue } from '../jobs/create-job-queue';
import { createLocalStorage } from '../storage/local-storage';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite database (`dumpDataDir`), when the suite runs on PGlite. */
    pgliteTemplate: string | null;
    /** A migrated database on TEST_DATABASE_URL's server to copy, when the suite runs on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'ma-test-template-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let database: Database;
  let template: string | null = null;
  if (serverUrl) {
    template = `test_template_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', log: () => {} });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  // pg-boss creates its schema and our queues on start.
  const jobs = createJobQueue({ database, storage: createLocalStorage(folder), worksJobs: false, log: () => {} });
  await jobs.start();
  await jobs.stop();
  if (database.pglite) {
    const file = path.join(folder, 'pglite.tar');
    await writeFile(file, Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
    project.provide('postgresTemplate', null);
  } else {
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', template);
  }
  await database.close();
  return async () => {
    if (template) await admin(`drop database if exists ${template} with (force)`);
    await rm(folder, { recursive: true, force: true });
  };
}
