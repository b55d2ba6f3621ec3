// Guesses the caption format from content, with the file name as a tie-breaker.
import type { CaptionFormat } from './model';

const EXTENSIONS: Record<string, CaptionFormat> = {
  vtt: 'webvtt',
  webvtt: 'webvtt',
  srt: 'srt',
  sbv: 'sbv',
  sub: 'sbv',
  ttml: 'ttml',
  dfxp: 'ttml',
  xml: 'ttml',
  scc: 'scc',
  smi: 'sami',
  sami: 'sami',
  ssa: 'ssa',
  ass: 'ass',
  lrc: 'lrc',
  txt: 'transcript',
  json: 'json',
};

/** Format named by a file extension, if any. */
export function formatFromFileName(fileName: string): CaptionFormat | undefined {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? undefined : EXTENSIONS[fileName.slice(dot + 1).toLowerCase()];
}

/** Detects the format of decoded text; `fileName` decides only when the content is not conclusive. */
export function detectFormat(text: string, fileName?: string): CaptionFormat {
  const head = text.slice(0, 4096).replace(/^\uFEFF?\s*/, '');
  if (head.startsWith('WEBVTT')) return 'webvtt';
  if (/^Scenarist_SCC V1\.0/.test(head)) return 'scc';
  if (/^\[Script Info\]/i.test(head)) {
    return /ScriptType:\s*v4\.00\+|\[V4\+ Styles\]/i.test(head) ? 'ass' : 'ssa';
  }
  if (/^<SAMI[\s>]/i.test(head)) return 'sami';
  if (head.startsWith('<')) {
    // A DAPT document is TTML that names the DAPT profile or its metadata namespace.
    if (/<tt[\s>:]/.test(head) && /ttml\/profile\/dapt/.test(head)) return 'dapt';
    if (/<tt[\s>:]/.test(head) || /ttml/.test(head)) return 'ttml';
    if (/<SAMI[\s>]/i.test(head)) return 'sami';
  }
  if (head.startsWith('{') || (head.startsWith('[') && /^\[\s*(?:\{|\])/.test(head))) return 'json';
  if (/^\[(?:\d+:\d+(?:[.:]\d+)?|[a-z#]+:[^\]\n]*)\]/im.test(head) && /^\[\d+:\d+(?:[.:]\d+)?\]/m.test(head))
    return 'lrc';
  if (/^\s*\d+:\d{1,2}:\d{1,2}\.\d{1,3},\d+:\d{1,2}:\d{1,2}\.\d{1,3}\s*$/m.test(head)) return 'sbv';
  const hint = fileName ? formatFromFileName(fileName) : undefined;
  if (/^\s*(?:\d+:)?\d{1,2}:\d{1,2}(?:[,.]\d{1,3})?\s*-->\s*(?:\d+:)?\d{1,2}:\d{1,2}/m.test(head)) {
    return hint === 'webvtt' ? 'webvtt' : 'srt';
  }
  return hint ?? 'transcript';
}
