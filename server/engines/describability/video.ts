import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaInput, requireMediaTools, runTool, toolOutput } from '../../jobs/media/ffmpeg';
import { decodeLimit } from '../../jobs/media/probe';

// ffmpeg's part of the describability analysis: which streams the media has, where its picture changes, and single
// frames to read text from. Every call reads the media with the accepted demuxers only (mediaInput).

/** ffmpeg's scene score (0–1, how much a frame differs from the one before) above which the picture has changed. */
export const SCENE_THRESHOLD = 0.3;
/** Frames are compared this wide: enough to see a cut, cheap on HD video. */
const SCENE_WIDTH = 320;

/** Whether the media has a picture and a soundtrack (cover art is no picture). */
export async function streamsOf(media: string, dir: string, signal: AbortSignal) {
  const out = await toolOutput(
    requireMediaTools().ffprobe,
    ['-v', 'error', '-show_entries', 'stream=codec_type:stream_disposition=attached_pic', '-of', 'json'].concat(
      mediaInput(media),
    ),
    { signal, cwd: dir },
  );
  const streams =
    (
      JSON.parse(out.toString('utf8') || '{}') as {
        streams?: { codec_type?: string; disposition?: { attached_pic?: number } }[];
      }
    ).streams ?? [];
  return {
    hasVideo: streams.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic),
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** `pts_time:3.4` lines of the metadata filter's print, in milliseconds. */
export function parseSceneTimes(printed: string): number[] {
  return [...printed.matchAll(/pts_time:([\d.]+)/g)].map((m) => Math.round(Number(m[1]) * 1000));
}

/** When the picture changes, in milliseconds from the start (ffmpeg's scene detection over the probed duration). */
export async function sceneChanges(media: string, durationMs: number, dir: string, signal: AbortSignal) {
  const printed = path.join(dir, 'scenes.txt');
  await runTool(
    requireMediaTools().ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      ...mediaInput(media),
      '-t',
      decodeLimit(durationMs),
      '-an',
      '-vf',
      `scale=${SCENE_WIDTH}:-2,select='gt(scene,${SCENE_THRESHOLD})',metadata=print:file=scenes.txt`,
      '-f',
      'null',
      '-',
    ],
    { signal, cwd: dir },
  );
  return parseSceneTimes(await readFile(printed, 'utf8').catch(() => ''));
}

/**
 * The frame at `atMs` as a grey PNG for OCR, doubled in size when it is small: tesseract reads text best at about
 * 30 px a line, and burned-in captions of low-resolution video are smaller.
 */
export async function frameAt(media: string, atMs: number, output: string, signal: AbortSignal) {
  await runTool(
    requireMediaTools().ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-ss',
      (atMs / 1000).toFixed(3),
      ...mediaInput(media),
      '-frames:v',
      '1',
      '-vf',
      "scale='if(lt(iw,960),iw*2,iw)':-2,format=gray",
      '-f',
      'image2',
      '-update',
      '1',
      path.basename(output),
    ],
    { signal, cwd: path.dirname(output) },
  );
}
