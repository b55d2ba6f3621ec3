import { describe, expect, it } from 'vitest';
import { readCaptions, writeCaptions } from './api';
import type { Cue, Track } from './model';
import { parseScc } from './scc';
import { framesToSccTimecode, sccTimecodeToFrames } from './scc-codes';
import { serializeScc } from './scc-writer';

const FRAME_MS = 1001 / 30;
const scc = (...lines: string[]): string => `Scenarist_SCC V1.0\n\n${lines.join('\n\n')}\n`;

// Frame of the first EOC (942f) in an SCC document, counting one frame per byte pair.
function eocFrames(text: string): number[] {
  const frames: number[] = [];
  let previous = '';
  for (const line of text.split('\n').slice(1)) {
    if (line.trim() === '') continue;
    const [tc, data = ''] = line.split('\t');
    const start = sccTimecodeToFrames(tc as string) as number;
    data.split(' ').forEach((w, i) => {
      if (w === '942f' && previous !== '942f') frames.push(start + i);
      previous = w;
    });
  }
  return frames;
}

describe('SCC timecode', () => {
  it('reads drop-frame and non-drop-frame timecode', () => {
    expect(sccTimecodeToFrames('00:00:01;00')).toBe(30);
    expect(sccTimecodeToFrames('00:01:00;02')).toBe(1800);
    expect(sccTimecodeToFrames('00:10:00;00')).toBe(17982);
    expect(sccTimecodeToFrames('01:00:00;00')).toBe(107892);
    expect(sccTimecodeToFrames('01:00:00:00')).toBe(108000);
    expect(sccTimecodeToFrames('00:00:01:00', 25)).toBe(25);
    expect(sccTimecodeToFrames('nonsense')).toBeUndefined();
  });

  it('writes drop-frame timecode that reads back to the same frame', () => {
    expect(framesToSccTimecode(1800)).toBe('00:01:00;02');
    expect(framesToSccTimecode(17982)).toBe('00:10:00;00');
    expect(framesToSccTimecode(107892)).toBe('01:00:00;00');
    for (let f = 0; f < 40_000; f += 7) expect(sccTimecodeToFrames(framesToSccTimecode(f))).toBe(f);
    expect(framesToSccTimecode(50, 25)).toBe('00:00:02:00');
  });
});

