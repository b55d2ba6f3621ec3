import { describe, expect, it } from 'vitest';
import type { Criterion, CriterionStatus, Target } from './criteria';
import { type AssetFacts, evaluateAsset, spokenLanguageOf, type TrackFacts } from './evaluate';

// Every combination of the facts the rules look at, each row checked against the rules written out as tables
// here (independently of evaluate.ts): which criteria apply to which media, and what each kind of evidence gives.

const MEDIA = ['unprobed', 'none', 'audio', 'video', 'av'] as const;
const CAPTIONS = [
  'none',
  'machine',
  'machine_reviewed',
  'machine_verified',
  'human',
  'imported',
  'edited',
  'other_language',
  'untimed',
  'unknown_language',
  'empty',
] as const;
const DESCRIPTIONS = ['none', 'machine', 'machine_reviewed', 'human'] as const;
const RENDITIONS = [
  'none',
  'audio_description',
  'extended_audio_description',
  'sign_language',
  'media_alternative',
] as const;
const ATTESTATIONS = [
  'none',
  'all_visual_information_spoken',
  'no_meaningful_visuals',
  'media_is_alternative',
] as const;
const TARGETS: Target[] = ['A', 'AA', 'AAA'];

type Row = {
  media: (typeof MEDIA)[number];
  live: boolean;
  target: Target;
  captions: (typeof CAPTIONS)[number];
  descriptions: (typeof DESCRIPTIONS)[number];
  rendition: (typeof RENDITIONS)[number];
  attestation: (typeof ATTESTATIONS)[number];
  exception: boolean;
};

// What each scenario gives, by what it is asked for.
/** Timed captions in the spoken language. */
const CAPTIONS_STATUS: Record<Row['captions'], CriterionStatus> = {
  none: 'not_met',
  machine: 'needs_review',
  machine_reviewed: 'met',
  machine_verified: 'met',
  human: 'met',
  imported: 'met',
  edited: 'met',
  other_language: 'not_met',
  untimed: 'not_met',
  unknown_language: 'unknown',
  empty: 'not_met',
};
/** A transcript in the spoken language: captions, or text without times. */
const TRANSCRIPT_STATUS: Record<Row['captions'], CriterionStatus> = { ...CAPTIONS_STATUS, untimed: 'met' };
/** A captions-kind track in any language (a silent video's text alternative). */
const ANY_CAPTIONS_STATUS: Record<Row['captions'], CriterionStatus> = {
  ...CAPTIONS_STATUS,
  other_language: 'met',
  untimed: 'met',
  unknown_language: 'not_met',
};
const DESCRIPTIONS_STATUS: Record<Row['descriptions'], CriterionStatus> = {
  none: 'not_met',
  machine: 'needs_review',
  machine_reviewed: 'met',
  human: 'met',
};
const ANSWERS: Record<Exclude<Row['attestation'], 'none'>, Criterion[]> = {
  all_visual_information_spoken: ['1.2.3', '1.2.5', '1.2.7'],
  no_meaningful_visuals: ['1.2.3', '1.2.5', '1.2.7'],
  media_is_alternative: ['1.2.1', '1.2.2', '1.2.3', '1.2.8'],
};
const TARGET_CRITERIA: Record<Target, Criterion[]> = {
  A: ['1.2.1', '1.2.2', '1.2.3'],
  AA: ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5'],
  AAA: ['1.2.1', '1.2.2', '1.2.3', '1.2.4', '1.2.5', '1.2.6', '1.2.7', '1.2.8'],
};

const BETTER: CriterionStatus[] = ['met', 'needs_review', 'unknown', 'not_met'];
const best = (a: CriterionStatus, b: CriterionStatus) => (BETTER.indexOf(a) <= BETTER.indexOf(b) ? a : b);
const worst = (a: CriterionStatus, b: CriterionStatus) => (BETTER.indexOf(a) >= BETTER.indexOf(b) ? a : b);

/** The expected status before attestations. */
function judged(row: Row, c: Criterion): CriterionStatus {
  const has = (...kinds: Row['rendition'][]) => kinds.includes(row.rendition);
  const captions = CAPTIONS_STATUS[row.captions];
  const transcript = TRANSCRIPT_STATUS[row.captions];
  const descriptions = DESCRIPTIONS_STATUS[row.descriptions];
  const textAlternative = best(descriptions, ANY_CAPTIONS_STATUS[row.captions]);
  if (row.live) {
    if (c !== '1.2.4') return 'not_applicable';
    if (row.media === 'unprobed') return 'unknown';
    return row.media === 'av' ? captions : 'not_applicable';
  }
  if (c === '1.2.4') return 'not_applicable';
  switch (row.media) {
    case 'unprobed':
      return 'unknown';
    case 'none':
      return 'not_applicable';
    case 'audio':
      if (c !== '1.2.1') return 'not_applicable';
      return has('media_alternative') ? 'met' : transcript;
    case 'video':
      if (c === '1.2.1')
        return has('media_alternative', 'audio_description', 'extended_audio_description') ? 'met' : textAlternative;
      if (c === '1.2.8') return has('media_alternative') ? 'met' : textAlternative;
      return 'not_applicable';
    case 'av': {
      const described = has('audio_description', 'extended_audio_description') ? 'met' : descriptions;
      const alternative = has('media_alternative') ? 'met' : worst(transcript, descriptions);
      const table: Record<Criterion, CriterionStatus> = {
        '1.2.1': 'not_applicable',
        '1.2.2': captions,
        '1.2.3': best(described, alternative),
        '1.2.4': 'not_applicable',
        '1.2.5': described,
        '1.2.6': has('sign_language') ? 'met' : 'not_met',
        '1.2.7': has('extended_audio_description') ? 'met' : 'not_met',
        '1.2.8': alternative,
      };
      return table[c];
    }
  }
}

