import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dir = '';

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/captions.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'captions-cli-'));
  writeFileSync(path.join(dir, 'a.vtt'), 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Ann>Hello <i>there</i>\n');
  writeFileSync(
    path.join(dir, 'broken.srt'),
    '1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\n00:00:xx,000 --> 00:00:03,000\nbad\n',
  );
});

describe('captions CLI', () => {
  it('converts to stdout', () => {
    const r = run('convert', path.join(dir, 'a.vtt'), '--to', 'srt');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('1\n00:00:01,000 --> 00:00:02,000\nAnn: Hello <i>there</i>\n\n');
  }, 30_000);

  it('accepts the file extensions people type as format names', () => {
    const r = run('convert', path.join(dir, 'a.vtt'), '--to', 'vtt');
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('WEBVTT')).toBe(true);
  }, 30_000);

  it('converts to a file with --shift and --max-chars, and prints JSON', () => {
    const out = path.join(dir, 'out.vtt');
    const r = run(
      'convert',
      path.join(dir, 'a.vtt'),
      '--to',
      'webvtt',
      '--out',
      out,
      '--shift',
      '500',
      '--max-chars',
      '5',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe('WEBVTT\n\n00:00:01.500 --> 00:00:02.500\n<v Ann>Hello\nthere\n\n');
    const json = run('convert', path.join(dir, 'a.vtt'), '--to', 'json');
    expect(JSON.parse(json.stdout).cues[0]).toMatchObject({
      startMs: 1000,
      endMs: 2000,
      text: 'Hello there',
      speaker: 'Ann',
    });
  }, 30_000);

  it('applies --fps to SCC written and read', () => {
    const out = path.join(dir, 'a.scc');
    const written = run('convert', path.join(dir, 'a.vtt'), '--to', 'scc', '--fps', '25', '--out', out);
    expect(written.status).toBe(0);
    const scc = readFileSync(out, 'utf8');
    expect(scc).toMatch(/^Scenarist_SCC V1\.0\n/);
    // Non-drop-frame timecode at 25 fps; the caption is erased on its end frame.
    expect(scc).toContain('\n00:00:02:00\t942c 942c\n');
    const back = run('convert', out, '--to', 'srt', '--fps', '25');
    expect(back.stdout).toBe('1\n00:00:01,000 --> 00:00:02,000\nAnn: Hello <i>there</i>\n\n');
  }, 30_000);

  it('check prints format, cue count and warnings with line numbers', () => {
    const r = run('check', path.join(dir, 'broken.srt'));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('format: srt\n');
    expect(r.stdout).toContain('cues: 1\n');
    expect(r.stdout).toContain('line 6: invalid timing line; cue skipped');
  }, 30_000);

  it('fails with exit 1 and a one-line reason', () => {
    for (const args of [
      ['convert', path.join(dir, 'broken.srt'), '--to', 'webvtt', '--strict'],
      ['convert', path.join(dir, 'missing.srt'), '--to', 'webvtt'],
      ['convert', path.join(dir, 'a.vtt'), '--to', 'nope'],
      ['convert', path.join(dir, 'a.vtt')],
      ['frobnicate'],
    ]) {
      const r = run(...args);
      expect(r.status).toBe(1);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^captions: /);
    }
    expect(run('convert', path.join(dir, 'broken.srt'), '--to', 'webvtt', '--strict').stderr).toContain('line 6');
  }, 60_000);

  it('refuses an input over 50 MB without reading it', () => {
    const big = path.join(dir, 'big.srt');
    writeFileSync(big, '');
    truncateSync(big, 50 * 1024 * 1024 + 1);
    const r = run('check', big);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('captions: the file is 50.1 MB; caption files up to 50 MB can be read\n');
  }, 30_000);

  it('rejects a time beyond 99:59:59.999 with its line number in strict mode, and skips it otherwise', () => {
    const file = path.join(dir, 'huge-hour.srt');
    writeFileSync(file, `1\n${'9'.repeat(400)}:00:00,000 --> 00:00:01,000\nhi\n`);
    const strict = run('convert', file, '--to', 'scc', '--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toBe('captions: line 2: time beyond 99:59:59.999; cue skipped\n');
    const lenient = run('convert', file, '--to', 'scc');
    expect(lenient.status).toBe(0);
    expect(lenient.stderr).toContain('warning: line 2: time beyond 99:59:59.999; cue skipped');
  }, 30_000);
  it('converts a descriptions WebVTT to DAPT and back to the same WebVTT', () => {
    const vtt =
      'WEBVTT\n\nNOTE extended: the media pauses while this description is spoken\n\n' +
      '00:00:01.000 --> 00:00:03.000\nA sail on the horizon.\n\n00:00:04.000 --> 00:00:05.500\nThe harbour, empty.\n\n';
    writeFileSync(path.join(dir, 'ad.vtt'), vtt);
    const out = path.join(dir, 'ad.dapt.ttml');
    const toDapt = run('convert', path.join(dir, 'ad.vtt'), '--to', 'dapt', '--kind', 'descriptions', '--out', out);
    expect(toDapt.status).toBe(0);
    const dapt = readFileSync(out, 'utf8');
    expect(dapt).toContain('daptm:scriptRepresents="visual.nonText"');
    expect(dapt).toContain('ttp:contentProfiles="http://www.w3.org/ns/ttml/profile/dapt1.0/content"');
    const check = run('check', out);
    expect(check.stdout).toContain('format: dapt\n');
    expect(check.stdout).toContain('warnings: 0\n');
    const back = run('convert', out, '--to', 'vtt');
    expect(back.status).toBe(0);
    expect(back.stderr).toBe('');
    expect(back.stdout).toBe(vtt);
  }, 60_000);

  it('refuses an unknown --kind', () => {
    const r = run('convert', path.join(dir, 'a.vtt'), '--to', 'dapt', '--kind', 'podcast');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('captions: --kind must be one of captions, subtitles, descriptions, chapters\n');
  }, 30_000);
});
