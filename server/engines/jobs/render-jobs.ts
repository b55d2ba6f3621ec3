import { open, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type JobContext, PermanentJobError } from '../../jobs/job-queue';
import { mediaInput, ownInput, requireMediaTools, runTool, toolOutput } from '../../jobs/media/ffmpeg';
import { renditionKeysOfTrack } from '../../db/queries/derived-media';
import { fileStorageKey } from '../../storage/storage';
import { withTempDir } from '../audio';
import { chooseProvider, type EngineRuntime } from '../registry';
import type { EngineJobInput } from './job-input';
import { DUCK_DB, RENDER_RATE, renderGraph, renderPlan } from './render-plan';
import { mediaPathOf } from './source-audio';
import { loadTrack, pcmOf } from './voice-jobs';

type RenderKind = 'described_audio' | 'extended_video';

/**
 * Where one render job's output is stored; the job's result names it (`renditionKey`), which the media route
 * serves. One object per job, so a later render never changes what a published link (which names the job) serves.
 */
export const renderKey = (workspaceId: string, fileId: string, kind: RenderKind, trackId: string, jobId: string) =>
  fileStorageKey(
    workspaceId,
    fileId,
    `${kind === 'described_audio' ? 'described' : 'extended'}-${trackId}-${jobId}.${kind === 'described_audio' ? 'm4a' : 'mp4'}`,
  );

/** What the renders need to know of the source: its picture's frame rate (null: no picture) and whether it has sound. */
async function sourceStreams(media: string, dir: string, signal: AbortSignal) {
  const out = await toolOutput(
    requireMediaTools().ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_streams', ...mediaInput(media)],
    { signal, cwd: dir },
  );
  const streams = (JSON.parse(out.toString('utf8') || '{}') as { streams?: Record<string, unknown>[] }).streams ?? [];
  const video = streams.find(
    (s) => s.codec_type === 'video' && !(s.disposition as { attached_pic?: number } | undefined)?.attached_pic,
  );
  const [num, den] = String(video?.avg_frame_rate ?? video?.r_frame_rate ?? '0/0')
    .split('/')
    .map(Number);
  const rate = num && den ? num / den : 0;
  // A variable or missing rate is rendered at 25 fps; anything sane is kept.
  const fps = video ? (rate >= 1 && rate <= 120 ? Math.round(rate * 1000) / 1000 : 25) : null;
  return { fps, hasAudio: streams.some((s) => s.codec_type === 'audio') };
}

const NARRATION_CHUNK = RENDER_RATE * 10;

/**
 * The narration as mono s16le, `total` samples with each clip at its place, written ten seconds at a time: an hour
 * at 48 kHz would be 345 MB in one buffer. Overlapping clips add up, clipped.
 */
async function writeNarration(file: string, total: number, clips: { at: number; pcm: Int16Array }[]) {
  const handle = await open(file, 'w');
  try {
    for (let start = 0; start < total; start += NARRATION_CHUNK) {
      const chunk = new Int16Array(Math.min(NARRATION_CHUNK, total - start));
      for (const { at, pcm } of clips) {
        const to = Math.min(start + chunk.length, at + pcm.length);
        for (let s = Math.max(start, at); s < to; s++)
          chunk[s - start] = Math.max(-32768, Math.min(32767, chunk[s - start]! + pcm[s - at]!));
      }
      await handle.write(Buffer.from(chunk.buffer));
    }
  } finally {
    await handle.close();
  }
}

/**
 * `described_audio` and `extended_video`: the descriptions track voiced with the describe job's synthesiser and
 * voice, mixed over the programme (ducked by DUCK_DB under standard descriptions; paused — the picture frozen —
 * for extended ones), rendered by ffmpeg into an AAC M4A or an H.264/AAC MP4 (docs/engines.md).
 */
