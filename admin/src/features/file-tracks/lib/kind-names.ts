import type { TrackKind } from '@shared/constants';

/** Kinds as the page names them. */
export const KIND_NAMES: Record<TrackKind, string> = {
  captions: 'Captions',
  subtitles: 'Subtitles',
  descriptions: 'Descriptions',
  chapters: 'Chapters',
};
