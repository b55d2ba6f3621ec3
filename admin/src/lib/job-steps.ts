/**
 * What a job is doing, in the words a person would use, by the step the server reports (`reportProgress`).
 * Shared by the file library's processing state and the file page's ordered work.
 */
const STEP_LABELS: Record<string, string> = {
  download: 'Downloading',
  probe: 'Reading the media',
  poster: 'Making a poster image',
  peaks: 'Drawing the waveform',
  rendition: 'Making a playable copy',
  decode: 'Preparing the audio',
  transcribe: 'Transcribing',
  align: 'Aligning',
  captions: 'Writing the captions',
  translate: 'Translating',
  store: 'Saving',
  synthesize: 'Making speech',
  mix: 'Mixing the audio',
  scenes: 'Finding scene changes',
  ocr: 'Reading on-screen text',
};

/**
 * A running job as a person would say it: "Transcribing… 40%", or with the step when it adds something,
 * "Transcribing (writing the captions)… 90%". `activity` names the whole job; `percent` null leaves it out.
 */
export function jobStepText(activity: string, step: string | null, percent: number | null = null): string {
  const words = step ? STEP_LABELS[step] : undefined;
  const detail = words && words !== activity ? ` (${words.toLowerCase()})` : '';
  return `${activity}${detail}…${percent === null ? '' : ` ${percent}%`}`;
}
