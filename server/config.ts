import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_WHISPER_MODEL_SOURCE,
  MODEL_NAME,
  WHISPER_CATALOGUE,
  type WhisperModelEntry,
} from './engines/models/whisper-catalogue';
import type { EngineSettings } from './engines/registry';
import type { SsoConfig } from './sso/service-provider';
import { DEFAULT_AUTH_EMULATOR_HOST, DEFAULT_FIREBASE_PROJECT_ID } from '@shared/constants';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).default(DEFAULT_FIREBASE_PROJECT_ID),
  FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  /** host:port of the Auth emulator; set automatically for `demo-*` projects. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Whether `npm start` runs the emulator itself (default: yes for `demo-*` projects). */
  START_AUTH_EMULATOR: booleanish.optional(),
  SEED_DEMO_DATA: booleanish.optional(),
  SENTRY_DSN: z.string().optional(),
  /** How many reverse proxies in front of us append to X-Forwarded-For; `true`/`false` mean 1/0. */
  TRUST_PROXY: z
    .union([z.enum(['true', 'false']).transform((v) => (v === 'true' ? 1 : 0)), z.coerce.number().int().min(0).max(10)])
    .default(0),
  /** Lets demo mode (emulator, unsigned tokens, known passwords) start with NODE_ENV=production. */
  ALLOW_DEMO_MODE: booleanish.default(false),
  NODE_ENV: z.string().optional(),
  /** The site's address as visitors see it (scheme, host, port): links are built from it; https in production. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// address' })
    .refine((url) => (URL.parse(url)?.pathname ?? '/') === '/', 'PUBLIC_URL must be an origin without a path')
    .optional(),
  /** Largest upload in bytes (default 5 GiB). */
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 ** 3),
  /** Keep media in this S3-compatible bucket instead of DATA_DIR/media. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Lets "add by link" fetch private and loopback addresses (tests and local demos only). */
  ALLOW_PRIVATE_MEDIA_LINKS: booleanish.default(false),
  /** With DATABASE_URL: whether this process also runs jobs (false when `npm run worker` processes do it). */
  WORKERS_IN_PROCESS: booleanish.default(true),
  /** Jobs of each kind one process runs at once. */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** The longest one run of a job may take; a dead worker's job is retried after it. */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(82_800).default(3600),
  /** The first retry's delay (later ones double). */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** How often runs past their time limit are looked for. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Where the outbox's mail goes (`smtp://user:pass@host:587`, `smtps://…`); without it mail waits in the outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  /** The From of outgoing mail; default `Media Access <no-reply@…>` at PUBLIC_URL's host. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Hours that marking a correction as spam pauses contributions from its sender's address to the workspace. */
  SPAM_BLOCK_HOURS: z.coerce.number().min(0).max(8760).default(24),
  /** Days an invitation link works. */
  INVITATION_TTL_DAYS: z.coerce.number().min(0.01).max(365).default(7),
  /** 32 bytes (hex or base64) that encrypt integration credentials; see docs/admin.md for rotation. */
  INTEGRATIONS_KEY: z.string().min(1).optional(),
  /** Comma-separated older keys that still decrypt during a rotation. */
  INTEGRATIONS_PREVIOUS_KEYS: z.string().optional(),
  /** Engine per capability (`auto`: Google when configured, else the embedded one); see docs/engines.md. */
  TRANSCRIBE_PROVIDER: z.enum(['auto', 'google', 'whisper', 'pocketsphinx']).default('auto'),
  ALIGN_PROVIDER: z.enum(['auto', 'pocketsphinx', 'whisper']).default('auto'),
  TRANSLATE_PROVIDER: z.enum(['auto', 'google', 'apertium']).default('auto'),
  SYNTHESIZE_PROVIDER: z.enum(['auto', 'google', 'espeak-ng']).default('auto'),
  OCR_PROVIDER: z.enum(['auto', 'tesseract']).default('auto'),
  /** A ggml model file for whisper.cpp (e.g. ggml-base.en.bin); when set, whisper uses it rather than installed models. */
  WHISPER_MODEL: z.string().min(1).optional(),
  /** Where `npm run engines -- install whisper` and the Engines page download models from (a mirror of the same files). */
  WHISPER_MODEL_SOURCE: z
    .url({ protocol: /^https?$/, error: 'WHISPER_MODEL_SOURCE must be an https:// (or http://) address' })
    .default(DEFAULT_WHISPER_MODEL_SOURCE),
  /** A JSON file of more pinned models (a site's own conversions): [{ name, bytes, sha256, multilingual }]. */
  WHISPER_MODEL_CATALOGUE: z.string().min(1).optional(),
  /** The Google Cloud project the Speech, Translation and Text-to-Speech calls bill to. */
  GOOGLE_CLOUD_PROJECT: z.string().min(1).optional(),
  /** Service-account key for those calls; default GOOGLE_APPLICATION_CREDENTIALS. */
  GOOGLE_ENGINES_CREDENTIALS: z.string().min(1).optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().min(1).optional(),
  GOOGLE_SPEECH_LOCATION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('us-central1'),
  GOOGLE_TRANSLATION_LOCATION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('global'),
  /** SAML single sign-on (issue 17); default on in demo mode (the Auth emulator), off otherwise. */
  SSO_ENABLED: booleanish.optional(),
  /** PEM key and certificate that sign our AuthnRequests (`\n` escapes allowed); both or neither. */
  SSO_SP_PRIVATE_KEY: z.string().min(1).optional(),
  SSO_SP_CERTIFICATE: z.string().min(1).optional(),
  MARKETING_URL: z.url().default('https://media-access.example/'),
  PRIVACY_URL: z.url().default('https://media-access.example/privacy'),
  TERMS_URL: z.url().default('https://media-access.example/terms'),
});

