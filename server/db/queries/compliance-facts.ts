import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AssetFacts, TrackFacts } from '@shared/compliance/evaluate';
import { VIEWS_WINDOW_DAYS, type PriorityFacts } from '@shared/compliance/priority';
import type { Tx } from '../open-database';
import { files, tracks, users } from '../schema';
import { complianceAssets, complianceAttestations, complianceExceptions } from '../schema-compliance';

// What the rules need to know of assets, read in a few set-based queries whether for one asset or all of a
// workspace's (a target change re-judges 10,000 in one go).

export type AssetRow = typeof complianceAssets.$inferSelect;

export interface LoadedAsset {
  asset: AssetRow;
  facts: AssetFacts;
  priority: PriorityFacts & { views: number | null };
}

const iso = (value: Date | string) => new Date(value).toISOString();
const reviewer = alias(users, 'reviewer');
const verifier = alias(users, 'verifier');
const nameOf = (u: { name: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(${u.name}, ''), ${u.email})`;

/** `ids` as a set-returning subquery: one parameter however many ids. */
const idList = (ids: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

/** The assets (all of the workspace's, or those of `ids`) with the facts the rules and the priority need. */
export async function loadedAssets(tx: Tx, workspaceId: string, ids: string[] | 'all'): Promise<LoadedAsset[]> {
  if (ids !== 'all' && ids.length === 0) return [];
  const scope: SQL = and(
    eq(complianceAssets.workspaceId, workspaceId),
    ids === 'all' ? undefined : sql`${complianceAssets.id} in ${idList(ids)}`,
  )!;
  const assets = await tx
    .select({
      ...getTableColumns(complianceAssets),
      // Spelled out: inside a selected expression drizzle would render columns unqualified.
      plays: sql<number | null>`(select sum(b.count)::int from embed_beacon_counts b
        where b.workspace_id = compliance_assets.workspace_id and b.file_id = compliance_assets.file_id
          and b.type = 'play' and b.day > current_date - ${VIEWS_WINDOW_DAYS}::int)`,
      filePublic: sql<boolean | null>`(files.embeddable or exists (
        select 1 from showcase_files sf join showcases s on s.id = sf.showcase_id
        where sf.file_id = files.id and s.published))`,
    })
    .from(complianceAssets)
    .leftJoin(files, eq(files.id, complianceAssets.fileId))
    .where(scope);
  const trackRows = await tx
    .select({
      assetId: complianceAssets.id,
      id: tracks.id,
      kind: tracks.kind,
      language: tracks.language,
      label: tracks.label,
      origin: tracks.origin,
      version: tracks.version,
      timed: tracks.timed,
      hasCues: sql<boolean>`exists (select 1 from cues c where c.track_id = tracks.id)`,
      reviewedAt: tracks.reviewedAt,
      reviewedVersion: tracks.reviewedVersion,
      reviewedBy: nameOf(reviewer),
      verifiedAt: tracks.verifiedAt,
      verifiedVersion: tracks.verifiedVersion,
      verifiedAccuracy: tracks.verifiedAccuracy,
      verifiedBy: nameOf(verifier),
    })
    .from(tracks)
    .innerJoin(complianceAssets, eq(complianceAssets.fileId, tracks.fileId))
    .leftJoin(reviewer, eq(reviewer.id, tracks.reviewedBy))
    .leftJoin(verifier, eq(verifier.id, tracks.verifiedBy))
    .where(scope)
    .orderBy(asc(tracks.createdAt), asc(tracks.id));
  const attestations = await tx
    .select()
    .from(complianceAttestations)
    .innerJoin(complianceAssets, eq(complianceAssets.id, complianceAttestations.assetId))
    .where(scope)
    .orderBy(asc(complianceAttestations.createdAt));
  const exceptions = await tx
    .select()
    .from(complianceExceptions)
    .innerJoin(complianceAssets, eq(complianceAssets.id, complianceExceptions.assetId))
    .where(scope);

  const byAsset = new Map(
    assets.map(({ plays, filePublic, ...asset }) => {
      const views = asset.fileId === null ? asset.views : (asset.views ?? 0) + (plays ?? 0);
      const loaded: LoadedAsset = {
        asset,
        facts: {
          hasAudio: asset.hasAudio,
          hasVideo: asset.hasVideo,
          live: asset.live,
          spokenLanguage: asset.spokenLanguage,
          tracks: asset.externalTracks.map((t): TrackFacts => ({
            ...t,
            version: 1,
            timed: true,
            hasCues: true,
            reviewed: null,
            verified: null,
          })),
          renditions: asset.renditions,
          attestations: [],
          exception: null,
        },
        priority: { views, publishedAt: asset.publishedAt, isPublic: asset.isPublic || filePublic === true },
      };
      return [asset.id, loaded];
    }),
  );
  for (const t of trackRows) {
    byAsset.get(t.assetId)?.facts.tracks.push({
      id: t.id,
      kind: t.kind as TrackFacts['kind'],
      language: t.language,
      label: t.label,
      origin: t.origin,
      version: t.version,
      timed: t.timed,
      hasCues: t.hasCues,
      reviewed:
        t.reviewedAt && t.reviewedVersion !== null
          ? { by: t.reviewedBy, at: iso(t.reviewedAt), version: t.reviewedVersion }
          : null,
      verified:
        t.verifiedAt && t.verifiedVersion !== null
          ? { by: t.verifiedBy, at: iso(t.verifiedAt), version: t.verifiedVersion, accuracy: t.verifiedAccuracy }
          : null,
    });
  }
  for (const { compliance_attestations: a } of attestations) {
    byAsset.get(a.assetId)?.facts.attestations.push({
      criterion: a.criterion,
      reason: a.reason,
      by: a.createdByName,
      at: iso(a.createdAt),
    });
  }
  for (const { compliance_exceptions: e } of exceptions) {
    const loaded = byAsset.get(e.assetId);
    if (loaded) loaded.facts.exception = { type: e.type, note: e.note, by: e.createdByName, at: iso(e.createdAt) };
  }
  return [...byAsset.values()];
}
