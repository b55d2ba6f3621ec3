import { type CacheProvider, type Profile, SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import { DOMParser } from '@xmldom/xmldom';
import type { Db } from '../db/open-database';
import type { SsoProviderRow } from '../db/queries/sso';
import type { TxtResolver } from './dns-verification';
import { openSsoRequestSentAt, removedSsoRequest, savedSsoRequest } from '../db/queries/sso';

const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
/** How long a user may take at the IdP before the AuthnRequest is forgotten. */
export const REQUEST_TTL_MS = 10 * 60_000;
/** Tolerated difference between the IdP's clock and ours. */
export const CLOCK_SKEW_MS = 60_000;

/** SSO settings of the process (SSO_ENABLED, SSO_SP_PRIVATE_KEY, SSO_SP_CERTIFICATE). */
export interface SsoConfig {
  enabled: boolean;
  /** PEM; with it every AuthnRequest is signed (RSA-SHA256) and the metadata publishes the certificate. */
  spPrivateKey?: string;
  spCertificate?: string;
  /** DNS TXT lookups for domain verification (tests pass their own). */
  resolveTxt?: TxtResolver;
}

/** Our URLs for one provider: entity id (also the metadata's address), and the one ACS every provider posts to. */
export function serviceProviderUrls(publicUrl: string, providerId: string) {
  const metadataUrl = `${publicUrl}/api/sso/providers/${providerId}/metadata`;
  return { entityId: metadataUrl, metadataUrl, acsUrl: `${publicUrl}/api/sso/acs` };
}

const toPem = (der: string) =>
  `-----BEGIN CERTIFICATE-----\n${der.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;

/** Which AuthnRequest a sign-in is about: the one being sent, or the one this browser started. */
interface RequestBinding {
  /** Told the id of the request being sent (it goes into the browser's cookie). */
  onSaved?: (requestId: string) => void;
  /** Only this request may be answered: the id in the cookie of the browser that posts the response. */
  browserRequestId?: string;
}

/** AuthnRequest ids kept in the database, so any process may receive the answer to a request another sent. */
function databaseRequestCache(db: Db, providerId: string, binding: RequestBinding): CacheProvider {
  return {
    async saveAsync(key, value) {
      await savedSsoRequest(db, key, providerId, REQUEST_TTL_MS);
      binding.onSaved?.(key);
      return { value, createdAt: Date.now() };
    },
    async getAsync(key) {
      if (binding.browserRequestId !== undefined && key !== binding.browserRequestId) return null;
      // node-saml reads the value as the time the request was sent.
      return (await openSsoRequestSentAt(db, key, providerId))?.toISOString() ?? null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      return (await removedSsoRequest(db, key)) ? key : null;
    },
  };
}

/** node-saml configured for one provider: strict about signatures, issuer, audience, times and InResponseTo. */
export function samlFor(
  db: Db,
  provider: SsoProviderRow,
  publicUrl: string,
  config: SsoConfig,
  binding: RequestBinding = {},
): SAML {
  const sp = serviceProviderUrls(publicUrl, provider.id);
  return new SAML({
    issuer: sp.entityId,
    callbackUrl: sp.acsUrl,
    audience: sp.entityId,
    entryPoint: provider.ssoUrl,
    idpIssuer: provider.entityId,
    idpCert: provider.certificates.map(toPem),
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_TTL_MS,
    cacheProvider: databaseRequestCache(db, provider.id, binding),
    identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    ...(config.spPrivateKey ? { privateKey: config.spPrivateKey } : {}),
  });
}

/** The IdP's sign-in URL with a new AuthnRequest, and that request's id for the browser's cookie. */
export async function startedSignIn(
  db: Db,
  provider: SsoProviderRow,
  publicUrl: string,
  config: SsoConfig,
  relayState: string,
): Promise<{ redirectUrl: string; requestId: string }> {
  let requestId = '';
  const saml = samlFor(db, provider, publicUrl, config, { onSaved: (id) => (requestId = id) });
  const redirectUrl = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
  return { redirectUrl, requestId };
}

/** Our SP metadata XML for the IdP's administrator. */
export function serviceProviderMetadata(db: Db, provider: SsoProviderRow, publicUrl: string, config: SsoConfig) {
  return samlFor(db, provider, publicUrl, config).generateServiceProviderMetadata(null, config.spCertificate ?? null);
}

export interface SignedInPerson {
  email: string;
  name: string;
  assertionId: string;
  /** Until when the assertion could be replayed: its ID is remembered that long. */
  expiresAt: Date;
}

/** A refusal whose message is safe and useful to show the person signing in. */
export class SamlRefusal extends Error {}

/**
 * Validates a base64 SAMLResponse with node-saml (signatures, issuer, audience, NotBefore/NotOnOrAfter,
 * InResponseTo), then checks what node-saml leaves to us: the Destination and the signed Recipient are our ACS.
 */
export async function validatedSamlResponse(saml: SAML, samlResponse: string, acsUrl: string): Promise<SignedInPerson> {
  let profile: Profile | null;
  try {
    ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
  } catch (error) {
    throw new SamlRefusal(refusalMessage((error as Error).message ?? ''));
  }
  if (!profile?.getAssertionXml) throw new SamlRefusal('The response holds no assertion');
  const destination = responseAttribute(samlResponse, 'Destination');
  if (destination !== null && destination !== acsUrl) {
    throw new SamlRefusal(`The response is addressed to ${destination}, not to this site (${acsUrl})`);
  }
  // Only the signed assertion's own XML is read from here on.
  const assertion = new DOMParser().parseFromString(profile.getAssertionXml(), 'text/xml').documentElement!;
  const recipients = Array.from(assertion.getElementsByTagNameNS(ASSERTION, 'SubjectConfirmationData')).map((d) =>
    d.getAttribute('Recipient'),
  );
  if (!recipients.includes(acsUrl)) {
    throw new SamlRefusal(`The assertion's recipient is not this site's assertion consumer service (${acsUrl})`);
  }
  const assertionId = assertion.getAttribute('ID');
  if (!assertionId) throw new SamlRefusal('The assertion has no ID');
  const email = String(profile.email ?? profile.nameID ?? '')
    .trim()
    .toLowerCase();
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new SamlRefusal('The assertion carries no email address');
  const notOnOrAfter = assertion.getElementsByTagNameNS(ASSERTION, 'Conditions')[0]?.getAttribute('NotOnOrAfter');
  const expiresMs = notOnOrAfter ? Date.parse(notOnOrAfter) : NaN;
  return {
    email,
    name: displayNameOf(profile),
    assertionId,
    expiresAt: new Date((Number.isFinite(expiresMs) ? expiresMs : Date.now() + 24 * 3600_000) + CLOCK_SKEW_MS),
  };
}

/** An attribute of the (unverified) Response element, e.g. `Destination` or `InResponseTo`; null when absent. */
export function responseAttribute(samlResponse: string, name: string): string | null {
  const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root || root.namespaceURI !== PROTOCOL) return null;
  return root.getAttribute(name) || null;
}

function displayNameOf(profile: Profile): string {
  const pick = (key: string) => (typeof profile[key] === 'string' ? (profile[key] as string) : '');
  const full = pick('displayName') || pick('name') || pick('http://schemas.microsoft.com/identity/claims/displayname');
  if (full) return full.slice(0, 80);
  return [pick('givenName') || pick('firstName'), pick('sn') || pick('lastName')]
    .filter(Boolean)
    .join(' ')
    .slice(0, 80);
}

/** node-saml's messages, phrased for people (its own words are kept after the colon for support). */
function refusalMessage(raw: string): string {
  const says = (s: string) => raw.includes(s);
  if (says('multiple assertions'))
    return `The response holds more than one assertion (a signature-wrapping attempt): ${raw}`;
  if (says('Invalid signature') || says('Invalid document signature') || says('signed data')) {
    return `The assertion is not signed by this provider's certificate: ${raw}`;
  }
  if (says('not yet valid')) return `The assertion is not valid yet (check the IdP's clock): ${raw}`;
  if (says('expired') || says('No valid subject confirmation'))
    return `The assertion has expired; sign in again: ${raw}`;
  if (says('audience')) return `The assertion is meant for another service (wrong audience): ${raw}`;
  if (says('InResponseTo'))
    return `This response does not answer a sign-in started here, or it was already used: ${raw}`;
  if (says('issuer')) return `The response comes from another identity provider: ${raw}`;
  return `The identity provider's response was refused: ${raw}`;
}
