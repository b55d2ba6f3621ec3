import path from 'node:path';
import { installedModels } from '../models/model-store';
import { primaryLanguage } from '../types';
import { checkWhisperModel } from './whisper-model';

/** The multilingual models' languages (whisper.cpp's `g_lang`). */
export const WHISPER_LANGUAGES: readonly string[] = (
  'en zh de es ru ko fr ja pt tr pl ca nl ar sv it id hi fi vi he uk el ms cs ro da hu ta no th ur hr bg lt la ' +
  'mi ml cy sk te fa lv bn sr az sl kn et mk br eu is hy ne mn bs kk sq sw gl mr pa si km sn yo so af oc ka be ' +
  'tg sd gu am yi lo uz fo ht ps tk nn mt sa lb my bo tl mg as tt haw ln ha ba jw su yue'
).split(' ');
const KNOWN = new Set(WHISPER_LANGUAGES);
/** The catalogue's codes (Google's) where whisper names the language differently. */
const ALIASES: Record<string, string> = { iw: 'he', cmn: 'zh', jv: 'jw', fil: 'tl', nb: 'no' };

/** whisper's code for a BCP 47 tag, or null when the model does not serve it (`.en` models: English only). */
export function whisperLanguage(tag: string, multilingual: boolean): string | null {
  const primary = primaryLanguage(tag);
  const code = ALIASES[primary] ?? primary;
  if (!multilingual) return code === 'en' ? 'en' : null;
  return KNOWN.has(code) ? code : null;
}

/** Where whisper's models come from: WHISPER_MODEL, which wins when set, else the models installed in DATA_DIR/models. */
export interface WhisperModelSettings {
  configured: string | undefined;
  dir: string | undefined;
}

export interface UsableWhisperModel {
  /** `base.en` for `ggml-base.en.bin`. */
  name: string;
  file: string;
  multilingual: boolean;
  layers: number;
  weightType: number;
}

const nameOf = (file: string) =>
  path
    .basename(file)
    .replace(/^ggml-/, '')
    .replace(/\.bin$/, '');

/** The models whisper may use now, or why there is none (read on every call: installs are noticed without a restart). */
export function usableWhisperModels(
  settings: WhisperModelSettings,
): { models: UsableWhisperModel[]; problem: null } | { models: []; problem: string } {
  if (settings.configured) {
    const check = checkWhisperModel(settings.configured);
    if (!check.usable) return { models: [], problem: check.reason };
    return { models: [{ name: nameOf(settings.configured), file: settings.configured, ...check }], problem: null };
  }
  const installed = installedModels(settings.dir);
  const models = installed.flatMap(({ name, file, check }) => (check.usable ? [{ name, file, ...check }] : []));
  if (models.length > 0) return { models, problem: null };
  const broken = installed.flatMap(({ check }) => (check.usable ? [] : [check.reason]));
  if (broken.length > 0) return { models: [], problem: broken.join('; ') };
  return {
    models: [],
    problem: `no whisper model is installed${settings.dir ? ` in ${settings.dir}` : ''} and WHISPER_MODEL is not set`,
  };
}

/**
 * How good a model is for a language: size first (encoder layers), then an English-only model for English (OpenAI:
 * `.en` models do better in English at the same size), then full weights over 8-bit over 5-bit quantisation.
 */
function rank(model: UsableWhisperModel, english: boolean): number {
  const weights = model.weightType <= 1 ? 2 : model.weightType === 7 ? 1 : 0;
  return model.layers * 10 + (english && !model.multilingual ? 5 : 0) + weights;
}

/** The best usable model serving `language`, with whisper's code for it, or null. */
export function whisperModelFor(
  settings: WhisperModelSettings,
  language: string,
): { model: UsableWhisperModel; code: string } | null {
  const english = whisperLanguage(language, false) === 'en';
  const serving = usableWhisperModels(settings).models.filter((m) => whisperLanguage(language, m.multilingual));
  const best = serving.sort((a, b) => rank(b, english) - rank(a, english))[0];
  return best ? { model: best, code: whisperLanguage(language, best.multilingual)! } : null;
}
