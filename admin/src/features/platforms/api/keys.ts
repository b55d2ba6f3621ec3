import type { PlatformType } from '@shared/constants';

/** What a platform listing shows: a folder (playlist, category) or the whole library, and a search. */
export interface BrowseParams {
  folderId: string | null;
  query: string;
}

export const platformsKeys = {
  all: ['platforms'] as const,
  platform: (workspaceId: string, platform: PlatformType) => [...platformsKeys.all, workspaceId, platform] as const,
  lists: (workspaceId: string, platform: PlatformType) =>
    [...platformsKeys.platform(workspaceId, platform), 'list'] as const,
  list: (workspaceId: string, platform: PlatformType, params: BrowseParams) =>
    [...platformsKeys.lists(workspaceId, platform), params] as const,
  item: (workspaceId: string, platform: PlatformType, itemId: string) =>
    [...platformsKeys.platform(workspaceId, platform), 'item', itemId] as const,
  libraryFile: (workspaceId: string, fileId: string) => [...platformsKeys.all, workspaceId, 'file', fileId] as const,
};
