import path from 'node:path';
import { type MediaTools, mediaInput, runTool } from './ffmpeg';

/** Posters are at most this wide (the table's thumbnails and the player's poster both scale it down). */
const POSTER_MAX_WIDTH = 640;

/**
 * Writes a JPEG poster of the local file `input` into `workDir` and answers its path: a frame a third of the way in
 * (at most 5 s), so it is rarely the black first frame.
 */
export async function makePoster(
  tools: MediaTools,
  input: string,
  durationMs: number,
  workDir: string,
  signal: AbortSignal,
): Promise<string> {
  const output = path.join(workDir, 'poster.jpg');
  const at = Math.min(5, durationMs / 3000).toFixed(3);
  await runTool(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-ss',
      at,
      ...mediaInput(input),
      '-frames:v',
      '1',
      '-vf',
      `scale='min(${POSTER_MAX_WIDTH},iw)':-2`,
      '-q:v',
      '4',
      '-f',
      'image2',
      output,
    ],
    { signal, cwd: workDir },
  );
  return output;
}
