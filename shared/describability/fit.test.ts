import { describe, expect, it } from 'vitest';
import { descriptionFits, speechTrackFor, spokenMs, wordsFitting } from './fit';

// espeak-ng 1.51 on this machine: `espeak-ng -s <rate> -w x.wav "<text>"`, duration by ffprobe (docs/engines.md).
const MEASURED: { text: string; rate: number; ms: number }[] = [
  {
    text: 'A woman in a red coat walks across the empty lecture hall and writes the word energy on the whiteboard. She turns to face the students, holding a marker, and smiles at the front row before she begins to speak again about the experiment.',
    rate: 160,
    ms: 14_075,
  },
  { text: 'She smiles.', rate: 160, ms: 1_140 },
  { text: 'A man in a grey suit opens the door.', rate: 160, ms: 2_335 },
  {
    text: 'Outside, rain falls on a crowded street. People hurry past with umbrellas; a taxi stops, and a boy climbs in, soaked, clutching a paper bag.',
    rate: 130,
    ms: 12_340,
  },
  { text: 'Professor Okafor draws a diagram of an engine with two cylinders.', rate: 190, ms: 3_166 },
  { text: 'Title card: Introduction to thermodynamics.', rate: 130, ms: 4_193 },
  { text: 'He nods.', rate: 190, ms: 771 },
];

describe('spokenMs', () => {
  it.each(MEASURED)('is within 15% of espeak-ng for "$text" at $rate', ({ text, rate, ms }) => {
    expect(Math.abs(spokenMs(text, rate) - ms) / ms).toBeLessThan(0.15);
  });

  it('is nothing for no text, and shorter at a faster rate', () => {
    expect(spokenMs('  ')).toBe(0);
    expect(spokenMs('She opens the door.', 200)).toBeLessThan(spokenMs('She opens the door.', 120));
  });

  it('counts digits as the words they are spoken as', () => {
    expect(spokenMs('Sales rose in 2019.')).toBeGreaterThan(spokenMs('Sales rose in May.') + 1_000);
  });
});

describe('wordsFitting', () => {
  it('counts words of the text’s own length in a gap, none in a gap shorter than the lead-in', () => {
    expect(wordsFitting(300, 'She smiles.')).toBe(0);
    const text = 'A man in a grey suit opens the door.';
    expect(wordsFitting(spokenMs(text), text)).toBe(9);
    expect(wordsFitting(4_000, '')).toBe(11);
  });
});

const speech = [
  { startMs: 0, endMs: 4_000 },
  { startMs: 8_000, endMs: 12_000 },
];
const TEXT = 'A man in a grey suit opens the door.'; // about 2.5 s at 160

describe('descriptionFits', () => {
  const CASES = [
    {
      name: 'a short description in a long gap fits',
      cue: { startMs: 4_000, endMs: 6_000, text: 'She smiles.' },
      status: 'fits',
      gapMs: 4_000,
      overlapsSpeech: false,
    },
    {
      name: 'one that fills most of its gap is tight',
      cue: { startMs: 5_300, endMs: 7_500, text: TEXT },
      status: 'tight',
      gapMs: 2_700,
      overlapsSpeech: false,
    },
    {
      name: 'one longer than its gap is too long',
      cue: { startMs: 6_500, endMs: 7_900, text: TEXT },
      status: 'too-long',
      gapMs: 1_500,
      overlapsSpeech: false,
    },
    {
      name: 'one that starts while someone speaks has no gap',
      cue: { startMs: 2_000, endMs: 3_000, text: 'She smiles.' },
      status: 'too-long',
      gapMs: 0,
      overlapsSpeech: true,
    },
    {
      name: 'one whose time runs into speech overlaps it',
      cue: { startMs: 6_000, endMs: 9_000, text: 'He nods.' },
      status: 'fits',
      gapMs: 2_000,
      overlapsSpeech: true,
    },
    {
      name: 'an extended one pauses the media, so it never runs out of time',
      cue: { startMs: 6_500, endMs: 7_900, text: TEXT, extended: true },
      status: 'extended',
      gapMs: 1_500,
      overlapsSpeech: false,
    },
    {
      name: 'after the last speech the media’s end bounds it',
      cue: { startMs: 13_000, endMs: 14_000, text: TEXT },
      status: 'too-long',
      gapMs: 1_000,
      overlapsSpeech: false,
    },
  ] as const;
  it.each(CASES)('$name', ({ cue, status, gapMs, overlapsSpeech }) => {
    const [fit] = descriptionFits([cue], { speech, durationMs: 14_000 });
    expect(fit).toMatchObject({ status, gapMs, overlapsSpeech });
  });

  it('sees speech under a long caption that others start inside, in any order', () => {
    const overlapping = [
      { startMs: 2_000, endMs: 3_000 },
      { startMs: 0, endMs: 10_000 },
    ];
    const [fit] = descriptionFits([{ startMs: 5_000, endMs: 6_000, text: 'He nods.' }], {
      speech: overlapping,
      durationMs: 0,
    });
    expect(fit).toMatchObject({ overlapsSpeech: true, gapMs: 0, status: 'too-long' });
  });

  it('ends a gap at the next description, and has no gap when nothing bounds it', () => {
    const fits = descriptionFits(
      [
        { startMs: 20_000, endMs: 21_000, text: 'She smiles.' },
        { startMs: 21_000, endMs: 22_000, text: TEXT },
      ],
      { speech, durationMs: 0 },
    );
    expect(fits.map((f) => f.gapMs)).toEqual([1_000, null]);
    expect(fits[1]).toMatchObject({ status: 'fits', wordsThatFit: null, words: 9 });
  });
});

describe('speechTrackFor', () => {
  const tracks = [
    { id: 'sub', kind: 'subtitles', language: 'en' },
    { id: 'es', kind: 'captions', language: 'es' },
    { id: 'cap', kind: 'captions', language: 'EN' },
  ];
  it('prefers the same language’s captions, then its subtitles', () => {
    expect(speechTrackFor(tracks, 'en')?.id).toBe('cap');
    expect(speechTrackFor(tracks.slice(0, 2), 'en')?.id).toBe('sub');
    expect(speechTrackFor(tracks, 'fr')).toBeNull();
  });
});
