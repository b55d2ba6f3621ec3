import type {
  CreateSsoProviderBody,
  SsoAuthRequestBody,
  SsoAuthRequestResponse,
  SsoCheckBody,
  SsoCheckResponse,
  SsoHandleResponseBody,
  SsoHandleResponseResponse,
  SsoProvider,
  SsoProvidersResponse,
  VerifySsoDomainBody,
} from '../schemas/sso';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;

/** Asks whether an email address signs in through single sign-on (the email-first sign-in path). */
export function checkSso(client: ApiClient, body: SsoCheckBody, options: CallOptions = {}) {
  return client.request<SsoCheckResponse>('POST', '/sso/check', { body, signal: options.signal });
}

/** The identity provider's sign-in URL (with the AuthnRequest) to send the browser to. */
export function createSsoAuthRequest(client: ApiClient, body: SsoAuthRequestBody, options: CallOptions = {}) {
  return client.request<SsoAuthRequestResponse>('POST', '/sso/auth-request', { body, signal: options.signal });
}

/** Validates the IdP's SAML response; answers a Firebase custom token for `signInWithCustomToken`. */
export function handleSsoResponse(client: ApiClient, body: SsoHandleResponseBody, options: CallOptions = {}) {
  return client.request<SsoHandleResponseResponse>('POST', '/sso/handle-response', { body, signal: options.signal });
}

/** A workspace's identity providers (admins only). */
export function listSsoProviders(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<SsoProvidersResponse>('GET', `/workspaces/${enc(workspaceId)}/sso/providers`, {
    signal: options.signal,
  });
}

/** Adds an identity provider from IdP metadata XML or its fields (admins only). */
export function createSsoProvider(client: ApiClient, body: CreateSsoProviderBody, options: CallOptions = {}) {
  return client.request<SsoProvider>('POST', '/sso/providers', { body, signal: options.signal });
}

/** Removes an identity provider (admins only). */
export function deleteSsoProvider(client: ApiClient, id: string, options: CallOptions = {}) {
  return client.request<void>('DELETE', `/sso/providers/${enc(id)}`, { signal: options.signal });
}

/** Turns sign-in through a provider on or off (admins only). */
export function toggleSsoProvider(client: ApiClient, id: string, enabled: boolean, options: CallOptions = {}) {
  return client.request<SsoProvider>('POST', `/sso/providers/${enc(id)}/toggle`, {
    body: { enabled },
    signal: options.signal,
  });
}

/** Checks a claimed domain's DNS TXT record, or (operators) verifies it directly. */
export function verifySsoDomain(
  client: ApiClient,
  workspaceId: string,
  providerId: string,
  domain: string,
  body: VerifySsoDomainBody,
  options: CallOptions = {},
) {
  return client.request<SsoProvider>(
    'POST',
    `/workspaces/${enc(workspaceId)}/sso/providers/${enc(providerId)}/domains/${enc(domain)}/verify`,
    { body, signal: options.signal },
  );
}

/** The address of our SP metadata XML for a provider (public: the IdP's administrator downloads it). */
export const ssoProviderMetadataPath = (id: string) => `/sso/providers/${enc(id)}/metadata`;
