// Hostile inputs from the security review: each must finish with bounded memory or stop with the
// library's own error. Times are left to the test timeout (a safety net); speed lives in bench/.
import { describe, expect, it } from 'vitest';
import { readCaptions, supportedFormats, writeCaptions } from './api';
import type { CaptionFormat, CueNode, Track } from './model';

const MB = 1024 * 1024;

/** Runs `work` and fails when the process's peak memory grew by 200 MB or more meanwhile. */
function withinMemory<T>(work: () => T): T {
  const before = process.resourceUsage().maxRSS * 1024;
  const result = work();
  expect(process.resourceUsage().maxRSS * 1024 - before).toBeLessThan(200 * MB);
  return result;
}

/** Every writer either writes the track or throws the library's error, never anything else. */
function writeEveryFormat(track: Track): void {
  for (const format of supportedFormats()) {
    try {
      writeCaptions(track, format);
    } catch (e) {
      expect((e as Error).name, `${format}: ${String(e)}`).toBe('CaptionError');
    }
  }
}

function depth(nodes: CueNode[]): number {
  let deepest = 0;
  const pending: [CueNode[], number][] = [[nodes, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [list, d] = next;
    deepest = Math.max(deepest, d);
    for (const n of list) if (n.type !== 'text' && n.type !== 'timestamp') pending.push([n.children, d + 1]);
  }
  return deepest;
}

const HUGE = '9'.repeat(400);
const ASS_HEAD =
  '[Script Info]\nScriptType: v4.00+\n\n[Events]\nFormat: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n';
const TT = (body: string) => `<tt xmlns="http://www.w3.org/ns/ttml"><body>${body}</body></tt>`;

describe('a timestamp with a 400-digit hour', () => {
  const inputs: [CaptionFormat, string, number][] = [
    ['srt', `1\n${HUGE}:00:00,000 --> ${HUGE}:00:01,000\nhi\n`, 2],
    ['webvtt', `WEBVTT\n\n${HUGE}:00:00.000 --> ${HUGE}:00:01.000\nhi\n`, 3],
    ['sbv', `${HUGE}:00:00.000,${HUGE}:00:01.000\nhi\n`, 1],
    ['ass', `${ASS_HEAD}Dialogue: 0,${HUGE}:00:00.00,${HUGE}:00:01.00,Default,,0,0,0,,hi\n`, 6],
    ['lrc', `[ti:x]\n[${HUGE}:00.00]hi\n`, 2],
    ['transcript', `\n[${HUGE}:00:00.000] hi\n`, 2],
    ['ttml', TT(`<div>\n<p begin="${HUGE}:00:00.000" end="${HUGE}:00:01.000">hi</p></div>`), 2],
    ['sami', `<SAMI><BODY>\n<SYNC Start=${HUGE}><P>hi</BODY></SAMI>`, 2],
  ];
  it.each(inputs)('is rejected by the %s reader with the line number', (format, text, line) => {
    const read = readCaptions(text, { format });
    expect(read.track.cues.every((c) => c.startMs <= 359_999_999 && c.endMs <= 359_999_999)).toBe(true);
    expect(read.warnings).toContainEqual({ line, message: expect.stringContaining('beyond 99:59:59.999') });
    expect(() => readCaptions(text, { format, strict: true })).toThrow(`line ${line}: time beyond 99:59:59.999`);
  });

  it('is rejected in JSON', () => {
    const read = readCaptions('{"cues":[{"startMs":1e400,"endMs":1,"text":"x"}]}', { format: 'json' });
    expect(read.track.cues).toEqual([]);
    expect(read.warnings[0]?.message).toMatch(/beyond 99:59:59\.999|numeric/);
  });

  it('stops every writer with a clear error instead of looping or printing Infinity', () => {
    for (const startMs of [Infinity, 360_000_000]) {
      const track: Track = { cues: [{ startMs, endMs: startMs + 1000, text: 'hi' }] };
      for (const format of supportedFormats()) {
        expect(() => writeCaptions(track, format), format).toThrow(/cue 1: time beyond 99:59:59\.999/);
      }
    }
  });
});

describe('TTML', () => {
  it('with 100,000 paragraphs is read in one pass', () => {
    const paragraphs = Array.from({ length: 100_000 }, (_, i) => `<p begin="${i}s" end="${i + 1}s">c${i}</p>`);
    const read = withinMemory(() => readCaptions(TT(`<div>${paragraphs.join('\n')}</div>`), { format: 'ttml' }));
    expect(read.track.cues).toHaveLength(100_000);
    expect(read.track.cues[99_999]).toMatchObject({ startMs: 99_999_000, endMs: 100_000_000, text: 'c99999' });
  });

  it('with 20,000 nested namespace declarations stops with a parse error', () => {
    const open = Array.from({ length: 20_000 }, (_, i) => `<div xmlns:a${i}="urn:x:${i}">`).join('');
    const text = TT(`${open}<p begin="0s" end="1s">x</p>${'</div>'.repeat(20_000)}`);
    withinMemory(() =>
      expect(() => readCaptions(text, { format: 'ttml' })).toThrow(/line 1: elements nested more than 256 deep/),
    );
  });

  it('resolves a prefix to the nearest declaration, and to the outer one after it closes', () => {
    const text =
      '<tt xmlns="http://www.w3.org/ns/ttml" xmlns:s="http://www.w3.org/ns/ttml#styling"><body><div>' +
      '<div xmlns:s="urn:other"><p begin="0s" end="1s" s:fontStyle="italic">plain</p></div>' +
      '<p begin="1s" end="2s"><span s:fontStyle="italic">styled</span></p></div></body></tt>';
    const cues = readCaptions(text, { format: 'ttml' }).track.cues;
    expect(cues.map((c) => [c.text, c.content])).toEqual([
      ['plain', undefined],
      ['styled', [{ type: 'i', children: [{ type: 'text', text: 'styled' }] }]],
    ]);
  });

  it('with a 200 KB tag without "=" is read without backtracking', () => {
    const text = TT(`<div><p begin="0s" end="1s" ${'a'.repeat(200_000)}>x</p><p ${'b '.repeat(100_000)}/></div>`);
    const read = withinMemory(() => readCaptions(text, { format: 'ttml' }));
    expect(read.track.cues.map((c) => c.text)).toEqual(['x']);
  });
});

describe('markup', () => {
  it('2 MB of unclosed "{" in SSA is read in one pass', () => {
    const text = `${ASS_HEAD}Dialogue: 0,0:00:00.00,0:00:01.00,Default,,0,0,0,,${'{'.repeat(2_000_000)}x\n`;
    const read = withinMemory(() => readCaptions(text, { format: 'ass' }));
    expect(read.track.cues[0]?.text).toBe(`${'{'.repeat(2_000_000)}x`);
  });

  it('2 MB of "<" and of unclosed "{\\" in SRT are read in one pass', () => {
    for (const junk of ['<'.repeat(2_000_000), '{\\'.repeat(1_000_000), `<font ${'c'.repeat(200_000)}`]) {
      const read = withinMemory(() => readCaptions(`1\n00:00:00,000 --> 00:00:01,000\n${junk}x\n`, { format: 'srt' }));
      expect(read.track.cues[0]?.text.endsWith('x')).toBe(true);
    }
  });

  it('10,000 nested <c> in WebVTT keep their text, at most 64 levels deep, and every writer copes', () => {
    const text = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'<c>'.repeat(10_000)}x<i>y</i>\n`;
    const read = withinMemory(() => readCaptions(text, { format: 'webvtt' }));
    expect(read.warnings).toEqual([]);
    const cue = read.track.cues[0];
    expect(cue?.text).toBe('xy');
    expect(depth(cue?.content ?? [])).toBeLessThanOrEqual(64);
    writeEveryFormat(read.track);
  });

  it('10,000 nested <i> in SRT and SAMI, and deep JSON content, stay within the nesting limit', () => {
    const inputs: [CaptionFormat, string][] = [
      ['srt', `1\n00:00:00,000 --> 00:00:01,000\n${'<i>'.repeat(10_000)}x\n`],
      ['sami', `<SAMI><BODY><SYNC Start=0><P>${'<i>'.repeat(10_000)}x</SAMI>`],
      [
        'json',
        `{"cues":[{"startMs":0,"endMs":1,"text":"x","content":[${'{"type":"c","children":['.repeat(10_000)}{"type":"text","text":"x"}${']}'.repeat(10_000)}]}]}`,
      ],
    ];
    for (const [format, text] of inputs) {
      const read = readCaptions(text, { format });
      expect(read.track.cues[0]?.text, format).toBe('x');
      expect(depth(read.track.cues[0]?.content ?? []), format).toBeLessThanOrEqual(64);
      expect(
        read.warnings.some((w) => w.message.startsWith('could not read')),
        format,
      ).toBe(false);
      writeEveryFormat(read.track);
    }
  });
});

describe('SCC', () => {
  it('writes a cue with a 10 MB single line in bounded memory, keeping four rows', () => {
    const read = readCaptions(`1\n00:00:00,000 --> 00:00:05,000\n${'word '.repeat(2 * MB)}\n`, { format: 'srt' });
    const written = withinMemory(() => writeCaptions(read.track, 'scc'));
    const back = readCaptions(written.text, { format: 'scc' });
    expect(back.track.cues[0]?.text.split('\n')).toHaveLength(4);
    expect(written.dropped.some((d) => d.startsWith('lines beyond 4 rows'))).toBe(true);
  });

  it('reads a 10 MB single line of byte pairs, and of junk, in bounded memory', () => {
    for (const words of ['9420 '.repeat(2 * MB), 'zz '.repeat(3 * MB)]) {
      const read = withinMemory(() => readCaptions(`Scenarist_SCC V1.0\n\n00:00:00;00\t${words}\n`, { format: 'scc' }));
      expect(read.warnings.length).toBeLessThanOrEqual(1001);
    }
  });
});

describe('input size', () => {
  it('refuses more than 50 MB with a clear message', () => {
    expect(() => readCaptions(new Uint8Array(50 * MB + 1))).toThrow(
      expect.objectContaining({ name: 'CaptionError', message: expect.stringMatching(/up to 50 MB can be read/) }),
    );
  });
});

describe('JSON', () => {
  // Found by the fuzz test (seed 801781725): a region whose "id" key was mangled crashed the TTML writer.
  it('keeps only well-formed regions, settings and metadata, so every writer copes', () => {
    const json = JSON.stringify({
      track: {
        regions: [
          {
            '<id': 'r',
            width: 40,
            lines: 3,
            regionAnchorX: 0,
            regionAnchorY: 100,
            viewportAnchorX: 10,
            viewportAnchorY: 90,
            scroll: 'up',
          },
          {
            id: 'ok',
            width: 40,
            lines: 3,
            regionAnchorX: 0,
            regionAnchorY: 100,
            viewportAnchorX: 10,
            viewportAnchorY: 90,
            scroll: '',
          },
        ],
        metadata: { title: 'T', count: 3 },
        cues: [{ startMs: 0, endMs: 1000, text: 'a', region: 'r', settings: { line: 'top', align: 'left', size: {} } }],
      },
    });
    const { track, warnings } = readCaptions(json, { format: 'json' });
    expect(track.regions?.map((r) => r.id)).toEqual(['ok']);
    expect(track.cues[0]?.settings).toEqual({ align: 'left' });
    expect(track.metadata).toEqual({ title: 'T' });
    expect(warnings.map((w) => w.message)).toContain(
      'regions need an id, six numbers and a scroll value; the others were skipped',
    );
    writeEveryFormat(track);
  });
});
