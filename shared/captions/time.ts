// Timestamp formatting and the lenient clock-time reader shared by the text formats.
import { MAX_TIME_MS } from './model';

/** Warning for a time past the library's range; readers add what they skipped. */
export const TIME_LIMIT_MESSAGE = 'time beyond 99:59:59.999';

/** True when any of the times is past 99:59:59.999 (or not a number at all). */
export function beyondTimeLimit(...times: number[]): boolean {
  for (const t of times) if (!(t <= MAX_TIME_MS)) return true;
  return false;
}

// Two- and three-digit zero padding without per-call string building (hot in serializers).
const PAD2 = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : `${i}`));
const PAD3 = Array.from({ length: 1000 }, (_, i) => (i < 10 ? `00${i}` : i < 100 ? `0${i}` : `${i}`));

function pad(n: number, width: number): string {
  if (width === 2 && n < 100) return PAD2[n] as string;
  if (width === 3 && n < 1000) return PAD3[n] as string;
  const s = String(n);
  return s.length >= width ? s : '0'.repeat(width - s.length) + s;
}

/** `HH:MM:SS<sep>mmm`; hours grow past two digits when needed. Negative times clamp to 0. */
export function formatClock(ms: number, sep: string, alwaysHours = true): string {
  const total = ms > 0 ? (Number.isInteger(ms) ? ms : Math.round(ms)) : 0;
  if (!(total <= MAX_TIME_MS)) return formatLongClock(total, sep);
  // Within the library's range (< 2^31 ms) 32-bit integer arithmetic is exact, and one concatenation
  // chain builds the result: this runs twice per cue in every writer, and this shape halved its cost.
  const h = (total / 3600000) | 0;
  let rest = total - h * 3600000;
  const m = (rest / 60000) | 0;
  rest -= m * 60000;
  const s = (rest / 1000) | 0;
  const frac = PAD3[rest - s * 1000] as string;
  if (!alwaysHours && h === 0) return (PAD2[m] as string) + ':' + (PAD2[s] as string) + sep + frac;
  return (PAD2[h] as string) + ':' + (PAD2[m] as string) + ':' + (PAD2[s] as string) + sep + frac;
}

/** Past 99:59:59.999 (or not a number): hours take as many digits as they need. */
function formatLongClock(total: number, sep: string): string {
  const h = Math.floor(total / 3600000);
  const rest = total - h * 3600000;
  const m = Math.floor(rest / 60000);
  const s = Math.floor((rest - m * 60000) / 1000);
  return `${pad(h, 2)}:${pad(m, 2)}:${pad(s, 2)}${sep}${pad(rest - m * 60000 - s * 1000, 3)}`;
}

/**
 * Reads `[H+:]MM:SS[,.]f{1,3}` (fraction optional) starting at `pos`, tolerating single-digit
 * fields and hours beyond 99. Returns milliseconds and the end position, or undefined.
 */
export function readClock(s: string, pos: number): [number, number] | undefined {
  const fields: number[] = [];
  let i = pos;
  for (;;) {
    const from = i;
    let v = 0;
    while (i < s.length) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) break;
      v = v * 10 + c - 48;
      i++;
    }
    if (i === from) return undefined;
    fields.push(v);
    if (s.charCodeAt(i) === 58 && fields.length < 3) i++;
    else break;
  }
  if (fields.length < 2) return undefined;
  let ms = 0;
  const c = s.charCodeAt(i);
  if (c === 44 || c === 46) {
    const from = ++i;
    let v = 0;
    while (i < s.length) {
      const d = s.charCodeAt(i);
      if (d < 48 || d > 57) break;
      v = v * 10 + d - 48;
      i++;
    }
    const digits = i - from;
    if (digits === 0) return undefined;
    // Beyond three digits the extra precision is dropped.
    ms = digits <= 3 ? v * 10 ** (3 - digits) : Math.floor(v / 10 ** (digits - 3));
  }
  const [a = 0, b = 0, d] = fields;
  const seconds = d === undefined ? a * 60 + b : a * 3600 + b * 60 + d;
  return [seconds * 1000 + ms, i];
}
