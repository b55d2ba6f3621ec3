import { describe, expect, it } from 'vitest';
import { captionRulesSchema, DEFAULT_CAPTION_RULES } from '../schemas/settings';
import { CAPTION_RULE_PRESETS, cpsOfWpm, presetOf } from './rule-presets';

describe('caption rule presets', () => {
  it.each(CAPTION_RULE_PRESETS.map((p) => [p.name, p] as const))('%s passes the settings schema', (_, preset) => {
    expect(captionRulesSchema.parse(preset.rules)).toEqual(preset.rules);
  });

  it.each(CAPTION_RULE_PRESETS.map((p) => [p.name, p] as const))(
    '%s keeps the default wherever its source is silent, and cites it',
    (_, preset) => {
      for (const [field, value] of Object.entries(DEFAULT_CAPTION_RULES)) {
        if (!preset.stated.includes(field as keyof typeof DEFAULT_CAPTION_RULES)) {
          expect(preset.rules[field as keyof typeof DEFAULT_CAPTION_RULES]).toBe(value);
        }
      }
      expect(preset.source.url).toMatch(/^https:\/\//);
      expect(preset.source.title).not.toBe('');
    },
  );

  it('are told apart by their values, ids and names', () => {
    const keys = (p: (typeof CAPTION_RULE_PRESETS)[number]) => JSON.stringify(p.rules);
    expect(new Set(CAPTION_RULE_PRESETS.map(keys)).size).toBe(CAPTION_RULE_PRESETS.length);
    expect(new Set(CAPTION_RULE_PRESETS.map((p) => p.id)).size).toBe(CAPTION_RULE_PRESETS.length);
    expect(new Set(CAPTION_RULE_PRESETS.map((p) => p.name)).size).toBe(CAPTION_RULE_PRESETS.length);
  });

  it('has the Netflix adult rules as the default', () => {
    expect(presetOf({ ...DEFAULT_CAPTION_RULES })?.id).toBe('netflix');
  });

  it('reads a preset back from its values, and adjusted values as custom', () => {
    for (const preset of CAPTION_RULE_PRESETS) expect(presetOf({ ...preset.rules })).toBe(preset);
    expect(presetOf({ ...DEFAULT_CAPTION_RULES, maxCps: 15.5 })).toBeNull();
    expect(presetOf({ ...DEFAULT_CAPTION_RULES, minGapMs: 0 })).toBeNull();
  });

  it('turns words a minute into characters a second at 5 characters a word', () => {
    expect([cpsOfWpm(130), cpsOfWpm(160), cpsOfWpm(180), cpsOfWpm(200)]).toEqual([11, 13, 15, 17]);
  });
});
