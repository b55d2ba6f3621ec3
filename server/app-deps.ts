import type { Auth } from 'firebase-admin/auth';
import type { MediaConfig } from './config';
import type { EmbedChanges } from './db/embed-changes';
import type { Db } from './db/open-database';
import type { EngineRuntime } from './engines/registry';
import type { CredentialsCipher } from './integrations/credentials-cipher';
import type { JobQueue } from './jobs/job-queue';
import type { SsoConfig } from './sso/service-provider';
import type { Storage } from './storage/storage';

/** What every router needs from the process; passed in so tests build the app around their own database. */
export interface AppDeps {
  db: Db;
  auth: Auth;
  /** Accept invitations for unverified emails (only with the Auth emulator, where nothing verifies mail). */
  trustUnverifiedEmails: boolean;
  /** How many reverse proxies in front of us append to X-Forwarded-For (0: use the socket's peer). */
  trustProxy: number;
  /** The site's origin (PUBLIC_URL) for absolute links in public answers; never taken from the Host header. */
  publicUrl: string;
  /** Lets public embed answers be served from memory until something changes; without it, every one reads. */
  embedChanges?: EmbedChanges;
  /** Where uploaded media and what processing makes from it are kept. */
  storage: Storage;
  /** Upload limit, storage choice and link rules (MAX_UPLOAD_BYTES, S3_*, ALLOW_PRIVATE_MEDIA_LINKS). */
  media: MediaConfig;
  /** The job queue (pg-boss): long work on files, with state and progress people can see. */
  jobs: JobQueue;
  /** Transcription, alignment, translation and voice providers (default: the embedded ones, settings unset). */
  engines?: EngineRuntime;
  /** Hours that marking a correction as spam pauses its sender's address (SPAM_BLOCK_HOURS, default 24). */
  spamBlockHours?: number;
  /** The outbox's sender when SMTP_URL is set: woken after a commit that queued mail. */
  mail?: { wake(): void };
  /** Days an invitation link works (INVITATION_TTL_DAYS, default 7). */
  invitationTtlDays?: number;
  /** Encrypts integration credentials (INTEGRATIONS_KEY); without it, connecting an integration is refused. */
  integrationsCipher?: CredentialsCipher;
  /** SAML single sign-on (SSO_ENABLED and the SP key); without it, `sso/check` always answers no SSO. */
  sso?: SsoConfig;
}
