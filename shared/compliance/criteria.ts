// The vocabulary of the compliance ledger (issue 29): WCAG 2.x guideline 1.2's success criteria, the levels a
// workspace may target, and the fixed lists people choose from when they attest or record an exception.

export const CRITERIA = ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.2.6', '1.2.7', '1.2.8'] as const;
export type Criterion = (typeof CRITERIA)[number];

export const TARGETS = ['A', 'AA', 'AAA'] as const;
export type Target = (typeof TARGETS)[number];
/** WCAG 2.1 AA is what the ADA Title II rule, Section 508 and EN 301 549 ask for. */
export const DEFAULT_TARGET: Target = 'AA';

export const CRITERION_LEVEL: Record<Criterion, Target> = {
  '1.2.1': 'A',
  '1.2.2': 'A',
  '1.2.3': 'A',
  '1.2.4': 'AA',
  '1.2.5': 'AA',
  '1.2.6': 'AAA',
  '1.2.7': 'AAA',
  '1.2.8': 'AAA',
};

export const CRITERION_NAMES: Record<Criterion, string> = {
  '1.2.1': 'Audio-only and video-only (prerecorded)',
  '1.2.2': 'Captions (prerecorded)',
  '1.2.3': 'Audio description or media alternative (prerecorded)',
  '1.2.4': 'Captions (live)',
  '1.2.5': 'Audio description (prerecorded)',
  '1.2.6': 'Sign language (prerecorded)',
  '1.2.7': 'Extended audio description (prerecorded)',
  '1.2.8': 'Media alternative (prerecorded)',
};

/** The criteria a target asks for: its own level and every level below it. */
export function criteriaOfTarget(target: Target): Criterion[] {
  const levels = TARGETS.slice(0, TARGETS.indexOf(target) + 1);
  return CRITERIA.filter((c) => levels.includes(CRITERION_LEVEL[c]));
}

export const CRITERION_STATUSES = ['met', 'not_met', 'needs_review', 'not_applicable', 'unknown'] as const;
export type CriterionStatus = (typeof CRITERION_STATUSES)[number];

/** Each status in words and with its own symbol, so colour is never the only cue (WCAG 1.4.1). */
export const CRITERION_STATUS_TEXT: Record<CriterionStatus, string> = {
  met: 'Met',
  not_met: 'Not met',
  needs_review: 'Needs review',
  not_applicable: 'Not applicable',
  unknown: 'Unknown',
};
export const CRITERION_STATUS_SYMBOL: Record<CriterionStatus, string> = {
  met: '✓',
  not_met: '✗',
  needs_review: '!',
  not_applicable: '–',
  unknown: '?',
};

/** How a track came to be: an engine's output, a professional's (Rev), a caption file or platform caption, typed by a person. */
export const TRACK_ORIGINS = ['machine', 'human', 'imported', 'edited'] as const;
export type TrackOrigin = (typeof TRACK_ORIGINS)[number];

/** The fixed reasons a person may give for "this criterion does not apply to this asset". */
export const ATTESTATION_REASONS = [
  'all_visual_information_spoken',
  'no_meaningful_visuals',
  'media_is_alternative',
] as const;
export type AttestationReason = (typeof ATTESTATION_REASONS)[number];

export const ATTESTATION_REASON_TEXT: Record<AttestationReason, string> = {
  all_visual_information_spoken: 'All visual information is spoken in the main soundtrack',
  no_meaningful_visuals: 'The video has no meaningful visual content',
  media_is_alternative: 'The media is itself an alternative for text and labelled as such',
};

/**
 * The criteria each reason answers. A reason states a fact about the media, so one attestation answers every
 * criterion that fact settles: "no audio description is needed" settles 1.2.3, 1.2.5 and 1.2.7 together; WCAG
 * exempts a media alternative for text from 1.2.1–1.2.3 (and it needs no further alternative, 1.2.8).
 */
export const REASON_ANSWERS: Record<AttestationReason, readonly Criterion[]> = {
  all_visual_information_spoken: ['1.2.3', '1.2.5', '1.2.7'],
  no_meaningful_visuals: ['1.2.3', '1.2.5', '1.2.7'],
  media_is_alternative: ['1.2.1', '1.2.2', '1.2.3', '1.2.8'],
};

/** The ADA Title II rule's exceptions that apply to media (28 CFR 35.201). */
export const EXCEPTION_TYPES = ['archived', 'pre_existing_document', 'third_party'] as const;
export type ExceptionType = (typeof EXCEPTION_TYPES)[number];

export const EXCEPTION_TEXT: Record<ExceptionType, string> = {
  archived: 'Archived web content',
  pre_existing_document: 'Pre-existing conventional electronic document',
  third_party: 'Content posted by a third party, not under our control',
};

/** The four tests an archived item must pass (Appendix D to Part 35), each confirmed by the person recording it. */
export const ARCHIVE_TESTS = [
  'createdBeforeComplianceDate',
  'keptOnlyForReference',
  'unalteredSinceArchived',
  'inArchiveArea',
] as const;
export type ArchiveTest = (typeof ARCHIVE_TESTS)[number];

export const ARCHIVE_TEST_TEXT: Record<ArchiveTest, string> = {
  createdBeforeComplianceDate: 'Created before the compliance date, or reproduces older paper or physical media',
  keptOnlyForReference: 'Kept only for reference, research or recordkeeping',
  unalteredSinceArchived: 'Not altered or updated since it was archived',
  inArchiveArea: 'Stored in an area clearly labelled as an archive',
};

/** Versions of the media beside the main one: found on a platform or page, or made for it. */
export const RENDITION_KINDS = [
  'audio_description',
  'extended_audio_description',
  'sign_language',
  'media_alternative',
] as const;
export type RenditionKind = (typeof RENDITION_KINDS)[number];

/**
 * Where an asset lives: the library, a media platform (every connectable platform but Rev, a transcription vendor),
 * or a web page.
 */
export const ASSET_SOURCES = [
  'library',
  'youtube',
  'vimeo',
  'wistia',
  'brightcove',
  'kaltura',
  'panopto',
  'mux',
  'box',
  'dropbox',
  'googledrive',
  'canvas',
  'web',
] as const;
export type AssetSource = (typeof ASSET_SOURCES)[number];
