import { z } from 'zod';
import { PLATFORM_TYPES, type PlatformType } from '../constants';
import { idSchema } from './common';

/** One credential a platform needs; `secret` ones are typed into password fields and never shown again. */
export interface CredentialField {
  name: string;
  label: string;
  secret: boolean;
  /** A URL (an instance's address) rather than a token. */
  url?: boolean;
}

const token = (name: string, label: string): CredentialField => ({ name, label, secret: true });
const plain = (name: string, label: string): CredentialField => ({ name, label, secret: false });
const url = (name: string, label: string): CredentialField => ({ name, label, secret: false, url: true });
const oauth = [token('accessToken', 'OAuth access token'), token('refreshToken', 'OAuth refresh token')];

/**
 * What connecting each platform stores. OAuth platforms take tokens pasted from the platform's developer
 * console until the sign-in flows arrive (issue 18); the others take their API keys.
 */
export const PLATFORM_CREDENTIALS: Record<PlatformType, { kind: 'oauth' | 'api_key'; fields: CredentialField[] }> = {
  youtube: { kind: 'oauth', fields: oauth },
  vimeo: { kind: 'oauth', fields: [token('accessToken', 'Personal access token')] },
  wistia: { kind: 'api_key', fields: [token('apiToken', 'API token')] },
  brightcove: {
    kind: 'api_key',
    fields: [plain('accountId', 'Account ID'), plain('clientId', 'Client ID'), token('clientSecret', 'Client secret')],
  },
  kaltura: {
    kind: 'api_key',
    fields: [url('serviceUrl', 'Service URL'), plain('partnerId', 'Partner ID'), token('adminSecret', 'Admin secret')],
  },
  panopto: {
    kind: 'api_key',
    fields: [url('serverUrl', 'Server URL'), plain('clientId', 'Client ID'), token('clientSecret', 'Client secret')],
  },
  mux: { kind: 'api_key', fields: [plain('tokenId', 'Access token ID'), token('tokenSecret', 'Secret key')] },
  box: { kind: 'oauth', fields: oauth },
  dropbox: { kind: 'oauth', fields: oauth },
  googledrive: { kind: 'oauth', fields: oauth },
  canvas: { kind: 'api_key', fields: [url('baseUrl', 'Canvas address'), token('accessToken', 'Access token')] },
  rev: { kind: 'api_key', fields: [token('clientApiKey', 'Client API key'), token('userApiKey', 'User API key')] },
};

export const platformTypeSchema = z.enum(PLATFORM_TYPES, {
  error: `Platform must be one of: ${PLATFORM_TYPES.join(', ')}`,
});

export const integrationPathSchema = z.object({ workspaceId: idSchema, platformType: platformTypeSchema });

const credentialValue = z
  .string({ error: 'Required' })
  .trim()
  .min(1, 'Required')
  .max(4000, 'Must be at most 4000 characters');

/** The body that connects `platform`: exactly its credential fields, each filled in. */
export function connectIntegrationBodySchema(platform: PlatformType) {
  const shape = Object.fromEntries(
    PLATFORM_CREDENTIALS[platform].fields.map((f) => [
      f.name,
      f.url
        ? credentialValue.pipe(z.url({ protocol: /^https?$/, error: 'Enter an http(s) address' }))
        : credentialValue,
    ]),
  );
  return z.object({ credentials: z.strictObject(shape) });
}

/** Any platform's body, for the OpenAPI document; the handler then checks the platform's own fields. */
export const anyConnectIntegrationBodySchema = z.object({
  credentials: z.record(z.string(), z.string()).describe('The platform credential fields (see PLATFORM_CREDENTIALS)'),
});
export type ConnectIntegrationBody = z.input<typeof anyConnectIntegrationBodySchema>;

export const integrationSchema = z.object({
  platformType: platformTypeSchema,
  connectedAt: z.string(),
  /** Who connected it; null for connections made before this was recorded. */
  connectedBy: z.string().nullable(),
});
export type Integration = z.infer<typeof integrationSchema>;

export const listIntegrationsResponseSchema = z.object({ integrations: z.array(integrationSchema) });
export type ListIntegrationsResponse = z.infer<typeof listIntegrationsResponseSchema>;
