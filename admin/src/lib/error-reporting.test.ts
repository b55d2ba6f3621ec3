import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  loaded: false,
  init: vi.fn(),
  captureException: vi.fn(),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/browser', () => {
  sdk.loaded = true;
  return { init: sdk.init, captureException: sdk.captureException, replayIntegration: sdk.replayIntegration };
});

// error-reporting keeps its state in the module: each test gets a fresh copy.
const freshModule = () => import('./error-reporting');

beforeEach(() => {
  vi.resetModules();
  sdk.loaded = false;
});
afterEach(() => vi.clearAllMocks());

const dsn = 'https://key@o1.ingest.sentry.io/42';

describe('error reporting', () => {
  it('loads nothing without a DSN, and the error page hears that reports are off', async () => {
    const { initErrorReporting, isErrorReportingOn, reportError } = await freshModule();
    initErrorReporting(null, 'production');
    expect(isErrorReportingOn()).toBe(false);
    expect(await reportError(new Error('boom'))).toBe(false);
    expect(sdk.loaded).toBe(false);
    expect(sdk.init).not.toHaveBeenCalled();
  });

  it('starts the Sentry SDK with a DSN: every error sampled, one session in ten replayed', async () => {
    const { initErrorReporting, isErrorReportingOn, reportError } = await freshModule();
    initErrorReporting(dsn, 'beta');
    expect(isErrorReportingOn()).toBe(true);
    const error = new Error('boom');
    expect(await reportError(error)).toBe(true);
    expect(sdk.loaded).toBe(true);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.init).toHaveBeenCalledWith({
      dsn,
      environment: 'beta',
      sampleRate: 1,
      replaysSessionSampleRate: 0.1,
      integrations: [{ name: 'Replay' }],
    });
    expect(sdk.replayIntegration).toHaveBeenCalledTimes(1);
    expect(sdk.captureException).toHaveBeenCalledWith(error);
  });

  it('hands over errors thrown while the SDK was still downloading, once', async () => {
    const { initErrorReporting, reportError } = await freshModule();
    initErrorReporting(dsn, 'production');
    // A script error event without an error object carries only its message.
    window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
    const later = new Error('later');
    await reportError(later);
    expect(sdk.captureException.mock.calls).toEqual([['early'], [later]]);
    window.dispatchEvent(new ErrorEvent('error', { message: 'after start' }));
    expect(sdk.captureException).toHaveBeenCalledTimes(2);
  });

  it('starts only once', async () => {
    const { initErrorReporting, reportError } = await freshModule();
    initErrorReporting(dsn, 'production');
    initErrorReporting(dsn, 'production');
    await reportError(new Error('boom'));
    expect(sdk.init).toHaveBeenCalledTimes(1);
  });
});