describe('SCC decoding', () => {
  it('decodes pop-on captions: EOC shows, EDM clears, doubled codes count once', () => {
    const { track, warnings } = parseScc(
      scc('00:00:00;00\t94ae 94ae 9420 9420 9470 9470 c8e5 ecec ef80 942f 942f', '00:00:02;00\t942c 942c'),
    );
    expect(warnings).toEqual([]);
    expect(track.cues).toEqual([
      {
        startMs: Math.round(9 * FRAME_MS),
        endMs: Math.round(60 * FRAME_MS),
        text: 'Hello',
        // Indent 0 on row 15: bottom of the screen, left-aligned.
        settings: { position: 10, positionAlign: 'line-left', align: 'left' },
      },
    ]);
  });

  it('decodes roll-up captions: each CR rolls the window up', () => {
    const { track } = parseScc(
      scc(
        '00:00:01;00\t9425 9425 94ad 94ad 9470 9470 4f6e e580',
        '00:00:02;00\t9425 9425 94ad 94ad 9470 9470 54f7 ef80',
        '00:00:03;00\t9425 9425 94ad 94ad 9470 9470 5468 f2e5 e580',
        '00:00:04;00\t942c 942c',
      ),
    );
    expect(track.cues.map((c) => c.text)).toEqual(['One', 'One\nTwo', 'Two\nThree']);
    expect(track.cues[0]?.startMs).toBe(Math.round(36 * FRAME_MS));
    expect(track.cues[2]?.endMs).toBe(Math.round(120 * FRAME_MS));
  });

  it('decodes paint-on captions as they are painted, with backspace', () => {
    const { track } = parseScc(
      scc(
        '00:00:01;00\t9429 9429 9470 9470 c1c2 94a1 94a1 4380',
        '00:00:02;00\t9470 9470 c4c4',
        '00:00:03;00\t942c 942c',
      ),
    );
    expect(track.cues.map((c) => [c.text, c.startMs])).toEqual([
      ['AC', Math.round(34 * FRAME_MS)],
      ['DD', Math.round(62 * FRAME_MS)],
    ]);
  });

  it('decodes special and extended characters; an extended one replaces its fallback', () => {
    const { track } = parseScc(
      scc(
        '00:00:00;00\t9420 9420 9470 9470 9137 9137 c180 9220 9220 2adc fefd 7380 1334 1334 942f 942f',
        '00:00:01;00\t942c 942c',
      ),
    );
    expect(track.cues[0]?.text).toBe('♪ÁáéñÑß');
  });

  it('maps mid-row italics and preamble rows and indents', () => {
    const { track } = parseScc(
      scc(
        // Row 1, indent 8: "Up", mid-row italics, "top".
        '00:00:00;00\t9420 9420 9154 9154 d570 91ae 91ae f4ef 7080 942f 942f',
        '00:00:01;00\t942c 942c',
      ),
    );
    const cue = track.cues[0] as Cue;
    expect(cue.text).toBe('Up top');
    expect(cue.content).toEqual([
      { type: 'text', text: 'Up ' },
      { type: 'i', children: [{ type: 'text', text: 'top' }] },
    ]);
    expect(cue.settings).toMatchObject({ line: 10, snapToLines: false, position: 30, align: 'left' });
  });

  it('reports parity errors and never throws on junk', () => {
    const { track, warnings } = parseScc(scc('00:00:00;00\t9420 9420 9470 9470 4141 942f 942f', 'xx:yy\tzzzz'));
    expect(warnings.map((w) => w.line)).toEqual([3, 5]);
    expect(warnings[0]?.message).toMatch(/parity/);
    expect(track.cues).toHaveLength(0);
    expect(() => parseScc('Scenarist_SCC V1.0\n\n00:00:00;00\t9420 ffff 9470', { strict: true })).toThrow(/line 3/);
  });

  it('reads non-drop-frame timecode and honours fps', () => {
    const text = scc('00:00:01:00\t9420 9420 9470 9470 c1c1 942f 942f', '00:00:02:00\t942c 942c');
    expect(parseScc(text).track.cues[0]?.startMs).toBe(Math.round(35 * FRAME_MS));
    expect(parseScc(text, { fps: 25 }).track.cues[0]).toMatchObject({ startMs: 1200, endMs: 2000 });
  });
});