export interface Config {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  firebase: { projectId: string; apiKey: string; authDomain: string };
  /** host:port of the emulator, or undefined when talking to a real Firebase project. */
  authEmulatorHost: string | undefined;
  startAuthEmulator: boolean;
  seedDemoData: boolean;
  sentryDsn: string | undefined;
  /** Number of trusted proxy hops in X-Forwarded-For (0: use the socket's peer). */
  trustProxy: number;
  /** A `demo-*` project or the Auth emulator: fine on a laptop, never in production. */
  demoMode: boolean;
  /** Origin for absolute links in embed pages and oEmbed, e.g. `https://media.example.edu`; never taken from Host. */
  publicUrl: string;
  marketingUrl: string;
  privacyUrl: string;
  termsUrl: string;
  /** Outgoing mail: SMTP_URL (undefined: none is sent) and MAIL_FROM. */
  mail: { smtpUrl: string | undefined; from: string };
  spamBlockHours: number;
  invitationTtlDays: number;
  /** INTEGRATIONS_KEY and INTEGRATIONS_PREVIOUS_KEYS as given (parsed by server/integrations/load-cipher.ts). */
  integrationsKeys: { current: string | undefined; previous: string[] };
  media: MediaConfig;
  jobs: JobsConfig;
  engines: EngineSettings;
  sso: SsoConfig;
}

export interface JobsConfig {
  /** Whether the API process runs jobs too (always with PGlite; WORKERS_IN_PROCESS with PostgreSQL). */
  workersInProcess: boolean;
  concurrency: number;
  timeoutSeconds: number;
  retryDelaySeconds: number;
  maintenanceIntervalSeconds: number;
}

