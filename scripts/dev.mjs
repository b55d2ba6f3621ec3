// `npm run dev`: the API server restarting on change, the SDK rebuilding on change, and the admin app
// on Vite's dev server with hot reload (proxying /api, /sdk, /embed and /examples to the API server).
import { spawn } from 'node:child_process';

const children = [
  ['api', ['npx', 'tsx', 'watch', '--clear-screen=false', 'server/process.ts']],
  ['sdk', ['npx', 'vite', 'build', '--watch', '--config', 'vite.sdk.config.ts']],
  ['admin', ['npx', 'vite', '--config', 'vite.admin.config.ts']],
].map(([name, [command, ...args]]) => {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (d) => process.stdout.write(prefix(d)));
  child.stderr.on('data', (d) => process.stderr.write(prefix(d)));
  return child;
});

console.log('Admin with hot reload: http://localhost:5173 · API, SDK and embeds: http://localhost:8080');

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => children.every((c) => c.exitCode !== null) && process.exit(0));
