/** Workspace member roles, from most to least privileged. */
export const ROLES = ['admin', 'content-manager', 'transcript-editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const WORKSPACE_TYPES = ['business', 'other'] as const;
export type WorkspaceType = (typeof WORKSPACE_TYPES)[number];

/** Video platforms a workspace can connect; `rev` is a transcription vendor, never a nav tab. */
export const PLATFORM_TYPES = [
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
  'rev',
] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const DEFAULT_FIREBASE_PROJECT_ID = 'demo-media-access';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';

/** The API base every call lives under, on the app host. */
export const API_BASE_PATH = '/api';

export const ERROR_CODES = [
  'validation_error',
  'unauthenticated',
  'forbidden',
  'insufficient_scope',
  'not_found',
  'conflict',
  'idempotency_in_progress',
  'idempotency_key_reused',
  'correction_conflict',
  'version_conflict',
  'gone',
  'payload_too_large',
  'insufficient_credit',
  'plan_limit',
  'insufficient_storage',
  'rate_limited',
  'not_implemented',
  'unavailable',
  'engine_unavailable',
  'platform_reconnect',
  'platform_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Limits shared by forms and the server, so both say the same thing. */
export const LIMITS = {
  workspaceName: 80,
  displayName: 80,
  email: 254,
  fileName: 200,
  proposedText: 1000,
  correctionNote: 500,
  requestMessage: 2000,
  searchQuery: 200,
  apiKeyName: 80,
} as const;

export const TRACK_KINDS = ['captions', 'subtitles', 'descriptions', 'chapters'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];

export const MEDIA_REQUEST_KINDS = ['captions', 'transcript', 'translation', 'audio_description', 'voiceover'] as const;
export type MediaRequestKind = (typeof MEDIA_REQUEST_KINDS)[number];

/** A file's processing state: an upload in progress, waiting for or in processing, ready to play, or failed. */
export const FILE_STATUSES = ['uploading', 'queued', 'processing', 'ready', 'failed'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected', 'spam'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const MEDIA_REQUEST_STATUSES = ['pending', 'in_progress', 'fulfilled', 'declined'] as const;
export type MediaRequestStatus = (typeof MEDIA_REQUEST_STATUSES)[number];

/** The nav bar badges ask for this many and show `20+` when the page is full. */
export const PENDING_BADGE_LIMIT = 20;

/**
 * The plans a workspace can be on, smallest first: the minutes granted at the start of each calendar month (UTC)
 * and its limits. Billing is out of scope: a change is recorded and takes effect on the first day of the next
 * month; `paid` plans have no list price here (they are quoted and invoiced outside Media Access).
 */
export const PLANS = [
  { id: 'free', name: 'Free', paid: false, includedMinutesPerMonth: 60, limits: { members: 3, storageGb: 5 } },
  { id: 'starter', name: 'Starter', paid: true, includedMinutesPerMonth: 600, limits: { members: 10, storageGb: 50 } },
  { id: 'team', name: 'Team', paid: true, includedMinutesPerMonth: 3000, limits: { members: 50, storageGb: 500 } },
  {
    id: 'organisation',
    name: 'Organisation',
    paid: true,
    includedMinutesPerMonth: 12000,
    limits: { members: 500, storageGb: 2000 },
  },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];
/** What a workspace is on until it first changes plan. */
export const DEFAULT_PLAN_ID: PlanId = 'free';

/**
 * Refer & earn: minutes credited through the ledger, each exactly once per referred workspace, and only to verified
 * email addresses. The referrer's rewards wait for the referred workspace's first paid usage (docs/admin.md).
 */
export const REFERRAL_REWARDS = {
  /** To the referred business when it joins with a code (once the person who applied it has a verified email). */
  welcomeBonus: 500,
  /** To the referrer on the referred workspace's first completed transcription, after its first paid usage. */
  firstTranscription: 500,
  /** To the referrer once the referred workspace has transcribed this many minutes, after its first paid usage. */
  processedMinutes: 500,
  processedMinutesThreshold: 60,
} as const;

/** How many referrals earn anything, so that free minutes cannot be farmed with throwaway accounts. */
export const REFERRAL_CAPS = {
  /** Referred workspaces (welcome bonuses) per person, whatever the code. */
  perPerson: 1,
  /** Referred workspaces per referrer from one email domain (of the people who applied its code). */
  perEmailDomain: 3,
  /** Codes applied from one client address (an IPv6 /64 counts as one) within `clientAddressDays` days. */
  perClientAddress: 2,
  clientAddressDays: 30,
} as const;

/**
 * A machine word whose engine confidence (0..1) is below this is "uncertain": the editor marks it and steps
 * through such words, the file analysis counts them (docs/editor.md, "Uncertain words").
 */
export const UNCERTAIN_CONFIDENCE = 0.6;
