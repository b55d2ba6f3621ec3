import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TimedWord } from '@shared/captions/segment/segment';
import { ownInput, requireMediaTools, runTool } from '../../jobs/media/ffmpeg';
import { withTempDir } from '../audio';
import { durationToMs, type GoogleClient, googleAvailability } from '../google/google-client';
import type { Transcriber } from './transcriber';

/** Synchronous `recognize` takes at most a minute of audio; longer media goes in pieces. */
const CHUNK_SECONDS = 55;

export interface RecognizeResponse {
  results?: {
    alternatives?: {
      transcript?: string;
      words?: { word: string; startOffset?: string; endOffset?: string; confidence?: number; speakerLabel?: string }[];
    }[];
  }[];
}

/**
 * The top alternative's words, times shifted by `offsetMs`. Google's word confidence is 0..1 where 0 means
 * "not set" (its documented sentinel), so a 0 leaves the word without confidence rather than maximally uncertain.
 */
export function wordsOfRecognition(response: RecognizeResponse, offsetMs: number): TimedWord[] {
  return (response.results ?? []).flatMap((result) =>
    (result.alternatives?.[0]?.words ?? []).map((w) => ({
      text: w.word,
      startMs: offsetMs + durationToMs(w.startOffset),
      endMs: offsetMs + durationToMs(w.endOffset),
      ...(w.confidence ? { confidence: Math.min(1, Math.max(0, w.confidence)) } : {}),
      ...(w.speakerLabel ? { speaker: w.speakerLabel } : {}),
    })),
  );
}

/**
 * Google Cloud Speech-to-Text v2, model `chirp_2`, through `recognizers/_:recognize` with word times and
 * confidence. The audio goes inline in pieces of under a minute, each piece's times offset by its start.
 */
export function googleSpeechTranscriber(client: GoogleClient, supported: (language: string) => boolean): Transcriber {
  const { projectId, speechLocation, endpoints } = client.settings;
  return {
    id: 'google',
    capability: 'transcribe',
    label: 'Google Speech-to-Text v2 (chirp_2)',
    embedded: false,
    availability: () => googleAvailability(client),
    supports: supported,
    languages: () => null,
    async transcribe({ wavPath, language, signal, onProgress }) {
      const url = `${endpoints.speech(speechLocation)}/v2/projects/${projectId}/locations/${speechLocation}/recognizers/_:recognize`;
      return withTempDir(async (dir) => {
        await runTool(
          requireMediaTools().ffmpeg,
          [
            '-loglevel',
            'error',
            ...ownInput(wavPath, 'wav'),
            '-f',
            'segment',
            '-segment_time',
            String(CHUNK_SECONDS),
            '-c',
            'copy',
            path.join(dir, 'part%05d.wav'),
          ],
          { signal: signal ?? new AbortController().signal, cwd: dir },
        );
        const parts = (await readdir(dir)).filter((f) => f.startsWith('part')).sort();
        const words: TimedWord[] = [];
        for (const [index, part] of parts.entries()) {
          const content = (await readFile(path.join(dir, part))).toString('base64');
          const response = await client.post<RecognizeResponse>(
            url,
            {
              config: {
                autoDecodingConfig: {},
                model: 'chirp_2',
                languageCodes: [language],
                features: { enableWordTimeOffsets: true, enableWordConfidence: true, enableAutomaticPunctuation: true },
              },
              content,
            },
            signal,
          );
          words.push(...wordsOfRecognition(response, index * CHUNK_SECONDS * 1000));
          onProgress?.((index + 1) / parts.length);
        }
        return words;
      });
    },
  };
}
