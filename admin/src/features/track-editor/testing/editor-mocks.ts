import { vi } from 'vitest';
import { beatTrackEditing, patchTrackCues, stopTrackEditing } from '@shared/api/track-versions';
import { WIDE_QUERY } from '../components/editor-workspace';

const realMatchMedia = window.matchMedia;

/**
 * What every whole-editor test needs before it renders (with `@shared/api/track-versions` mocked): jsdom lays
 * nothing out, so a tall scroll container lets the virtualiser render a screenful of rows; presence and saving
 * answer as a quiet server would. The stacked (narrow) layout: with every box at 0,0 the wide layout's pane
 * separators would take every click.
 */
export function prepareEditorTest() {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 10_000_000 });
  window.matchMedia = (query) =>
    query === WIDE_QUERY ? { ...realMatchMedia(query), matches: false } : realMatchMedia(query);
  vi.mocked(beatTrackEditing).mockResolvedValue({ editors: [] });
  vi.mocked(stopTrackEditing).mockResolvedValue(undefined);
  vi.mocked(patchTrackCues).mockResolvedValue({
    version: 2,
    updatedAt: new Date().toISOString(),
    merged: false,
    theirs: { upsert: [], delete: [] },
  });
}
