import path from 'node:path';
import { type MediaTools, mediaInput, runTool } from './ffmpeg';
import { decodeLimit, type Probe } from './probe';

// What every current browser plays in <video>/<audio>, by container (ffprobe's format names) and codec.
const PLAYABLE_VIDEO_CONTAINERS = /^(mov,mp4,m4a,3gp,3g2,mj2|matroska,webm)$/;
const PLAYABLE_VIDEO_CODECS = new Set(['h264', 'vp8', 'vp9', 'av1']);
const PLAYABLE_AUDIO_CODECS = new Set(['aac', 'mp3', 'opus', 'vorbis', 'flac']);
const PLAYABLE_AUDIO_CONTAINERS = /^(mov,mp4,m4a,3gp,3g2,mj2|mp3|ogg|flac|wav|aac|matroska,webm)$/;

/** Whether browsers play the original as it is, so no rendition is needed. */
export function isWebPlayable(probe: Probe): boolean {
  const audio = probe.streams.filter((s) => s.type === 'audio');
  const video = probe.streams.filter((s) => s.type === 'video');
  if (video.length > 0) {
    return (
      PLAYABLE_VIDEO_CONTAINERS.test(probe.format) &&
      video.every((s) => PLAYABLE_VIDEO_CODECS.has(s.codec)) &&
      audio.every((s) => PLAYABLE_AUDIO_CODECS.has(s.codec))
    );
  }
  if (probe.format === 'wav') return audio.every((s) => s.codec === 'pcm_s16le' || s.codec === 'pcm_u8');
  return PLAYABLE_AUDIO_CONTAINERS.test(probe.format) && audio.every((s) => PLAYABLE_AUDIO_CODECS.has(s.codec));
}

/**
 * Transcodes the local file `input` (its probed duration, no more) to an MP4 every browser plays (H.264 + AAC for video, AAC for audio), with the index first so
 * playback starts before the download ends; `onProgress` gets the share done. Answers the output's path.
 */
export async function makeRendition(
  tools: MediaTools,
  input: string,
  probe: Probe,
  workDir: string,
  signal: AbortSignal,
  onProgress: (share: number) => void,
): Promise<string> {
  const output = path.join(workDir, 'rendition.mp4');
  const video = probe.hasVideo
    ? [
        '-map',
        '0:v:0',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-vf',
        'scale=trunc(iw/2)*2:trunc(ih/2)*2',
      ]
    : ['-vn'];
  const audio = probe.hasAudio ? ['-map', '0:a:0?', '-c:a', 'aac', '-b:a', '128k'] : ['-an'];
  let pending = '';
  await runTool(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-y',
      ...mediaInput(input),
      ...video,
      ...audio,
      '-t',
      decodeLimit(probe.durationMs),
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      '-nostats',
      output,
    ],
    {
      signal,
      cwd: workDir,
      onStdout(chunk) {
        pending += chunk.toString('utf8');
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^out_time_us=(\d+)/.exec(line);
          if (match) onProgress(Math.min(1, Number(match[1]) / 1000 / Math.max(1, probe.durationMs)));
        }
      },
    },
  );
  return output;
}
