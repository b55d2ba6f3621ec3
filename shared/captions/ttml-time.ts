// TTML attributes by namespace kind, time expressions and the timing parameters they depend on.
import type { ParseOptions } from './model';
import type { XmlElement } from './xml';

// Seconds → whole milliseconds, flooring so that a cue starting at 187.5 ms is active at that instant.
export function toMs(seconds: number): number {
  return Math.floor(seconds * 1000 + 1e-6);
}

export interface TimingParams {
  frameRate: number;
  subFrameRate: number;
  tickRate: number;
}

export function attr(
  el: XmlElement,
  kind: 'parameter' | 'styling' | 'metadata' | '',
  local: string,
): string | undefined {
  if (kind === '') return el.nsAttrs[local];
  for (const [k, v] of Object.entries(el.nsAttrs)) {
    if (k.endsWith(`}${local}`) && k.includes(`#${kind}`)) return v;
  }
  return undefined;
}

export function xmlId(el: XmlElement): string | undefined {
  return el.attrs['xml:id'] ?? el.attrs.id;
}

export function readParams(tt: XmlElement, options: ParseOptions): TimingParams {
  const base = Number(attr(tt, 'parameter', 'frameRate')) || options.fps || 30;
  const multiplier = (attr(tt, 'parameter', 'frameRateMultiplier') ?? '1 1').trim().split(/\s+/).map(Number);
  const num = multiplier[0] || 1;
  const den = multiplier[1] || 1;
  const frameRate = (base * num) / den;
  const subFrameRate = Number(attr(tt, 'parameter', 'subFrameRate')) || 1;
  const tickAttr = Number(attr(tt, 'parameter', 'tickRate'));
  // Spec default: frameRate × subFrameRate when a frame rate is given, else 1.
  const tickRate = tickAttr || (attr(tt, 'parameter', 'frameRate') ? frameRate * subFrameRate : 1);
  return { frameRate, subFrameRate, tickRate };
}

/** Parses a TTML time expression to seconds. */
export function parseTtmlTime(expr: string, p: TimingParams): number | undefined {
  const s = expr.trim();
  const clock = /^(\d{2,}):(\d{2}):(\d{2})(?:(\.\d+)|:(\d{2,})(?:\.(\d+))?)?$/.exec(s);
  if (clock) {
    let t = Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
    if (clock[4]) t += Number(clock[4]);
    if (clock[5]) t += Number(clock[5]) / p.frameRate;
    if (clock[6]) t += Number(clock[6]) / (p.frameRate * p.subFrameRate);
    return t;
  }
  const offset = /^(\d+(?:\.\d+)?)(h|ms|m|s|f|t)$/.exec(s);
  if (!offset) return undefined;
  const n = Number(offset[1]);
  switch (offset[2]) {
    case 'h':
      return n * 3600;
    case 'm':
      return n * 60;
    case 's':
      return n;
    case 'ms':
      return n / 1000;
    case 'f':
      return n / p.frameRate;
    default:
      return n / p.tickRate;
  }
}
