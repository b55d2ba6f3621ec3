import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ArchiveTest,
  AssetSource,
  AttestationReason,
  Criterion,
  CriterionStatus,
  ExceptionType,
  RenditionKind,
  Target,
  TrackOrigin,
} from '@shared/compliance/criteria';
import type { Evaluation } from '@shared/compliance/evaluate';
import type { EvidenceAction } from '@shared/schemas/compliance';
import { createdAt, files, users, workspaces } from './schema';

// The compliance ledger (issue 29, migration 0026; docs/compliance.md). Every write to these tables happens under
// the workspace's ledger row lock (`compliance_ledgers`, taken after any other row a change locks), so statuses,
// evidence and the chain's head move together and two writers never fork the chain.

const statusList = `'met', 'not_met', 'needs_review', 'not_applicable', 'unknown'`;
const sourceList = `'library', 'youtube', 'vimeo', 'wistia', 'brightcove', 'kaltura', 'panopto', 'mux', 'box', 'dropbox', 'googledrive', 'canvas', 'web'`;

/** A track found beside a platform item or on a page (library files' tracks are in `tracks`). */
export interface ExternalTrack {
  id: string;
  kind: 'captions' | 'subtitles' | 'descriptions' | 'chapters';
  language: string;
  label: string;
  origin: TrackOrigin;
  url: string | null;
}

/** Every media asset: each library file, and (added by scans) platform items and media found on web pages. */
export const complianceAssets = pgTable(
  'compliance_assets',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    source: text('source').$type<AssetSource>().notNull(),
    /** The library file; a platform asset keeps its row (unlinked) when its imported file is deleted. */
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    platformItemId: text('platform_item_id'),
    pageUrl: text('page_url'),
    title: text('title').notNull(),
    url: text('url'),
    durationMs: integer('duration_ms'),
    /** Null until probed (library) or known (declared by a person, found by a scan). */
    hasAudio: boolean('has_audio'),
    hasVideo: boolean('has_video'),
    live: boolean('live').notNull().default(false),
    spokenLanguage: text('spoken_language'),
    /** Plays where a platform says; library files count the embed beacon instead. */
    views: integer('views'),
    /** For assets outside the library: whether anyone may watch it (a public page). */
    isPublic: boolean('is_public').notNull().default(false),
    externalTracks: jsonb('external_tracks').$type<ExternalTrack[]>().notNull().default([]),
    renditions: jsonb('renditions').$type<{ kind: RenditionKind; url: string | null }[]>().notNull().default([]),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('compliance_assets_file_idx').on(t.fileId),
    uniqueIndex('compliance_assets_item_idx')
      .on(t.workspaceId, t.source, t.platformItemId)
      .where(sql`${t.platformItemId} is not null`),
    index('compliance_assets_workspace_idx').on(t.workspaceId),
    // Media found on web pages (migration 0032): one asset per address, so a repeat scan updates it.
    uniqueIndex('compliance_assets_web_url_idx')
      .on(t.workspaceId, t.url)
      .where(sql`${t.fileId} is null and ${t.pageUrl} is not null`),
    check('compliance_assets_source_check', sql.raw(`"source" in (${sourceList})`)),
  ],
);