function expected(row: Row, c: Criterion): CriterionStatus {
  const status = judged(row, c);
  const attested = row.attestation !== 'none' && ANSWERS[row.attestation].includes(c);
  return attested && status !== 'met' && status !== 'not_applicable' ? 'not_applicable' : status;
}

const track = (overrides: Partial<TrackFacts>): TrackFacts => ({
  id: 't',
  kind: 'captions',
  language: 'en',
  label: 'English',
  origin: 'edited',
  version: 3,
  timed: true,
  hasCues: true,
  reviewed: null,
  verified: null,
  ...overrides,
});
const ADA = { by: 'Ada', at: '2026-11-03T10:00:00.000Z', version: 3 };

function facts(row: Row): AssetFacts {
  const media = {
    unprobed: [null, null],
    none: [false, false],
    audio: [true, false],
    video: [false, true],
    av: [true, true],
  } as const;
  const [hasAudio, hasVideo] = media[row.media];
  const captionTracks: Record<Row['captions'], TrackFacts[]> = {
    none: [],
    machine: [track({ id: 'c', origin: 'machine' })],
    machine_reviewed: [track({ id: 'c', origin: 'machine', reviewed: ADA })],
    machine_verified: [track({ id: 'c', origin: 'machine', verified: { ...ADA, accuracy: 0.99 } })],
    human: [track({ id: 'c', origin: 'human' })],
    imported: [track({ id: 'c', origin: 'imported' })],
    edited: [track({ id: 'c', origin: 'edited' })],
    other_language: [track({ id: 'c', language: 'fr' })],
    untimed: [track({ id: 'c', timed: false })],
    unknown_language: [track({ id: 'c', kind: 'subtitles', language: 'es' })],
    empty: [track({ id: 'c', hasCues: false })],
  };
  const descriptionTracks: Record<Row['descriptions'], TrackFacts[]> = {
    none: [],
    machine: [track({ id: 'd', kind: 'descriptions', origin: 'machine' })],
    machine_reviewed: [track({ id: 'd', kind: 'descriptions', origin: 'machine', reviewed: ADA })],
    human: [track({ id: 'd', kind: 'descriptions', origin: 'edited' })],
  };
  return {
    hasAudio,
    hasVideo,
    live: row.live,
    spokenLanguage: row.captions === 'other_language' ? 'en' : null,
    tracks: [...captionTracks[row.captions], ...descriptionTracks[row.descriptions]],
    renditions: row.rendition === 'none' ? [] : [{ kind: row.rendition, url: null }],
    attestations:
      row.attestation === 'none'
        ? []
        : [{ criterion: ANSWERS[row.attestation][0]!, reason: row.attestation, by: 'Ada', at: ADA.at }],
    exception: row.exception ? { type: 'archived', note: 'Old', by: 'Ada', at: ADA.at } : null,
  };
}

function* rows(media: Row['media']): Generator<Row> {
  for (const live of [false, true])
    for (const target of TARGETS)
      for (const captions of CAPTIONS)
        for (const descriptions of DESCRIPTIONS)
          for (const rendition of RENDITIONS)
            for (const attestation of ATTESTATIONS)
              for (const exception of [false, true])
                yield { media, live, target, captions, descriptions, rendition, attestation, exception };
}

