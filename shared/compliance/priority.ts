// Which assets to fix first (issue 29): the ones people watch, the new ones, and the public ones. The formula is
// documented in docs/compliance.md; a score is a whole number from 0 to 100, higher first.

/** Plays counted toward the score: the embed beacon's plays over this many days. */
export const VIEWS_WINDOW_DAYS = 90;
/** This many plays in the window score full marks for views (the scale is logarithmic below it). */
const FULL_VIEWS = 1000;
/** The recency score halves every this many days since the asset was published. */
const RECENCY_HALF_LIFE_DAYS = 180;

export const PRIORITY_WEIGHTS = { views: 0.5, recency: 0.3, audience: 0.2 } as const;

export const PRIORITY_BANDS = ['high', 'medium', 'low'] as const;
export type PriorityBand = (typeof PRIORITY_BANDS)[number];
/** The lowest score of each band. */
export const PRIORITY_BAND_FLOOR: Record<PriorityBand, number> = { high: 50, medium: 25, low: 0 };

export interface PriorityFacts {
  /** Plays in the last VIEWS_WINDOW_DAYS days; null where unknown (counted as none). */
  views: number | null;
  /** When the asset was published (added to the library, posted on the platform, first seen on the web). */
  publishedAt: Date;
  /** Anyone may watch it: in a published showcase, embeddable, or on a public web page. */
  isPublic: boolean;
}

export function priorityScore({ views, publishedAt, isPublic }: PriorityFacts, now: Date): number {
  const viewsScore = Math.min(1, Math.log10(1 + Math.max(0, views ?? 0)) / Math.log10(1 + FULL_VIEWS));
  const ageDays = Math.max(0, (now.getTime() - publishedAt.getTime()) / 86_400_000);
  const recencyScore = 0.5 ** (ageDays / RECENCY_HALF_LIFE_DAYS);
  const audienceScore = isPublic ? 1 : 0;
  const { views: wv, recency: wr, audience: wa } = PRIORITY_WEIGHTS;
  return Math.round(100 * (wv * viewsScore + wr * recencyScore + wa * audienceScore));
}

export function priorityBand(score: number): PriorityBand {
  return PRIORITY_BANDS.find((band) => score >= PRIORITY_BAND_FLOOR[band])!;
}
