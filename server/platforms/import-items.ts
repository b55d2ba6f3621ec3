import { LIMITS, type PlatformType } from '@shared/constants';
import { PLATFORM_NAMES, type ImportPlatformItemsResponse } from '@shared/schemas/platforms';
import { hasPlayer } from '@shared/players/platforms';
import type { AppDeps } from '../app-deps';
import { downloadRequeued, fileOfItem, importedItemFile } from '../db/queries/platforms-import';
import { CaptionImportError, platformCaptionTracks } from './import-captions';
import { queuePlatformMedia } from './import-media-job';
import {
  PlatformAuthError,
  PlatformError,
  PlatformNotFoundError,
  type PlatformAdapter,
  type PlatformContext,
  type PlatformItem,
} from './types';

type ImportResult = ImportPlatformItemsResponse['imports'][number];

export interface ImportRequest {
  workspaceId: string;
  platform: PlatformType;
  adapter: PlatformAdapter;
  ctx: PlatformContext;
  itemIds: string[];
  /** Bring the items' platform captions in as tracks. */
  captions: boolean;
  authorId: string;
}

/** Items read from the platform at once: enough to overlap round trips, few enough not to be rate limited. */
const CONCURRENCY = 4;

/**
 * Imports each item as a file linked to it, one transaction per item: the file, its link, its caption tracks and
 * the queued media download are written together or not at all. A revoked connection stops the whole request
 * (`PlatformAuthError` is thrown); any other failure fails only its item.
 */
export async function importedItems(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  request: ImportRequest,
): Promise<ImportResult[]> {
  const itemIds = [...new Set(request.itemIds)];
  const results = new Map<string, ImportResult>();
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < itemIds.length) {
      const itemId = itemIds[next++]!;
      try {
        results.set(itemId, await importedItem(deps, request, itemId));
      } catch (error) {
        stopped = true; // The others would fail the same way.
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, itemIds.length) }, worker));
  return itemIds.map((id) => results.get(id)!);
}

async function importedItem(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  request: ImportRequest,
  itemId: string,
): Promise<ImportResult> {
  const { workspaceId, platform, adapter, ctx } = request;
  const existing = await fileOfItem(deps.db, workspaceId, platform, itemId);
  if (existing) {
    // Importing again is how a download that failed is retried: the file, its tracks and edits are kept.
    const requeued = await downloadRequeued(deps.db, workspaceId, existing, (tx) =>
      queuePlatformMedia(deps.jobs, tx, workspaceId, existing, { platform, itemId }),
    );
    return { itemId, fileId: existing, status: requeued ? 'queued' : 'already_imported' };
  }
  try {
    const item = await adapter.get(ctx, itemId);
    const media = await adapter.mediaSource(ctx, itemId);
    if (media.type === 'player' && !hasPlayer(platform)) {
      // A file whose player cannot be embedded would be imported but never play: refuse it instead.
      throw new PlatformError(
        platform,
        `${PLATFORM_NAMES[platform]} offers no download of this item, and its player cannot be used here: allow downloads (or an MP4 rendition) for it on ${PLATFORM_NAMES[platform]}`,
      );
    }
    const captions =
      request.captions && adapter.capabilities.captionsRead
        ? await platformCaptionTracks(adapter, ctx, itemId, await adapter.listCaptions(ctx, itemId))
        : [];
    const file = {
      ...fileValuesOf(item),
      // The platform's player plays it at once; a download is processed like an upload first.
      ...(media.type === 'player'
        ? {
            media: { type: 'platform' as const, platformType: platform, videoId: media.videoId },
            status: 'ready' as const,
          }
        : { status: 'queued' as const }),
    };
    const outcome = await importedItemFile(
      deps.db,
      workspaceId,
      { platform, itemId, url: item.url },
      file,
      captions,
      request.authorId,
      async (tx, fileId) => {
        if (media.type === 'download')
          await queuePlatformMedia(deps.jobs, tx, workspaceId, fileId, { platform, itemId });
      },
    );
    return 'created' in outcome
      ? { itemId, fileId: outcome.created, status: 'queued' }
      : { itemId, fileId: outcome.existing, status: 'already_imported' };
  } catch (error) {
    if (error instanceof PlatformAuthError) throw error;
    return { itemId, fileId: null, status: 'failed', error: failureMessage(platform, error) };
  }
}

function fileValuesOf(item: PlatformItem) {
  return {
    name: item.title.trim().slice(0, LIMITS.fileName) || item.id,
    description: item.description ?? '',
    durationMs: item.durationMs,
    thumbnailUrl: item.thumbnailUrl,
  };
}

/** Why an item was not imported, in words; anything unexpected is a bug and is thrown on. */
function failureMessage(platform: PlatformType, error: unknown): string {
  if (error instanceof PlatformNotFoundError) return `Not found on ${PLATFORM_NAMES[platform]}`;
  if (error instanceof PlatformError || error instanceof CaptionImportError) return error.message;
  throw error;
}
