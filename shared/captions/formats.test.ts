import { describe, expect, it } from 'vitest';
import { readCaptions, writeCaptions } from './api';
import { parseLrc, serializeLrc } from './lrc';
import type { CaptionFormat, Track } from './model';
import { parseSami, serializeSami } from './sami';
import { parseSbv, serializeSbv } from './sbv';
import { parseSsa, serializeSsa } from './ssa';
import { parseTranscript, serializeTranscript } from './transcript';

describe('SBV', () => {
  it('reads and writes', () => {
    const text = '0:00:01.000,0:00:02.500\nHello[br]world\n\n0:00:03.000,0:00:04.000\nBye\n';
    const { track, warnings } = parseSbv(text);
    expect(warnings).toEqual([]);
    expect(track.cues).toEqual([
      { startMs: 1000, endMs: 2500, text: 'Hello\nworld' },
      { startMs: 3000, endMs: 4000, text: 'Bye' },
    ]);
    expect(serializeSbv(track).text).toBe('0:00:01.000,0:00:02.500\nHello\nworld\n\n0:00:03.000,0:00:04.000\nBye\n\n');
  });
});

describe('LRC', () => {
  it('reads tags, repeated timestamps, offsets and end markers', () => {
    const text = '[ti:Song]\n[offset:500]\n[00:01.00][00:05.00]Chorus\n[00:03.50]Verse <00:04.00>word\n[00:07.00]\n';
    const { track } = parseLrc(text);
    expect(track.title).toBe('Song');
    expect(track.cues).toEqual([
      { startMs: 500, endMs: 3000, text: 'Chorus' },
      { startMs: 3000, endMs: 4500, text: 'Verse word' },
      { startMs: 4500, endMs: 6500, text: 'Chorus' },
    ]);
  });

  it('writes an end marker after gaps', () => {
    const { text } = serializeLrc({ cues: [{ startMs: 1000, endMs: 2000, text: 'a' }] });
    expect(text).toBe('[00:01.00]a\n[00:02.00]\n');
    expect(parseLrc(text).track.cues).toEqual([{ startMs: 1000, endMs: 2000, text: 'a' }]);
  });
});

describe('transcript', () => {
  it('reads timestamps and speaker names', () => {
    const text = '[00:00:01] Alice: Hi there.\n[00:00:04] BOB: Hello.\nHow are you?\n';
    const { track, warnings } = parseTranscript(text);
    expect(warnings).toEqual([]);
    expect(track.cues).toEqual([
      { startMs: 1000, endMs: 4000, text: 'Hi there.', speaker: 'Alice' },
      { startMs: 4000, endMs: 5267, text: 'Hello.\nHow are you?', speaker: 'BOB' },
    ]);
  });

  it('estimates times for untimed paragraphs and warns', () => {
    const { track, warnings } = parseTranscript('First paragraph here.\n\nSecond one.\n');
    expect(track.cues.map((c) => [c.startMs, c.text])).toEqual([
      [0, 'First paragraph here.'],
      [1400, 'Second one.'],
    ]);
    expect(warnings).toHaveLength(1);
  });

  it('writes with and without timestamps', () => {
    const track: Track = { cues: [{ startMs: 61_000, endMs: 62_000, text: 'Hi\nyou', speaker: 'Ann' }] };
    expect(serializeTranscript(track).text).toBe('[00:01:01.000] Ann: Hi you\n');
    expect(serializeTranscript(track, { timestamps: false }).text).toBe('Ann: Hi you\n');
  });
});

