// Before `npm start`: builds the SDK and the admin app when their output is missing or older than their sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(full)) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const targets = [
  { name: 'sdk', output: 'dist/sdk/media-access.js', sources: ['sdk', 'shared', 'vite.sdk.config.ts'] },
  { name: 'admin', output: 'dist/admin/index.html', sources: ['admin', 'shared', 'vite.admin.config.ts'] },
];

for (const target of targets) {
  const output = path.join(root, target.output);
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map(newestMtime));
  if (builtAt >= changedAt) continue;
  console.log(builtAt ? `The ${target.name} build is out of date: rebuilding…` : `Building the ${target.name}…`);
  const result = spawnSync('npm', ['run', `build:${target.name}`, '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
