import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FoundMedia, PageContent } from '../../compliance/web-scan/find-media';
import type { Db } from '../open-database';
import { complianceAssets, type ExternalTrack } from '../schema-compliance';
import { platformSources } from '../schema-platforms';
import { newId } from '../new-id';
import { openedLedger, systemActor } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';

// What scanned pages offer becomes assets of the ledger (docs/compliance.md, "Web scans"): media found there are
// assets keyed by their address (platform media by their item); our own embeds are the library file's asset, and
// platform items the ledger knows (imported, listed by a platform sync) are that asset, whose tracks then count.

export interface ScannedPage {
  url: string;
  content: PageContent;
}

const itemKey = (platform: NonNullable<FoundMedia['platform']>) => `${platform.source}:${platform.itemId}`;

/**
 * Records the media of a batch of pages in one transaction (a medium on several pages keeps the last), judged
 * with a `scan_result` entry for each new asset and each status that moved, naming its page. Answers the assets'
 * ids.
 */
export async function pagesMediaRecorded(
  db: Db,
  workspaceId: string,
  scanId: string,
  pages: ScannedPage[],
): Promise<string[]> {
  const found = pages.flatMap((page) => page.content.media.map((media) => ({ page, media })));
  if (found.length === 0) return [];
  return db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    const ownFiles = found.flatMap(({ media: m }) =>
      m.ownFile?.workspaceId === workspaceId ? [m.ownFile.fileId] : [],
    );
    const items = found.flatMap(({ media: m }) => (m.platform ? [itemKey(m.platform)] : []));
    const itemOf = sql<string>`${platformSources.platform} || ':' || ${platformSources.itemId}`;
    const importedFiles = await tx
      .select({ key: itemOf, fileId: platformSources.fileId })
      .from(platformSources)
      .where(and(eq(platformSources.workspaceId, workspaceId), inArray(itemOf, items)));
    const libraryAssets = await tx
      .select({ id: complianceAssets.id, fileId: complianceAssets.fileId })
      .from(complianceAssets)
      .where(
        and(
          eq(complianceAssets.workspaceId, workspaceId),
          inArray(complianceAssets.fileId, [...ownFiles, ...importedFiles.map((f) => f.fileId)]),
        ),
      );
    // Platform items the ledger knows (a platform sync, an import, an earlier scan) are those assets.
    const assetItemOf = sql<string>`${complianceAssets.source} || ':' || ${complianceAssets.platformItemId}`;
    const knownItems = await tx
      .select({ key: assetItemOf, id: complianceAssets.id })
      .from(complianceAssets)
      .where(and(eq(complianceAssets.workspaceId, workspaceId), inArray(assetItemOf, items)));
    const assetOfItem = new Map(knownItems.map((a) => [a.key, a.id]));
    const assetOfFile = new Map(libraryAssets.map((a) => [a.fileId!, a.id]));
    const fileOfItem = new Map(importedFiles.map((f) => [f.key, f.fileId]));

    const pageOf = new Map<string, string>();
    const rows = new Map<string, typeof complianceAssets.$inferInsert>();
    for (const { page, media } of found) {
      const fileId = media.ownFile
        ? media.ownFile.workspaceId === workspaceId
          ? media.ownFile.fileId
          : null
        : media.platform && fileOfItem.get(itemKey(media.platform));
      const knownAsset =
        (fileId ? assetOfFile.get(fileId) : undefined) ?? (media.platform && assetOfItem.get(itemKey(media.platform)));
      if (knownAsset) {
        pageOf.set(knownAsset, page.url);
        continue;
      }
      // Another workspace's embed, or a file since deleted: not this ledger's to judge.
      if (media.ownFile) continue;
      const element = media.kind !== 'embed';
      // One row per platform item however the pages link it (the item index); per address otherwise.
      rows.set(media.platform ? itemKey(media.platform) : media.url, {
        id: newId(),
        workspaceId,
        source: media.platform?.source ?? 'web',
        platformItemId: media.platform?.itemId ?? null,
        pageUrl: page.url,
        title: media.title.slice(0, 500),
        url: media.url,
        // A media element plays what its tag says; a platform's media is unknown until it is matched or declared.
        hasAudio: element ? true : null,
        hasVideo: element ? media.kind === 'video' : null,
        spokenLanguage: page.content.language,
        isPublic: true,
        externalTracks: media.tracks.map((t): ExternalTrack => ({ ...t, origin: 'imported' })),
        renditions: media.transcriptUrl ? [{ kind: 'media_alternative', url: media.transcriptUrl }] : [],
        publishedAt: ledger.now,
        firstSeenAt: ledger.now,
        lastSeenAt: ledger.now,
      });
    }
    for (const pageUrl of new Set(pageOf.values())) {
      const ids = [...pageOf].filter(([, url]) => url === pageUrl).map(([id]) => id);
      await tx
        .update(complianceAssets)
        .set({ pageUrl, lastSeenAt: ledger.now })
        .where(inArray(complianceAssets.id, ids));
    }
    if (rows.size > 0) {
      const upserted = await tx
        .insert(complianceAssets)
        .values([...rows.values()])
        .onConflictDoUpdate({
          target: [complianceAssets.workspaceId, complianceAssets.url],
          targetWhere: sql`${complianceAssets.fileId} is null and ${complianceAssets.pageUrl} is not null`,
          // What a person may have declared (sound, picture, language) stays; what the page offers is read again.
          set: {
            pageUrl: sql`excluded.page_url`,
            platformItemId: sql`excluded.platform_item_id`,
            title: sql`excluded.title`,
            externalTracks: sql`excluded.external_tracks`,
            renditions: sql`excluded.renditions`,
            isPublic: sql`excluded.is_public`,
            lastSeenAt: sql`excluded.last_seen_at`,
          },
        })
        .returning({ id: complianceAssets.id, pageUrl: complianceAssets.pageUrl });
      for (const { id, pageUrl } of upserted) pageOf.set(id, pageUrl!);
    }
    await reevaluated(tx, ledger, [...pageOf.keys()], {
      actor: systemActor('web scan'),
      action: 'scan_result',
      always: false,
      details: { scanId },
      detailsOf: (assetId) => ({ pageUrl: pageOf.get(assetId) }),
    });
    return [...pageOf.keys()];
  });
}
