// Runs the web-platform-tests WebVTT vectors from ../shared/conformance/webvtt (not copied into the repo).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CueNode, Region } from '../model';
import { Reporter } from '../report';
import { formatClock } from '../time';
import { parseCueText } from './cue-text';
import { scanWebVtt, type VttRawCue } from './parse';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const vectors = path.resolve(repoRoot, '..', 'shared', 'conformance', 'webvtt');
const present = existsSync(vectors);
// CI always has ../shared beside the checkout: there a missing folder is a failure, never a silent skip.
if (!present && process.env.CI) throw new Error(`WebVTT conformance vectors are missing at ${vectors}`);
if (!present) console.warn(`WebVTT conformance vectors not found at ${vectors}; suite skipped.`);

/** The VTTCue shape a browser exposes, built from our raw cue. */
function toVttCue(cue: VttRawCue, regions: Map<Region, object>): Record<string, unknown> {
  const s = cue.settings;
  let region: object | null = null;
  if (cue.region) {
    region = regions.get(cue.region) ?? null;
    if (!region) {
      const r = cue.region;
      region = {
        id: r.id,
        width: r.width,
        lines: r.lines,
        regionAnchorX: r.regionAnchorX,
        regionAnchorY: r.regionAnchorY,
        viewportAnchorX: r.viewportAnchorX,
        viewportAnchorY: r.viewportAnchorY,
        scroll: r.scroll,
      };
      regions.set(r, region);
    }
  }
  return {
    id: cue.id,
    startTime: cue.startMs / 1000,
    endTime: cue.endMs / 1000,
    text: cue.text,
    vertical: s.vertical ?? '',
    snapToLines: s.snapToLines ?? true,
    line: s.line ?? 'auto',
    lineAlign: s.lineAlign ?? 'start',
    position: s.position ?? 'auto',
    positionAlign: s.positionAlign ?? 'auto',
    size: s.size ?? 100,
    align: s.align ?? 'center',
    region,
  };
}

function fail(message: string): never {
  throw new Error(message);
}

const harness = {
  assert_equals: (a: unknown, b: unknown, msg?: string) => {
    if (!Object.is(a, b)) fail(`${msg ?? ''} expected ${String(b)} got ${String(a)}`);
  },
  assert_not_equals: (a: unknown, b: unknown, msg?: string) => {
    if (Object.is(a, b)) fail(`${msg ?? ''} expected not ${String(b)}`);
  },
  assert_true: (v: unknown, msg?: string) => {
    if (v !== true) fail(`${msg ?? ''} expected true`);
  },
  assert_false: (v: unknown, msg?: string) => {
    if (v !== false) fail(`${msg ?? ''} expected false`);
  },
};

function runFile(bytes: Uint8Array, body: string): void {
  const text = new TextDecoder('utf-8').decode(bytes);
  const doc = scanWebVtt(text, new Reporter());
  const regions = new Map<Region, object>();
  const cues = (doc?.cues ?? []).map((c) => toVttCue(c, regions));
  const run = new Function(
    'cues',
    'assert_equals',
    'assert_not_equals',
    'assert_true',
    'assert_false',
    'document',
    body,
  ) as (...args: unknown[]) => void;
  run(cues, harness.assert_equals, harness.assert_not_equals, harness.assert_true, harness.assert_false, {
    styleSheets: [],
  });
}

/** html5lib-style dump of the tree, as the cue-text vectors expect. */
function dump(nodes: CueNode[], depth = 0): string {
  const indent = `| ${'  '.repeat(depth)}`;
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') out += `${indent}"${n.text}"\n`;
    else if (n.type === 'timestamp') out += `${indent}<?timestamp ${formatClock(n.ms, '.')}>\n`;
    else {
      const tag = n.type === 'c' || n.type === 'v' || n.type === 'lang' ? 'span' : n.type;
      out += `${indent}<${tag}>\n`;
      const inner = `| ${'  '.repeat(depth + 1)}`;
      if (n.classes) out += `${inner}class="${n.classes.join(' ')}"\n`;
      if (n.type === 'lang' && n.annotation !== undefined) out += `${inner}lang="${n.annotation}"\n`;
      if (n.type === 'v') out += `${inner}title="${n.annotation ?? ''}"\n`;
      out += dump(n.children, depth + 1);
    }
  }
  return out;
}

describe.skipIf(!present)('WebVTT file parsing (web-platform-tests)', () => {
  const dir = path.join(vectors, 'file-parsing');
  const names = present
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.vtt'))
        .map((f) => f.slice(0, -4))
        .sort()
    : [];

  it('has all 37 vectors', () => {
    expect(names).toHaveLength(37);
  });

  for (const name of names) {
    it(name, () => {
      const bytes = readFileSync(path.join(dir, `${name}.vtt`));
      const body = readFileSync(path.join(dir, `${name}.js`), 'utf8');
      runFile(new Uint8Array(bytes), body);
    });
  }

  const invalid: [string, string][] = [
    ['WEBVTTX', 'WEBVTTX\n\n00:00:00.000 --> 00:00:01.000\ntext'],
    ['WEBVT', 'WEBVT\n\n00:00:00.000 --> 00:00:01.000\ntext'],
    ['empty file', ''],
    ['WEBVTT + form feed', 'WEBVTT\f\n\n00:00:00.000 --> 00:00:01.000\ntext'],
    ['lower case', 'webvtt\n\n00:00:00.000 --> 00:00:01.000\ntext'],
    ['leading space', ' WEBVTT\n\n00:00:00.000 --> 00:00:01.000\ntext'],
  ];
  for (const [label, text] of invalid) {
    it(`rejects invalid signature: ${label}`, () => {
      expect(scanWebVtt(text, new Reporter())).toBeNull();
    });
  }
});

describe.skipIf(!present)('WebVTT cue text parsing (web-platform-tests)', () => {
  const dir = path.join(vectors, 'cue-text-parsing');
  const groups = ['entities', 'tags', 'text', 'timestamps', 'tree-building'];
  let total = 0;
  for (const group of groups) {
    const file = path.join(dir, `${group}.json`);
    const cases = present ? (JSON.parse(readFileSync(file, 'utf8')) as { text: string; expectedTree: string }[]) : [];
    total += cases.length;
    describe(group, () => {
      cases.forEach((c, i) => {
        it(`${i}: ${JSON.stringify(c.text)}`, () => {
          const input = c.text.endsWith('\n') ? c.text.slice(0, -1) : c.text;
          expect(dump(parseCueText(input))).toBe(c.expectedTree);
        });
      });
    });
  }
  it('has all 77 cases', () => {
    expect(total).toBe(77);
  });
});
