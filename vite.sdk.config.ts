import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The SDK is plain ES modules served from /sdk/: the stable entry `media-access.js` (defines every
// element), `embed.js` for the /embed iframe pages, and hashed chunks for optional parts.
export default defineConfig({
  publicDir: 'sdk/public',
  base: '/sdk/',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  build: {
    outDir: 'dist/sdk',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      input: {
        'media-access': 'sdk/cdn.ts',
        embed: 'sdk/embed/embed-page.ts',
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
      preserveEntrySignatures: 'strict',
    },
  },
});
