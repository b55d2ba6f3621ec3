import { z } from 'zod';
import { PLATFORM_TYPES } from '../constants';
import { PLATFORM_CREDENTIALS, platformTypeSchema } from './integrations';

/** The platforms that connect by signing in (authorization code + PKCE) rather than with API keys. */
export const OAUTH_PLATFORMS = PLATFORM_TYPES.filter((platform) => PLATFORM_CREDENTIALS[platform].kind === 'oauth');

export const startPlatformOAuthResponseSchema = z.object({
  /** The platform's consent page; the browser goes there next. */
  url: z.url(),
});
export type StartPlatformOAuthResponse = z.infer<typeof startPlatformOAuthResponseSchema>;

export const platformOAuthClientSchema = z.object({
  platformType: platformTypeSchema,
  /** Whether the server has this platform's OAuth client (id and secret), so "Connect with …" can work. */
  configured: z.boolean(),
  /** The server settings still missing (env var names), for whoever runs the server. */
  missing: z.array(z.string()),
});
export const platformOAuthClientsResponseSchema = z.object({ clients: z.array(platformOAuthClientSchema) });
export type PlatformOAuthClientsResponse = z.infer<typeof platformOAuthClientsResponseSchema>;

/**
 * Why a connect flow ended without a connection: the callback sends the browser back to the integrations settings
 * with `?error=<code>&platform=<platform>`, and the admin shows the sentence (the platform's name goes first).
 */
export const PLATFORM_OAUTH_ERRORS = {
  access_denied: 'The sign-in was cancelled, or access was not granted, so nothing was connected.',
  platform_error: 'The platform refused the sign-in request. Try again; if it keeps failing, tell support.',
  state_expired: 'The sign-in took longer than 10 minutes. Start again.',
  state_used: 'This sign-in was already completed or abandoned. Start again if the platform is not connected.',
  wrong_browser: 'The sign-in was started in another browser (or its cookie was cleared). Start again here.',
  not_allowed: 'Only a workspace admin can connect platforms, and the person who started it no longer is one.',
  exchange_failed: 'The platform did not accept the sign-in code. Start again.',
  platform_unavailable: 'The platform’s sign-in service could not be reached. Try again in a few minutes.',
  not_configured: 'The server is not set up to connect this platform. Ask whoever runs Media Access.',
} as const;
export type PlatformOAuthError = keyof typeof PLATFORM_OAUTH_ERRORS;

/** What the platform sends back to the callback (RFC 6749 §4.1.2), each bounded so nothing odd is stored. */
export const platformOAuthCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});
