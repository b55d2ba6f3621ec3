// Where each description lands in a described render, and the ffmpeg filter graph that makes it (docs/engines.md).

/** Sample rate of every render's audio. */
export const RENDER_RATE = 48_000;
/** How far the programme is turned down under a (standard) description. */
export const DUCK_DB = -12;
/** The ramp into and out of the duck, outside the description so it is spoken over the full duck. */
export const DUCK_RAMP_MS = 200;

export interface RenderClip {
  startMs: number;
  /** Samples at RENDER_RATE. */
  length: number;
  extended: boolean;
}

export interface RenderPlan {
  /** Programme pieces in source samples, each after a pause of `pause` samples (extended descriptions). */
  segments: { from: number; to: number; pause: number; fromFrame?: number; toFrame?: number; pauseFrames?: number }[];
  /** Where each clip is spoken in the output, in samples, in the order given. */
  voiceAt: number[];
  /** Output samples [start, end) under standard descriptions, where the programme is ducked. */
  ducks: [number, number][];
  /** Held silence / frozen picture at the end for a description running past it. */
  tail: number;
  tailFrames?: number;
  /** Output length in samples: programme + pauses + tail. */
  total: number;
  /** What the extended descriptions added (pauses only), in samples. */
  added: number;
}

/**
 * Lays the clips out: an extended clip cuts the programme at its start and is spoken in a pause its own length
 * (the picture holds, the programme waits); a standard clip is spoken over the programme, which is ducked. With
 * `fps` the cuts fall on frames and each pause is rounded up to whole frames, so picture and sound stay together.
 */
export function renderPlan(clips: RenderClip[], programme: number, fps?: number): RenderPlan {
  const perFrame = fps ? RENDER_RATE / fps : 1;
  const toFrame = (samples: number) => Math.round(samples / perFrame);
  const frames = fps ? toFrame(programme) : programme;
  const samplesOf = (frame: number) => (fps ? Math.round(frame * perFrame) : frame);
  const total0 = samplesOf(frames);
  // Pauses by cut point (frames with fps, samples without).
  const pauses = new Map<number, number>();
  const order = clips.map((c, i) => ({ ...c, i })).sort((a, b) => a.startMs - b.startMs || a.i - b.i);
  const cutOf = (c: RenderClip) => Math.min(frames, toFrame(Math.round((c.startMs * RENDER_RATE) / 1000)));
  for (const c of order) {
    if (!c.extended) continue;
    const len = fps ? Math.ceil(c.length / perFrame) : c.length;
    pauses.set(cutOf(c), (pauses.get(cutOf(c)) ?? 0) + len);
  }
  const cuts = [...pauses.keys()].filter((k) => k < frames).sort((a, b) => a - b);
  const bounds = cuts[0] === 0 ? cuts : [0, ...cuts];
  const segments = bounds.map((from, j) => {
    const to = bounds[j + 1] ?? frames;
    const pause = pauses.get(from) ?? 0;
    const samples = { from: samplesOf(from), to: samplesOf(to), pause: samplesOf(pause) };
    return fps ? { ...samples, fromFrame: from, toFrame: to, pauseFrames: pause } : samples;
  });
  /** How far the pauses before a cut point (`inclusive`: and at it) move it on in the output, in samples. */
  const shifted = (cut: number, inclusive: boolean) =>
    [...pauses].reduce((sum, [at, p]) => ((inclusive ? at <= cut : at < cut) ? sum + samplesOf(p) : sum), 0);
  const voiceAt: number[] = new Array<number>(clips.length);
  const ducks: [number, number][] = [];
  const spokenInPause = new Map<number, number>();
  for (const c of order) {
    const cut = cutOf(c);
    if (c.extended) {
      const before = spokenInPause.get(cut) ?? 0;
      voiceAt[c.i] = samplesOf(cut) + shifted(cut, false) + before;
      spokenInPause.set(cut, before + c.length);
    } else {
      const at = Math.min(total0, Math.round((c.startMs * RENDER_RATE) / 1000));
      voiceAt[c.i] = at + shifted(fps ? toFrame(at) : at, true);
      ducks.push([voiceAt[c.i]!, voiceAt[c.i]! + c.length]);
    }
  }
  const added = [...pauses.values()].reduce((sum, p) => sum + samplesOf(p), 0);
  // Pauses at the very end have no programme after them: they are held like the tail.
  const endPause = pauses.get(frames) ?? 0;
  const inside = total0 + added - samplesOf(endPause);
  const spokenEnd = Math.max(0, ...clips.map((c, i) => voiceAt[i]! + c.length));
  const overrun = Math.max(0, spokenEnd - inside - samplesOf(endPause));
  const tailFrames = endPause + (fps ? Math.ceil(overrun / perFrame) : overrun);
  const tail = samplesOf(tailFrames);
  return { segments, voiceAt, ducks, tail, ...(fps ? { tailFrames } : {}), total: inside + tail, added };
}

