import type { TrackKind } from '../constants';
import {
  ATTESTATION_REASON_TEXT,
  type AttestationReason,
  type Criterion,
  type CriterionStatus,
  criteriaOfTarget,
  type ExceptionType,
  REASON_ANSWERS,
  type RenditionKind,
  type Target,
  type TrackOrigin,
} from './criteria';

// The ledger's rules (issue 29), pure: what an asset's facts mean for each WCAG 1.2 criterion of a target.
// docs/compliance.md has the same rules as a table; evaluate.test.ts checks every combination of facts.

/** A track as the rules see it. Dates are ISO 8601; `by` is a person's name as the evidence shows it. */
export interface TrackFacts {
  id: string;
  kind: TrackKind;
  language: string;
  label: string;
  origin: TrackOrigin;
  version: number;
  /** False for a transcript's text still waiting for times: a transcript, not captions. */
  timed: boolean;
  /** An empty track is no alternative yet. */
  hasCues: boolean;
  reviewed: { by: string | null; at: string; version: number } | null;
  verified: { by: string | null; at: string; version: number; accuracy: number | null } | null;
}

export interface RenditionFacts {
  kind: RenditionKind;
  url: string | null;
}

export interface AttestationFacts {
  /** The criterion it was recorded against; its reason may answer others too (REASON_ANSWERS). */
  criterion: Criterion;
  reason: AttestationReason;
  by: string | null;
  at: string;
}

export interface ExceptionFacts {
  type: ExceptionType;
  note: string;
  by: string | null;
  at: string;
}

/** What is known of an asset. `hasAudio`/`hasVideo` are null until the media is probed (or a person says). */
export interface AssetFacts {
  hasAudio: boolean | null;
  hasVideo: boolean | null;
  live: boolean;
  /** Declared by a person or found on the page; else taken from the captions tracks (see spokenLanguageOf). */
  spokenLanguage: string | null;
  tracks: TrackFacts[];
  renditions: RenditionFacts[];
  attestations: AttestationFacts[];
  exception: ExceptionFacts | null;
}

export type Evidence =
  | {
      type: 'track';
      trackId: string;
      kind: TrackKind;
      language: string;
      origin: TrackOrigin;
      version: number;
      /** Whether a person made or checked it, so it counts on its own. */
      counts: boolean;
      summary: string;
    }
  | { type: 'rendition'; kind: RenditionKind; url: string | null; summary: string }
  | {
      type: 'attestation';
      criterion: Criterion;
      reason: AttestationReason;
      by: string | null;
      at: string;
      summary: string;
    }
  | { type: 'language'; language: string; from: 'asset' | 'captions'; summary: string }
  | { type: 'media'; summary: string };

export interface CriterionResult {
  status: CriterionStatus;
  evidence: Evidence[];
}

export interface Evaluation {
  /** The target's criteria only (AAA's are judged only when the workspace targets AAA). */
  criteria: Partial<Record<Criterion, CriterionResult>>;
  /** The worst of the criteria: not_met, then unknown, needs_review, met; not_applicable when none applies. */
  status: CriterionStatus;
  /** Every criterion of the target met or not applicable. */
  conforms: boolean;
  /** An exception takes the asset out of the target's scope; its criteria are still judged. */
  exempt: boolean;
}

/** Bumped whenever a rule changes: stored statuses of an older version are evaluated again. */
export const RULES_VERSION = 1;

const STATUS_ORDER: CriterionStatus[] = ['not_met', 'unknown', 'needs_review', 'met', 'not_applicable'];

export function evaluateAsset(facts: AssetFacts, target: Target): Evaluation {
  const criteria: Partial<Record<Criterion, CriterionResult>> = {};
  for (const criterion of criteriaOfTarget(target)) criteria[criterion] = judge(criterion, facts);
  const statuses = Object.values(criteria).map((r) => r.status);
  return {
    criteria,
    status: STATUS_ORDER.find((s) => statuses.includes(s)) ?? 'not_applicable',
    conforms: statuses.every((s) => s === 'met' || s === 'not_applicable'),
    exempt: facts.exception !== null,
  };
}

const primaryLanguage = (tag: string) => tag.toLowerCase().split('-')[0]!;
/** "en-US" and "en" are the same language for captions. */
export const sameLanguage = (a: string, b: string) => primaryLanguage(a) === primaryLanguage(b);

/** The language spoken in the media: declared on the asset, else the one language its captions tracks share. */
export function spokenLanguageOf(facts: AssetFacts): { language: string; from: 'asset' | 'captions' } | null {
  if (facts.spokenLanguage) return { language: facts.spokenLanguage, from: 'asset' };
  const captions = facts.tracks.filter((t) => t.kind === 'captions' && t.hasCues);
  const languages = new Set(captions.map((t) => primaryLanguage(t.language)));
  return languages.size === 1 ? { language: captions[0]!.language, from: 'captions' } : null;
}

