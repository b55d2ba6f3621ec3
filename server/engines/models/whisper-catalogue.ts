// whisper.cpp's ggml models as published at huggingface.co/ggerganov/whisper.cpp, pinned: exact size and SHA-256.
//
// The SHA-256 values are Hugging Face's own (the LFS object id of each file, shown on its page and in
// `/api/models/ggerganov/whisper.cpp?blobs=true`, revision 5359861c739e955e79d9a303bcbc70fb988958b1). They could not be
// fetched from this machine; every value below was found in at least two unrelated public projects that pin these
// files (Nix `fetchurl` hashes, which fail a build on any mismatch, and catalogues taken from that API response), and
// kept only where they agreed to the byte. Sizes are the same sources' exact byte counts. docs/engines.md lists them.

export const WHISPER_FAMILIES = ['tiny', 'base', 'small', 'medium'] as const;
export type WhisperFamily = (typeof WHISPER_FAMILIES)[number];

export interface WhisperModelEntry {
  /** whisper.cpp's name: the file is `ggml-<name>.bin`. */
  name: string;
  bytes: number;
  /** Lower-case hex; a download or file whose SHA-256 differs is refused. */
  sha256: string;
  /** Serves whisper's ~99 languages; `.en` models serve English only (and serve it better at the same size). */
  multilingual: boolean;
  family: WhisperFamily | null;
  quantisation: 'q5_0' | 'q5_1' | 'q8_0' | null;
}

/**
 * What each size trades, from whisper.cpp's README (memory of the f16 model) and the Whisper paper's tables as quoted
 * in our reference notes (speed relative to large; WER of the `.en` model on LibriSpeech test-clean).
 */
export const WHISPER_FAMILY_FACTS: Record<
  WhisperFamily,
  { parameters: string; ramBytes: number; f16Bytes: number; relativeSpeed: number; englishWer: number | null }
> = {
  tiny: { parameters: '39 M', ramBytes: 273e6, f16Bytes: 77_691_713, relativeSpeed: 32, englishWer: 5.6 },
  base: { parameters: '74 M', ramBytes: 388e6, f16Bytes: 147_951_465, relativeSpeed: 16, englishWer: 4.2 },
  small: { parameters: '244 M', ramBytes: 852e6, f16Bytes: 487_601_967, relativeSpeed: 6, englishWer: 3.1 },
  medium: { parameters: '769 M', ramBytes: 2.1e9, f16Bytes: 1_533_763_059, relativeSpeed: 2, englishWer: null },
};

const entry = (name: string, bytes: number, sha256: string): WhisperModelEntry => {
  const [, family, english, quantisation] = /^(tiny|base|small|medium)(\.en)?(?:-(q5_0|q5_1|q8_0))?$/.exec(name)!;
  return {
    name,
    bytes,
    sha256,
    multilingual: !english,
    family: family as WhisperFamily,
    quantisation: (quantisation ?? null) as WhisperModelEntry['quantisation'],
  };
};

