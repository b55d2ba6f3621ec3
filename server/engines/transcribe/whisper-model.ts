import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { loadWhisperContext, WHISPER_ADDON, type WhisperContext, whisperAddonInstalled } from './whisper-addon';

/** whisper.cpp's model files start with "ggml" (read as a little-endian uint32), then 11 int32 hyperparameters. */
const GGML_MAGIC = 0x67676d6c;
const HEADER_BYTES = 48;
/** whisper.cpp's own test: a vocabulary of 51865 tokens or more is multilingual; `.en` models have 51864. */
const MULTILINGUAL_VOCABULARY = 51865;
/** The smallest real model (tiny at 5 bits) is about 30 MB; smaller files hold no weights (whisper.cpp's test files, broken downloads). */
const MIN_MODEL_BYTES = 16 * 1024 * 1024;

/** The one line that makes whisper available (what `GET /engines` and the UI show). */
export const WHISPER_INSTALL =
  'npm run engines -- install whisper base.en (or base for other languages), or install one on the operator Engines page';

export type WhisperModelCheck =
  | {
      usable: true;
      multilingual: boolean;
      /** Encoder layers: 4 tiny, 6 base, 12 small, 24 medium, 32 large; bigger is slower and more accurate. */
      layers: number;
      /** ggml's weight type: 0 f32, 1 f16, 7 q8_0, 8 q5_0, 9 q5_1, … */
      weightType: number;
    }
  | { usable: false; reason: string };

/**
 * Whether the hyperparameters are a whisper model's: every whisper size has 1500 audio and 448 text positions
 * and 80 or 128 mel bands. whisper.cpp trusts them, and nonsense values can crash the process while loading.
 */
function plausibleHeader(header: Buffer): boolean {
  const [, , audioCtx, audioState, audioHeads, audioLayers, textCtx, textState, textHeads, textLayers, mels] =
    Array.from({ length: 11 }, (_, i) => header.readInt32LE(i * 4));
  const sizes = [audioState, audioHeads, audioLayers, textState, textHeads, textLayers];
  return (
    audioCtx === 1500 &&
    textCtx === 448 &&
    (mels === 80 || mels === 128) &&
    sizes.every((n) => n !== undefined && n > 0 && n <= 4096)
  );
}

/**
 * Whether WHISPER_MODEL names a readable ggml whisper model, from its size and first 48 bytes (cheap enough
 * to ask on every order, so a model added or removed later is noticed without a restart).
 */
export function checkWhisperModel(file: string | undefined): WhisperModelCheck {
  if (!file) return { usable: false, reason: 'WHISPER_MODEL is not set (it names a ggml whisper model file)' };
  return checkModelFile(file, `WHISPER_MODEL names ${file}, which`);
}

/** The same check for any model file; `subject` starts each reason (e.g. "The installed model ggml-base.bin"). */
export function checkModelFile(file: string, subject: string): WhisperModelCheck {
  const header = Buffer.alloc(HEADER_BYTES);
  let bytes: number;
  let size: number;
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    size = fstatSync(fd).size;
    bytes = readSync(fd, header, 0, header.length, 0);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { usable: false, reason: `${subject} does not exist` };
    if (code === 'EISDIR') return { usable: false, reason: `${subject} is a folder, not a file` };
    return { usable: false, reason: `${subject} cannot be read (${code ?? (error as Error).message})` };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
  if (bytes < header.length || header.readUInt32LE(0) !== GGML_MAGIC) {
    return { usable: false, reason: `${subject} is not a ggml whisper model file` };
  }
  if (!plausibleHeader(header)) {
    return { usable: false, reason: `${subject} is a ggml file but not a whisper model (or its header is damaged)` };
  }
  if (size < MIN_MODEL_BYTES) {
    const kb = Math.round(size / 1024);
    return {
      usable: false,
      reason: `${subject} holds no model weights (${kb} KB: a test file or an interrupted download)`,
    };
  }
  return {
    usable: true,
    multilingual: header.readInt32LE(4) >= MULTILINGUAL_VOCABULARY,
    layers: header.readInt32LE(20),
    // ggml adds the quantisation format's version times 1000.
    weightType: header.readInt32LE(44) % 1000,
  };
}

let bindingProblem: string | null | undefined;

/** Why the prebuilt binding cannot load on this platform, or null when its package is installed. */
export function whisperBindingProblem(): string | null {
  bindingProblem ??= whisperAddonInstalled()
    ? null
    : `whisper.cpp has no prebuilt binary for ${process.platform}-${process.arch} here (${WHISPER_ADDON} is not installed)`;
  return bindingProblem;
}

// One loaded model per file for the whole process: loading takes seconds and holds the weights in memory.
const contexts = new Map<string, Promise<WhisperContext>>();

/** The model loaded once (lazily, on the first transcription); a failed load is retried on the next call. */
export function whisperContext(file: string): Promise<WhisperContext> {
  const cached = contexts.get(file);
  if (cached) return cached;
  const loading = loadWhisperContext(file).catch((error: unknown) => {
    if (contexts.get(file) === loading) contexts.delete(file);
    throw new Error(
      `whisper.cpp could not load the model ${file} (${(error as Error).message}); it may be truncated or not a whisper model: download it again`,
    );
  });
  contexts.set(file, loading);
  return loading;
}

/** Frees the loaded models (at shutdown). */
export async function releaseWhisperModels(): Promise<void> {
  const loaded = [...contexts.values()];
  contexts.clear();
  await Promise.allSettled(loaded.map(async (context) => (await context).release()));
}
