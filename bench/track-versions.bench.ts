// Editor saves on PGlite (issue 14): PATCH of one changed cue on a 10,000-cue track against the goal, beside a
// full PUT of the same list (the peer), plus the costlier shapes of a save: a cue inserted mid-track (a split; once
// half the rows moved position, now one row is written), a save merged over others' versions, and rebuilding a version from deltas. It calls the
// queries the routes answer with (the routes add only sign-in, a membership read and body validation).
import { sql } from 'drizzle-orm';
import { loadavg } from 'node:os';
import type { Cue } from '../shared/schemas/embed';
import { patchedCues, versionWithCues } from '../server/db/queries/track-versions';
import { replacedCues } from '../server/db/queries/tracks';
import { openDatabase } from '../server/db/open-database';
import { files, tracks, users, workspaces } from '../server/db/schema';

const CUES = 10_000;
const ROUNDS = 40;
const SLOW_ROUNDS = 10;
/** Issue 14: autosave of one changed cue, p95 in milliseconds on PGlite. */
const GOAL_MS = 200;

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const percentile = (values: number[], p: number) =>
  sorted(values)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const line = (label: string, values: number[], goal = '') =>
  console.log(
    `  ${label.padEnd(46)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms, p95 ${percentile(values, 95)
      .toFixed(1)
      .padStart(6)} ms${goal}`,
  );
const cue = (i: number, text = `Cue number ${i} of the long lecture, with some words to index`): Cue => ({
  id: `c${i}`,
  startMs: i * 3000,
  endMs: i * 3000 + 2800,
  text,
});

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

export default async function bench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const { db } = database;
    await db.insert(workspaces).values({ id: 'bench', name: 'Bench', type: 'business' });
    await db.insert(users).values({ id: 'bench-user', email: 'bench@example.test', name: 'Bench' });
    await db.insert(files).values({ id: 'f', workspaceId: 'bench', name: 'Long lecture' });
    await db.insert(tracks).values({ id: 't', fileId: 'f', language: 'en', kind: 'captions', label: 'English' });
    const ref = { workspaceId: 'bench', fileId: 'f', trackId: 't' };
    const list = Array.from({ length: CUES }, (_, i) => cue(i));
    await replacedCues(db, 'bench', 'f', 't', list);
    let version = 2;
    const patch = async (changes: { upsert: Cue[]; delete: string[] }, baseVersion = version) => {
      const result = await patchedCues(db, ref, { baseVersion, changes, authorId: 'bench-user' });
      if (result?.outcome !== 'saved') throw new Error(`PATCH failed: ${JSON.stringify(result)}`);
      version = result.version;
    };
    console.log(`PGlite, one track of ${CUES} cues (load average ${loadavg()[0]!.toFixed(1)}):`);

    // The machine's state: a PATCH of one cue is about eight statements like this one.
    const trivial: number[] = [];
    for (let round = 0; round < ROUNDS; round++) trivial.push(await timed(() => db.execute(sql`select 1`)));
    line('baseline: one trivial statement', trivial);

    const oneCue: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const i = (round * 2477) % CUES;
      const ms = await timed(() => patch({ upsert: [cue(i, `Edited in round ${round}`)], delete: [] }));
      if (round > 0) oneCue.push(ms); // the first round warms up
    }
    line('PATCH one changed cue (autosave)', oneCue, `   goal p95 ≤ ${GOAL_MS} ms`);

    const merged: number[] = [];
    for (let round = 0; round < SLOW_ROUNDS; round++) {
      const base = version;
      for (let other = 0; other < 5; other++) await patch({ upsert: [cue(other, `Theirs ${round}`)], delete: [] });
      merged.push(await timed(() => patch({ upsert: [cue(9000 + round, `Mine ${round}`)], delete: [] }, base)));
    }
    line('PATCH one cue merged over 5 newer versions', merged);

    const inserted: number[] = [];
    for (let round = 0; round < SLOW_ROUNDS; round++) {
      const mid = {
        id: `mid${round}`,
        startMs: (CUES / 2) * 3000 + 100 + round,
        endMs: (CUES / 2) * 3000 + 900,
        text: 'Inserted',
      };
      inserted.push(await timed(() => patch({ upsert: [mid], delete: [] })));
    }
    line('PATCH insert one cue mid-track (a split)', inserted);

    const rebuilt: number[] = [];
    for (let round = 0; round < SLOW_ROUNDS; round++) {
      rebuilt.push(await timed(() => versionWithCues(db, ref, version - round)));
    }
    line(`GET one version (rebuilt from ≤ 100 deltas)`, rebuilt);

    const current = (await versionWithCues(db, ref, version))!.cues;
    const full: number[] = [];
    for (let round = 0; round < SLOW_ROUNDS; round++) {
      const next = current.map((c, i) => (i === round * 97 ? { ...c, text: `Full PUT ${round}` } : c));
      full.push(await timed(() => replacedCues(db, 'bench', 'f', 't', next)));
    }
    line('peer: full PUT of all cues, one changed', full);
  } finally {
    await database.close();
  }
}