/** Every model `npm run engines -- install whisper <name>` and the operator's Engines page offer. */
export const WHISPER_CATALOGUE: readonly WhisperModelEntry[] = [
  entry('tiny.en', 77_704_715, '921e4cf8686fdd993dcd081a5da5b6c365bfde1162e72b08d75ac75289920b1f'),
  entry('tiny', 77_691_713, 'be07e048e1e599ad46341c8d2a135645097a538221678b7acdd1b1919c6e1b21'),
  entry('tiny.en-q5_1', 32_166_155, 'c77c5766f1cef09b6b7d47f21b546cbddd4157886b3b5d6d4f709e91e66c7c2b'),
  entry('tiny.en-q8_0', 43_550_795, '5bc2b3860aa151a4c6e7bb095e1fcce7cf12c7b020ca08dcec0c6d018bb7dd94'),
  entry('tiny-q5_1', 32_152_673, '818710568da3ca15689e31a743197b520007872ff9576237bda97bd1b469c3d7'),
  entry('tiny-q8_0', 43_537_433, 'c2085835d3f50733e2ff6e4b41ae8a2b8d8110461e18821b09a15c40c42d1cca'),
  entry('base.en', 147_964_211, 'a03779c86df3323075f5e796cb2ce5029f00ec8869eee3fdfb897afe36c6d002'),
  entry('base', 147_951_465, '60ed5bc3dd14eea856493d334349b405782ddcaf0028d4b5df4088345fba2efe'),
  entry('base.en-q5_1', 59_721_011, '4baf70dd0d7c4247ba2b81fafd9c01005ac77c2f9ef064e00dcf195d0e2fdd2f'),
  entry('base.en-q8_0', 81_781_811, 'a4d4a0768075e13cfd7e19df3ae2dbc4a68d37d36a7dad45e8410c9a34f8c87e'),
  entry('base-q5_1', 59_707_625, '422f1ae452ade6f30a004d7e5c6a43195e4433bc370bf23fac9cc591f01a8898'),
  entry('base-q8_0', 81_768_585, 'c577b9a86e7e048a0b7eada054f4dd79a56bbfa911fbdacf900ac5b567cbb7d9'),
  entry('small.en', 487_614_201, 'c6138d6d58ecc8322097e0f987c32f1be8bb0a18532a3f88f734d1bbf9c41e5d'),
  entry('small', 487_601_967, '1be3a9b2063867b937e64e2ec7483364a79917e157fa98c5d94b5c1fffea987b'),
  entry('small.en-q5_1', 190_098_681, 'bfdff4894dcb76bbf647d56263ea2a96645423f1669176f4844a1bf8e478ad30'),
  entry('small.en-q8_0', 264_477_561, '67a179f608ea6114bd3fdb9060e762b588a3fb3bd00c4387971be4d177958067'),
  entry('small-q5_1', 190_085_487, 'ae85e4a935d7a567bd102fe55afc16bb595bdb618e11b2fc7591bc08120411bb'),
  entry('small-q8_0', 264_464_607, '49c8fb02b65e6049d5fa6c04f81f53b867b5ec9540406812c643f177317f779f'),
  entry('medium.en', 1_533_774_781, 'cc37e93478338ec7700281a7ac30a10128929eb8f427dda2e865faa8f6da4356'),
  entry('medium', 1_533_763_059, '6c14d5adee5f86394037b4e4e8b59f1673b6cee10e3cf0b11bbdbee79c156208'),
  entry('medium.en-q5_0', 539_225_533, '76733e26ad8fe1c7a5bf7531a9d41917b2adc0f20f2e4f5531688a8c6cd88eb0'),
  entry('medium.en-q8_0', 823_382_461, '43fa2cd084de5a04399a896a9a7a786064e221365c01700cea4666005218f11c'),
  entry('medium-q5_0', 539_212_467, '19fea4b380c3a618ec4723c3eef2eb785ffba0d0538cf43f8f235e7b3b34220f'),
  entry('medium-q8_0', 823_369_779, '42a1ffcbe4167d224232443396968db4d02d4e8e87e213d3ee2e03095dea6502'),
];

/** Where the files are published; `WHISPER_MODEL_SOURCE` names a mirror that serves the same `ggml-<name>.bin`. */
export const DEFAULT_WHISPER_MODEL_SOURCE = 'https://huggingface.co/ggerganov/whisper.cpp/resolve/main';

/** A model name as files and URLs carry it: letters, digits, dots, dashes and underscores. */
export const MODEL_NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/;

export const modelFileName = (name: string) => `ggml-${name}.bin`;

/** The download address of a model at a source (a base URL, with or without a trailing slash). */
export const modelUrl = (source: string, name: string) => `${source.replace(/\/+$/, '')}/${modelFileName(name)}`;

/**
 * Memory whisper.cpp needs for this model: the family's published figure for f16, adjusted by the difference in
 * weight bytes for a quantised file (an estimate: whisper.cpp publishes none for them).
 */
export function ramBytesOf(model: WhisperModelEntry): { bytes: number; estimated: boolean } | null {
  if (!model.family) return null;
  const facts = WHISPER_FAMILY_FACTS[model.family];
  if (!model.quantisation) return { bytes: facts.ramBytes, estimated: false };
  return { bytes: facts.ramBytes - facts.f16Bytes + model.bytes, estimated: true };
}

/** One sentence on what this model is good for, in the words the Engines page and `list` show. */
export function accuracyNote(model: WhisperModelEntry): string {
  if (!model.family) return 'Not in the pinned table: no published figures.';
  const facts = WHISPER_FAMILY_FACTS[model.family];
  const parent = `${model.family}${model.multilingual ? '' : '.en'}`;
  if (model.quantisation) {
    return `Close to ${parent}: ${model.quantisation} weights cost a little accuracy (not measured here) for less disk and memory.`;
  }
  if (!model.multilingual) {
    return facts.englishWer !== null
      ? `English only; ${facts.englishWer} % word error rate on LibriSpeech test-clean (Whisper paper).`
      : 'English only; the most accurate size offered here.';
  }
  // OpenAI's README: `.en` models do better in English, most clearly for tiny and base, less so from small up.
  return `About 99 languages; for English alone, ${model.family}.en is as good or better.`;
}
