/** `m:ss.mmm`, or `h:mm:ss.mmm` from an hour on: what the cue list shows and accepts back. */
export function formatTimecode(ms: number): string {
  const total = Math.max(0, Math.round(ms));
  const millis = total % 1000;
  const seconds = Math.floor(total / 1000) % 60;
  const minutes = Math.floor(total / 60_000) % 60;
  const hours = Math.floor(total / 3_600_000);
  const tail = `${String(seconds).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${tail}` : `${minutes}:${tail}`;
}

/** Reads `h:mm:ss.mmm`, `m:ss.mmm` or `ss.mmm` (comma or dot, 1–3 fraction digits) as milliseconds, else null. */
export function parseTimecode(text: string): number | null {
  const match = /^\s*(?:(?:(\d+):)?(\d{1,2}):)?(\d+)(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const hasMinutes = match[2] !== undefined;
  const hasHours = match[1] !== undefined;
  if ((hasMinutes && Number(seconds) >= 60) || (hasHours && Number(minutes) >= 60)) return null;
  const millis = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + millis;
}

/** Seconds with one decimal, for durations: `2.4 s`. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
