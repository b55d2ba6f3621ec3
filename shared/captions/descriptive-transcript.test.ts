import { describe, expect, it } from 'vitest';
import { descriptiveTranscript, descriptiveTranscriptText, PARAGRAPH_PAUSE_MS } from './descriptive-transcript';

const cue = (startMs: number, text: string, extra: { speaker?: string; extended?: boolean } = {}) => ({
  startMs,
  endMs: startMs + 1000,
  text,
  ...extra,
});

describe('descriptiveTranscript', () => {
  it('interleaves captions and descriptions in time order, whatever order they come in', () => {
    const blocks = descriptiveTranscript(
      [cue(5000, 'Second words.'), cue(1000, 'First words.')],
      [cue(3000, 'A map of the Moon.'), cue(0, 'A stadium in sunshine.')],
    );
    expect(blocks.map((b) => [b.kind, b.startMs, b.text])).toEqual([
      ['description', 0, 'A stadium in sunshine.'],
      ['speech', 1000, 'First words.'],
      ['description', 3000, 'A map of the Moon.'],
      ['speech', 5000, 'Second words.'],
    ]);
  });

  it('puts a description that starts with a caption before it', () => {
    const blocks = descriptiveTranscript([cue(2000, 'We choose.')], [cue(2000, 'He raises a hand.')]);
    expect(blocks.map((b) => b.kind)).toEqual(['description', 'speech']);
  });

  it('names a speaker once per change and joins a turn into one paragraph', () => {
    const text = descriptiveTranscriptText(
      descriptiveTranscript(
        [
          cue(0, 'We choose to go', { speaker: 'Kennedy' }),
          cue(1000, 'to the Moon.'),
          cue(2000, 'in this decade.', { speaker: 'Kennedy' }),
          cue(3000, 'Applause!', { speaker: 'Crowd' }),
          cue(5000, 'Not because', { speaker: 'Kennedy' }),
        ],
        [],
      ),
    );
    expect(text).toBe(
      'Kennedy: We choose to go to the Moon. in this decade.\n\nCrowd: Applause!\n\nKennedy: Not because',
    );
  });

  it('ends a turn at a description without naming the same speaker again', () => {
    const blocks = descriptiveTranscript(
      [cue(0, 'Hello.', { speaker: 'Ana' }), cue(4000, 'Again.', { speaker: 'Ana' })],
      [cue(2000, 'She waves.')],
    );
    expect(descriptiveTranscriptText(blocks)).toBe('Ana: Hello.\n\n[Description] She waves.\n\nAgain.');
    expect(blocks[2]).toMatchObject({ kind: 'speech', text: 'Again.' });
    expect(blocks[2]).not.toHaveProperty('speaker');
  });

  it('marks extended descriptions, flattens line breaks and drops empty cues', () => {
    const blocks = descriptiveTranscript(
      [cue(0, 'Two\nlines'), cue(500, '  ')],
      [cue(1000, 'The rocket\nlifts off.', { extended: true })],
    );
    expect(descriptiveTranscriptText(blocks)).toBe('Two lines\n\n[Extended description] The rocket lifts off.');
    expect(blocks[1]).toMatchObject({ kind: 'description', extended: true });
  });

  it('starts a paragraph at a long pause without naming the speaker again', () => {
    const text = descriptiveTranscriptText(
      descriptiveTranscript(
        [cue(0, 'One.', { speaker: 'Ana' }), cue(1000 + PARAGRAPH_PAUSE_MS - 1, 'Two.'), cue(9000, 'Three.')],
        [],
      ),
    );
    expect(text).toBe('Ana: One. Two.\n\nThree.');
  });

  it('puts chapter titles before the first block in them, and names the speaker again after one', () => {
    const text = descriptiveTranscriptText(
      descriptiveTranscript(
        [cue(0, 'Intro.', { speaker: 'Ana' }), cue(1000, 'Next part.')],
        [cue(1000, 'A new slide.')],
        [cue(1000, 'Part two'), cue(0, 'Part one'), cue(99000, 'Never reached')],
      ),
    );
    expect(text).toBe('## Part one\n\nAna: Intro.\n\n## Part two\n\n[Description] A new slide.\n\nAna: Next part.');
  });

  it('is captions alone when there are no descriptions, and descriptions alone without captions', () => {
    expect(descriptiveTranscriptText(descriptiveTranscript([cue(0, 'Only words.')], []))).toBe('Only words.');
    expect(descriptiveTranscriptText(descriptiveTranscript([], [cue(0, 'Only a picture.')]))).toBe(
      '[Description] Only a picture.',
    );
  });
});
