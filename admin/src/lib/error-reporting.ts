type Reporter = (error: unknown) => Promise<void>;

let reporter: Promise<Reporter> | null = null;

/**
 * Turns on Sentry-compatible error reporting when the deployment configures a DSN; off otherwise. The
 * sender is loaded lazily so a deployment without a DSN never downloads it.
 */
export function initErrorReporting(dsn: string | null, environment: string): void {
  if (!dsn || reporter) return;
  reporter = import('./sentry-envelope').then(({ createSentryReporter }) => createSentryReporter(dsn, environment));
  window.addEventListener('error', (event) => void reportError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => void reportError(event.reason));
}

export function isErrorReportingOn(): boolean {
  return reporter !== null;
}

/** Sends one error when reporting is on; resolves to whether it was sent. Never throws. */
export async function reportError(error: unknown): Promise<boolean> {
  if (!reporter) return false;
  try {
    await (
      await reporter
    )(error);
    return true;
  } catch {
    return false;
  }
}
