import { loadConfig } from './config';
import { type Database, openDatabase } from './db/open-database';
import { registerEngineJobs } from './engines/jobs/register';
import { createEngineRuntime, engineSummary, releaseEngineModels } from './engines/registry';
import { createJobQueue } from './jobs/create-job-queue';
import type { JobQueue } from './jobs/job-queue';
import { describeMediaTools } from './jobs/media/ffmpeg';
import { registerPlatformSyncJob } from './compliance/platform-sync/sync-job';
import { registerWebScanJob } from './compliance/web-scan/scan-job';
import { loadIntegrationsCipher } from './integrations/load-cipher';
import { registerPlatformMediaJob } from './platforms/import-media-job';
import { registerRevJobs } from './platforms/rev/rev-order-job';
import { createStorage } from './storage/create-storage';
import { createOutboundFetch } from './outbound/outbound-fetch';
import { startWebhookDeliverer, type WebhookDeliverer } from './webhooks/deliver-webhooks';

// `npm run worker`: runs jobs from the PostgreSQL named by DATABASE_URL, beside any number of API processes
// (which then only queue them with WORKERS_IN_PROCESS=false). See docs/jobs.md.

const log = (line: string) => console.log(`[worker ${process.pid}] ${line}`);
/** The longest a stop may take before the process exits anyway (running jobs are released after 8 s). */
const STOP_LIMIT_MS = 15_000;

let database: Database | undefined;
let jobs: JobQueue | undefined;
let webhookDeliverer: WebhookDeliverer | undefined;
let stopping = false;

async function stop(reason: string, code = 0): Promise<void> {
  if (stopping) {
    log(`${reason} again: exiting now; running jobs will be retried after their time limit`);
    process.exit(code || 1);
  }
  stopping = true;
  log(`${reason}: finishing or releasing running jobs`);
  setTimeout(() => process.exit(code || 1), STOP_LIMIT_MS).unref();
  await webhookDeliverer?.stop().catch((e: Error) => console.error(`Stopping webhook deliveries failed: ${e.message}`));
  await jobs?.stop().catch((e: Error) => console.error(`Stopping jobs failed: ${e.message}`));
  await releaseEngineModels();
  await database?.close().catch((e: Error) => console.error(`Closing the database failed: ${e.message}`));
  process.exit(code);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('unhandledRejection', (reason) => console.error('Unhandled promise rejection:', reason));

try {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new Error(
      'npm run worker needs DATABASE_URL (a PostgreSQL server): with the embedded PGlite, `npm start` runs jobs itself.',
    );
  }
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log });
  log(describeMediaTools());
  const engines = createEngineRuntime(config.engines);
  for (const line of engineSummary(engines.list)) log(`Engines: ${line}`);
  jobs = createJobQueue({
    database,
    storage: createStorage(config.media),
    worksJobs: true,
    concurrency: config.jobs.concurrency,
    timeoutSeconds: config.jobs.timeoutSeconds,
    retryDelaySeconds: config.jobs.retryDelaySeconds,
    maintenanceIntervalSeconds: config.jobs.maintenanceIntervalSeconds,
    links: config.media,
    log,
  });
  registerEngineJobs(jobs, engines);
  // Receiving Rev orders and downloading imported platform media read a workspace's connection, so the worker
  // needs the integrations key too.
  const integrationsCipher = await loadIntegrationsCipher(config, log);
  registerRevJobs(jobs, { integrationsCipher, media: config.media });
  registerPlatformMediaJob({ db: database.db, integrationsCipher, jobs, media: config.media });
  registerWebScanJob({ db: database.db, jobs, media: config.media });
  registerPlatformSyncJob({ db: database.db, integrationsCipher, jobs, media: config.media });
  await jobs.start();
  webhookDeliverer = startWebhookDeliverer({
    db: database.db,
    fetch: createOutboundFetch({ allowPrivate: config.media.allowPrivateLinks }),
    publicUrl: config.publicUrl,
  });
  log('Working jobs and delivering webhooks');
} catch (error) {
  console.error((error as Error).message);
  await stop('startup failure', 1);
}