async function renderJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime, kind: RenderKind) {
  const { job, input, signal } = ctx;
  const { file, track } = await loadTrack(ctx);
  const voice = chooseProvider(engines.list.synthesize, 'synthesize', track.language, { requested: input.provider });
  const key = renderKey(job.workspaceId, file.id, kind, track.id, job.id);
  const started = Date.now();
  return withTempDir(async (dir) => {
    const media = await mediaPathOf(file, ctx.storage, dir, signal);
    const { fps, hasAudio } = await sourceStreams(media, dir, signal);
    if (kind === 'extended_video' && fps === null)
      throw new PermanentJobError('This file has no picture: render the described audio instead');
    const clips: { pcm: Int16Array; startMs: number; extended: boolean }[] = [];
    for (const [i, cue] of track.cues.entries()) {
      await ctx.reportProgress('synthesize', 0.5 * (i / track.cues.length));
      const wav = await voice.synthesize({ text: cue.text, language: track.language, voice: input.voice, signal });
      clips.push({
        pcm: await pcmOf(wav, dir, signal, RENDER_RATE),
        startMs: cue.startMs,
        extended: cue.extended === true,
      });
    }
    const programme = Math.round(((file.probedDurationMs ?? 0) * RENDER_RATE) / 1000);
    const plan = renderPlan(
      clips.map((c) => ({ startMs: c.startMs, length: c.pcm.length, extended: c.extended })),
      programme,
      kind === 'extended_video' ? fps! : undefined,
    );
    const narrationPath = path.join(dir, 'narration.raw');
    await writeNarration(
      narrationPath,
      plan.total,
      clips.map((c, i) => ({ at: plan.voiceAt[i]!, pcm: c.pcm })),
    );
    await ctx.reportProgress('mix', 0.55);
    const output = path.join(dir, kind === 'described_audio' ? 'described.m4a' : 'extended.mp4');
    const graphPath = path.join(dir, 'graph.txt');
    const graph = renderGraph(plan, { hasAudio, ...(kind === 'extended_video' ? { video: { fps: fps! } } : {}) });
    await writeFile(graphPath, graph);
    const encode =
      kind === 'extended_video'
        ? ['-map', '[vout]', '-map', '[aout]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23']
        : ['-map', '[aout]'];
    await runTool(
      requireMediaTools().ffmpeg,
      [
        '-loglevel',
        'error',
        '-y',
        ...mediaInput(media),
        '-ar',
        String(RENDER_RATE),
        '-ac',
        '1',
        ...ownInput(narrationPath, 's16le'),
        // From a file: a track of many descriptions makes a graph longer than one argument may be.
        '-filter_complex_script',
        graphPath,
        ...encode,
        ...(kind === 'extended_video' ? ['-pix_fmt', 'yuv420p'] : []),
        '-c:a',
        'aac',
        '-b:a',
        '128k',
        '-movflags',
        '+faststart',
        output,
      ],
      { signal, cwd: dir },
    );
    await ctx.storage.put(key, await readFile(output), kind === 'described_audio' ? 'audio/mp4' : 'video/mp4');
    // Only the newest render is served: earlier ones of this track go (a link to one then answers 404).
    for (const earlier of await renditionKeysOfTrack(ctx.db, file.id, track.id, kind)) {
      if (earlier !== key) await ctx.storage.delete(earlier);
    }
    return {
      trackId: track.id,
      provider: voice.id,
      renditionKey: key,
      language: track.language,
      duckDb: DUCK_DB,
      durationMs: Math.round((plan.total / RENDER_RATE) * 1000),
      extendedMs: Math.round((plan.added / RENDER_RATE) * 1000),
      renderMs: Date.now() - started,
    };
  });
}

export const describedAudioJob = (ctx: JobContext<EngineJobInput>, engines: EngineRuntime) =>
  renderJob(ctx, engines, 'described_audio');
export const extendedVideoJob = (ctx: JobContext<EngineJobInput>, engines: EngineRuntime) =>
  renderJob(ctx, engines, 'extended_video');
