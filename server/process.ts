import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { type AuthEmulator, startAuthEmulator } from './auth/auth-emulator';
import { getFirebaseAuth } from './auth/firebase-admin';
import { type Config, loadConfig } from './config';
import { type Database, openDatabase } from './db/open-database';
import { refreshFileListStatistics } from './db/queries/file-list';
import { deleteExpiredIdempotencyKeys } from './db/queries/idempotency-keys';
import { deleteStaleRateLimits } from './db/rate-limit';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-data';
import { storeDemoPeaks } from './seed/demo-media';
import { ensureDemoAccounts, isDatabaseEmpty, seedDemoData, syncDemoClaims } from './seed/seed';
import { type MailSender, startMailSender } from './mail/sender';
import { createEngineRuntime, engineSummary, releaseEngineModels } from './engines/registry';
import { startupPlanLine } from './engines/transcription-plan';
import { createSite } from './site';
import { createStorage } from './storage/create-storage';
import { expireStaleUploads } from './uploads/expire-uploads';
import { startDueWeeklyScans, WEEKLY_SCAN_SWEEP_MS } from './compliance/web-scan/weekly-scans';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { loadIntegrationsCipher } from './integrations/load-cipher';
import { describeMediaTools } from './jobs/media/ffmpeg';
import { createOutboundFetch } from './outbound/outbound-fetch';
import { startWebhookDeliverer, type WebhookDeliverer } from './webhooks/deliver-webhooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (line: string) => console.log(`[media-access] ${line}`);

/** How long each shutdown step may take before we move on. */
const STOP_STEP_MS = 10_000;
const RATE_LIMIT_CLEANUP_MS = 60 * 60 * 1000;

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
let emulator: AuthEmulator | undefined;
let database: Database | undefined;
let jobs: JobQueue | undefined;
let closeHttp: (() => Promise<void>) | undefined;
let cleanupTimer: NodeJS.Timeout | undefined;
let weeklyScanTimer: NodeJS.Timeout | undefined;
let mailSender: MailSender | undefined;
let webhookDeliverer: WebhookDeliverer | undefined;
let stopping = false;

let databaseClosed: Promise<void> | undefined;
const closeDatabase = () =>
  (databaseClosed ??= (database?.close() ?? Promise.resolve()).catch((e: Error) =>
    console.error(`Closing the database failed: ${e.message}`),
  ));

