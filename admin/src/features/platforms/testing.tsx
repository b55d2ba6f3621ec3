import type { ReactNode } from 'react';
import { ApiError } from '@shared/api/client';
import type { ListPlatformItemsResponse, PlatformItemResponse } from '@shared/schemas/platforms';
import { renderAtRoute } from '@/testing/render-at-route';

export const WORKSPACE = 'demo-university';

export type ListedItem = ListPlatformItemsResponse['items'][number];

export function makeItem(overrides: Partial<ListedItem> = {}): ListedItem {
  return {
    id: 'vid1',
    title: 'Lecture 1',
    description: 'Week 1 of the course',
    durationMs: 90_000,
    thumbnailUrl: 'https://i.ytimg.com/vi/vid1/mqdefault.jpg',
    url: 'https://www.youtube.com/watch?v=vid1',
    createdAt: '2026-01-10T09:00:00.000Z',
    imported: null,
    ...overrides,
  };
}

export const listing = (
  items: ListedItem[],
  options: { folders?: ListPlatformItemsResponse['folders']; nextCursor?: string | null } = {},
): ListPlatformItemsResponse => ({ folders: options.folders ?? [], items, nextCursor: options.nextCursor ?? null });

export function makeItemResponse(overrides: Partial<PlatformItemResponse> = {}): PlatformItemResponse {
  const { imported: _imported, ...item } = makeItem();
  return {
    item,
    captions: [
      { id: 'capEn', language: 'en', label: 'English', kind: 'captions', format: 'webvtt' },
      { id: 'capFr', language: 'fr', label: 'Français', kind: 'subtitles', format: 'webvtt' },
    ],
    imported: null,
    publications: [],
    capabilities: { captionsRead: true, captionsWrite: true },
    ...overrides,
  };
}

/** The server's answers for a revoked connection and an outage (see server/platforms/connection.ts). */
export const reconnectError = () =>
  new ApiError(409, {
    error: {
      code: 'platform_reconnect',
      message: 'YouTube refused the refresh token',
      details: { platformName: 'YouTube' },
    },
  });
export const outageError = () =>
  new ApiError(503, {
    error: {
      code: 'platform_unavailable',
      message: 'YouTube answered 503',
      details: { platform: 'youtube', platformName: 'YouTube' },
    },
  });

/** Renders at `path` with a fresh QueryClient (no retries) and the current address shown for assertions. */
export function renderPlatformPage(ui: ReactNode, path = `/workspaces/${WORKSPACE}/files/youtube`) {
  return renderAtRoute(ui, path);
}
