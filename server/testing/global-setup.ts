// Once per server-suite run: a database with every migration and pg-boss's schema applied, and a copy of it with
// the demo data seeded, which each test file then copies instead of building its own (creating and migrating a
// PGlite database cost ~3 s a file, seeding ~0.5 s more; loading a copy ~0.5 s). PGlite: dumps in temporary
// files; PostgreSQL: template databases.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deleteApp } from 'firebase-admin/app';
import type { TestProject } from 'vitest/node';
import { getFirebaseAuth } from '../auth/firebase-admin';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/open-database';
import { createJobQueue } from '../jobs/create-job-queue';
import { seedDemoData } from '../seed/seed';
import { createLocalStorage } from '../storage/local-storage';

/** A migrated database, and the same with the demo data (`createTestEnv({ seeded: true })`). */
export interface DatabaseTemplates {
  /** PGlite: a file holding a `dumpDataDir`; PostgreSQL: a database on TEST_DATABASE_URL's server to copy. */
  migrated: string;
  seeded: string;
  /** The media the seed stored (the demo files' waveform peaks), to copy beside a seeded database. */
  seededMedia: string;
  /**
   * Where test files keep their media, removed with the run's other files at the end: a file's own folder is not
   * removed when it closes, since work it started may still be settling there (tus's FileStore makes its folder
   * with a callback that throws when the folder vanishes meanwhile: an uncaught exception in a later file).
   */
  mediaRoot: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: DatabaseTemplates | null;
    postgresTemplates: DatabaseTemplates | null;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'ma-test-template-'));
  const seededMedia = path.join(folder, 'seeded-media');
  const mediaRoot = path.join(folder, 'media');
  await mkdir(seededMedia);
  await mkdir(mediaRoot);
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
  const databaseUrl = (name: string) => {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the server tests through `npm test`');
  }
  const config = loadConfig(process.env);
  const auth = getFirebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.authEmulatorHost });
  const seed = (database: Database) => seedDemoData(database.db, auth, createLocalStorage(seededMedia));

  let database: Database;
  const suffix = randomBytes(6).toString('hex');
  const names = { migrated: `test_template_${suffix}`, seeded: `test_seeded_${suffix}` };
  if (serverUrl) {
    await admin(`create database ${names.migrated}`);
    database = await openDatabase({ databaseUrl: databaseUrl(names.migrated), dataDir: 'unused', log: () => {} });
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  // pg-boss creates its schema and our queues on start.
  const jobs = createJobQueue({ database, storage: createLocalStorage(folder), worksJobs: false, log: () => {} });
  await jobs.start();
  await jobs.stop();
  if (database.pglite) {
    const dump = async (name: string) => {
      const file = path.join(folder, `${name}.tar`);
      await writeFile(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    const migrated = await dump('migrated');
    await seed(database);
    project.provide('pgliteTemplates', { migrated, seeded: await dump('seeded'), seededMedia, mediaRoot });
    project.provide('postgresTemplates', null);
    await database.close();
  } else {
    // A template database takes no connections while it is copied.
    await database.close();
    await admin(`create database ${names.seeded} template ${names.migrated}`);
    const seeded = await openDatabase({ databaseUrl: databaseUrl(names.seeded), dataDir: 'unused', log: () => {} });
    await seed(seeded);
    await seeded.close();
    project.provide('pgliteTemplates', null);
    project.provide('postgresTemplates', { ...names, seededMedia, mediaRoot });
  }
  await deleteApp(auth.app);
  return async () => {
    if (serverUrl) {
      for (const name of Object.values(names)) await admin(`drop database if exists ${name} with (force)`);
    }
    await rm(folder, { recursive: true, force: true });
  };
}
