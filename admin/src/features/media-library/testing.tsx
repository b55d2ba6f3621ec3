import type { ReactNode } from 'react';
import type { FileListItem, ListFilesResponse } from '@shared/schemas/file-list';
import { Toaster } from '@/components/ui/toast';
import { renderAtRoute } from '@/testing/render-at-route';

export const WORKSPACE = 'demo-university';

export function makeFile(overrides: Partial<FileListItem> = {}): FileListItem {
  return {
    id: 'f-1',
    name: 'Moon speech',
    status: 'ready',
    error: null,
    durationMs: 1_065_000,
    thumbnailUrl: null,
    embeddable: false,
    tracks: [{ language: 'en', kind: 'captions' }],
    labels: [],
    openAssignments: 0,
    updatedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const page = (
  files: FileListItem[],
  total = files.length,
  nextCursor: string | null = null,
): ListFilesResponse => ({
  files,
  total,
  nextCursor,
});

/** Renders at `path` under the workspace's routes, with a fresh QueryClient (no retries) and the toaster. */
export function renderLibrary(ui: ReactNode, path = `/workspaces/${WORKSPACE}/files`) {
  return renderAtRoute(ui, path, <Toaster />);
}

/** jsdom lays nothing out: give scroll containers a height so the virtualiser renders a screenful of rows. */
export function giveElementsHeight(height = 800) {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => height });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
}
