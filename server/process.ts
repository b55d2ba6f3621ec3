import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type AuthEmulator, startAuthEmulator } from './auth/auth-emulator';
import { getFirebaseAuth } from './auth/firebase-admin';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/open-database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data';
import { ensureDemoAccounts, isDatabaseEmpty, seedDemoData } from './seed/seed';
import { createSite } from './site';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => console.log(`[media-access] ${line}`);

const config = loadConfig();
let emulator: AuthEmulator | undefined;
let database: Database | undefined;
let closeHttp: (() => Promise<void>) | undefined;
let stopping = false;

async function shutdown(signal: string, code = 0): Promise<never> {
  if (!stopping) {
    stopping = true;
    log(`${signal}: stopping`);
    await closeHttp?.().catch(() => {});
    await database?.close().catch((e: Error) => console.error(`Closing the database failed: ${e.message}`));
    await emulator?.stop().catch(() => {});
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  if (config.startAuthEmulator && config.authEmulatorHost) {
    emulator = await startAuthEmulator({
      projectId: config.firebase.projectId,
      hostPort: config.authEmulatorHost,
      stateDir: path.join(config.dataDir, 'auth-emulator'),
      workDir: path.join(config.dataDir, 'firebase'),
      log,
    });
  }
  const auth = getFirebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.authEmulatorHost });
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  log(`Database: ${database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'}`);
  if (config.seedDemoData) {
    if (config.authEmulatorHost) await ensureDemoAccounts(auth);
    if (await isDatabaseEmpty(database.db)) {
      await seedDemoData(database.db, auth);
      log('Demo data created');
    }
  }

  const app = createSite(
    config,
    {
      db: database.db,
      auth,
      trustUnverifiedEmails: config.authEmulatorHost !== undefined,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
    },
    { distDir: path.join(root, 'dist'), examplesDir: path.join(root, 'examples') },
  );
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log(`Media Access is running at http://localhost:${info.port}`);
    if (config.seedDemoData) {
      log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
      for (const a of DEMO_ACCOUNTS) {
        const roles = a.operator ? 'operator' : a.memberships.map((m) => `${m.role} of ${m.workspaceId}`).join(', ');
        log(`  ${a.email.padEnd(20)} ${roles}`);
      }
    }
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${config.port}: ${error.message}`);
    void shutdown('error', 1);
  });
  closeHttp = () => new Promise((resolve) => server.close(() => resolve()));
} catch (error) {
  console.error((error as Error).message);
  await shutdown('startup failure', 1);
}
