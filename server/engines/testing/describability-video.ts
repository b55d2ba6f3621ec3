import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireMediaTools } from '../../jobs/media/ffmpeg';
import { runCommand } from '../command';

// A 9-second, 320×180 video made for the describability analysis's tests: three coloured scenes cut at 3 s and 6 s,
// burned-in text on the first two, and espeak-ng speech at the start and near the end with a silence between.

export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
export const DURATION_MS = 9_000;
export const CUTS_MS = [3_000, 6_000];
/** What is said, when: the welcome matches the first title, nobody mentions the second. */
export const SPOKEN = [
  { id: 'c1', startMs: 200, endMs: 2_100, text: 'Welcome to the campus tour.' },
  { id: 'c2', startMs: 6_500, endMs: 8_100, text: 'Thank you for watching.' },
];
export const TITLES = { spoken: 'WELCOME', unspoken: 'LIBRARY OPENS MONDAY' };

/** The video's bytes (H.264 and AAC in MP4), made in `dir`. */
export async function describabilityVideo(dir: string): Promise<Buffer> {
  for (const [i, line] of SPOKEN.entries()) {
    const { stdout } = await runCommand('espeak-ng', ['-s', '160', '--stdin', '--stdout'], { input: line.text });
    await writeFile(path.join(dir, `line${i}.wav`), stdout);
  }
  const scene = (colour: string) => `color=c=${colour}:s=320x180:d=3:r=10`;
  const title = (text: string) =>
    `drawtext=fontfile=${FONT}:text='${text}':fontsize=20:fontcolor=white:x=(w-tw)/2:y=(h-th)/2`;
  const output = path.join(dir, 'describability.mp4');
  await runCommand(
    requireMediaTools().ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', scene('red'), '-f', 'lavfi', '-i', scene('blue'), '-f', 'lavfi', '-i', scene('green')],
      ...['-i', 'line0.wav', '-i', 'line1.wav'],
      '-filter_complex',
      `[0:v]${title(TITLES.spoken)}[v0];[1:v]${title(TITLES.unspoken)}[v1];[v0][v1][2:v]concat=n=3:v=1:a=0[v];` +
        `[3:a]adelay=${SPOKEN[0]!.startMs}:all=1[a0];[4:a]adelay=${SPOKEN[1]!.startMs}:all=1[a1];` +
        `[a0][a1]amix=inputs=2:duration=longest:normalize=0,apad,atrim=0:${DURATION_MS / 1000}[a]`,
      ...['-map', '[v]', '-map', '[a]', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-t', String(DURATION_MS / 1000), output],
    ],
    { cwd: dir },
  );
  return readFile(output);
}
