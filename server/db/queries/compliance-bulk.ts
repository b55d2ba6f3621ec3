import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../open-database';
import { tracks } from '../schema';
import { complianceAssets } from '../schema-compliance';

export interface BulkAssetFile {
  fileId: string | null;
  source: string;
  platformItemId: string | null;
  title: string;
  spokenLanguage: string | null;
}

/** The workspace's assets among `assetIds` by id, with their library file (null for assets that are not one). */
export async function assetFilesOf(
  db: Db,
  workspaceId: string,
  assetIds: readonly string[],
): Promise<Map<string, BulkAssetFile>> {
  const rows = await db
    .select({
      id: complianceAssets.id,
      fileId: complianceAssets.fileId,
      source: complianceAssets.source,
      platformItemId: complianceAssets.platformItemId,
      title: complianceAssets.title,
      spokenLanguage: complianceAssets.spokenLanguage,
    })
    .from(complianceAssets)
    .where(and(eq(complianceAssets.workspaceId, workspaceId), inArray(complianceAssets.id, [...assetIds])));
  return new Map(rows.map(({ id, ...file }) => [id, file]));
}

/**
 * The captions track a translation of the file starts from: one in its spoken language when known, a person's
 * (reviewed, verified or not machine-made) before a machine's, then the newest; null when it has none.
 */
export async function translationSourceOf(db: Db, fileId: string, spokenLanguage: string | null) {
  const inSpokenLanguage = spokenLanguage
    ? [desc(sql`lower(split_part(${tracks.language}, '-', 1)) = lower(split_part(${spokenLanguage}, '-', 1))`)]
    : [];
  const [row] = await db
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.fileId, fileId), eq(tracks.kind, 'captions'), eq(tracks.timed, true)))
    .orderBy(
      ...inSpokenLanguage,
      desc(isNotNull(tracks.verifiedAt)),
      desc(isNotNull(tracks.reviewedAt)),
      desc(sql`${tracks.origin} <> 'machine'`),
      desc(tracks.createdAt),
      asc(tracks.id),
    )
    .limit(1);
  return row?.id ?? null;
}
