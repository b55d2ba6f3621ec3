// `npm run build:sdk-package`: the SDK as an npm package in dist/sdk-package/ — the same elements as the CDN
// build, as ES modules whose chunks load relative to the entry (so an app's bundler or any static host can
// serve them), with the types (sdk/public/media-access.d.ts, sdk/package/vue.d.ts), custom-elements.json and
// sdk/package/package.json (whose version is also the CDN's /sdk/<version>/).
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { minifySdkTemplates } from './minify-sdk-templates';

export async function buildSdkPackage(root: string, outDir = path.join(root, 'dist', 'sdk-package')) {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // Relative: lazy chunks are found next to the entry wherever the package is served from.
    base: './',
    publicDir: false,
    resolve: { alias: { '@shared': path.join(root, 'shared') } },
    plugins: [minifySdkTemplates()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      rollupOptions: {
        input: { 'media-access': path.join(root, 'sdk', 'cdn.ts') },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        preserveEntrySignatures: 'strict',
      },
    },
  });
  mkdirSync(outDir, { recursive: true });
  const copies: [string, string][] = [
    ['sdk/package/package.json', 'package.json'],
    ['sdk/package/README.md', 'README.md'],
    ['sdk/package/vue.d.ts', 'vue.d.ts'],
    ['sdk/public/media-access.d.ts', 'media-access.d.ts'],
    // Regenerated from the elements' doc blocks by every SDK build (scripts/generate-sdk-docs.ts).
    ['custom-elements.json', 'custom-elements.json'],
  ];
  for (const [from, to] of copies) copyFileSync(path.join(root, from), path.join(outDir, to));
  return outDir;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = await buildSdkPackage(fileURLToPath(new URL('..', import.meta.url)));
  console.log(`SDK package built in ${path.relative(process.cwd(), out)}`);
}
