import { z } from 'zod';
import { LIMITS } from '../constants';
import { DEFAULT_VERIFICATION_TARGET } from '../verification/accuracy';
import { workspaceTypeSchema } from './workspaces';

/**
 * Caption quality rules the editor and the analysis page check cues against; the defaults are the Netflix
 * timed-text style guide's for adult programmes (docs/quality.md): 2 frames at 24 fps is 83 ms. Other published
 * guides' values are the presets of shared/captions/rule-presets.ts.
 */
export const DEFAULT_CAPTION_RULES = {
  maxCharsPerLine: 42,
  maxLines: 2,
  maxCps: 17,
  minDurationMs: 833,
  maxDurationMs: 7000,
  minGapMs: 83,
} as const;

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const ruleFields = {
  maxCharsPerLine: whole('Characters per line', 10, 100),
  maxLines: whole('Lines', 1, 4),
  maxCps: z
    .number({ error: 'Characters per second must be a number' })
    .min(5, 'Characters per second must be at least 5')
    .max(40, 'Characters per second must be at most 40'),
  minDurationMs: whole('Shortest duration', 100, 10_000),
  maxDurationMs: whole('Longest duration', 500, 60_000),
};
const durationsInOrder = (r: { minDurationMs: number; maxDurationMs: number }) => r.minDurationMs < r.maxDurationMs;
const durationsMessage = {
  path: ['maxDurationMs'],
  message: 'The longest duration must be longer than the shortest',
};

export const captionRulesSchema = z
  .strictObject({
    ...ruleFields,
    /** Gaps shorter than this (but above zero) flicker; 0 turns the check off. Absent in older settings. */
    minGapMs: whole('Shortest gap', 0, 1000).default(DEFAULT_CAPTION_RULES.minGapMs),
  })
  .refine(durationsInOrder, durationsMessage);
export type CaptionRules = z.infer<typeof captionRulesSchema>;

const verificationTargetSchema = z
  .number({ error: 'A share of words between 0.5 and 0.999 (50–99.9 %)' })
  .min(0.5, 'At least 50 % (0.5)')
  .max(0.999, 'At most 99.9 % (0.999): no sample proves 100 %');

export const workspaceSettingsSchema = z.object({
  name: z.string(),
  type: workspaceTypeSchema,
  /** A BCP-47 code from GET /supported_transcriptions; null: chosen for each file. */
  defaultLanguage: z.string().nullable(),
  captionRules: captionRulesSchema,
  /** Whether a finished transcription creates a review assignment. */
  reviewFinishedTranscriptions: z.boolean(),
  /** Whether embeds report plays, searches, cue clicks and downloads for analytics. */
  embedBeacon: z.boolean(),
  /**
   * The word accuracy (0.5–0.999) a verification's 95 % lower bound must reach to mark a track verified. Absent in
   * older settings.
   */
  verificationTarget: verificationTargetSchema.default(DEFAULT_VERIFICATION_TARGET),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

export const workspaceSettingsResponseSchema = z.object({ settings: workspaceSettingsSchema });
export type WorkspaceSettingsResponse = z.infer<typeof workspaceSettingsResponseSchema>;

/** Any subset of the settings; caption rules are sent whole, so their min/max check always sees both. */
export const updateWorkspaceSettingsBodySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(LIMITS.workspaceName, `Name must be at most ${LIMITS.workspaceName} characters`),
    type: workspaceTypeSchema,
    defaultLanguage: z.string().trim().min(1).max(35).nullable(),
    captionRules: captionRulesSchema,
    reviewFinishedTranscriptions: z.boolean(),
    embedBeacon: z.boolean(),
    verificationTarget: verificationTargetSchema,
  })
  .partial()
  .strict();
export type UpdateWorkspaceSettingsBody = z.input<typeof updateWorkspaceSettingsBodySchema>;
