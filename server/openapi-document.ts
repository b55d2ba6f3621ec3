import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApi } from './api';
import { getFirebaseAuth } from './auth/firebase-admin';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { createJobQueue } from './jobs/create-job-queue';
import { clientConfigOf } from './site';
import { createLocalStorage } from './storage/local-storage';

/**
 * The API's OpenAPI document, built in this process without serving anything: the routers around a migrated
 * in-memory database and a job queue that is never started (building the routes queries nothing). For builds
 * that need the document, such as the typed client's (`scripts/build-api-package.ts`).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1' });
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const storage = createLocalStorage(mediaDir);
    const jobs = createJobQueue({ database, storage, worksJobs: false, log: () => {} });
    // Never contacted: no request is answered but the document's.
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:1';
    const auth = getFirebaseAuth({ projectId: config.firebase.projectId, emulatorHost });
    const media = { ...config.media, localDir: mediaDir, s3: undefined };
    const deps = { db: database.db, auth, trustUnverifiedEmails: false, trustProxy: 0, storage, media, jobs };
    const api = createApi({ ...deps, publicUrl: config.publicUrl }, clientConfigOf(config));
    const answer = await api.request('/openapi.json');
    return (await answer.json()) as Record<string, unknown>;
  } finally {
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}
