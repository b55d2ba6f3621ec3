// Vue 3 template types for the SDK's tags: `import '@media-access/sdk/vue'` once (e.g. in env.d.ts), and tell
// the compiler they are custom elements: `compilerOptions.isCustomElement: (tag) => tag.endsWith('-embed')`.
import type { DefineComponent } from 'vue';
import type { ShowcaseEmbedAttributes, TranscriptEmbedAttributes } from './media-access';

declare module 'vue' {
  interface GlobalComponents {
    'transcript-embed': DefineComponent<TranscriptEmbedAttributes>;
    'showcase-embed': DefineComponent<ShowcaseEmbedAttributes>;
  }
}

export {};