/** Made or checked by a person: anything but an engine's output that nobody reviewed or verified. */
export const countsOnItsOwn = (t: TrackFacts) => t.origin !== 'machine' || t.reviewed !== null || t.verified !== null;

const result = (status: CriterionStatus, ...evidence: Evidence[]): CriterionResult => ({ status, evidence });
const media = (summary: string): Evidence => ({ type: 'media', summary });

function judge(criterion: Criterion, facts: AssetFacts): CriterionResult {
  const judged = applicable(criterion, facts);
  if (judged.status === 'met' || judged.status === 'not_applicable') return judged;
  const attestation = facts.attestations.find((a) => REASON_ANSWERS[a.reason].includes(criterion));
  return attestation ? result('not_applicable', attestationEvidence(attestation)) : judged;
}

/** The criterion judged from the media and its alternatives, before any attestation. */
function applicable(criterion: Criterion, facts: AssetFacts): CriterionResult {
  const { hasAudio, hasVideo, live } = facts;
  if (live) {
    if (criterion !== '1.2.4')
      return result('not_applicable', media('A live stream: prerecorded criteria do not apply'));
    if (hasAudio === null || hasVideo === null) return result('unknown', media('The media has not been probed yet'));
    if (!hasAudio || !hasVideo)
      return result('not_applicable', media('Not synchronised media: live captions apply to video with sound'));
    return captions(facts, true);
  }
  if (criterion === '1.2.4') return result('not_applicable', media('Prerecorded: live captions do not apply'));
  if (hasAudio === null || hasVideo === null) {
    return result('unknown', media('The media has not been probed yet: whether it has sound and picture is unknown'));
  }
  if (!hasAudio && !hasVideo) return result('not_applicable', media('The media has neither sound nor picture'));
  if (!hasVideo) {
    if (criterion !== '1.2.1')
      return result('not_applicable', media('Audio only: only a transcript (1.2.1) is required'));
    return best(rendition(facts, ['media_alternative']), captions(facts, false));
  }
  if (!hasAudio) {
    if (criterion === '1.2.1') {
      return best(
        rendition(facts, ['media_alternative', 'audio_description', 'extended_audio_description']),
        textAlternative(facts),
      );
    }
    if (criterion === '1.2.8') return best(rendition(facts, ['media_alternative']), textAlternative(facts));
    return result(
      'not_applicable',
      media('Video without sound: only a description or text alternative (1.2.1) is required'),
    );
  }
  switch (criterion) {
    case '1.2.1':
      return result('not_applicable', media('Video with sound: 1.2.1 covers audio-only and video-only media'));
    case '1.2.2':
      return captions(facts, true);
    case '1.2.3':
      return best(audioDescription(facts), mediaAlternative(facts));
    case '1.2.5':
      return audioDescription(facts);
    case '1.2.6':
      return orNotMet(rendition(facts, ['sign_language']), 'No sign language interpretation');
    case '1.2.7':
      return orNotMet(rendition(facts, ['extended_audio_description']), 'No extended audio description');
    case '1.2.8':
      return mediaAlternative(facts);
  }
}

/**
 * Captions (timed) or a transcript (`timedOnly` false) in the spoken language. Without a known spoken language,
 * tracks that might be in it leave the answer unknown; no track at all is not_met whatever the language.
 */
function captions(facts: AssetFacts, timedOnly: boolean): CriterionResult {
  const what = timedOnly ? 'captions' : 'transcript';
  const candidates = facts.tracks.filter(
    (t) => t.hasCues && (t.kind === 'captions' || t.kind === 'subtitles') && (t.timed || !timedOnly),
  );
  const spoken = spokenLanguageOf(facts);
  if (!spoken) {
    if (candidates.length === 0) return result('not_met', media(`No ${what} track`));
    return result(
      'unknown',
      media(`The spoken language is unknown, so whether these tracks are in it is unknown`),
      ...candidates.map(trackEvidence),
    );
  }
  const language: Evidence = {
    type: 'language',
    language: spoken.language,
    from: spoken.from,
    summary: `Spoken language ${spoken.language} (${spoken.from === 'asset' ? 'declared' : 'from the captions tracks'})`,
  };
  const matching = candidates.filter((t) => sameLanguage(t.language, spoken.language));
  if (matching.length === 0) {
    const untimed = timedOnly && facts.tracks.some((t) => t.hasCues && !t.timed);
    return result(
      'not_met',
      language,
      media(`No ${what} track in the spoken language${untimed ? ' (a transcript without times is not captions)' : ''}`),
    );
  }
  const judged = fromTracks(matching, '');
  return { ...judged, evidence: [language, ...judged.evidence] };
}

/** Audio description: a described version, or a descriptions track (the embed voices it). */
function audioDescription(facts: AssetFacts): CriterionResult {
  const described = rendition(facts, ['audio_description', 'extended_audio_description']);
  if (described) return described;
  return fromTracks(
    facts.tracks.filter((t) => t.hasCues && t.kind === 'descriptions'),
    'No audio description: no descriptions track or described version',
  );
}

