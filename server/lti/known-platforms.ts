import { CANVAS_PLATFORM_DEFAULTS } from '@shared/schemas/lti';

/** A platform's own OIDC authorisation, token and key-set URLs. */
export interface PlatformEndpoints {
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

type EndpointField = keyof PlatformEndpoints;

/** What the vendor documents for an issuer: per endpoint, the accepted URLs, the current one first. */
interface KnownPlatform {
  name: string;
  endpoints: Record<EndpointField, string[]>;
}

/** Canvas moved its endpoints to sso.*.canvaslms.com; the older canvas.*.instructure.com ones still answer. */
const canvas = (name: string, sso: string, legacy: string): KnownPlatform => ({
  name,
  endpoints: {
    authUrl: [sso, legacy].map((host) => `${host}/api/lti/authorize_redirect`),
    tokenUrl: [sso, legacy].map((host) => `${host}/login/oauth2/token`),
    jwksUrl: [sso, legacy].map((host) => `${host}/api/lti/security/jwks`),
  },
});

const BLACKBOARD = 'https://developer.blackboard.com';
const SCHOOLOGY = 'https://lti-service.svc.schoology.com/lti-service';

/**
 * Issuers many institutions share (a hosted LMS), so anyone could register one in their own workspace: their
 * endpoints are fixed here and a registration naming others is refused. An issuer one institution owns is not
 * listed: Moodle's is the site's own address, and a self-hosted Canvas must set its own `lti_iss`.
 *
 * - Canvas Cloud (and its beta and test environments): the issuer is the same for every hosted instance,
 *   https://developerdocs.instructure.com/services/canvas/external-tools/lti/file.lti_launch_overview, with the
 *   endpoints of https://developerdocs.instructure.com/services/canvas/external-tools/lti/file.lti_dev_key_config.
 * - Blackboard Learn: issuer https://blackboard.com, sign-in and tokens at developer.blackboard.com, keys per
 *   application (our client id), as the developer portal shows them and its openid-configuration lists them
 *   (https://developer.blackboard.com, Behind the Blackboard article 000090618).
 * - Schoology: https://developers.schoology.com/app-platform/lti-apps (“LTI 1.3 Support and Documentation”).
 * - D2L Brightspace hosted on brightspace.com: the issuer is the site; sign-in and keys on the site, tokens at
 *   auth.brightspace.com (https://community.d2l.com/brightspace/kb/articles/23730-about-lti-1-3-launch-and-authentication).
 */
function knownPlatform(issuer: string, clientId: string): KnownPlatform | null {
  switch (issuer) {
    case CANVAS_PLATFORM_DEFAULTS.issuer:
      return canvas('Canvas Cloud', 'https://sso.canvaslms.com', 'https://canvas.instructure.com');
    case 'https://canvas.beta.instructure.com':
      return canvas('Canvas Cloud (beta)', 'https://sso.beta.canvaslms.com', 'https://canvas.beta.instructure.com');
    case 'https://canvas.test.instructure.com':
      return canvas('Canvas Cloud (test)', 'https://sso.test.canvaslms.com', 'https://canvas.test.instructure.com');
    case 'https://blackboard.com':
      return {
        name: 'Blackboard Learn',
        endpoints: {
          authUrl: [`${BLACKBOARD}/api/v1/gateway/oidcauth`],
          tokenUrl: [`${BLACKBOARD}/api/v1/gateway/oauth2/jwttoken`],
          jwksUrl: [
            `${BLACKBOARD}/api/v1/management/applications/${encodeURIComponent(clientId)}/jwks.json`,
            `${BLACKBOARD}/.well-known/jwks.json`,
          ],
        },
      };
    case 'https://schoology.schoology.com':
      return {
        name: 'Schoology',
        endpoints: {
          authUrl: [`${SCHOOLOGY}/authorize-redirect`],
          tokenUrl: [`${SCHOOLOGY}/access-token`],
          jwksUrl: [`${SCHOOLOGY}/.well-known/jwks`],
        },
      };
  }
  if (/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*\.brightspace\.com$/.test(issuer)) {
    return {
      name: 'D2L Brightspace',
      endpoints: {
        authUrl: [`${issuer}/d2l/lti/authenticate`],
        tokenUrl: ['https://auth.brightspace.com/core/connect/token'],
        jwksUrl: [`${issuer}/d2l/.well-known/jwks`],
      },
    };
  }
  return null;
}

/** The issuer as platforms write it in their tokens: scheme and host in lower case, no trailing slash. */
function canonicalIssuer(issuer: string): string {
  const url = URL.parse(issuer);
  if (!url || url.search || url.hash) return issuer;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export interface EndpointProblem {
  path: 'issuer' | EndpointField;
  message: string;
}

/**
 * Why a registration's issuer or endpoints are refused (empty when they are fine): a well-known issuer is written
 * exactly and keeps its vendor's endpoints, so nobody can point an institution's logins at pages of their own.
 */
export function pinnedEndpointProblems(
  registration: { issuer: string; clientId: string } & PlatformEndpoints,
): EndpointProblem[] {
  const canonical = canonicalIssuer(registration.issuer);
  const known = knownPlatform(canonical, registration.clientId);
  if (!known) return [];
  if (canonical !== registration.issuer) {
    return [{ path: 'issuer', message: `${known.name}'s issuer is exactly ${canonical}` }];
  }
  return (['authUrl', 'tokenUrl', 'jwksUrl'] as const)
    .filter((field) => !known.endpoints[field].includes(registration[field]))
    .map((field) => ({ path: field, message: `${known.name} (${canonical}) uses ${known.endpoints[field][0]}` }));
}