const seconds = (samples: number) => (samples / RENDER_RATE).toFixed(6);

/**
 * The programme's gain over output time `t`: 1, down to DUCK_DB under each standard description, with linear
 * ramps of DUCK_RAMP_MS on either side. A `volume` expression, so the duck is exact and repeatable. Descriptions
 * whose ramps would meet are one duck (no pumping up between them); the ducks are then apart, so their windows
 * add up to at most 1 — a flat sum, which ffmpeg evaluates without deep nesting however many there are.
 */
export function duckExpression(ducks: [number, number][]): string {
  const ramp = (DUCK_RAMP_MS / 1000) * RENDER_RATE;
  const merged: [number, number][] = [];
  for (const [s, e] of [...ducks].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && s - ramp <= last[1] + ramp) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  if (merged.length === 0) return '1';
  const depth = (1 - 10 ** (DUCK_DB / 20)).toFixed(6);
  const r = (DUCK_RAMP_MS / 1000).toFixed(3);
  const windows = merged.map(
    ([s, e]) => `min(clip((t-${seconds(s)}+${r})/${r}\\,0\\,1)\\,clip((${seconds(e)}+${r}-t)/${r}\\,0\\,1))`,
  );
  return `1-${depth}*(${windows.join('+')})`;
}

/**
 * The filter graph: input 0 is the programme, input 1 the narration (mono s16le at RENDER_RATE, `plan.total`
 * long). Answers `[aout]`, and `[vout]` when `video` (the picture frozen through each pause and the tail).
 */
export function renderGraph(plan: RenderPlan, options: { hasAudio: boolean; video?: { fps: number } }): string {
  const parts: string[] = [];
  const n = plan.segments.length;
  const fmt = `aformat=sample_fmts=fltp:sample_rates=${RENDER_RATE}:channel_layouts=stereo`;
  const end = plan.segments.at(-1)!.to;
  const source = options.hasAudio
    ? `[0:a]aresample=${RENDER_RATE},${fmt}`
    : `anullsrc=channel_layout=stereo:sample_rate=${RENDER_RATE},${fmt}`;
  parts.push(`${source},apad,atrim=end_sample=${end},asplit=${n}${plan.segments.map((_, j) => `[p${j}]`).join('')}`);
  const pieces: string[] = [];
  plan.segments.forEach((s, j) => {
    if (s.pause > 0) {
      parts.push(`anullsrc=channel_layout=stereo:sample_rate=${RENDER_RATE},${fmt},atrim=end_sample=${s.pause}[z${j}]`);
      pieces.push(`[z${j}]`);
    }
    parts.push(`[p${j}]atrim=start_sample=${s.from}:end_sample=${s.to},asetpts=PTS-STARTPTS[a${j}]`);
    pieces.push(`[a${j}]`);
  });
  parts.push(
    `${pieces.join('')}concat=n=${pieces.length}:v=0:a=1,apad,atrim=end_sample=${plan.total},` +
      `volume='${duckExpression(plan.ducks)}':eval=frame[prog]`,
  );
  parts.push(`[1:a]${fmt}[voice]`, '[prog][voice]amix=inputs=2:duration=first:normalize=0[aout]');
  if (options.video) {
    const lastFrame = plan.segments.at(-1)!.toFrame!;
    parts.push(
      `[0:v]fps=${options.video.fps},tpad=stop_mode=clone:stop=-1,trim=end_frame=${lastFrame},setpts=PTS-STARTPTS,` +
        `split=${n}${plan.segments.map((_, j) => `[v${j}]`).join('')}`,
    );
    plan.segments.forEach((s, j) => {
      const hold = s.pauseFrames ? `,tpad=start_mode=clone:start=${s.pauseFrames}` : '';
      parts.push(`[v${j}]trim=start_frame=${s.fromFrame}:end_frame=${s.toFrame},setpts=PTS-STARTPTS${hold}[w${j}]`);
    });
    const tail = plan.tailFrames ? `,tpad=stop_mode=clone:stop=${plan.tailFrames}` : '';
    parts.push(`${plan.segments.map((_, j) => `[w${j}]`).join('')}concat=n=${n}:v=1:a=0${tail}[vout]`);
  }
  return parts.join(';');
}
