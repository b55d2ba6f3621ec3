// Caption rule presets: the published style guides a workspace can check its captions against, each as values of
// the existing rule settings. Only what a guide states is taken from it; where it is silent the default (Netflix's)
// is kept, and `stated` says which is which. Nothing is stored: the preset is read back from the values.
import { type CaptionRules, DEFAULT_CAPTION_RULES } from '../schemas/settings';

export type CaptionRuleField = keyof CaptionRules;

export interface CaptionRulePreset {
  id: string;
  /** What the settings screen shows. */
  name: string;
  source: { title: string; url: string };
  rules: CaptionRules;
  /** The fields whose values the source states; the others are DEFAULT_CAPTION_RULES'. */
  stated: readonly CaptionRuleField[];
}

/**
 * Characters per second from a guide's words per minute, at 5 characters a word (letters and the space): the ratio
 * at which Netflix's speeds are commonly equated with words, 17 a second with about 200 a minute and 13 with about
 * 160. Rounded to whole characters, as every other preset's speed is.
 */
export const cpsOfWpm = (wpm: number) => Math.round((wpm * 5) / 60);

const NETFLIX = {
  title: 'Netflix Timed Text Style Guide: General Requirements, and the English (USA) template',
  url: 'https://partnerhelp.netflixstudios.com/hc/en-us/articles/215758617-Timed-Text-Style-Guide-General-Requirements',
};
const DCMP = {
  title: 'DCMP Captioning Key and Captioning Guidelines for the DCMP (Described and Captioned Media Program)',
  url: 'https://dcmp.org/learn/5-captioning-guidelines-for-the-dcmp',
};

export const CAPTION_RULE_PRESETS: readonly CaptionRulePreset[] = [
  {
    id: 'netflix',
    name: 'Netflix, adults',
    source: NETFLIX,
    // 42 characters × 2 lines, 17 a second, 5/6 s to 7 s, 2 frames between subtitles (83 ms at 24 fps).
    rules: { ...DEFAULT_CAPTION_RULES },
    stated: ['maxCharsPerLine', 'maxLines', 'maxCps', 'minDurationMs', 'maxDurationMs', 'minGapMs'],
  },
  {
    id: 'netflix-children',
    name: "Netflix, children's programmes",
    source: NETFLIX,
    rules: { ...DEFAULT_CAPTION_RULES, maxCps: 13 },
    stated: ['maxCharsPerLine', 'maxLines', 'maxCps', 'minDurationMs', 'maxDurationMs', 'minGapMs'],
  },
  {
    id: 'dcmp-educational',
    name: 'DCMP, educational (lower to middle level)',
    source: DCMP,
    // A 32-character line; no more than two lines preferred; 120–130 words a minute (the top: 11 a second);
    // no caption on screen under 2 seconds. Silent on the longest caption and the gap.
    rules: { ...DEFAULT_CAPTION_RULES, maxCharsPerLine: 32, maxCps: cpsOfWpm(130), minDurationMs: 2000 },
    stated: ['maxCharsPerLine', 'maxLines', 'maxCps', 'minDurationMs'],
  },
  {
    id: 'dcmp-adult',
    name: 'DCMP, adult special interest',
    source: DCMP,
    // As above, at 150–160 words a minute (13 a second).
    rules: { ...DEFAULT_CAPTION_RULES, maxCharsPerLine: 32, maxCps: cpsOfWpm(160), minDurationMs: 2000 },
    stated: ['maxCharsPerLine', 'maxLines', 'maxCps', 'minDurationMs'],
  },
  {
    id: 'bbc',
    name: 'BBC',
    source: {
      title: 'BBC Subtitle Guidelines',
      url: 'https://www.bbc.co.uk/accessibility/forproducts/guides/subtitles/',
    },
    // Two lines (three only where no important picture is covered); 160–180 words a minute (15 a second). Its line
    // length is a share of the picture's width (68 % of 16:9), not characters, so the 42 default stays.
    rules: { ...DEFAULT_CAPTION_RULES, maxCps: cpsOfWpm(180) },
    stated: ['maxLines', 'maxCps'],
  },
  {
    id: 'fcc',
    name: 'FCC (US television)',
    source: {
      title: 'FCC caption quality standards, 47 CFR § 79.1(j)(2)',
      url: 'https://www.ecfr.gov/current/title-47/chapter-I/subchapter-C/part-79/section-79.1',
    },
    // The four quality elements (accurate, synchronous, complete, properly placed) set no numbers; captions must
    // not run off the screen, and the rows of a CEA-608 decoder, which US television's captions use, are 32 cells.
    rules: { ...DEFAULT_CAPTION_RULES, maxCharsPerLine: 32 },
    stated: ['maxCharsPerLine'],
  },
];

const FIELDS = Object.keys(DEFAULT_CAPTION_RULES) as CaptionRuleField[];

/** The preset these rules are exactly, or null when the workspace has adjusted them (shown as "Custom"). */
export const presetOf = (rules: CaptionRules): CaptionRulePreset | null =>
  CAPTION_RULE_PRESETS.find((preset) => FIELDS.every((field) => preset.rules[field] === rules[field])) ?? null;
