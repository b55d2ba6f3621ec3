import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PageContent } from '../../compliance/web-scan/find-media';
import type { Db } from '../open-database';
import { complianceAssets, type ExternalTrack } from '../schema-compliance';
import { platformSources } from '../schema-platforms';
import { newId } from '../new-id';
import { openedLedger, systemActor } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';

// What a scanned page offers becomes assets of the ledger (docs/compliance.md, "Web scans"): media found there
// are assets keyed by their address; our own embeds, and platform items imported into the library, are the
// library file's asset, whose own tracks then count.

/**
 * Records the media of one page in one transaction, judged with a `scan_result` entry for each new asset and each
 * status that moved. Answers the assets' ids.
 */
export async function pageMediaRecorded(
  db: Db,
  workspaceId: string,
  scanId: string,
  pageUrl: string,
  page: PageContent,
): Promise<string[]> {
  if (page.media.length === 0) return [];
  return db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    const ownFiles = page.media.flatMap((m) => (m.ownFile?.workspaceId === workspaceId ? [m.ownFile.fileId] : []));
    const imported = page.media.flatMap((m) => (m.platform ? [`${m.platform.source}:${m.platform.itemId}`] : []));
    const libraryAssets = await tx
      .select({ id: complianceAssets.id, fileId: complianceAssets.fileId })
      .from(complianceAssets)
      .where(and(eq(complianceAssets.workspaceId, workspaceId), inArray(complianceAssets.fileId, ownFiles)));
    const importedFiles = await tx
      .select({
        key: sql<string>`${platformSources.platform} || ':' || ${platformSources.itemId}`,
        fileId: platformSources.fileId,
      })
      .from(platformSources)
      .where(
        and(
          eq(platformSources.workspaceId, workspaceId),
          inArray(sql`${platformSources.platform} || ':' || ${platformSources.itemId}`, imported),
        ),
      );
    const importedAssets = await tx
      .select({ id: complianceAssets.id, fileId: complianceAssets.fileId })
      .from(complianceAssets)
      .where(
        inArray(
          complianceAssets.fileId,
          importedFiles.map((f) => f.fileId),
        ),
      );
    const assetOfFile = new Map([...libraryAssets, ...importedAssets].map((a) => [a.fileId!, a.id]));
    const fileOfItem = new Map(importedFiles.map((f) => [f.key, f.fileId]));

    const ids = new Set<string>();
    const rows: (typeof complianceAssets.$inferInsert)[] = [];
    for (const media of page.media) {
      const fileId = media.ownFile
        ? media.ownFile.workspaceId === workspaceId
          ? media.ownFile.fileId
          : null
        : media.platform && fileOfItem.get(`${media.platform.source}:${media.platform.itemId}`);
      const libraryAsset = fileId ? assetOfFile.get(fileId) : undefined;
      if (libraryAsset) {
        ids.add(libraryAsset);
        continue;
      }
      // Another workspace's embed, or a file since deleted: not this ledger's to judge.
      if (media.ownFile) continue;
      const element = media.kind !== 'embed';
      rows.push({
        id: newId(),
        workspaceId,
        source: media.platform?.source ?? 'web',
        pageUrl,
        title: media.title.slice(0, 500),
        url: media.url,
        // A media element plays what its tag says; a platform's media is unknown until it is matched or declared.
        hasAudio: element ? true : null,
        hasVideo: element ? media.kind === 'video' : null,
        spokenLanguage: page.language,
        isPublic: true,
        externalTracks: media.tracks.map((t): ExternalTrack => ({ ...t, origin: 'imported' })),
        renditions: media.transcriptUrl ? [{ kind: 'media_alternative', url: media.transcriptUrl }] : [],
        publishedAt: ledger.now,
        firstSeenAt: ledger.now,
        lastSeenAt: ledger.now,
      });
    }
    if (ids.size > 0) {
      await tx
        .update(complianceAssets)
        .set({ pageUrl, lastSeenAt: ledger.now })
        .where(inArray(complianceAssets.id, [...ids]));
    }
    if (rows.length > 0) {
      const upserted = await tx
        .insert(complianceAssets)
        .values(rows)
        .onConflictDoUpdate({
          target: [complianceAssets.workspaceId, complianceAssets.url],
          targetWhere: sql`${complianceAssets.fileId} is null and ${complianceAssets.pageUrl} is not null`,
          // What a person may have declared (sound, picture, language) stays; what the page offers is read again.
          set: {
            pageUrl: sql`excluded.page_url`,
            title: sql`excluded.title`,
            externalTracks: sql`excluded.external_tracks`,
            renditions: sql`excluded.renditions`,
            isPublic: sql`excluded.is_public`,
            lastSeenAt: sql`excluded.last_seen_at`,
          },
        })
        .returning({ id: complianceAssets.id });
      for (const { id } of upserted) ids.add(id);
    }
    await reevaluated(tx, ledger, [...ids], {
      actor: systemActor('web scan'),
      action: 'scan_result',
      always: false,
      details: { scanId, pageUrl },
    });
    return [...ids];
  });
}