export interface MediaConfig {
  /** Local storage root (DATA_DIR/media), used when no S3 bucket is configured. */
  localDir: string;
  s3: S3Config | undefined;
  maxUploadBytes: number;
  /** Whether "add by link" may reach private, loopback and link-local addresses. */
  allowPrivateLinks: boolean;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Both set, or both left to the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Reads and validates the environment once at start; a bad value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isDemoProject = e.FIREBASE_PROJECT_ID.startsWith('demo-');
  if (e.FIREBASE_AUTH_EMULATOR_HOST && !isDemoProject) {
    // firebase-admin would accept unsigned tokens for a real project's users.
    throw new Error(
      `Invalid configuration: FIREBASE_AUTH_EMULATOR_HOST is set but FIREBASE_PROJECT_ID "${e.FIREBASE_PROJECT_ID}" is not a demo- project. ` +
        'Use the emulator only with a demo-* project id, or unset FIREBASE_AUTH_EMULATOR_HOST to use the real project.',
    );
  }
  if (Boolean(e.SSO_SP_PRIVATE_KEY) !== Boolean(e.SSO_SP_CERTIFICATE)) {
    throw new Error('Invalid configuration: set both SSO_SP_PRIVATE_KEY and SSO_SP_CERTIFICATE, or neither');
  }
  const authEmulatorHost = e.FIREBASE_AUTH_EMULATOR_HOST ?? (isDemoProject ? DEFAULT_AUTH_EMULATOR_HOST : undefined);
  const demoMode = isDemoProject || authEmulatorHost !== undefined;
  if (demoMode && e.NODE_ENV === 'production' && !e.ALLOW_DEMO_MODE) {
    throw new Error(
      `Invalid configuration: NODE_ENV=production with the demo project "${e.FIREBASE_PROJECT_ID}" (Auth emulator, known demo passwords). ` +
        'Set FIREBASE_PROJECT_ID to your Firebase project, or ALLOW_DEMO_MODE=true to run the demo anyway.',
    );
  }
  if (e.NODE_ENV === 'production' && URL.parse(e.PUBLIC_URL ?? '')?.protocol !== 'https:') {
    throw new Error(
      `Invalid configuration: NODE_ENV=production needs PUBLIC_URL, the https:// address people use (e.g. https://media.example.edu); it is ${e.PUBLIC_URL ? `"${e.PUBLIC_URL}"` : 'not set'}. ` +
        'Links in mail and embeds, the SSO and LTI addresses are built from it, and cookies are Secure only over https.',
    );
  }
  return {
    port: e.PORT,
    // Demo mode listens on loopback only, unless HOST says otherwise.
    host: e.HOST ?? (demoMode ? '127.0.0.1' : undefined),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    },
    authEmulatorHost,
    startAuthEmulator: e.START_AUTH_EMULATOR ?? (authEmulatorHost !== undefined && isDemoProject),
    seedDemoData: e.SEED_DEMO_DATA ?? isDemoProject,
    sentryDsn: e.SENTRY_DSN,
    trustProxy: e.TRUST_PROXY,
    demoMode,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : `http://localhost:${e.PORT}`,
    marketingUrl: e.MARKETING_URL,
    privacyUrl: e.PRIVACY_URL,
    termsUrl: e.TERMS_URL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Media Access <no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}>`,
    },
    spamBlockHours: e.SPAM_BLOCK_HOURS,
    sso: {
      enabled: e.SSO_ENABLED ?? demoMode,
      spPrivateKey: e.SSO_SP_PRIVATE_KEY?.replaceAll('\\n', '\n'),
      spCertificate: e.SSO_SP_CERTIFICATE?.replaceAll('\\n', '\n'),
    },
    invitationTtlDays: e.INVITATION_TTL_DAYS,
    integrationsKeys: {
      current: e.INTEGRATIONS_KEY,
      previous: (e.INTEGRATIONS_PREVIOUS_KEYS ?? '').split(',').filter((k) => k.trim() !== ''),
    },
    media: {
      localDir: path.join(path.resolve(e.DATA_DIR), 'media'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
      maxUploadBytes: e.MAX_UPLOAD_BYTES,
      allowPrivateLinks: e.ALLOW_PRIVATE_MEDIA_LINKS,
    },
    engines: {
      preferred: {
        transcribe: e.TRANSCRIBE_PROVIDER,
        align: e.ALIGN_PROVIDER,
        translate: e.TRANSLATE_PROVIDER,
        synthesize: e.SYNTHESIZE_PROVIDER,
        ocr: e.OCR_PROVIDER,
      },
      whisperModel: e.WHISPER_MODEL,
      whisperModels: {
        dir: path.join(path.resolve(e.DATA_DIR), 'models'),
        source: e.WHISPER_MODEL_SOURCE,
        catalogue: [...WHISPER_CATALOGUE, ...extraWhisperModels(e.WHISPER_MODEL_CATALOGUE)],
      },
      google: {
        projectId: e.GOOGLE_CLOUD_PROJECT,
        credentialsFile: e.GOOGLE_ENGINES_CREDENTIALS ?? e.GOOGLE_APPLICATION_CREDENTIALS,
        speechLocation: e.GOOGLE_SPEECH_LOCATION,
        translationLocation: e.GOOGLE_TRANSLATION_LOCATION,
      },
    },
    jobs: {
      // PGlite is one embedded database: no other process can reach it, so this one must run the jobs.
      workersInProcess: e.DATABASE_URL ? e.WORKERS_IN_PROCESS : true,
      concurrency: e.JOB_CONCURRENCY,
      timeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      maintenanceIntervalSeconds: e.JOB_MAINTENANCE_SECONDS,
    },
  };
}

const extraModelsSchema = z.array(
  z.object({
    name: z
      .string()
      .regex(MODEL_NAME, 'letters, digits, ".", "-" and "_"')
      .refine((name) => !WHISPER_CATALOGUE.some((e) => e.name === name), 'already in the built-in table'),
    bytes: z.number().int().positive(),
    sha256: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'a SHA-256 in hex')
      .transform((s) => s.toLowerCase()),
    multilingual: z.boolean(),
  }),
);

/** The models WHISPER_MODEL_CATALOGUE adds to the pinned table; a bad file stops the start with the reason. */
function extraWhisperModels(file: string | undefined): WhisperModelEntry[] {
  if (!file) return [];
  let parsed;
  try {
    parsed = extraModelsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    throw new Error(
      `Invalid configuration: WHISPER_MODEL_CATALOGUE ${file} cannot be read: ${(error as Error).message}`,
    );
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(
      `Invalid configuration: WHISPER_MODEL_CATALOGUE ${file}: ${issue.path.join('.')}: ${issue.message}`,
    );
  }
  return parsed.data.map((m) => ({ ...m, family: null, quantisation: null }));
}
