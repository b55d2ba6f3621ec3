import type { MiddlewareHandler } from 'hono';
import type { ClientConfig } from '@shared/schemas/client-config';

/** Where Firebase Auth's web SDK talks to for password and token calls. */
const FIREBASE_AUTH_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
/** Firebase's popup sign-in loads Google's iframe helper from here (its documented CSP requirement). */
const GOOGLE_API_SCRIPTS = 'https://apis.google.com';

/**
 * The admin SPA's policy: only our own scripts, API calls to us, Firebase Auth, the emulator when local
 * and Sentry when configured; framed only by ourselves. Radix sets inline styles, hence 'unsafe-inline'.
 */
export function adminContentSecurityPolicy(config: ClientConfig): string {
  const sentry = config.sentryDsn ? originOf(config.sentryDsn) : null;
  const emulator = config.authEmulatorUrl ? originOf(config.authEmulatorUrl) : null;
  const connect = ["'self'", ...FIREBASE_AUTH_ENDPOINTS, emulator, sentry].filter(Boolean);
  const frames = ["'self'", `https://${config.firebase.authDomain}`, emulator].filter(Boolean);
  return [
    "default-src 'self'",
    `script-src 'self' ${GOOGLE_API_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    // The caption converter runs in a worker; Sentry's replay compresses in a blob worker.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Browsers must take every answer as the type we declare, never guess one from the bytes. */
export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
