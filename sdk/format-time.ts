/** `65000` → `1:05`, `3723000` → `1:02:03`: what sighted viewers read. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** `65000` → `1 minute 5 seconds`: what screen readers say instead of "one colon zero five". */
export function spokenTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const parts: string[] = [];
  const add = (n: number, unit: string) => {
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
  };
  add(Math.floor(total / 3600), 'hour');
  add(Math.floor((total % 3600) / 60), 'minute');
  add(total % 60, 'second');
  return parts.length > 0 ? parts.join(' ') : '0 seconds';
}
