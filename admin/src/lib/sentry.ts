import { captureException, init, replayIntegration } from '@sentry/browser';

/**
 * Starts the Sentry browser SDK: every error is sent (the admin's error volume is small) and one session in
 * ten is recorded for replay, with text masked and media blocked (the SDK's defaults). Its own global handlers
 * catch uncaught errors and unhandled rejections from here on. Only `error-reporting.ts` imports this file,
 * lazily, so a deployment without a DSN never downloads the SDK.
 */
export function startSentry(dsn: string, environment: string): (error: unknown) => void {
  init({
    dsn,
    environment,
    sampleRate: 1,
    replaysSessionSampleRate: 0.1,
    integrations: [replayIntegration()],
  });
  return (error) => void captureException(error);
}