/** Each asset's statuses as the rules last judged them, stored so lists filter and page fast; kept exact. */
export const complianceStatuses = pgTable(
  'compliance_statuses',
  {
    assetId: text('asset_id')
      .primaryKey()
      .references(() => complianceAssets.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    target: text('target').$type<Target>().notNull(),
    rulesVersion: integer('rules_version').notNull(),
    status: text('status').$type<CriterionStatus>().notNull(),
    conforms: boolean('conforms').notNull(),
    exempt: boolean('exempt').notNull(),
    c121: text('c_1_2_1').$type<CriterionStatus>(),
    c122: text('c_1_2_2').$type<CriterionStatus>(),
    c123: text('c_1_2_3').$type<CriterionStatus>(),
    c124: text('c_1_2_4').$type<CriterionStatus>(),
    c125: text('c_1_2_5').$type<CriterionStatus>(),
    c126: text('c_1_2_6').$type<CriterionStatus>(),
    c127: text('c_1_2_7').$type<CriterionStatus>(),
    c128: text('c_1_2_8').$type<CriterionStatus>(),
    criteria: jsonb('criteria').$type<Evaluation['criteria']>().notNull(),
    priority: integer('priority').notNull().default(0),
    views: integer('views'),
    isPublic: boolean('is_public').notNull().default(false),
    evaluatedAt: timestamp('evaluated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The default order (priority, then id) and the filters people use most, each a range scan.
    index('compliance_statuses_priority_idx').on(t.workspaceId, t.priority.desc(), t.assetId),
    index('compliance_statuses_status_idx').on(t.workspaceId, t.status, t.priority.desc(), t.assetId),
    check('compliance_statuses_status_check', sql.raw(`"status" in (${statusList})`)),
  ],
);

/** "This criterion does not apply to this asset", by a person, for a reason from the fixed list. */
export const complianceAttestations = pgTable(
  'compliance_attestations',
  {
    assetId: text('asset_id')
      .notNull()
      .references(() => complianceAssets.id, { onDelete: 'cascade' }),
    criterion: text('criterion').$type<Criterion>().notNull(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<AttestationReason>().notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The person's name then, so the evidence still says who after they leave. */
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.criterion] }),
    check(
      'compliance_attestations_reason_check',
      sql`${t.reason} in ('all_visual_information_spoken', 'no_meaningful_visuals', 'media_is_alternative')`,
    ),
  ],
);

/** One exception per asset (ADA Title II): it takes the asset out of the target's scope. */
export const complianceExceptions = pgTable(
  'compliance_exceptions',
  {
    assetId: text('asset_id')
      .primaryKey()
      .references(() => complianceAssets.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    type: text('type').$type<ExceptionType>().notNull(),
    note: text('note').notNull(),
    archiveTests: jsonb('archive_tests').$type<Record<ArchiveTest, boolean>>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('compliance_exceptions_type_check', sql`${t.type} in ('archived', 'pre_existing_document', 'third_party')`),
  ],
);

/**
 * The append-only evidence log, one hash chain per workspace: each entry's hash covers its content and the previous
 * entry's hash (server/compliance/evidence-hash.ts). A trigger refuses UPDATE and DELETE (but a workspace's
 * deletion); `GET …/compliance/evidence/verify` and `npm run compliance -- verify` recompute the chain.
 */
export const complianceEvidence = pgTable(
  'compliance_evidence',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    actorType: text('actor_type').$type<'user' | 'system'>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').$type<EvidenceAction>().notNull(),
    /** No foreign key: the evidence outlives the asset. */
    assetId: text('asset_id'),
    assetTitle: text('asset_title'),
    criterion: text('criterion').$type<Criterion>(),
    statusFrom: text('status_from').$type<CriterionStatus>(),
    statusTo: text('status_to').$type<CriterionStatus>(),
    trackId: text('track_id'),
    trackVersion: integer('track_version'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.seq] }),
    index('compliance_evidence_asset_idx').on(t.workspaceId, t.assetId, t.seq),
  ],
);

/** A workspace's ledger: the row every compliance write locks, the chain's head, and upkeep marks. */
export const complianceLedgers = pgTable('compliance_ledgers', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull().default(0),
  headHash: text('head_hash').notNull().default(''),
  /** The rules version every status row was last judged by (0: not yet). */
  rulesVersion: integer('rules_version').notNull().default(0),
  /** The day priorities were last worked out for every asset (views and recency change daily). */
  prioritiesOn: date('priorities_on'),
});

/** The workspace's totals at the end of each day that had a change: the progress chart. */
export const complianceDaily = pgTable(
  'compliance_daily',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    target: text('target').$type<Target>().notNull(),
    assets: integer('assets').notNull(),
    conforming: integer('conforming').notNull(),
    exempt: integer('exempt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.day] })],
);