describe('SAMI', () => {
  it('reads SYNC blocks with entities, <br>, italics and &nbsp; end markers', () => {
    const text = `<SAMI><HEAD><TITLE>T</TITLE></HEAD><BODY>
<SYNC Start=1000><P Class=ENCC>Tom &amp; <i>Jerry</i><br>line two
<SYNC Start=2500><P Class=ENCC>&nbsp;
<SYNC Start=3000><P Class=FRCC>Bonjour
</BODY></SAMI>`;
    const { track, dropped } = parseSami(text);
    expect(track.title).toBe('T');
    expect(track.cues).toHaveLength(1);
    expect(track.cues[0]).toMatchObject({ startMs: 1000, endMs: 2500, text: 'Tom & Jerry\nline two' });
    expect(track.cues[0]?.content?.[1]).toEqual({ type: 'i', children: [{ type: 'text', text: 'Jerry' }] });
    expect(dropped).toEqual(['other languages']);
  });

  it('round-trips', () => {
    const track: Track = {
      cues: [
        { startMs: 0, endMs: 1000, text: 'a < b\nc' },
        { startMs: 2000, endMs: 3000, text: 'd' },
      ],
    };
    expect(parseSami(serializeSami(track).text).track.cues).toEqual(track.cues);
  });
});

describe('SSA/ASS', () => {
  const ass = `[Script Info]
ScriptType: v4.00+

[V4+ Styles]
Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding
Style: Default,Arial,20,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,2,2,2,10,10,10,1

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:01.00,0:00:02.50,Default,Ann,0,0,0,,{\\an8}Hello, {\\i1}world{\\i0}\\Nbye
Dialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,{\\pos(10,10)\\fad(100,100)}Moved
Comment: 0,0:00:05.00,0:00:06.00,Default,,0,0,0,,not shown
`;
  it('maps names, italics, \\N and \\an; strips and reports other overrides', () => {
    const { track, dropped, warnings } = parseSsa(ass);
    expect(warnings).toEqual([]);
    expect(track.cues).toHaveLength(2);
    expect(track.cues[0]).toMatchObject({ startMs: 1000, endMs: 2500, text: 'Hello, world\nbye', speaker: 'Ann' });
    expect(track.cues[0]?.settings).toEqual({ line: 0, snapToLines: true });
    expect(track.cues[1]?.text).toBe('Moved');
    expect(dropped).toEqual(['override tag \\pos', 'override tag \\fad']);
  });

  it('round-trips ASS and SSA', () => {
    for (const variant of ['ass', 'ssa'] as const) {
      const track = parseSsa(ass).track;
      const back = parseSsa(serializeSsa(track, variant).text).track;
      expect(back.cues).toEqual(track.cues);
    }
  });
});

describe('conversion between formats', () => {
  const track: Track = {
    cues: [
      { startMs: 1000, endMs: 2000, text: 'Hello there', speaker: 'Ann' },
      { startMs: 2500, endMs: 4000, text: 'Second\nline' },
    ],
  };
  // Formats carrying times, line breaks and speakers (natively or as "Name: ").
  const timed: CaptionFormat[] = ['webvtt', 'srt', 'sbv', 'sami', 'ssa', 'ass', 'json'];
  for (const from of timed) {
    for (const to of timed) {
      it(`${from} → ${to} keeps times, text and speaker`, () => {
        const source = writeCaptions(track, from).text;
        const read = readCaptions(source, { format: from }).track;
        const target = readCaptions(writeCaptions(read, to).text, { format: to }).track;
        const normal = (t: Track) =>
          t.cues.map((c) => ({
            startMs: c.startMs,
            endMs: c.endMs,
            text: c.speaker ? `${c.speaker}: ${c.text}` : c.text,
          }));
        expect(normal(target)).toEqual(normal(track));
      });
    }
  }

  it('reports what the target cannot carry', () => {
    const styled: Track = {
      cues: [
        {
          startMs: 0,
          endMs: 1000,
          text: 'x',
          content: [{ type: 'b', children: [{ type: 'text', text: 'x' }] }],
          settings: { position: 10 },
        },
      ],
    };
    expect(writeCaptions(styled, 'sbv').dropped).toEqual(['bold/italic/underline', 'cue placement']);
    expect(writeCaptions(styled, 'srt').dropped).toEqual(['cue position/size/vertical']);
    expect(writeCaptions(styled, 'webvtt').dropped).toEqual([]);
  });
});
