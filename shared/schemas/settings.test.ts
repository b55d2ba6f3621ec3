import { describe, expect, it } from 'vitest';
import { updateWorkspaceSettingsBodySchema, workspaceSettingsSchema } from './settings';

const OLD_RULES = { maxCharsPerLine: 42, maxLines: 2, maxCps: 17, minDurationMs: 833, maxDurationMs: 7000 };

describe('caption rules in the workspace settings', () => {
  it('reads settings saved before the gap rule with the 2-frame default', () => {
    const old = { name: 'W', type: 'other', defaultLanguage: null, captionRules: OLD_RULES };
    const settings = workspaceSettingsSchema.parse({ ...old, reviewFinishedTranscriptions: false, embedBeacon: true });
    expect(settings.captionRules).toEqual({ ...OLD_RULES, minGapMs: 83 });
    expect(
      workspaceSettingsSchema.parse({ ...settings, captionRules: { ...OLD_RULES, minGapMs: 0 } }).captionRules.minGapMs,
    ).toBe(0);
  });

  it('accepts rules sent without the gap, as older clients send them', () => {
    expect(updateWorkspaceSettingsBodySchema.safeParse({ captionRules: OLD_RULES }).success).toBe(true);
  });
});
