// `npm run seed`: creates the demo data if it is missing. Idempotent.
import path from 'node:path';
import { startAuthEmulator } from './auth/auth-emulator';
import { getFirebaseAuth } from './auth/firebase-admin';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './seed/seed';
import { createStorage } from './storage/create-storage';

const config = loadConfig();
if (!config.databaseUrl) {
  const running = await fetch(`http://127.0.0.1:${config.port}/api/warmup`).then(
    () => true,
    () => false,
  );
  if (running) {
    console.error('Stop `npm start` first: the embedded database allows one process at a time.');
    process.exit(1);
  }
}
const emulator =
  config.startAuthEmulator && config.authEmulatorHost
    ? await startAuthEmulator({
        projectId: config.firebase.projectId,
        hostPort: config.authEmulatorHost,
        stateDir: path.join(config.dataDir, 'auth-emulator'),
        workDir: path.join(config.dataDir, 'firebase'),
      })
    : undefined;
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await seedDemoData(
    database.db,
    getFirebaseAuth({ projectId: config.firebase.projectId, emulatorHost: config.authEmulatorHost }),
    createStorage(config.media),
  );
  console.log('Demo data is in place.');
} finally {
  await database.close();
  await emulator?.stop();
}
