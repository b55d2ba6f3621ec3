// Writes server/seed/demo-media/<slug>.peaks.json for each demo media file (all, or the slugs given): the same
// peaks the media job stores for an upload, shipped so the seed can store them without running ffmpeg.
// Run by server/seed/demo-media/generate.sh after it remakes the audio; `npx tsx scripts/demo-peaks.ts [slug…]`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { requireMediaTools } from '../server/jobs/media/ffmpeg';
import { computePeaks } from '../server/jobs/media/peaks';

const dir = path.resolve(import.meta.dirname, '../server/seed/demo-media');
const slugs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(dir)
      .filter((name) => name.endsWith('.opus'))
      .map((name) => name.slice(0, -'.opus'.length));

for (const slug of slugs) {
  const { durationMs } = JSON.parse(readFileSync(path.join(dir, `${slug}.json`), 'utf8')) as { durationMs: number };
  const peaks = await computePeaks(
    requireMediaTools(),
    path.join(dir, `${slug}.opus`),
    durationMs,
    dir,
    AbortSignal.timeout(60_000),
    () => {},
  );
  writeFileSync(path.join(dir, `${slug}.peaks.json`), `${JSON.stringify(peaks)}\n`);
  console.log(`${slug}.peaks.json: ${peaks.data.length / 2} windows`);
}
