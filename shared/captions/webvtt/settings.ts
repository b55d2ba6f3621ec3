// WebVTT cue settings and region settings, per the W3C/WHATWG parser algorithm.
import type { CueSettings, Region } from '../model';
import type { Reporter } from '../report';

export function isWs(c: number): boolean {
  return c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
}

function splitOnWhitespace(s: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    while (i < s.length && isWs(s.charCodeAt(i))) i++;
    const from = i;
    while (i < s.length && !isWs(s.charCodeAt(i))) i++;
    if (i > from) out.push(s.slice(from, i));
  }
  return out;
}

/** "Parse a percentage string": digits, optional fraction, then `%`; 0–100. */
function parsePercentage(s: string): number | undefined {
  const n = s.length;
  if (n < 2 || s.charCodeAt(n - 1) !== 37) return undefined;
  let i = 0;
  while (i < n - 1 && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
  if (i === 0) return undefined;
  if (i < n - 1) {
    if (s.charCodeAt(i) !== 46) return undefined;
    i++;
    const fracStart = i;
    while (i < n - 1 && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    if (i === fracStart || i !== n - 1) return undefined;
  }
  const value = Number(s.slice(0, n - 1));
  return value >= 0 && value <= 100 ? value : undefined;
}

/** The `line:` position: a percentage, or a (possibly negative) number. */
function parseLinePosition(s: string): [number, boolean] | undefined {
  if (!/[0-9]/.test(s)) return undefined;
  if (s.endsWith('%')) {
    const p = parsePercentage(s);
    return p === undefined ? undefined : [p, false];
  }
  if (!/^-?[0-9]*(?:[0-9]\.[0-9])?[0-9]*$/.test(s)) return undefined;
  const value = Number(s);
  if (!Number.isFinite(value)) return undefined;
  return [value === 0 ? 0 : value, true];
}

export function parseCueSettings(
  input: string,
  settings: CueSettings,
  regions: Region[],
  line: number,
  report: Reporter,
): Region | null {
  let region: Region | null = null;
  for (const setting of splitOnWhitespace(input)) {
    const colon = setting.indexOf(':');
    // An empty value is kept for `region:`, which may name a region whose id is empty.
    if (colon <= 0) {
      report.warn(line, `ignored cue setting "${setting}"`);
      continue;
    }
    const name = setting.slice(0, colon);
    const value = setting.slice(colon + 1);
    let ok = true;
    switch (name) {
      case 'region': {
        region = null;
        for (let i = regions.length - 1; i >= 0; i--) {
          if (regions[i]?.id === value) {
            region = regions[i] as Region;
            break;
          }
        }
        ok = region !== null;
        break;
      }
      case 'vertical':
        if (value === 'rl' || value === 'lr') settings.vertical = value;
        else ok = false;
        break;
      case 'line': {
        const comma = value.indexOf(',');
        const linePos = comma === -1 ? value : value.slice(0, comma);
        const lineAlign = comma === -1 ? undefined : value.slice(comma + 1);
        const parsed = parseLinePosition(linePos);
        if (
          !parsed ||
          (lineAlign !== undefined && lineAlign !== 'start' && lineAlign !== 'center' && lineAlign !== 'end')
        ) {
          ok = false;
          break;
        }
        if (lineAlign !== undefined) settings.lineAlign = lineAlign as CueSettings['lineAlign'];
        settings.line = parsed[0];
        settings.snapToLines = parsed[1];
        break;
      }
      case 'position': {
        const comma = value.indexOf(',');
        const colPos = comma === -1 ? value : value.slice(0, comma);
        const colAlign = comma === -1 ? undefined : value.slice(comma + 1);
        const number = parsePercentage(colPos);
        if (
          number === undefined ||
          (colAlign !== undefined && colAlign !== 'line-left' && colAlign !== 'center' && colAlign !== 'line-right')
        ) {
          ok = false;
          break;
        }
        if (colAlign !== undefined) settings.positionAlign = colAlign as CueSettings['positionAlign'];
        settings.position = number;
        break;
      }
      case 'size': {
        const number = parsePercentage(value);
        if (number === undefined) ok = false;
        else settings.size = number;
        break;
      }
      case 'align':
        if (value === 'start' || value === 'center' || value === 'end' || value === 'left' || value === 'right')
          settings.align = value;
        else ok = false;
        break;
      default:
        ok = false;
    }
    if (!ok) report.warn(line, `ignored cue setting "${setting}"`);
  }
  return region;
}

export function parseRegionSettings(buffer: string): { region: Region; hasId: boolean } {
  const region: Region = {
    id: '',
    width: 100,
    lines: 3,
    regionAnchorX: 0,
    regionAnchorY: 100,
    viewportAnchorX: 0,
    viewportAnchorY: 100,
    scroll: '',
  };
  let hasId = false;
  for (const setting of splitOnWhitespace(buffer)) {
    const colon = setting.indexOf(':');
    if (colon <= 0) continue;
    const name = setting.slice(0, colon);
    const value = setting.slice(colon + 1);
    // An `id:` without a value still declares the region (web-platform-tests regions-id).
    if (name === 'id') hasId = true;
    if (value === '') continue;
    switch (name) {
      case 'id':
        region.id = value;
        break;
      case 'width': {
        const p = parsePercentage(value);
        if (p !== undefined) region.width = p;
        break;
      }
      case 'lines':
        if (/^[0-9]+$/.test(value)) region.lines = Number(value);
        break;
      case 'regionanchor':
      case 'viewportanchor': {
        const comma = value.indexOf(',');
        if (comma === -1) break;
        const x = parsePercentage(value.slice(0, comma));
        const y = parsePercentage(value.slice(comma + 1));
        if (x === undefined || y === undefined) break;
        if (name === 'regionanchor') {
          region.regionAnchorX = x;
          region.regionAnchorY = y;
        } else {
          region.viewportAnchorX = x;
          region.viewportAnchorY = y;
        }
        break;
      }
      case 'scroll':
        if (value === 'up') region.scroll = 'up';
        break;
    }
  }
  return { region, hasId };
}
