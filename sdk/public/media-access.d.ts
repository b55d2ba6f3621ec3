// Types for the Media Access SDK's tags in React, Preact, Svelte and plain TypeScript. Served next to
// media-access.js; copy it into your project (e.g. `src/media-access.d.ts`). See docs/sdk.md.
export {};

type Theme = 'light' | 'dark' | 'auto';

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
  /** Audio-description clips pause the media while they play. */
  'extended-descriptions'?: boolean;
  theme?: Theme;
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
}

interface CommonAttributes {
  id?: string;
  class?: string;
  className?: string;
  hidden?: boolean;
  slot?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'transcript-embed': TranscriptEmbedAttributes & CommonAttributes & { ref?: unknown; key?: string | number };
      'showcase-embed': ShowcaseEmbedAttributes & CommonAttributes & { ref?: unknown; key?: string | number };
    }
  }
}

declare global {
  // Svelte reads this namespace for element attributes.
  namespace svelteHTML {
    interface IntrinsicElements {
      'transcript-embed': TranscriptEmbedAttributes & CommonAttributes;
      'showcase-embed': ShowcaseEmbedAttributes & CommonAttributes;
    }
  }
}
