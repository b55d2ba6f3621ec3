import { sql } from 'drizzle-orm';
import type { TrackOrigin } from '@shared/compliance/criteria';
import type { FileStatus } from '@shared/constants';
import type { MediaSource, ShowcaseOptions } from '@shared/schemas/embed';
import type { SpeechRegion } from '@shared/schemas/media';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The `created_at` column every table has. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per Firebase user who has called the API; the id is the Firebase uid. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  /** Global operator: may read and manage every workspace. Mirrored into the `admin` custom claim. */
  isOperator: boolean('is_operator').notNull().default(false),
  /** ID tokens and session cookies from sign-ins before this are refused (an SSO sign-in took the account over). */
  sessionsValidAfter: timestamp('sessions_valid_after', { withTimezone: true }),
  createdAt: createdAt(),
});

export const workspaces = pgTable(
  'workspaces',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('workspaces_type_check', sql`${t.type} in ('business', 'other')`)],
);

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('memberships_user_idx').on(t.userId),
    check('memberships_role_check', sql`${t.role} in ('admin', 'content-manager', 'transcript-editor', 'viewer')`),
  ],
);

export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    invitedBy: text('invited_by').notNull(),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** SHA-256 of the link's token; the token itself is only ever in the mail. */
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '7 days'`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One open invitation per address and workspace; accepted and revoked ones are kept as history.
    uniqueIndex('invitations_open_idx')
      .on(t.workspaceId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    check('invitations_role_check', sql`${t.role} in ('admin', 'content-manager', 'transcript-editor', 'viewer')`),
  ],
);

export const workspaceIntegrations = pgTable(
  'workspace_integrations',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    platformType: text('platform_type').notNull(),
    createdAt: createdAt(),
    /** The platform's credentials, AES-256-GCM encrypted (server/integrations/credentials-cipher.ts). */
    credentials: text('credentials'),
    connectedBy: text('connected_by'),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.platformType] })],
);

export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    media: jsonb('media').$type<MediaSource>(),
    durationMs: integer('duration_ms'),
    /**
     * The duration ffprobe measured, written only by the media job (and the demo seed): what jobs and Rev orders are
     * priced from. `duration_ms` may describe media the server never read; this never does.
     */
    probedDurationMs: integer('probed_duration_ms'),
    thumbnailUrl: text('thumbnail_url'),
    /** May be embedded on its own, outside any published showcase. */
    embeddable: boolean('embeddable').notNull().default(false),
    /** One of FILE_STATUSES: an upload in progress, waiting for or in processing, ready, or failed (see `error`). */
    status: text('status').$type<FileStatus>().notNull().default('ready'),
    /** Why processing failed, in words a member can act on. */
    error: text('error'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Sniffed from the bytes, never taken from the name or the client. */
    mimeType: text('mime_type'),
    /** Storage keys of the original and of what processing made from it. */
    storageKey: text('storage_key'),
    posterKey: text('poster_key'),
    peaksKey: text('peaks_key'),
    renditionKey: text('rendition_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_workspace_idx').on(t.workspaceId),
    // One index per list order, each ending in the id so keyset pagination is a range scan.
    index('files_workspace_updated_idx').on(t.workspaceId, t.updatedAt, t.id),
    index('files_workspace_name_idx').on(t.workspaceId, sql`lower(${t.name})`, t.id),
    index('files_workspace_duration_idx').on(t.workspaceId, sql`coalesce(${t.durationMs}, -1)`, t.id),
    check('files_status_check', sql`${t.status} in ('uploading', 'queued', 'processing', 'ready', 'failed')`),
  ],
);

export const tracks = pgTable(
  'tracks',
  {
    id: text('id').primaryKey(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    /** Bumped on every cue change; keys the serialized-body cache and the ETag. */
    version: integer('version').notNull().default(1),
    /** False while the track holds a transcript's text without times, waiting for alignment; embeds skip it. */
    timed: boolean('timed').notNull().default(true),
    /** How it was made (machine, human = a professional, imported, edited = typed by a person); see docs/compliance.md. */
    origin: text('origin').$type<TrackOrigin>().notNull().default('edited'),
    /** A person's review (issue 29): who, when and which version; a reviewed machine track counts as captions. */
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedVersion: integer('reviewed_version'),
    /** A measured verification (the transcripts issue fills these): who, when, the accuracy and which version. */
    verifiedBy: text('verified_by').references(() => users.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedAccuracy: real('verified_accuracy'),
    verifiedVersion: integer('verified_version'),
    /**
     * Where the transcription job that made the track detected voice activity (migration 0028); the hallucination
     * guards flag machine text outside it (docs/quality.md). Null when not measured.
     */
    speechRegions: jsonb('speech_regions').$type<SpeechRegion[]>(),
    /** The voice it is read with (a name from GET /engines), migration 0037; null: the language's default voice. */
    voice: text('voice'),
    /** Its reading rate in espeak-ng's `-s` words per minute (80–450); null: DESCRIPTION_WORDS_PER_MINUTE. */
    speechRate: integer('speech_rate'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracks_file_idx').on(t.fileId),
    check('tracks_kind_check', sql`${t.kind} in ('captions', 'subtitles', 'descriptions', 'chapters')`),
    check('tracks_origin_check', sql`${t.origin} in ('machine', 'human', 'imported', 'edited')`),
    check('tracks_speech_rate_check', sql`${t.speechRate} is null or ${t.speechRate} between 80 and 450`),
  ],
);

/** PostgreSQL's text-search configuration type, e.g. 'english'::regconfig. */
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const cues = pgTable(
  'cues',
  {
    trackId: text('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    text: text('text').notNull(),
    speaker: text('speaker'),
    /** A description cue that pauses the media while it is spoken (issue 31). */
    extended: boolean('extended').notNull().default(false),
    /** Copied from the track's language so the generated column below can stem in that language. */
    searchConfig: regconfig('search_config')
      .notNull()
      .default(sql`'simple'::regconfig`),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(search_config, text)`),
  },
  (t) => [
    primaryKey({ columns: [t.trackId, t.id] }),
    uniqueIndex('cues_track_position_idx').on(t.trackId, t.position),
    index('cues_search_idx').using('gin', t.search),
  ],
);

export const showcases = pgTable(
  'showcases',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The readable address in public URLs, unique per workspace (shared/showcase-slug.ts); the id never changes. */
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    options: jsonb('options').$type<ShowcaseOptions>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('showcases_workspace_idx').on(t.workspaceId),
    uniqueIndex('showcases_workspace_slug_idx').on(t.workspaceId, t.slug),
  ],
);

export const showcaseFiles = pgTable(
  'showcase_files',
  {
    showcaseId: text('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showcaseId, t.fileId] }), index('showcase_files_file_idx').on(t.fileId)],
);

/** Fixed-window counters for public POSTs; in the database so the limit holds across processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
