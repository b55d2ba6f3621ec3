// Types for the Media Access SDK's tags in React 19, Preact, Svelte and plain TypeScript: the attributes, the
// elements' events and `document.createElement`/`querySelector` results. Shipped as the npm package's types
// (`import '@media-access/sdk'`, built by scripts/build-sdk-package.ts) and served next to media-access.js for
// pages that load the script tag (copy it into your project). Vue: `@media-access/sdk/vue`. See docs/sdk.md.
export {};

type Theme = 'light' | 'dark' | 'auto';
type Layout = 'auto' | 'stacked' | 'side-by-side' | 'compact' | 'transcript-only';

/** Attributes of `<transcript-embed>`, as written in markup. */
export interface TranscriptEmbedAttributes {
  'workspace-id'?: string;
  'file-id'?: string;
  'api-base'?: string;
  language?: string;
  for?: string;
  'start-time'?: number | string;
  'no-autoscroll'?: boolean;
  'no-search'?: boolean;
  'no-download'?: boolean;
  'no-beacon'?: boolean;
  /** Every description pauses the media while it is heard, not only the cues marked extended. */
  'extended-descriptions'?: boolean;
  theme?: Theme;
  layout?: Layout;
  /** Any CSS colour. */
  accent?: string;
}

/** Attributes of `<showcase-embed>`, as written in markup. */
export interface ShowcaseEmbedAttributes {
  'workspace-id'?: string;
  'showcase-id'?: string;
  'api-base'?: string;
  view?: 'gallery' | 'search' | 'file';
  'file-id'?: string;
  query?: string;
  'start-time'?: number | string;
  theme?: Theme;
  /** Layout of the file view's `<transcript-embed>`. */
  layout?: Layout;
  /** Any CSS colour; defaults to the showcase's own accent. */
  accent?: string;
}

/** One timed result of a showcase search. */
export interface SearchHit {
  fileId: string;
  trackId: string;
  cueId: string;
  startMs: number;
  /** Cue text with each match wrapped in `<mark>…</mark>`; everything else is escaped. */
  snippet: string;
}

/** Every event the elements dispatch, by name, with its `detail`. All bubble and are composed. */
export interface MediaAccessEvents {
  'transcript-embed:ready': { fileId: string; language: string; cueCount: number };
  'transcript-embed:cue-change': { cueId: string | null; startMs: number | null };
  'transcript-embed:seek': { timeMs: number };
  'transcript-embed:search': { query: string; matches: number };
  'transcript-embed:language-change': { language: string; trackId: string };
  'transcript-embed:suggestion-submitted': { trackId: string; cueId: string };
  'transcript-embed:request-submitted': { kind: string };
  'transcript-embed:error': { message: string; status?: number };
  'showcase-embed:ready': { showcaseId: string; fileCount: number };
  'showcase-embed:navigate': { view: 'gallery' | 'search' | 'file'; fileId?: string };
  'showcase-embed:search': { query: string; hits: SearchHit[] };
  'showcase-embed:error': { message: string; status?: number };
}

type MediaAccessEventMap = { [K in keyof MediaAccessEvents]: CustomEvent<MediaAccessEvents[K]> };

/** `<transcript-embed>`: its methods, and its events typed for `addEventListener`. */
export interface TranscriptEmbedElement extends HTMLElement {
  /** Moves the media (and the transcript) to `timeMs`. */
  seek(timeMs: number): void;
  addEventListener<K extends keyof MediaAccessEventMap>(
    type: K,
    listener: (this: TranscriptEmbedElement, event: MediaAccessEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: TranscriptEmbedElement, event: HTMLElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** `<showcase-embed>`, with its events typed for `addEventListener`. */
export interface ShowcaseEmbedElement extends HTMLElement {
  addEventListener<K extends keyof MediaAccessEventMap>(
    type: K,
    listener: (this: ShowcaseEmbedElement, event: MediaAccessEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: ShowcaseEmbedElement, event: HTMLElementEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

interface CommonAttributes {
  id?: string;
  class?: string;
  className?: string;
  hidden?: boolean;
  slot?: string;
  style?: unknown;
}

// The augmentation names React's types in place, so the file needs React only where React is used.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'transcript-embed': TranscriptEmbedAttributes &
        CommonAttributes & { ref?: import('react').Ref<TranscriptEmbedElement>; key?: string | number };
      'showcase-embed': ShowcaseEmbedAttributes &
        CommonAttributes & { ref?: import('react').Ref<ShowcaseEmbedElement>; key?: string | number };
    }
  }
}
/* eslint-enable @typescript-eslint/consistent-type-imports */

declare global {
  interface HTMLElementTagNameMap {
    'transcript-embed': TranscriptEmbedElement;
    'showcase-embed': ShowcaseEmbedElement;
  }
  // Svelte reads this namespace for element attributes.
  namespace svelteHTML {
    interface IntrinsicElements {
      'transcript-embed': TranscriptEmbedAttributes & CommonAttributes;
      'showcase-embed': ShowcaseEmbedAttributes & CommonAttributes;
    }
  }
}
