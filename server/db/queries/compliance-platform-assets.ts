import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AssetSource } from '@shared/compliance/criteria';
import type { PlatformType } from '@shared/constants';
import type { PlatformCaption, PlatformItem } from '@shared/schemas/platforms';
import type { Db, Tx } from '../open-database';
import { complianceAssets, type ExternalTrack } from '../schema-compliance';
import { platformSources } from '../schema-platforms';
import { newId } from '../new-id';
import { openedLedger, systemActor } from './compliance-changes';
import { reevaluated } from './compliance-evaluation';

// A connected platform's items become assets of the ledger (docs/compliance.md, "Platform inventory"), one per
// item (the item index), so a repeat sync updates the same rows and an imported item stays its library file's asset.

/** One listed item, with the captions the platform lists for it (null when they could not be read). */
export interface InventoriedItem {
  item: PlatformItem;
  captions: PlatformCaption[] | null;
}

/** Platforms that host only video with sound as far as we can tell: their items are judged as such when found. */
const VIDEO_HOSTS: readonly PlatformType[] = ['youtube', 'vimeo', 'wistia', 'brightcove'];

/** A platform's captions as the ledger counts them: its speech recognition's are machine-made, others a person's. */
export const externalTracksOf = (captions: PlatformCaption[]): ExternalTrack[] =>
  captions.map((c) => ({
    id: c.id,
    kind: c.kind === 'descriptions' || c.kind === 'chapters' || c.kind === 'subtitles' ? c.kind : 'captions',
    language: c.language,
    label: c.label,
    origin: c.machine ? 'machine' : 'imported',
    url: null,
  }));

/**
 * Records a page of a platform's items in one transaction: new items become assets, known ones (inventoried,
 * imported into the library, or found on a scanned page) are updated, each judged with a `platform_sync` entry for
 * a new asset and for each status that moved. Answers how many assets were new.
 */
export async function platformItemsRecorded(
  db: Db,
  workspaceId: string,
  platform: PlatformType,
  syncId: string,
  items: InventoriedItem[],
): Promise<{ added: number; ids: string[] }> {
  if (items.length === 0) return { added: 0, ids: [] };
  const source = platform as AssetSource;
  const video = VIDEO_HOSTS.includes(platform) ? true : null;
  return db.transaction(async (tx) => {
    const ledger = await openedLedger(tx, workspaceId);
    // An item listed twice in a page (a folder walk) keeps its last listing.
    const unique = new Map(items.map((entry) => [entry.item.id, entry]));
    const rows = [...unique.values()].map(({ item, captions }) => ({
      id: newId(),
      workspaceId,
      source,
      platformItemId: item.id,
      title: item.title.slice(0, 500) || item.id,
      url: item.url,
      durationMs: item.durationMs === null ? null : Math.round(item.durationMs),
      hasAudio: video,
      hasVideo: video,
      externalTracks: captions ? externalTracksOf(captions) : [],
      publishedAt: item.createdAt ? new Date(item.createdAt) : ledger.now,
      firstSeenAt: ledger.now,
      lastSeenAt: ledger.now,
      // Whether captions were read: a failed read keeps what the last sync found.
      captionsRead: captions !== null,
    }));
    const itemIds = rows.map((r) => r.platformItemId);
    // Files imported before their assets knew the item (the demo seed's rows) are linked to it first.
    await tx.execute(sql`
      update ${complianceAssets} a set source = ${source}, platform_item_id = ps.item_id
      from ${platformSources} ps
      where ps.file_id = a.file_id and ps.workspace_id = ${workspaceId} and ps.platform = ${platform}
        and ps.item_id in ${itemIds} and a.platform_item_id is null`);
    const known = new Set(
      (
        await tx
          .select({ itemId: complianceAssets.platformItemId })
          .from(complianceAssets)
          .where(
            and(
              eq(complianceAssets.workspaceId, workspaceId),
              eq(complianceAssets.source, source),
              inArray(complianceAssets.platformItemId, itemIds),
            ),
          )
      ).map((r) => r.itemId),
    );
    const upserted = [
      ...(await upserts(
        tx,
        rows.filter((r) => r.captionsRead),
        true,
      )),
      // Captions that could not be read keep what the last sync found.
      ...(await upserts(
        tx,
        rows.filter((r) => !r.captionsRead),
        false,
      )),
    ];
    const ids = upserted.map((u) => u.id);
    await reevaluated(tx, ledger, ids, {
      actor: systemActor(`${platform} inventory`),
      action: 'platform_sync',
      always: false,
      details: { syncId, platform },
      detailsOf: (assetId) => ({ platformItemId: upserted.find((u) => u.id === assetId)?.itemId }),
    });
    return { added: upserted.filter((u) => !known.has(u.itemId)).length, ids };
  });
}

type Row = typeof complianceAssets.$inferInsert & { captionsRead: boolean };

async function upserts(tx: Tx, rows: Row[], withTracks: boolean) {
  if (rows.length === 0) return [];
  // A library file's asset (an imported item) keeps its file's name and its own tracks.
  const unlessFile = (column: SQL, value: SQL) =>
    sql`case when ${complianceAssets.fileId} is null then ${value} else ${column} end`;
  return tx
    .insert(complianceAssets)
    .values(rows.map(({ captionsRead: _read, ...row }) => row))
    .onConflictDoUpdate({
      target: [complianceAssets.workspaceId, complianceAssets.source, complianceAssets.platformItemId],
      targetWhere: sql`${complianceAssets.platformItemId} is not null`,
      set: {
        title: unlessFile(sql`${complianceAssets.title}`, sql`excluded.title`),
        url: sql`coalesce(excluded.url, ${complianceAssets.url})`,
        durationMs: sql`coalesce(${complianceAssets.durationMs}, excluded.duration_ms)`,
        ...(withTracks
          ? { externalTracks: unlessFile(sql`${complianceAssets.externalTracks}`, sql`excluded.external_tracks`) }
          : {}),
        lastSeenAt: sql`excluded.last_seen_at`,
      },
    })
    .returning({ id: complianceAssets.id, itemId: complianceAssets.platformItemId });
}
