import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { trackSpeechOf } from '../../db/queries/track-management';
import { trackWithCues } from '../../db/queries/tracks';
import { type JobContext, PermanentJobError } from '../../jobs/job-queue';
import { mediaInput, ownInput, requireMediaTools, runTool, toolOutput } from '../../jobs/media/ffmpeg';
import { decodeLimit } from '../../jobs/media/probe';
import { fileStorageKey } from '../../storage/storage';
import { withTempDir, wavDurationMs } from '../audio';
import { chooseProvider, type EngineRuntime } from '../registry';
import { trackReader } from '../synthesize/track-voice';
import { type EngineJobInput, fileOfJob } from './job-input';
import { mediaPathOf } from './source-audio';

/** Sample rate of the narration we assemble (espeak-ng's own). */
const NARRATION_RATE = 22_050;

/** Where a track's description clips and their manifest live in storage. */
export const descriptionKeys = (workspaceId: string, fileId: string, trackId: string) => ({
  clip: (cueId: string) => fileStorageKey(workspaceId, fileId, `tracks/${trackId}/descriptions/${cueId}.ogg`),
  manifest: fileStorageKey(workspaceId, fileId, `tracks/${trackId}/descriptions.json`),
});

/** One clip per description cue, as the SDK plays them (see docs/engines.md). */
export interface DescriptionManifest {
  version: 1;
  trackId: string;
  /** The track version the clips were made from: an edit after that makes them stale. */
  trackVersion: number;
  provider: string;
  /** `extended` only when the cue pauses the media while its clip plays. */
  clips: { cueId: string; startMs: number; durationMs: number; key: string; extended?: true }[];
}

export async function loadTrack(ctx: JobContext<EngineJobInput>) {
  const file = await fileOfJob(ctx);
  const track = await trackWithCues(ctx.db, ctx.job.workspaceId, file.id, ctx.input.trackId!);
  if (!track) throw new PermanentJobError('The track no longer exists');
  if (track.cues.length === 0) throw new PermanentJobError('The track has no cues to voice');
  return { file, track };
}

/** `describe`: each cue of a descriptions track spoken into its own Ogg Opus clip, plus a manifest. */
export async function describeJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime) {
  const { job, input, signal } = ctx;
  const { file, track } = await loadTrack(ctx);
  // The track's own voice and rate (migration 0037), unless the order names an engine or a voice.
  const speech = (await trackSpeechOf(ctx.db, track.id)) ?? { voice: null, speechRate: null };
  const reader = trackReader(
    engines,
    { language: track.language, ...speech },
    { provider: input.provider, voice: input.voice },
  );
  const voice = reader.synthesizer;
  const keys = descriptionKeys(job.workspaceId, file.id, track.id);
  const clips: DescriptionManifest['clips'] = [];
  await withTempDir(async (dir) => {
    for (const [i, cue] of track.cues.entries()) {
      await ctx.reportProgress('synthesize', i / track.cues.length);
      const wav = await voice.synthesize({
        text: cue.text,
        language: track.language,
        voice: reader.voice,
        rate: reader.rate,
        signal,
      });
      const wavPath = path.join(dir, 'clip.wav');
      const oggPath = path.join(dir, 'clip.ogg');
      await writeFile(wavPath, wav);
      await runTool(
        requireMediaTools().ffmpeg,
        ['-loglevel', 'error', '-y', ...ownInput(wavPath, 'wav'), '-c:a', 'libopus', '-b:a', '32k', oggPath],
        { signal, cwd: dir },
      );
      await ctx.storage.put(keys.clip(cue.id), await readFile(oggPath), 'audio/ogg');
      const clip = { cueId: cue.id, startMs: cue.startMs, durationMs: wavDurationMs(wav), key: keys.clip(cue.id) };
      clips.push(cue.extended ? { ...clip, extended: true } : clip);
    }
  });
  const manifest: DescriptionManifest = {
    version: 1,
    trackId: track.id,
    trackVersion: track.version,
    provider: voice.id,
    clips,
  };
  await ctx.storage.put(keys.manifest, Buffer.from(JSON.stringify(manifest)), 'application/json');
  return { trackId: track.id, provider: voice.id, clips: clips.length, manifestKey: keys.manifest };
}

