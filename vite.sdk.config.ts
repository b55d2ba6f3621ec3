import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { generateSdkDocs } from './scripts/generate-sdk-docs';
import { minifySdkTemplates } from './scripts/minify-sdk-templates';
import { writeSdkManifest } from './scripts/sdk-manifest';

const root = fileURLToPath(new URL('.', import.meta.url));

/** After each build: custom-elements.json from the elements' doc blocks, and docs/sdk.md's reference from it. */
function elementsManifest(): Plugin {
  return {
    name: 'media-access:elements-manifest',
    apply: 'build',
    async closeBundle() {
      await generateSdkDocs(root);
    },
  };
}

/** After each build: dist/sdk/manifest.json (version and SRI hashes) for the versioned paths and the snippets. */
function versionManifest(): Plugin {
  return {
    name: 'media-access:version-manifest',
    apply: 'build',
    closeBundle() {
      writeSdkManifest(root, path.join(root, 'dist', 'sdk'));
    },
  };
}

// The SDK is plain ES modules served from /sdk/: the stable entry `media-access.js` (defines every
// element), `embed.js` for the /embed iframe pages, `media-access-loader.js` (classic script, copied from
// sdk/public) and hashed chunks for optional parts (platform players, forms, speech, downloads).
export default defineConfig({
  publicDir: 'sdk/public',
  base: '/sdk/',
  resolve: { alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) } },
  plugins: [minifySdkTemplates(), elementsManifest(), versionManifest()],
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
