import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type Version = [number, number, number];
const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10) || 0);
  return [major, minor, patch];
};
const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` meets one comparator of an `engines` range (`>=20`, `^22.20`, `20.x`, `18`, …). */
function meets(version: Version, comparator: string): boolean {
  const [, op = '', text = ''] = /^(>=|<=|>|<|=|\^|~)?\s*v?([\dx.*]+)$/.exec(comparator) ?? [];
  const parts = text.split('.').filter((p) => p !== 'x' && p !== '*');
  if (parts.length === 0) return true; // `*`, `x`: any version
  const bound = parse(parts.join('.'));
  const c = compare(version, bound);
  if (op === '>=') return c >= 0;
  if (op === '>') return c > 0;
  if (op === '<=') return c <= 0;
  if (op === '<') return c < 0;
  // ^X.Y and bare or partial versions (`20`, `20.x`): the same major from the bound on; ~X.Y: the same minor.
  if (op === '~' && parts.length > 1) return c >= 0 && version[0] === bound[0] && version[1] === bound[1];
  if (op === '' || op === '=') {
    if (parts.length === 3) return c === 0;
    return version[0] === bound[0] && (parts.length < 2 || version[1] === bound[1]);
  }
  return c >= 0 && version[0] === bound[0];
}

/** Whether `version` satisfies an `engines.node` range: `||` alternatives of space-separated comparators. */
const satisfies = (version: Version, range: string) =>
  range.split('||').some((set) =>
    set
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => meets(version, comparator)),
  );

describe('the Node version the README promises', () => {
  it('reads engine ranges as npm does', () => {
    const node20 = parse('20.19.0');
    const fits = ['>=20.19', '^18 || >=20', '20 || >=22', '>=16.17', '^20.0.0', '18.x || 20.x', '*', '>= 0.8.0'];
    const refuses = ['>=22', '^22 || ^24 || >=26', '^22.20 || ^24.12 || >=25', '<20', '~20.18'];
    expect(fits.filter((range) => !satisfies(node20, range))).toEqual([]);
    expect(refuses.filter((range) => satisfies(node20, range))).toEqual([]);
  });

  it('runs every package npm ci installs, so npm ci warns of no engine', () => {
    const oldest = parse(/[\d.]+/.exec(read('package.json').engines.node)![0]);
    const lock = read('package-lock.json') as {
      packages: Record<string, { version?: string; optional?: boolean; engines?: { node?: string } }>;
    };
    const refused = Object.entries(lock.packages)
      // An optional package whose engine does not fit is skipped without a warning.
      .filter(([name, pkg]) => name && !pkg.optional && pkg.engines?.node && !satisfies(oldest, pkg.engines.node))
      .map(([name, pkg]) => `${name.replace(/^.*node_modules\//, '')}@${pkg.version} wants Node ${pkg.engines!.node}`);
    expect(refused).toEqual([]);
  });
});
