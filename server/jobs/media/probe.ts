import { PermanentJobError } from '../job-queue';
import { type MediaTools, runTool, ToolError } from './ffmpeg';

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

/** Network reads (direct links) give up after this long without data, in microseconds as ffmpeg wants. */
export const NETWORK_TIMEOUT_US = '15000000';

/** Failures of a link that may pass: worth a retry rather than a verdict on the media. */
const TRANSIENT_NETWORK =
  /Connection refused|Connection timed out|timed out|Server returned 5\d\d|Network is unreachable|I\/O error/i;

/**
 * Duration, container and audio/video streams of `input` (a path or an https URL). Unreadable, truncated or
 * stream-less media fails for good with a reason a person can understand.
 */
export async function probeMedia(tools: MediaTools, input: string, signal: AbortSignal): Promise<Probe> {
  const chunks: Buffer[] = [];
  const args = ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'];
  const remote = /^https?:/.test(input);
  if (remote) args.push('-rw_timeout', NETWORK_TIMEOUT_US);
  try {
    await runTool(tools.ffprobe, [...args, input], { signal, onStdout: (c) => chunks.push(c) });
  } catch (error) {
    if (error instanceof ToolError && remote && TRANSIENT_NETWORK.test(error.detail)) {
      throw new Error(`The media link could not be reached (${error.detail})`);
    }
    if (error instanceof ToolError) {
      throw new PermanentJobError(
        `The media could not be read; it may be truncated or not a media file (${error.detail})`,
      );
    }
    throw error;
  }
  const json = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as FfprobeJson;
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
  return {
    durationMs: Math.round(seconds * 1000),
    format: json.format?.format_name ?? 'unknown',
    streams,
    hasVideo,
    hasAudio,
  };
}
