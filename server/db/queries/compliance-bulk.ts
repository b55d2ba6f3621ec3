import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../open-database';
import { complianceAssets } from '../schema-compliance';

/** The workspace's assets among `assetIds` by id, with their library file (null for assets that are not one). */
export async function assetFilesOf(
  db: Db,
  workspaceId: string,
  assetIds: readonly string[],
): Promise<Map<string, { fileId: string | null; title: string }>> {
  const rows = await db
    .select({ id: complianceAssets.id, fileId: complianceAssets.fileId, title: complianceAssets.title })
    .from(complianceAssets)
    .where(and(eq(complianceAssets.workspaceId, workspaceId), inArray(complianceAssets.id, [...assetIds])));
  return new Map(rows.map((row) => [row.id, { fileId: row.fileId, title: row.title }]));
}
