/** Milliseconds of an ISO 8601 duration as YouTube gives it (`PT1H2M3S`, `P1DT2S`); null when unreadable. */
export function isoDurationMs(value: string | undefined): number | null {
  const match = value && /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match || value === 'P' || value === 'PT') return null;
  const [, days = '0', hours = '0', minutes = '0', seconds = '0'] = match;
  return Math.round(((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60_000 + Number(seconds) * 1000);
}
