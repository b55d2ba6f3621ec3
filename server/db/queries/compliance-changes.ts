import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TrackOrigin } from '@shared/compliance/criteria';
import { RULES_VERSION } from '@shared/compliance/evaluate';
import type { ComplianceActor, EvidenceAction } from '@shared/schemas/compliance';
import type { Tx } from '../open-database';
import { files, tracks, users } from '../schema';
import { complianceAssets, complianceLedgers, complianceStatuses } from '../schema-compliance';
import { reevaluated } from './compliance-evaluation';
import { appendEvidence, type Ledger, lockedLedger, recordDailyTotals } from './compliance-ledger';

// What the rest of the data layer calls when something the ledger depends on changes, in its own transaction:
// library files appear, are probed, renamed or deleted; tracks are added, filled, deleted. Application code rather
// than triggers, because every change is judged by the rules in shared/compliance (TypeScript) and appended to the
// hash chain, both in the same transaction as the change itself.

export const systemActor = (name: string): ComplianceActor => ({ type: 'system', id: null, name });
/** A member; an empty name is filled in from their account when the entry is written. */
export const userActor = (user: { id: string; name?: string; email?: string }): ComplianceActor => ({
  type: 'user',
  id: user.id,
  name: user.name || user.email || '',
});
/** The actor with a name to store beside a row (the member's name or email when the token carried none). */
export async function actorNamed(tx: Tx, actor: ComplianceActor): Promise<ComplianceActor> {
  if (actor.name || !actor.id) return actor;
  const [person] = await tx
    .select({ name: sql<string>`coalesce(nullif(${users.name}, ''), ${users.email})` })
    .from(users)
    .where(eq(users.id, actor.id));
  return { ...actor, name: person?.name || actor.id };
}

/**
 * For a person's decision on an asset (an attestation, an exception): the opened ledger and the named actor, or
 * null when the workspace has no such asset.
 */
export async function decisionOpened(tx: Tx, workspaceId: string, assetId: string, actor: ComplianceActor) {
  const ledger = await openedLedger(tx, workspaceId);
  const [asset] = await tx
    .select({ id: complianceAssets.id })
    .from(complianceAssets)
    .where(and(eq(complianceAssets.id, assetId), eq(complianceAssets.workspaceId, workspaceId)));
  return asset ? { ledger, by: await actorNamed(tx, actor) } : null;
}

/** The person a change names, else the system part that made it. */
export const actorOrSystem = (authorId: string | null, system: string) =>
  authorId ? userActor({ id: authorId }) : systemActor(system);

/**
 * The workspace's ledger, locked for the transaction, its statuses first brought up to the current rules (once
 * after an upgrade that changed them, logged as one `reevaluated` entry) and every library file made an asset.
 */
export async function openedLedger(tx: Tx, workspaceId: string): Promise<Ledger> {
  const ledger = await lockedLedger(tx, workspaceId);
  if (ledger.rulesVersion !== RULES_VERSION) {
    const { changed } = await reevaluated(tx, ledger, 'all', null);
    await appendEvidence(tx, ledger, [
      {
        actor: systemActor('compliance rules'),
        action: 'reevaluated',
        details: { rulesVersion: RULES_VERSION, previousRulesVersion: ledger.rulesVersion, assetsChanged: changed },
      },
    ]);
    await tx
      .update(complianceLedgers)
      .set({ rulesVersion: RULES_VERSION })
      .where(eq(complianceLedgers.workspaceId, workspaceId));
    ledger.rulesVersion = RULES_VERSION;
  }
  await adoptedFiles(tx, ledger);
  return ledger;
}

/** The asset of each library file of `fileIds` (read before the files are deleted). */
export async function assetsOfFiles(tx: Tx, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return tx
    .select({
      id: complianceAssets.id,
      title: complianceAssets.title,
      source: complianceAssets.source,
      fileId: complianceAssets.fileId,
      status: complianceStatuses.status,
    })
    .from(complianceAssets)
    .leftJoin(complianceStatuses, eq(complianceStatuses.assetId, complianceAssets.id))
    .where(inArray(complianceAssets.fileId, fileIds));
}