describe('SCC encoding', () => {
  const cues: Cue[] = [
    { startMs: 1000, endMs: 3000, text: 'Hello, world!' },
    { startMs: 3500, endMs: 6000, text: 'Ça va? Ñandú «bien» ♪ *star*' },
    {
      startMs: 6000,
      endMs: 9000,
      text: 'This is a much longer line of text that will need to wrap across several rows of the screen',
    },
    {
      startMs: 10_000,
      endMs: 12_000,
      text: 'plain italic here',
      content: [
        { type: 'text', text: 'plain ' },
        { type: 'i', children: [{ type: 'text', text: 'italic here' }] },
      ],
    },
  ];

  it('re-wraps to 32 columns, keeps characters and italics, and lands each EOC on the start frame', () => {
    const { text } = serializeScc({ cues });
    expect(text.startsWith('Scenarist_SCC V1.0\n\n')).toBe(true);
    expect(eocFrames(text)).toEqual(cues.map((c) => Math.round((c.startMs * 30) / 1001)));
    const back = parseScc(text).track.cues;
    expect(back.map((c) => c.text)).toEqual([
      'Hello, world!',
      'Ça va? Ñandú «bien» ♪ *star*',
      'This is a much longer line of\ntext that will need to wrap\nacross several rows of the\nscreen',
      'plain italic here',
    ]);
    for (const c of back) for (const line of c.text.split('\n')) expect(line.length).toBeLessThanOrEqual(32);
    expect(back[3]?.content).toEqual(cues[3]?.content);
    back.forEach((c, i) => {
      expect(Math.abs(c.startMs - (cues[i] as Cue).startMs)).toBeLessThanOrEqual(FRAME_MS);
      expect(Math.abs(c.endMs - (cues[i] as Cue).endMs)).toBeLessThanOrEqual(FRAME_MS);
    });
  });

  it('keeps at most 4 rows and reports the rest', () => {
    const long = 'word '.repeat(40).trim();
    const { text, dropped } = serializeScc({ cues: [{ startMs: 1000, endMs: 2000, text: long }] });
    expect(parseScc(text).track.cues[0]?.text.split('\n')).toHaveLength(4);
    expect(dropped.join()).toMatch(/4 rows/);
    const split = writeCaptions({ cues: [{ startMs: 1000, endMs: 5000, text: long }] }, 'scc', {
      maxCharsPerLine: 32,
      maxLinesPerCue: 4,
    });
    expect(
      parseScc(split.text)
        .track.cues.map((c) => c.text.replaceAll('\n', ' '))
        .join(' '),
    ).toBe(long);
  });

  it('cuts a word wider than a row at the row’s end', () => {
    const word = 'x'.repeat(100);
    const { text } = serializeScc({ cues: [{ startMs: 1000, endMs: 2000, text: word }] });
    const rows = parseScc(text).track.cues[0]?.text.split('\n');
    expect(rows?.map((row) => row.length)).toEqual([32, 32, 32, 4]);
    expect(rows?.join('')).toBe(word);
  });

  it('does not drift over an hour: every start and end within one frame', () => {
    const hour: Cue[] = [];
    // The first caption needs about a second of lead-in to load before it goes up.
    for (let ms = 1_500; ms < 3_600_000; ms += 2_950) {
      hour.push({ startMs: ms, endMs: ms + 2_300, text: `Caption at ${ms} ms\nsecond line of text` });
    }
    const { text } = serializeScc({ cues: hour });
    const back = parseScc(text).track.cues;
    expect(back).toHaveLength(hour.length);
    expect(text).toMatch(/\n00:59:5\d;\d\d\t/);
    back.forEach((c, i) => {
      const original = hour[i] as Cue;
      expect(c.text).toBe(original.text);
      expect(Math.abs(c.startMs - original.startMs)).toBeLessThanOrEqual(FRAME_MS);
      expect(Math.abs(c.endMs - original.endMs)).toBeLessThanOrEqual(FRAME_MS);
    });
  });

  it('round-trips SCC → track → SCC → track', () => {
    const first = readCaptions(serializeScc({ cues }).text);
    expect(first.format).toBe('scc');
    const second = readCaptions(writeCaptions(first.track, 'scc').text);
    expect(second.track.cues).toEqual(first.track.cues);
  });

  it('writes non-drop-frame timecode for other frame rates', () => {
    const track: Track = { cues: [{ startMs: 2000, endMs: 3000, text: 'Hi' }] };
    const { text } = writeCaptions(track, 'scc', { fps: 25 });
    expect(text).toMatch(/\n00:00:03:00\t942c 942c\n/);
    expect(readCaptions(text, { fps: 25 }).track.cues[0]).toMatchObject({ startMs: 2000, endMs: 3000, text: 'Hi' });
  });

  it('places speakers as a name prefix and honours top placement', () => {
    const { text } = serializeScc({
      cues: [{ startMs: 0, endMs: 1000, text: 'Hi', speaker: 'Ann', settings: { line: 0, snapToLines: true } }],
    });
    expect(parseScc(text).track.cues[0]).toMatchObject({ text: 'Ann: Hi', settings: { line: 10 } });
  });
});
