import { createRequire } from 'node:module';
import type { WhisperSegment } from './whisper-words';

// whisper.cpp's prebuilt Node addon from whisper.node (MIT), one package per platform. We depend on the
// linux-x64 build directly (an optional dependency) rather than on `@fugood/whisper.node`, whose optional
// dependencies name builds for every platform: the registry here carries only linux-x64, and a lock file
// missing the others makes `npm ci` refuse to install.

/** The subset of the addon's `WhisperContext` we use (its own typings are in whisper.node's `lib/binding.ts`). */
export interface WhisperContext {
  transcribeData(
    audio: ArrayBuffer,
    options: {
      language?: string;
      tokenTimestamps?: boolean;
      maxLen?: number;
      /** whisper.cpp's `n_max_text_ctx`: how many tokens of earlier text condition the next window (0: none). */
      maxContext?: number;
      onProgress?: (percent: number) => void;
    },
  ): { stop: () => Promise<void>; promise: Promise<{ isAborted?: boolean; segments: WhisperSegment[] }> };
  release(): Promise<void>;
}

interface WhisperAddon {
  WhisperContext: new (options: { filePath: string }) => WhisperContext;
}

/** The addon's package for this platform. */
export const WHISPER_ADDON = `@fugood/node-whisper-${process.platform}-${process.arch}`;

const require = createRequire(import.meta.url);

/** Whether the addon is installed for this platform. */
export function whisperAddonInstalled(): boolean {
  try {
    require.resolve(WHISPER_ADDON);
    return true;
  } catch {
    return false;
  }
}

/** A context with the model loaded; the addon's constructor may answer a promise. */
export async function loadWhisperContext(filePath: string): Promise<WhisperContext> {
  const addon = require(WHISPER_ADDON) as WhisperAddon;
  return await new addon.WhisperContext({ filePath });
}
