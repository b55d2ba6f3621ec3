import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync, writeFileSync } from 'node:fs';
import { defineConfig, minifySync, type Plugin } from 'vite';
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

/**
 * The two classic scripts in sdk/public are copied as written (readable, commented); customers' pages load them
 * minified (together 1.1 KB → 0.6 KB gzipped). Runs before the version manifest, so the SRI hashes are of these.
 */
function minifyPublicScripts(): Plugin {
  return {
    name: 'media-access:minify-public-scripts',
    apply: 'build',
    closeBundle() {
      for (const name of ['media-access-loader.js', 'iframe-resize.js']) {
        const file = path.join(root, 'dist', 'sdk', name);
        const { code, errors } = minifySync(name, readFileSync(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length > 0) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
        writeFileSync(file, code);
      }
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
  plugins: [minifySdkTemplates(), elementsManifest(), minifyPublicScripts(), versionManifest()],
  build: {
    outDir: 'dist/sdk',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // No preload helper: it would add <link rel=modulepreload> tags to the customer's page for every lazy chunk.
    modulePreload: false,
    rollupOptions: {
      input: {
        'media-access': 'sdk/cdn.ts',
        embed: 'sdk/embed/embed-page.ts',
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // Parts loaded together go in one chunk, which gzip compresses better than apart (1.6 KB less in all):
        // `extras` on the first menu, search or form (menus, caption style, downloads, the forms), `description`
        // when audio description starts. A group takes only the modules named, never their dependencies (Lit
        // and the entry's helpers stay in media-access.js); rolldown allows that only when an entry may export
        // more than it declares (allow-extension), which changes no name the entries export.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'extras',
              test: /(shared[\\/]captions[\\/]|sdk[\\/](transcript-embed[\\/](caption-style-form|caption-style-model|caption-style-strings|menu-popup|downloads|search-field)|forms[\\/](contribution-forms|form-strings)))/,
            },
            {
              name: 'description',
              test: /sdk[\\/](speech[\\/](audio-description|description-clips|due-cues)|transcript-embed[\\/]rendition-audio)\.ts$/,
            },
          ],
        },
      },
      preserveEntrySignatures: 'allow-extension',
    },
  },
});
