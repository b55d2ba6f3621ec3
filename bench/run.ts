// Runs every bench/*.bench.ts (or those whose name contains an argument) one after another.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => filters.length === 0 || filters.some((f) => name.includes(f)))
  .sort();

for (const name of files) {
  console.log(`\n=== ${name} ===`);
  const mod = (await import(pathToFileURL(`${dir}/${name}`).href)) as { default: () => Promise<void> };
  await mod.default();
}
