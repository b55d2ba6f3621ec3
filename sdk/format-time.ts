/** `65000` → `1:05`, `3723000` → `1:02:03`: what sighted viewers read. */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

// One formatter per language and unit: a 10,000-cue transcript speaks a time per cue while it is built.
const formatters = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    formatters.set(key, format);
  }
  return format;
}

/** `65000` → `1 minute 5 seconds` (in `locale`): what screen readers say instead of "one colon zero five". */
export function spokenTime(ms: number, locale = 'en'): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const units: [number, string][] = [
    [Math.floor(total / 3600), 'hour'],
    [Math.floor((total % 3600) / 60), 'minute'],
    [total % 60, 'second'],
  ];
  const spoken = units.filter(([n]) => n > 0);
  return (spoken.length > 0 ? spoken : [[0, 'second'] as [number, string]])
    .map(([n, unit]) => unitFormat(locale, unit).format(n))
    .join(' ');
}