/** 16-bit mono PCM at `rate` of a synthesised WAV. */
export async function pcmOf(wav: Buffer, dir: string, signal: AbortSignal, rate = NARRATION_RATE): Promise<Int16Array> {
  const input = path.join(dir, 'line.wav');
  await writeFile(input, wav);
  const stdout = await toolOutput(
    requireMediaTools().ffmpeg,
    ['-loglevel', 'error', ...ownInput(input, 'wav'), '-ac', '1', '-ar', String(rate), '-f', 's16le', '-'],
    { signal, cwd: dir },
  );
  return new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 2));
}

/**
 * `voiceover`: every cue of a (translated) track spoken at its start time into one narration, then mixed
 * over the original with ffmpeg, which ducks the original (sidechain compression keyed by the narration)
 * while a line plays. Stored as an AAC rendition beside the file's other outputs.
 */
export async function voiceoverJob(ctx: JobContext<EngineJobInput>, engines: EngineRuntime) {
  const { job, input, signal } = ctx;
  const { file, track } = await loadTrack(ctx);
  const voice = chooseProvider(engines.list.synthesize, 'synthesize', track.language, { requested: input.provider });
  const key = fileStorageKey(job.workspaceId, file.id, `voiceover-${track.id}.m4a`);
  await withTempDir(async (dir) => {
    const lines: { at: number; pcm: Int16Array }[] = [];
    for (const [i, cue] of track.cues.entries()) {
      await ctx.reportProgress('synthesize', 0.8 * (i / track.cues.length));
      const wav = await voice.synthesize({ text: cue.text, language: track.language, voice: input.voice, signal });
      lines.push({ at: Math.round((cue.startMs * NARRATION_RATE) / 1000), pcm: await pcmOf(wav, dir, signal) });
    }
    const durationMs = file.probedDurationMs ?? 0;
    const length = Math.max(...lines.map((l) => l.at + l.pcm.length), Math.round((durationMs * NARRATION_RATE) / 1000));
    const narration = new Int16Array(length);
    for (const line of lines) {
      // A line longer than its cue runs into the next one; overlapping samples add up, clipped.
      for (let i = 0; i < line.pcm.length; i++) {
        narration[line.at + i] = Math.max(-32768, Math.min(32767, narration[line.at + i]! + line.pcm[i]!));
      }
    }
    const narrationPath = path.join(dir, 'narration.raw');
    await writeFile(narrationPath, Buffer.from(narration.buffer));
    await ctx.reportProgress('mix', 0.85);
    const output = path.join(dir, 'voiceover.m4a');
    await runTool(
      requireMediaTools().ffmpeg,
      [
        '-loglevel',
        'error',
        '-y',
        ...mediaInput(await mediaPathOf(file, ctx.storage, dir, signal)),
        '-ar',
        String(NARRATION_RATE),
        '-ac',
        '1',
        ...ownInput(narrationPath, 's16le'),
        '-filter_complex',
        `[0:a]aformat=channel_layouts=mono,aresample=${NARRATION_RATE}[orig];[1:a]asplit=2[key][voice];` +
          '[orig][key]sidechaincompress=threshold=0.02:ratio=12:attack=20:release=400[ducked];' +
          '[ducked][voice]amix=inputs=2:duration=longest:normalize=0[out]',
        '-map',
        '[out]',
        '-c:a',
        'aac',
        '-b:a',
        '96k',
        // The narration and the original's probed duration, no more (a file may lie about its length).
        '-t',
        decodeLimit(Math.max(durationMs, (length / NARRATION_RATE) * 1000)),
        output,
      ],
      { signal, cwd: dir },
    );
    await ctx.storage.put(key, await readFile(output), 'audio/mp4');
  });
  return { trackId: track.id, provider: voice.id, renditionKey: key, language: track.language };
}
