/** Every error is sent (sample rate 1.0): the admin's error volume is small. */
const SAMPLE_RATE = 1;

/**
 * A minimal Sentry-compatible sender: one envelope per error to the DSN's project, as the Sentry SDK
 * would post it. A DSN looks like `https://<key>@<host>/<project>`.
 */
export function createSentryReporter(dsn: string, environment: string) {
  const url = new URL(dsn);
  const project = url.pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = `${url.protocol}//${url.host}/api/${project}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(url.username)}`;

  return async (error: unknown) => {
    if (Math.random() >= SAMPLE_RATE) return;
    const eventId = crypto.randomUUID().replaceAll('-', '');
    const err = error instanceof Error ? error : new Error(String(error));
    const event = {
      event_id: eventId,
      timestamp: Date.now() / 1000,
      platform: 'javascript',
      level: 'error',
      environment,
      request: { url: window.location.href, headers: { 'User-Agent': navigator.userAgent } },
      exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: [] }, raw: err.stack }] },
    };
    const body = [
      JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString(), dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event),
    ].join('\n');
    await fetch(endpoint, { method: 'POST', body, keepalive: true });
  };
}
