type Send = (error: unknown) => void;

let sender: Promise<Send> | null = null;

/**
 * Turns on error reporting with the Sentry browser SDK when the deployment configures a DSN; off otherwise.
 * The SDK is imported lazily, so without a DSN it is never downloaded.
 */
export function initErrorReporting(dsn: string | null, environment: string): void {
  if (!dsn || sender) return;
  // Errors thrown while the SDK downloads are kept and handed over once it has started.
  const early: unknown[] = [];
  const onError = (event: ErrorEvent) => early.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  sender = import('./sentry')
    .then(({ startSentry }) => {
      const send = startSentry(dsn, environment);
      early.forEach(send);
      return send;
    })
    .finally(() => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    });
}

export function isErrorReportingOn(): boolean {
  return sender !== null;
}

/**
 * Hands one error the app caught itself (e.g. by the route error boundary) to Sentry when reporting is on;
 * resolves to whether it was handed over. Never throws.
 */
export async function reportError(error: unknown): Promise<boolean> {
  if (!sender) return false;
  try {
    (await sender)(error);
    return true;
  } catch {
    return false;
  }
}