/** A full text alternative: a separate one, or the transcript with the descriptions woven in (the embed shows both). */
function mediaAlternative(facts: AssetFacts): CriterionResult {
  const separate = rendition(facts, ['media_alternative']);
  if (separate) return separate;
  const transcript = captions(facts, false);
  const descriptions = fromTracks(
    facts.tracks.filter((t) => t.hasCues && t.kind === 'descriptions'),
    'No descriptions to complete the transcript',
  );
  return worst(transcript, descriptions);
}

/** For video without sound: a descriptions or captions track in any language holds what the picture shows. */
function textAlternative(facts: AssetFacts): CriterionResult {
  return fromTracks(
    facts.tracks.filter((t) => t.hasCues && (t.kind === 'descriptions' || t.kind === 'captions')),
    'No text alternative: no descriptions or captions track',
  );
}

/** met by a track a person made or checked; needs_review when only unreviewed machine tracks exist. */
function fromTracks(candidates: TrackFacts[], missing: string): CriterionResult {
  const counted = candidates.filter(countsOnItsOwn);
  if (counted.length > 0) return result('met', ...counted.map(trackEvidence));
  if (candidates.length > 0) return result('needs_review', ...candidates.map(trackEvidence));
  return result('not_met', media(missing));
}

function rendition(facts: AssetFacts, kinds: RenditionKind[]): CriterionResult | null {
  const found = facts.renditions.filter((r) => kinds.includes(r.kind));
  if (found.length === 0) return null;
  return result(
    'met',
    ...found.map((r): Evidence => ({ type: 'rendition', kind: r.kind, url: r.url, summary: renditionSummary(r) })),
  );
}

const orNotMet = (found: CriterionResult | null, missing: string) => found ?? result('not_met', media(missing));

/** The better answer: met, then needs_review, unknown, not_met. */
function best(a: CriterionResult | null, b: CriterionResult): CriterionResult {
  const rank: CriterionStatus[] = ['met', 'needs_review', 'unknown', 'not_met'];
  return a && rank.indexOf(a.status) <= rank.indexOf(b.status) ? a : b;
}

/** Both parts are needed: the weaker answer, with both parts' evidence. */
function worst(a: CriterionResult, b: CriterionResult): CriterionResult {
  const rank: CriterionStatus[] = ['not_met', 'unknown', 'needs_review', 'met'];
  const status = rank[Math.min(rank.indexOf(a.status), rank.indexOf(b.status))]!;
  return { status, evidence: [...a.evidence, ...b.evidence] };
}

const ORIGIN_TEXT: Record<TrackOrigin, string> = {
  machine: 'machine-made',
  human: 'by a professional transcriber',
  imported: 'imported',
  edited: 'written by a person',
};
const day = (iso: string) => iso.slice(0, 10);
const percent = (accuracy: number) => `${(accuracy * 100).toFixed(1)}%`;

function trackEvidence(t: TrackFacts): Evidence {
  const checks = [
    t.verified &&
      `verified${t.verified.by ? ` by ${t.verified.by}` : ''} on ${day(t.verified.at)}` +
        `${t.verified.accuracy === null ? '' : ` (accuracy ${percent(t.verified.accuracy)})`}, version ${t.verified.version}`,
    t.reviewed &&
      `reviewed${t.reviewed.by ? ` by ${t.reviewed.by}` : ''} on ${day(t.reviewed.at)}, version ${t.reviewed.version}`,
  ].filter(Boolean);
  const state = checks.length > 0 ? checks.join('; ') : t.origin === 'machine' ? 'not reviewed' : '';
  const timing = t.timed ? '' : ', without times';
  return {
    type: 'track',
    trackId: t.id,
    kind: t.kind,
    language: t.language,
    origin: t.origin,
    version: t.version,
    counts: countsOnItsOwn(t),
    summary: `${t.label} (${t.language} ${t.kind}${timing}), ${ORIGIN_TEXT[t.origin]}${state ? `, ${state}` : ''}; now version ${t.version}`,
  };
}

const RENDITION_TEXT: Record<RenditionKind, string> = {
  audio_description: 'An audio-described version',
  extended_audio_description: 'An extended audio-described version',
  sign_language: 'A sign language interpreted version',
  media_alternative: 'A full text alternative',
};
const renditionSummary = (r: RenditionFacts) => `${RENDITION_TEXT[r.kind]}${r.url ? ` at ${r.url}` : ''}`;

function attestationEvidence(a: AttestationFacts): Evidence {
  return {
    type: 'attestation',
    criterion: a.criterion,
    reason: a.reason,
    by: a.by,
    at: a.at,
    summary: `Attested not applicable${a.by ? ` by ${a.by}` : ''} on ${day(a.at)} (recorded for ${a.criterion}): ${ATTESTATION_REASON_TEXT[a.reason]}`,
  };
}
