import type { CaptionFormat } from '@shared/captions/model';

/** Names people know the formats by, for the preview and the live region. */
export const FORMAT_NAMES: Partial<Record<CaptionFormat, string>> = {
  webvtt: 'WebVTT',
  srt: 'SubRip (SRT)',
  sbv: 'YouTube SBV',
  ttml: 'TTML / DFXP',
  dapt: 'W3C DAPT',
  scc: 'Scenarist SCC',
  sami: 'SAMI',
  ssa: 'SubStation Alpha',
  ass: 'Advanced SubStation',
  lrc: 'LRC lyrics',
  transcript: 'plain-text transcript',
  json: 'JSON track',
};