async function shutdown(reason: string, code = 0): Promise<void> {
  if (stopping) {
    // A second signal: stop waiting for requests, but never leave PGlite's files half written.
    log(`${reason} again: closing the database and exiting now`);
    await closeDatabase();
    process.exit(code || 1);
  }
  stopping = true;
  log(`${reason}: stopping`);
  clearInterval(cleanupTimer);
  clearInterval(weeklyScanTimer);
  // Open event streams would hold the HTTP server's close until they time out.
  jobs?.endSubscriptions();
  await within(STOP_STEP_MS, closeHttp?.(), 'Closing HTTP connections');
  await within(STOP_STEP_MS, jobs?.stop(), 'Stopping jobs');
  await within(STOP_STEP_MS, releaseEngineModels(), 'Releasing engine models');
  await within(STOP_STEP_MS, webhookDeliverer?.stop(), 'Stopping webhook deliveries');
  await within(STOP_STEP_MS, mailSender?.stop(), 'Stopping the mail sender');
  await within(STOP_STEP_MS, closeDatabase(), 'Closing the database');
  await emulator?.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A promise nobody awaited is a bug to log, not a reason to drop every other request in flight.
process.on('unhandledRejection', (reason) => console.error('Unhandled promise rejection:', reason));

try {
  if (config.demoMode) {
    log(
      `DEMO MODE: Firebase Auth emulator (tokens are not signed) and demo accounts with a published password; listening on ${config.host ?? 'all interfaces'}. Never expose this to the internet.`,
    );
  }
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
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  log(`Database: ${database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL'}`);
  const storage = createStorage(config.media);
  if (config.seedDemoData) {
    if (config.authEmulatorHost) await ensureDemoAccounts(auth);
    if (await isDatabaseEmpty(database.db)) {
      await seedDemoData(database.db, auth, storage);
      log('Demo data created');
    } else {
      await storeDemoPeaks(database.db, storage);
      await syncDemoClaims(database.db, auth);
    }
  }
  const db = database.db;
  log(describeMediaTools());
  const engines = createEngineRuntime(config.engines);
  for (const line of engineSummary(engines.list)) log(`Engines: ${line}`);
  log(`Engines: ${startupPlanLine(engines)}`);
  jobs = createJobQueue({
    database,
    storage,
    worksJobs: config.jobs.workersInProcess,
    concurrency: config.jobs.concurrency,
    timeoutSeconds: config.jobs.timeoutSeconds,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    links: config.media,
    log,
  });
  await jobs.start();
  log(jobs.worksJobs ? 'Jobs: run in this process' : 'Jobs: queued here, run by `npm run worker` processes');
  // PGlite has no autovacuum: refresh the statistics the library list's plans depend on, now and hourly.
  const isPglite = database.kind === 'pglite';
  if (isPglite) await refreshFileListStatistics(db);
  cleanupTimer = setInterval(() => {
    deleteStaleRateLimits(db).catch((e: Error) => console.error(`Removing old rate limits failed: ${e.message}`));
    expireStaleUploads(db, storage).catch((e: Error) => console.error(`Removing expired uploads failed: ${e.message}`));
    deleteExpiredIdempotencyKeys(db).catch((e: Error) =>
      console.error(`Removing expired idempotency keys failed: ${e.message}`),
    );
    if (isPglite) refreshFileListStatistics(db).catch((e: Error) => console.error(`ANALYZE failed: ${e.message}`));
  }, RATE_LIMIT_CLEANUP_MS).unref();
  const scanDeps = { db, jobs, media: config.media };
  weeklyScanTimer = setInterval(() => {
    if (stopping) return;
    startDueWeeklyScans(scanDeps).catch((e: Error) => console.error(`Starting weekly scans failed: ${e.message}`));
  }, WEEKLY_SCAN_SWEEP_MS).unref();
  if (config.mail.smtpUrl) {
    const messageIdDomain = new URL(config.publicUrl).hostname;
    mailSender = startMailSender({ db, smtpUrl: config.mail.smtpUrl, from: config.mail.from, messageIdDomain });
    log('Mail: sent through SMTP_URL from the outbox');
  } else {
    log('Mail: no SMTP_URL, so messages wait in the outbox (operators: GET /api/operator/outbox)');
  }
  // Every API process and worker delivers webhooks; SKIP LOCKED keeps them from sending a row twice.
  webhookDeliverer = startWebhookDeliverer({
    db,
    fetch: createOutboundFetch({ allowPrivate: config.media.allowPrivateLinks }),
    publicUrl: config.publicUrl,
    mail: mailSender,
  });

  const app = createSite(
    config,
    {
      db,
      auth,
      trustUnverifiedEmails: config.authEmulatorHost !== undefined,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      embedChanges: database.embedChanges,
      storage,
      jobs,
      media: config.media,
      spamBlockHours: config.spamBlockHours,
      mail: mailSender,
      invitationTtlDays: config.invitationTtlDays,
      integrationsCipher: await loadIntegrationsCipher(config, log),
      engines,
      sso: config.sso,
    },
    { distDir: path.join(root, 'dist'), examplesDir: path.join(root, 'examples') },
  );
  // Listening only now: once /api/warmup answers, every demo account signs in with its claims, and every kind of
  // job the API registered can be queued.
  await jobs.ready();
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
  closeHttp = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Idle kept-alive connections would hold close() open until they time out.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
} catch (error) {
  console.error((error as Error).message);
  await shutdown('startup failure', 1);
}

/** Waits for `step` at most `ms`; a step that hangs must not keep the process from exiting. */
async function within(ms: number, step: Promise<void> | undefined, what: string): Promise<void> {
  if (!step) return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  const result = await Promise.race([
    step.catch((e: Error) => console.error(`${what} failed: ${e.message}`)),
    timedOut,
  ]);
  clearTimeout(timer);
  if (result === 'timeout') console.error(`${what} took over ${ms / 1000} s; going on`);
}
