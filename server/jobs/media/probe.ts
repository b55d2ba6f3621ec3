import { PermanentJobError } from '../job-queue';
import { type MediaTools, mediaInput, runTool, ToolError } from './ffmpeg';
import { mediaFormatOf, probedFormatMatches } from './media-formats';

export interface ProbedStream {
  type: 'audio' | 'video';
  codec: string;
  width?: number;
  height?: number;
}

export interface Probe {
  durationMs: number;
  /** ffprobe's container names, e.g. `mov,mp4,m4a,3gp,3g2,mj2` or `wav`. */
  format: string;
  streams: ProbedStream[];
  hasVideo: boolean;
  hasAudio: boolean;
}

interface FfprobeJson {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
}

export const UNREADABLE_MEDIA = 'The media could not be read; it may be truncated or not a media file';

/**
 * Duration, container and audio/video streams of the local file `input`, read with the accepted demuxers only.
 * The container must be the family `sniffedType` (what `sniffMedia` found in its bytes) belongs to. Unreadable,
 * truncated, mismatched or stream-less media fails for good with a reason of ours.
 */
export async function probeMedia(
  tools: MediaTools,
  input: string,
  sniffedType: string,
  workDir: string,
  signal: AbortSignal,
): Promise<Probe> {
  const chunks: Buffer[] = [];
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...mediaInput(input)];
  try {
    await runTool(tools.ffprobe, args, { signal, cwd: workDir, onStdout: (c) => chunks.push(c) });
  } catch (error) {
    if (error instanceof ToolError) throw new PermanentJobError(UNREADABLE_MEDIA);
    throw error;
  }
  const json = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as FfprobeJson;
  const format = json.format?.format_name ?? 'unknown';
  if (!probedFormatMatches(sniffedType, format)) {
    const family = mediaFormatOf(sniffedType)?.name ?? sniffedType;
    throw new PermanentJobError(`The file looks like ${family} but its contents are not: it cannot be processed`);
  }
  const streams: ProbedStream[] = [];
  let longestStream = 0;
  for (const s of json.streams ?? []) {
    // Cover art in audio files is a "video" stream of one picture.
    if (s.codec_type === 'video' && s.disposition?.attached_pic) continue;
    if (s.codec_type !== 'audio' && s.codec_type !== 'video') continue;
    streams.push({
      type: s.codec_type,
      codec: s.codec_name ?? 'unknown',
      ...(s.width ? { width: s.width, height: s.height } : {}),
    });
    longestStream = Math.max(longestStream, Number(s.duration) || 0);
  }
  const hasVideo = streams.some((s) => s.type === 'video');
  const hasAudio = streams.some((s) => s.type === 'audio');
  if (!hasVideo && !hasAudio) throw new PermanentJobError('The file has no audio or video to play');
  const seconds = Number(json.format?.duration) || longestStream;
  if (!(seconds > 0))
    throw new PermanentJobError('The media has no duration; it may be truncated or still being written');
  return { durationMs: Math.round(seconds * 1000), format, streams, hasVideo, hasAudio };
}

/**
 * ffmpeg's `-t` for decoding media probed at `durationMs`: a little more than that, never the rest of a file that
 * lies about its length (what is billed and shown is the probed duration).
 */
export function decodeLimit(durationMs: number): string {
  return ((durationMs + Math.max(2000, durationMs * 0.05)) / 1000).toFixed(3);
}