// One test per kind of media, so each stays well within the time limit on a busy machine.
describe.each(MEDIA)('evaluateAsset: every combination for %s media', (media) => {
  it('judges each criterion of the target, the worst status, conformance and exemption as the tables say', () => {
    const problems: string[] = [];
    let count = 0;
    for (const row of rows(media)) {
      count += 1;
      const evaluation = evaluateAsset(facts(row), row.target);
      const criteria = TARGET_CRITERIA[row.target];
      const want = Object.fromEntries(criteria.map((c) => [c, expected(row, c)]));
      const got = Object.fromEntries(Object.entries(evaluation.criteria).map(([c, r]) => [c, r.status]));
      const statuses = Object.values(want);
      const order: CriterionStatus[] = ['not_met', 'unknown', 'needs_review', 'met', 'not_applicable'];
      const wantOverall = {
        status: order.find((s) => statuses.includes(s)),
        conforms: statuses.every((s) => s === 'met' || s === 'not_applicable'),
        exempt: row.exception,
      };
      const gotOverall = { status: evaluation.status, conforms: evaluation.conforms, exempt: evaluation.exempt };
      if (JSON.stringify(got) !== JSON.stringify(want) || JSON.stringify(gotOverall) !== JSON.stringify(wantOverall)) {
        problems.push(
          `${JSON.stringify(row)}: got ${JSON.stringify({ got, gotOverall })}, want ${JSON.stringify({ want, wantOverall })}`,
        );
      }
      for (const [c, r] of Object.entries(evaluation.criteria)) {
        if (r.evidence.length === 0) problems.push(`${JSON.stringify(row)}: ${c} has no evidence`);
      }
    }
    expect(count).toBe(2 * 3 * 11 * 4 * 5 * 4 * 2);
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('evaluateAsset: evidence', () => {
  const video: AssetFacts = {
    hasAudio: true,
    hasVideo: true,
    live: false,
    spokenLanguage: null,
    tracks: [],
    renditions: [],
    attestations: [],
    exception: null,
  };

  it('never counts an unreviewed machine track as met, and says so', () => {
    const { criteria } = evaluateAsset(
      { ...video, tracks: [track({ id: 'm', label: 'English (machine)', origin: 'machine' })] },
      'A',
    );
    expect(criteria['1.2.2']).toEqual({
      status: 'needs_review',
      evidence: [
        expect.objectContaining({ type: 'language', language: 'en', from: 'captions' }),
        expect.objectContaining({
          type: 'track',
          trackId: 'm',
          counts: false,
          summary: 'English (machine) (en captions), machine-made, not reviewed; now version 3',
        }),
      ],
    });
  });

  it('names who reviewed or verified a track, when, and which version', () => {
    const { criteria } = evaluateAsset(
      {
        ...video,
        tracks: [
          track({ origin: 'machine', version: 5, reviewed: ADA, verified: { ...ADA, version: 4, accuracy: 0.985 } }),
        ],
      },
      'A',
    );
    expect(criteria['1.2.2']?.evidence[1]).toMatchObject({
      counts: true,
      summary:
        'English (en captions), machine-made, verified by Ada on 2026-11-03 (accuracy 98.5%), version 4; reviewed by Ada on 2026-11-03, version 3; now version 5',
    });
  });

  it('shows the attestation, with its reason and who made it, as the evidence for not applicable', () => {
    const { criteria, conforms } = evaluateAsset(
      {
        ...video,
        tracks: [track({})],
        attestations: [{ criterion: '1.2.5', reason: 'all_visual_information_spoken', by: 'Ada', at: ADA.at }],
      },
      'AA',
    );
    expect(criteria['1.2.3']).toEqual({
      status: 'not_applicable',
      evidence: [
        expect.objectContaining({
          type: 'attestation',
          summary:
            'Attested not applicable by Ada on 2026-11-03 (recorded for 1.2.5): All visual information is spoken in the main soundtrack',
        }),
      ],
    });
    expect(criteria['1.2.5']?.status).toBe('not_applicable');
    expect(conforms).toBe(true);
  });

  it('judges captions against a declared spoken language', () => {
    const { criteria } = evaluateAsset({ ...video, spokenLanguage: 'es', tracks: [track({ language: 'en' })] }, 'A');
    expect(criteria['1.2.2']?.status).toBe('not_met');
    expect(criteria['1.2.2']?.evidence[0]).toMatchObject({ summary: 'Spoken language es (declared)' });
  });
});

describe('spokenLanguageOf', () => {
  const base = { hasAudio: true, hasVideo: true, live: false, renditions: [], attestations: [], exception: null };

  it('takes the one language the captions tracks share, region aside', () => {
    const tracks = [
      track({ language: 'en-US' }),
      track({ language: 'en' }),
      track({ kind: 'subtitles', language: 'fr' }),
    ];
    expect(spokenLanguageOf({ ...base, spokenLanguage: null, tracks })).toEqual({
      language: 'en-US',
      from: 'captions',
    });
  });

  it('knows none when captions disagree or are empty, and prefers a declared language', () => {
    const disagree = [track({ language: 'en' }), track({ language: 'de' })];
    expect(spokenLanguageOf({ ...base, spokenLanguage: null, tracks: disagree })).toBeNull();
    expect(spokenLanguageOf({ ...base, spokenLanguage: null, tracks: [track({ hasCues: false })] })).toBeNull();
    expect(spokenLanguageOf({ ...base, spokenLanguage: 'de', tracks: disagree })).toEqual({
      language: 'de',
      from: 'asset',
    });
  });
});