/** A new library file becomes an asset, judged at once (unprobed: mostly unknown); the ledger's opening adopts it. */
export async function libraryFileAdded(tx: Tx, file: { workspaceId: string }): Promise<void> {
  await openedLedger(tx, file.workspaceId);
}

/**
 * Makes an asset of every library file that has none (files inserted outside the data layer's calls: the demo
 * seed, rows from before a restore), judged with an `asset_added` entry each. Until processing probes it, a file
 * whose type says audio is taken as audio only, as the migration does for existing files.
 */
async function adoptedFiles(tx: Tx, ledger: Ledger): Promise<void> {
  const adopted = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into ${complianceAssets} (id, workspace_id, source, file_id, title, duration_ms, has_audio, has_video,
        published_at, first_seen_at, last_seen_at)
      select replace(gen_random_uuid()::text, '-', ''), f.workspace_id, 'library', f.id, f.name, f.duration_ms,
        case when coalesce(f.mime_type, f.media ->> 'mimeType') like 'audio/%' then true end,
        case when coalesce(f.mime_type, f.media ->> 'mimeType') like 'audio/%' then false end,
        f.created_at, ${ledger.now.toISOString()}::timestamptz, ${ledger.now.toISOString()}::timestamptz
      from ${files} f
      where f.workspace_id = ${ledger.workspaceId}
        and not exists (select 1 from ${complianceAssets} a where a.file_id = f.id)
      returning id`),
  );
  if (adopted.length === 0) return;
  await reevaluated(
    tx,
    ledger,
    adopted.map((a) => a.id),
    { actor: systemActor('media library'), action: 'asset_added', always: true },
  );
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * After library files were deleted (`assets` read before): their assets go, with an `asset_removed` entry each; a
 * platform asset stays (the item is still on the platform), judged again without the file's tracks.
 */
export async function libraryFilesRemoved(
  tx: Tx,
  workspaceId: string,
  assets: Awaited<ReturnType<typeof assetsOfFiles>>,
  actor: ComplianceActor,
): Promise<void> {
  if (assets.length === 0) return;
  const ledger = await openedLedger(tx, workspaceId);
  const library = assets.filter((a) => a.source === 'library');
  await appendEvidence(
    tx,
    ledger,
    library.map((a) => ({
      actor,
      action: 'asset_removed' as const,
      assetId: a.id,
      assetTitle: a.title,
      statusFrom: a.status,
      details: { fileId: a.fileId },
    })),
  );
  if (library.length > 0) {
    await tx.delete(complianceAssets).where(
      inArray(
        complianceAssets.id,
        library.map((a) => a.id),
      ),
    );
  }
  const kept = assets.filter((a) => a.source !== 'library');
  for (const asset of kept) {
    await reevaluated(tx, ledger, [asset.id], {
      actor,
      action: 'asset_facts_set',
      always: true,
      details: { fileRemoved: asset.fileId },
    });
  }
  if (kept.length === 0) await recordDailyTotals(tx, ledger);
}

/** What processing found in a library file: sound, picture and duration. */
export async function fileProbed(
  tx: Tx,
  workspaceId: string,
  fileId: string,
  probe: { hasAudio: boolean; hasVideo: boolean; durationMs: number },
): Promise<void> {
  const ledger = await openedLedger(tx, workspaceId);
  const updated = await tx
    .update(complianceAssets)
    .set({ ...probe, lastSeenAt: ledger.now })
    .where(and(eq(complianceAssets.workspaceId, workspaceId), eq(complianceAssets.fileId, fileId)))
    .returning({ id: complianceAssets.id });
  await reevaluated(
    tx,
    ledger,
    updated.map((a) => a.id),
    { actor: systemActor('media processing'), action: 'media_probed', always: true, details: probe },
  );
}

/** A library file's new name is its asset's title (no status depends on it, so no evidence). */
export async function fileRenamed(tx: Tx, workspaceId: string, fileId: string, name: string): Promise<void> {
  await openedLedger(tx, workspaceId);
  await tx
    .update(complianceAssets)
    .set({ title: name })
    .where(and(eq(complianceAssets.workspaceId, workspaceId), eq(complianceAssets.fileId, fileId)));
}

export interface TrackEvent {
  id: string;
  version: number;
  kind: string;
  language: string;
  label: string;
  origin: TrackOrigin;
}

/** Something happened to a track (added, deleted, reviewed, verified): logged, and the file's asset judged again. */
export async function trackEvent(
  tx: Tx,
  workspaceId: string,
  fileId: string,
  track: TrackEvent,
  action: Extract<EvidenceAction, `track_${string}`>,
  actor: ComplianceActor,
): Promise<void> {
  const ledger = await openedLedger(tx, workspaceId);
  const { id, version, ...details } = track;
  await reevaluated(tx, ledger, await assetIdsOfFile(tx, fileId), {
    actor,
    action,
    always: true,
    trackId: id,
    trackVersion: version,
    details,
  });
}

/** A track's cues were written (a new version): logged with the version, and the file's asset judged again. */
export async function trackContentChanged(tx: Tx, trackId: string, version: number, actor: ComplianceActor) {
  const [row] = await tx
    .select({ fileId: tracks.fileId, workspaceId: files.workspaceId })
    .from(tracks)
    .innerJoin(files, eq(files.id, tracks.fileId))
    .where(eq(tracks.id, trackId));
  if (!row) return;
  const ledger = await openedLedger(tx, row.workspaceId);
  await reevaluated(tx, ledger, await assetIdsOfFile(tx, row.fileId), {
    actor,
    action: 'track_changed',
    always: true,
    trackId,
    trackVersion: version,
  });
}

/** A file imported from a platform item: its asset is that item's (merged into the item's asset when one exists). */
export async function platformItemImported(
  tx: Tx,
  workspaceId: string,
  fileId: string,
  item: { platform: string; itemId: string; url: string | null },
  actor: ComplianceActor,
): Promise<void> {
  const ledger = await openedLedger(tx, workspaceId);
  const source = item.platform as typeof complianceAssets.$inferInsert.source;
  const [existing] = await tx
    .select({ id: complianceAssets.id })
    .from(complianceAssets)
    .where(
      and(
        eq(complianceAssets.workspaceId, workspaceId),
        eq(complianceAssets.source, source),
        eq(complianceAssets.platformItemId, item.itemId),
      ),
    );
  const [library] = await assetsOfFiles(tx, [fileId]);
  if (existing && library) {
    // The item was known before it was imported: it keeps its id and history; the file's fresh asset goes.
    await appendEvidence(tx, ledger, [
      {
        actor,
        action: 'asset_removed',
        assetId: library.id,
        assetTitle: library.title,
        statusFrom: library.status,
        details: { fileId, mergedInto: existing.id },
      },
    ]);
    await tx.delete(complianceAssets).where(eq(complianceAssets.id, library.id));
    await tx
      .update(complianceAssets)
      .set({ fileId, lastSeenAt: ledger.now })
      .where(eq(complianceAssets.id, existing.id));
  } else if (library) {
    await tx
      .update(complianceAssets)
      .set({ source, platformItemId: item.itemId, url: item.url })
      .where(eq(complianceAssets.id, library.id));
  }
  const assetId = existing?.id ?? library?.id;
  if (!assetId) return;
  await reevaluated(tx, ledger, [assetId], {
    actor,
    action: 'asset_facts_set',
    always: true,
    details: { importedFrom: item.platform, platformItemId: item.itemId, fileId },
  });
}

async function assetIdsOfFile(tx: Tx, fileId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: complianceAssets.id })
    .from(complianceAssets)
    .where(eq(complianceAssets.fileId, fileId));
  return rows.map((r) => r.id);
}
