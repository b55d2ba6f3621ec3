import type { SearchHit } from '../../shared/schemas/embed';

/**
 * Every event the SDK dispatches, by name, with its `detail`. Names are `<tag>:<what>`; all bubble and are
 * composed so a host page can listen on `document`.
 */
export interface MediaAccessEvents {
  /** The transcript is loaded and shown. */
  'transcript-embed:ready': { fileId: string; language: string; cueCount: number };
  /** The playing cue changed (`cueId` null between cues). */
  'transcript-embed:cue-change': { cueId: string | null; startMs: number | null };
  /** The viewer activated a cue or chapter, or the page called `seek()`. */
  'transcript-embed:seek': { timeMs: number };
  /** The in-transcript search changed. */
  'transcript-embed:search': { query: string; matches: number };
  /** Another track was chosen. */
  'transcript-embed:language-change': { language: string; trackId: string };
  /** A correction was accepted by the server. */
  'transcript-embed:suggestion-submitted': { trackId: string; cueId: string };
  /** An accessibility request was accepted by the server. */
  'transcript-embed:request-submitted': { kind: string };
  /** Loading, the player or a form failed; the element shows the message and a way to try again. */
  'transcript-embed:error': { message: string; status?: number };
  /** The showcase is loaded. */
  'showcase-embed:ready': { showcaseId: string; fileCount: number };
  /** The view changed (gallery, search or file). */
  'showcase-embed:navigate': { view: 'gallery' | 'search' | 'file'; fileId?: string };
  /** A showcase-wide search returned results. */
  'showcase-embed:search': { query: string; hits: SearchHit[] };
  /** Loading the showcase or a search failed. */
  'showcase-embed:error': { message: string; status?: number };
}

export type MediaAccessEventName = keyof MediaAccessEvents;

/** Dispatches a typed SDK event from `target`, bubbling and composed. */
export function emit<K extends MediaAccessEventName>(target: EventTarget, name: K, detail: MediaAccessEvents[K]) {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

declare global {
  interface HTMLElementEventMap {
    'transcript-embed:ready': CustomEvent<MediaAccessEvents['transcript-embed:ready']>;
    'transcript-embed:cue-change': CustomEvent<MediaAccessEvents['transcript-embed:cue-change']>;
    'transcript-embed:seek': CustomEvent<MediaAccessEvents['transcript-embed:seek']>;
    'transcript-embed:search': CustomEvent<MediaAccessEvents['transcript-embed:search']>;
    'transcript-embed:language-change': CustomEvent<MediaAccessEvents['transcript-embed:language-change']>;
    'transcript-embed:suggestion-submitted': CustomEvent<MediaAccessEvents['transcript-embed:suggestion-submitted']>;
    'transcript-embed:request-submitted': CustomEvent<MediaAccessEvents['transcript-embed:request-submitted']>;
    'transcript-embed:error': CustomEvent<MediaAccessEvents['transcript-embed:error']>;
    'showcase-embed:ready': CustomEvent<MediaAccessEvents['showcase-embed:ready']>;
    'showcase-embed:navigate': CustomEvent<MediaAccessEvents['showcase-embed:navigate']>;
    'showcase-embed:search': CustomEvent<MediaAccessEvents['showcase-embed:search']>;
    'showcase-embed:error': CustomEvent<MediaAccessEvents['showcase-embed:error']>;
  }
}
