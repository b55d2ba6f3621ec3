import { z } from 'zod';
import { idSchema } from './common';

/** Which defaults the registration form offered: Canvas's own endpoints, or none. */
export const LTI_PLATFORM_KINDS = ['canvas', 'generic'] as const;
export type LtiPlatformKind = (typeof LTI_PLATFORM_KINDS)[number];

/** Canvas Cloud's LTI 1.3 endpoints (the same for every institution on instructure.com). */
export const CANVAS_PLATFORM_DEFAULTS = {
  name: 'Canvas',
  issuer: 'https://canvas.instructure.com',
  authUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  tokenUrl: 'https://sso.canvaslms.com/login/oauth2/token',
  jwksUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
} as const;

const httpUrl = z
  .string({ error: 'Required' })
  .trim()
  .max(2000, 'Must be at most 2000 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter an http(s) address' }));

const text = (max: number) =>
  z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, `Must be at most ${max} characters`);

/** What a workspace admin enters to register an LMS; the issuer and client id together name one registration. */
export const ltiPlatformBodySchema = z.object({
  kind: z.enum(LTI_PLATFORM_KINDS, { error: `Kind must be one of: ${LTI_PLATFORM_KINDS.join(', ')}` }),
  name: text(200),
  issuer: text(2000).describe('The platform issuer (`iss` of its id_tokens), e.g. https://canvas.instructure.com'),
  clientId: text(255).describe('The client id the platform gave our tool'),
  deploymentIds: z
    .array(text(255), { error: 'Required' })
    .min(1, 'Add at least one deployment id')
    .max(50, 'At most 50 deployment ids'),
  authUrl: httpUrl.describe('OIDC authorisation endpoint'),
  tokenUrl: httpUrl.describe('OAuth 2 token endpoint'),
  jwksUrl: httpUrl.describe("The platform's public keys (JWKS)"),
});
export type LtiPlatformBody = z.input<typeof ltiPlatformBodySchema>;

export const ltiPlatformSchema = ltiPlatformBodySchema.extend({
  id: z.string(),
  workspaceId: z.string(),
  createdAt: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

/** The URLs an LMS administrator pastes into the platform to install our tool. */
export const ltiToolConfigSchema = z.object({
  loginUrl: z.url(),
  launchUrl: z.url(),
  deepLinkingUrl: z.url(),
  jwksUrl: z.url(),
  canvasConfigUrl: z.url(),
});
export type LtiToolConfig = z.infer<typeof ltiToolConfigSchema>;

export const ltiPlatformsResponseSchema = z.object({
  platforms: z.array(ltiPlatformSchema),
  tool: ltiToolConfigSchema,
});
export type LtiPlatformsResponse = z.infer<typeof ltiPlatformsResponseSchema>;

export const ltiPlatformPathSchema = z.object({ workspaceId: idSchema, platformId: idSchema });
