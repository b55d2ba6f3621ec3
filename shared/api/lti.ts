import type { LtiPlatform, LtiPlatformBody, LtiPlatformsResponse } from '../schemas/lti';
import type { ApiClient, CallOptions } from './client';

const enc = encodeURIComponent;
const platformsPath = (workspaceId: string) => `/workspaces/${enc(workspaceId)}/lti/platforms`;

/** The workspace's registered LTI platforms and the tool URLs to give them (admins only). */
export function listLtiPlatforms(client: ApiClient, workspaceId: string, options: CallOptions = {}) {
  return client.request<LtiPlatformsResponse>('GET', platformsPath(workspaceId), { signal: options.signal });
}

/** Registers an LTI 1.3 platform (admins only). */
export function createLtiPlatform(
  client: ApiClient,
  workspaceId: string,
  body: LtiPlatformBody,
  options: CallOptions = {},
) {
  return client.request<{ platform: LtiPlatform }>('POST', platformsPath(workspaceId), {
    body,
    signal: options.signal,
  });
}

/** Replaces a registration's fields (admins only). */
export function updateLtiPlatform(
  client: ApiClient,
  workspaceId: string,
  platformId: string,
  body: LtiPlatformBody,
  options: CallOptions = {},
) {
  return client.request<{ platform: LtiPlatform }>('PUT', `${platformsPath(workspaceId)}/${enc(platformId)}`, {
    body,
    signal: options.signal,
  });
}

/** Removes a registration; its launches stop working (admins only). */
export function deleteLtiPlatform(
  client: ApiClient,
  workspaceId: string,
  platformId: string,
  options: CallOptions = {},
) {
  return client.request<void>('DELETE', `${platformsPath(workspaceId)}/${enc(platformId)}`, {
    signal: options.signal,
  });
}
