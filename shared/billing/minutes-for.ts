// What machine work costs: the media's duration in minutes, rounded up, at least one. The server debits it; the
// order dialogs show it beforehand.

const MINUTE_MS = 60_000;

/** Minutes charged for work on media of this duration. */
export function minutesFor(durationMs: number): number {
  return Math.max(1, Math.ceil(durationMs / MINUTE_MS));
}
