// The admin app's JavaScript a first visit downloads (the entry and the chunks index.html preloads) beside the
// whole build, gzip level 9, and the largest chunks that load only when their screen is opened.
// Needs the built admin (`npm run build`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminDir = path.join(root, 'dist', 'admin');
/** The first screen's script budget: sign-in, the shell and the file library. */
const INITIAL_GOAL_KB = 320;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export default async function adminBundleBench() {
  const html = path.join(adminDir, 'index.html');
  if (!existsSync(html)) {
    console.log('dist/admin is missing: run `npm run build` first.');
    return;
  }
  const initial = [...readFileSync(html, 'utf8').matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const all = readdirSync(path.join(adminDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`);
  const size = new Map(all.map((file) => [file, gz(path.join(adminDir, file))]));
  const sum = (files: string[]) => files.reduce((total, file) => total + (size.get(file) ?? 0), 0);
  const initialBytes = sum(initial);
  const verdict = initialBytes / 1024 <= INITIAL_GOAL_KB ? 'meets' : 'MISSES';
  console.log('admin JavaScript, gzip level 9');
  console.log(
    `  first visit (${initial.length} files)  ${kb(initialBytes).padStart(10)}   goal ≤ ${INITIAL_GOAL_KB} KB: ${verdict}`,
  );
  console.log(`  whole build (${all.length} files)  ${kb(sum(all)).padStart(10)}`);
  console.log('  largest chunks loaded on demand:');
  const lazy = all.filter((file) => !initial.includes(file)).sort((a, b) => size.get(b)! - size.get(a)!);
  for (const file of lazy.slice(0, 6)) console.log(`    ${kb(size.get(file)!).padStart(10)}  ${path.basename(file)}`);
}
