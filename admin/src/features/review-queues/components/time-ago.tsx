import { useState } from 'react';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 hours ago" (as of when it was first shown) in a `<time>` whose title and datetime give the exact moment. */
export function TimeAgo({ at }: { at: string }) {
  const [now] = useState(Date.now);
  const elapsed = Date.parse(at) - now;
  const [unit, size] = units.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['minute', 60_000];
  const label = Math.abs(elapsed) < 60_000 ? 'just now' : relative.format(Math.round(elapsed / size), unit);
  return (
    <time dateTime={at} title={new Date(at).toLocaleString()}>
      {label}
    </time>
  );
}
