// `npm run engines -- list | install whisper <model> | remove whisper <model>` (see docs/engines.md).
import { loadConfig } from './config';
import { runEnginesCommand } from './engines/models/engines-command';
import { createOutboundFetch } from './outbound/outbound-fetch';

const config = loadConfig();
const stop = new AbortController();
// Ctrl-C stops the download and keeps the .partial file: the next install resumes it.
process.once('SIGINT', () => stop.abort(new Error('Stopped: run the same install again to resume')));
const terminal = process.stdout.isTTY;
let statusShown = false;
/** Ends a progress line before anything else is printed under it. */
const endStatus = () => {
  if (statusShown) process.stdout.write('\n');
  statusShown = false;
};
const code = await runEnginesCommand(process.argv.slice(2), {
  settings: config.engines,
  fetch: createOutboundFetch({ allowPrivate: config.media.allowPrivateLinks }),
  out: (line) => {
    endStatus();
    console.log(line);
  },
  err: (line) => {
    endStatus();
    console.error(line);
  },
  status: terminal
    ? (line) => {
        process.stdout.write(`\r\x1b[2K${line}`);
        statusShown = line !== '';
      }
    : null,
  signal: stop.signal,
}).catch((error: Error) => {
  endStatus();
  console.error(stop.signal.aborted ? (stop.signal.reason as Error).message : error.message);
  return 1;
});
process.exit(code);
