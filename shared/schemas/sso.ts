import { z } from 'zod';
import { emailSchema, idSchema } from './common';
import { roleSchema } from './workspaces';

export const ssoCheckBodySchema = z.object({ email: emailSchema });
export type SsoCheckBody = z.input<typeof ssoCheckBodySchema>;

/** Whether the address's domain signs in through single sign-on, and through which provider. */
export const ssoCheckResponseSchema = z.object({ sso: z.boolean(), providerId: z.string().nullable() });
export type SsoCheckResponse = z.infer<typeof ssoCheckResponseSchema>;

export const ssoAuthRequestBodySchema = z.object({ email: emailSchema, providerId: idSchema });
export type SsoAuthRequestBody = z.input<typeof ssoAuthRequestBodySchema>;

/** Where to send the browser: the IdP's sign-in page carrying a (signed) AuthnRequest and the relay state. */
export const ssoAuthRequestResponseSchema = z.object({ redirectUrl: z.url(), relayState: z.string() });
export type SsoAuthRequestResponse = z.infer<typeof ssoAuthRequestResponseSchema>;

/** The IdP's base64 SAMLResponse and the RelayState it returned, as the ACS handed them to the callback page. */
export const ssoHandleResponseBodySchema = z.object({
  samlResponse: z
    .string()
    .min(1, 'Required')
    .max(512 * 1024, 'The SAML response is too large'),
  relayState: z.string().min(1, 'Required').max(200),
});
export type SsoHandleResponseBody = z.input<typeof ssoHandleResponseBodySchema>;

/** A Firebase custom token for `signInWithCustomToken`, and the workspace the sign-in joined. */
export const ssoHandleResponseResponseSchema = z.object({ customToken: z.string(), workspaceId: z.string() });
export type SsoHandleResponseResponse = z.infer<typeof ssoHandleResponseResponseSchema>;

const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Enter a domain such as example.edu');

const pemOrBase64Schema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(20_000)
  .regex(/^(-----BEGIN CERTIFICATE-----)?[A-Za-z0-9+/=\s]+(-----END CERTIFICATE-----)?$/, 'Paste an X.509 certificate');

/** A provider from pasted IdP metadata XML, or from its fields. */
export const createSsoProviderBodySchema = z
  .object({
    workspaceId: idSchema,
    name: z.string().trim().min(1, 'Required').max(80),
    defaultRole: roleSchema.default('viewer'),
    domains: z.array(domainNameSchema).min(1, 'Add at least one email domain').max(20),
    metadataXml: z.string().trim().min(1).max(200_000).optional(),
    entityId: z.string().trim().min(1).max(1024).optional(),
    ssoUrl: z.url({ protocol: /^https?$/, error: 'Enter the http(s) address of the sign-in page' }).optional(),
    certificates: z.array(pemOrBase64Schema).min(1).max(4).optional(),
  })
  .refine((b) => b.metadataXml !== undefined || (b.entityId && b.ssoUrl && b.certificates), {
    message: 'Paste the IdP metadata XML, or give its entity id, sign-in URL and certificate',
    path: ['metadataXml'],
  });
export type CreateSsoProviderBody = z.input<typeof createSsoProviderBodySchema>;

export const ssoDomainSchema = z.object({
  domain: z.string(),
  /** The TXT record value that proves the domain: `media-access-verification=<token>`. */
  txtRecord: z.string(),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.enum(['dns', 'operator']).nullable(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;

export const ssoProviderSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  name: z.string(),
  entityId: z.string(),
  ssoUrl: z.string(),
  /** Base64 DER of each signing certificate (several during a rollover). */
  certificates: z.array(z.string()),
  defaultRole: roleSchema,
  enabled: z.boolean(),
  domains: z.array(ssoDomainSchema),
  /** Our SP metadata for the IdP's administrator (entity id, ACS). */
  spMetadataUrl: z.string(),
  spEntityId: z.string(),
  acsUrl: z.string(),
  createdAt: z.string(),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const ssoProvidersResponseSchema = z.object({ providers: z.array(ssoProviderSchema) });
export type SsoProvidersResponse = z.infer<typeof ssoProvidersResponseSchema>;

export const toggleSsoProviderBodySchema = z.object({ enabled: z.boolean() });
export type ToggleSsoProviderBody = z.input<typeof toggleSsoProviderBodySchema>;

export const verifySsoDomainBodySchema = z.object({ method: z.enum(['dns', 'operator']).default('dns') });
export type VerifySsoDomainBody = z.input<typeof verifySsoDomainBodySchema>;
