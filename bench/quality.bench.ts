// Checks a 10,000-cue track against the caption rules: cold (every cue measured), warm (nothing changed) and
// after editing one cue, which is what the editor pays on each change. Goal: a few milliseconds warm. Then the
// same for a machine track, whose check adds the hallucination guards (with voice activity around every cue).
import { checkTrackProblems } from '../shared/captions/hallucination';
import { checkCaptionProblems, type IdentifiedCue } from '../shared/captions/quality-problems';
import { DEFAULT_CAPTION_RULES } from '../shared/schemas/settings';

const CUES = 10_000;
const ROUNDS = 15;
const GOAL_MS = 5;

const TEXTS = [
  'Four score and seven years ago',
  '<i>our fathers brought forth</i>\non this continent, a new nation,',
  'conceived in Liberty, and dedicated\nto the proposition',
  'Now we are engaged in a great civil war',
];

/** A track with the usual mix: mostly fine cues, some fast, long, short, close or overlapping. */
function track(): IdentifiedCue[] {
  return Array.from({ length: CUES }, (_, i) => {
    const startMs = i * 4100;
    const endMs = startMs + (i % 11 === 0 ? 600 : i % 13 === 0 ? 4060 : 4000);
    return {
      id: `c${i}`,
      startMs,
      endMs,
      text: TEXTS[i % TEXTS.length]!,
      ...(i % 9 === 0 ? { speaker: 'Lincoln' } : {}),
    };
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export default async function bench(): Promise<void> {
  const cold: number[] = [];
  const warm: number[] = [];
  const edited: number[] = [];
  let problems = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Fresh cue objects each round, so nothing is measured yet.
    const cues = track();
    cold.push(time(() => (problems = checkCaptionProblems(cues, DEFAULT_CAPTION_RULES).length)));
    warm.push(time(() => checkCaptionProblems(cues, DEFAULT_CAPTION_RULES)));
    const next = cues.slice();
    next[round * 97] = { ...next[round * 97]!, text: `${next[round * 97]!.text} (edited)` };
    edited.push(time(() => checkCaptionProblems(next, DEFAULT_CAPTION_RULES)));
  }
  const machine = { cold: [] as number[], warm: [] as number[], edited: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const cues = track();
    const guarded = {
      origin: 'machine' as const,
      speechRegions: cues.map(({ startMs, endMs }) => ({ startMs, endMs })),
    };
    machine.cold.push(time(() => checkTrackProblems(cues, DEFAULT_CAPTION_RULES, guarded)));
    machine.warm.push(time(() => checkTrackProblems(cues, DEFAULT_CAPTION_RULES, guarded)));
    const next = cues.slice();
    next[round * 97] = { ...next[round * 97]!, text: `${next[round * 97]!.text} (edited)` };
    machine.edited.push(time(() => checkTrackProblems(next, DEFAULT_CAPTION_RULES, guarded)));
  }
  console.log(`${CUES} cues, ${problems} problems, median of ${ROUNDS} rounds`);
  console.table({
    'cold (first check)': { ms: median(cold).toFixed(2), 'machine track': median(machine.cold).toFixed(2) },
    'warm (same cues)': { ms: median(warm).toFixed(2), 'machine track': median(machine.warm).toFixed(2) },
    'one cue edited': { ms: median(edited).toFixed(2), 'machine track': median(machine.edited).toFixed(2) },
  });
  const ms = median(edited);
  console.log(`one cue edited: ${ms.toFixed(2)} ms · goal ≤ ${GOAL_MS} ms ${ms <= GOAL_MS ? 'met' : 'NOT MET'}`);
}
