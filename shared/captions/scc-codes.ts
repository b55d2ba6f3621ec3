// CEA-608 line-21 code tables and SCC timecodes, shared by the SCC reader and writer.

export const ROWS = 15;
export const COLUMNS = 32;
export const MAX_ROWS = 4;
const NTSC = 30000 / 1001;

// Basic characters that differ from ASCII (CEA-608 table 50).
const BASIC_OVERRIDES: Record<number, string> = {
  0x2a: 'á',
  0x5c: 'é',
  0x5e: 'í',
  0x5f: 'ó',
  0x60: 'ú',
  0x7b: 'ç',
  0x7c: '÷',
  0x7d: 'Ñ',
  0x7e: 'ñ',
  0x7f: '■',
};
// Special characters: 0x11 0x30–0x3F. 0x39 is the transparent space.
export const SPECIAL = '®°½¿™¢£♪à\u00a0èâêîôû';
// Extended characters: 0x12 and 0x13, 0x20–0x3F (Spanish/French/misc, then Portuguese/German/Danish).
export const EXTENDED_12 = 'ÁÉÓÚÜü‘¡*’—©℠•“”ÀÂÇÈÊËëÎÏïÔÙùÛ«»';
export const EXTENDED_13 = 'ÃãÍÌìÒòÕõ{}\\^_|~ÄäÖöß¥¤¦ÅåØø┌┐└┘';

export function basicChar(code: number): string {
  return BASIC_OVERRIDES[code] ?? String.fromCharCode(code);
}

// Row of a preamble address code, by (first byte & 7) and bit 5 of the second byte.
export const PAC_ROWS: Record<number, [number, number]> = {
  1: [1, 2],
  2: [3, 4],
  5: [5, 6],
  6: [7, 8],
  7: [9, 10],
  0: [11, 11],
  3: [12, 13],
  4: [14, 15],
};

/** Frame rate for SCC: 29.97 (NTSC) unless another rate is given. */
export function frameRate(fps: number | undefined): number {
  return fps === undefined || Math.abs(fps - 29.97) < 0.01 ? NTSC : fps;
}

/** Frame count of an SCC timecode; `;` or `.` before the frames means drop-frame (29.97 only). */
export function sccTimecodeToFrames(timecode: string, fps?: number): number | undefined {
  const m = /^(\d{1,2}):(\d{2}):(\d{2})([:;.,])(\d{2})$/.exec(timecode.trim());
  if (!m) return undefined;
  const [h, mm, s, f] = [m[1], m[2], m[3], m[5]].map(Number) as [number, number, number, number];
  const rate = frameRate(fps);
  const nominal = Math.round(rate);
  const frames = (h * 3600 + mm * 60 + s) * nominal + f;
  const dropFrame = m[4] !== ':' && nominal === 30;
  if (!dropFrame) return frames;
  // Drop-frame skips frame numbers 0 and 1 of every minute except each tenth minute.
  const minutes = h * 60 + mm;
  return frames - 2 * (minutes - Math.floor(minutes / 10));
}

/** Timecode of a frame count: drop-frame (`;`) at 29.97 fps, otherwise non-drop-frame (`:`). */
export function framesToSccTimecode(frame: number, fps?: number): string {
  const rate = frameRate(fps);
  const nominal = Math.round(rate);
  let n = frame;
  const dropFrame = rate === NTSC;
  if (dropFrame) {
    const tens = Math.floor(n / 17982);
    const rest = n % 17982;
    n += 18 * tens + (rest > 1 ? 2 * Math.floor((rest - 2) / 1798) : 0);
  }
  const two = (v: number): string => (v < 10 ? `0${v}` : String(v));
  const ff = n % nominal;
  const ss = Math.floor(n / nominal) % 60;
  const mm = Math.floor(n / (nominal * 60)) % 60;
  const hh = Math.floor(n / (nominal * 3600));
  return `${two(hh)}:${two(mm)}:${two(ss)}${dropFrame ? ';' : ':'}${two(ff)}`;
}

export function oddParity(byte: number): boolean {
  let bits = 0;
  for (let b = byte; b; b >>= 1) bits += b & 1;
  return bits % 2 === 1;
}

export function hex(b: number): string {
  return b.toString(16).padStart(2, '0');
}
