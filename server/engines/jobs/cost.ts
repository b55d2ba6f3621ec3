// What a job costs: the file's duration in minutes, rounded up, at least one.

const MINUTE_MS = 60_000;

/** Minutes charged for work on media of this duration. */
export function minutesFor(durationMs: number): number {
  return Math.max(1, Math.ceil(durationMs / MINUTE_MS));
}

/** How many minutes short the balance is for this cost (0 when it covers it). */
export function shortfallOf(balance: number, cost: number): number {
  return Math.max(0, cost - balance);
}
