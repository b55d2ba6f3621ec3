import { createRemoteJWKSet, customFetch, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Db } from '../db/open-database';
import {
  claimedLtiLoginState,
  claimedLtiNonce,
  ltiPlatformById,
  type LtiPlatformRow,
  ltiRegistrationsOfDeployment,
} from '../db/queries/lti';
import { type OutboundFetch, OutboundError } from '../outbound/outbound-fetch';
import { CLAIM, DEEP_LINKING_REQUEST, LTI_VERSION, RESOURCE_LINK_REQUEST } from './claims';

/** A refused LTI message: the status and the reason the error page shows. */
export class LtiRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 502,
    message: string,
  ) {
    super(message);
  }
}

export type LtiClaims = JWTPayload & Record<string, unknown>;

export interface VerifiedLaunch {
  /** The registration the login started with, whose keys verified the token. */
  platform: LtiPlatformRow;
  /**
   * The registrations of the same platform with this deployment, oldest first: one, or several when more than one
   * workspace registered it (a resource link then opens the one whose media it names).
   */
  registrations: LtiPlatformRow[];
  messageType: typeof RESOURCE_LINK_REQUEST | typeof DEEP_LINKING_REQUEST;
  deploymentId: string;
  claims: LtiClaims;
}

/** How long a platform's id_token may be old, and how far clocks may disagree. */
const MAX_TOKEN_AGE = '10m';
const CLOCK_TOLERANCE_SECONDS = 60;

const JWKS_TIMEOUT_MS = 5000;
/** A key set is a few kilobytes; far more is not one. */
const JWKS_MAX_BYTES = 256 * 1024;

/**
 * The platforms' key sets, fetched on first use and cached (with refetch on an unknown kid) by jose, through the
 * guarded outbound client: a JWKS URL on a private address is refused unless the tests' switch allows it.
 */
export function platformKeySets(fetchOutbound: OutboundFetch) {
  const sets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  return (jwksUrl: string) => {
    let set = sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), {
        timeoutDuration: JWKS_TIMEOUT_MS,
        [customFetch]: (url, init) =>
          fetchOutbound(url, { ...init, timeoutMs: JWKS_TIMEOUT_MS, maxBytes: JWKS_MAX_BYTES }),
      });
      sets.set(jwksUrl, set);
    }
    return set;
  };
}
export type PlatformKeySets = ReturnType<typeof platformKeySets>;

const launchAgain = 'open the link again from your course';

/** Why jose refused the token, in words. */
function refusalOf(error: unknown, platform: LtiPlatformRow): LtiRefusal {
  if (error instanceof errors.JWTExpired) return new LtiRefusal(401, `The launch token has expired; ${launchAgain}.`);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') {
      return new LtiRefusal(
        401,
        `The launch token was not issued by ${platform.issuer}, the platform this login started with.`,
      );
    }
    if (error.claim === 'aud') {
      return new LtiRefusal(401, `The launch token is not addressed to this tool (client id ${platform.clientId}).`);
    }
    if (error.claim === 'iat') {
      return new LtiRefusal(401, `The launch token is too old or dated in the future; ${launchAgain}.`);
    }
    return new LtiRefusal(401, `The launch token's "${error.claim}" claim is missing or invalid.`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) {
    return new LtiRefusal(401, `The launch token's signature does not match the keys ${platform.name} publishes.`);
  }
  if (error instanceof OutboundError) {
    return new LtiRefusal(
      502,
      `The keys of ${platform.name} could not be fetched from ${platform.jwksUrl}: ${error.message}.`,
    );
  }
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error instanceof TypeError) {
    return new LtiRefusal(502, `The keys of ${platform.name} could not be fetched from ${platform.jwksUrl}.`);
  }
  if (error instanceof errors.JOSEError) return new LtiRefusal(401, 'The launch token is not a valid signed token.');
  throw error;
}

const stringClaim = (claims: LtiClaims, name: string) => (typeof claims[name] === 'string' ? claims[name] : undefined);

/**
 * Checks a launch the way LTI 1.3 (IMS Security Framework §5.1.3) asks: the state we issued (once, unexpired),
 * the id_token's signature against the platform's JWKS, issuer, audience (and `azp` when there are several),
 * expiry and age, the nonce (once, and the one this login sent), the deployment, the version and message type.
 */
export async function verifiedLaunch(
  db: Db,
  keySets: PlatformKeySets,
  form: { id_token?: string; state?: string; error?: string; error_description?: string },
): Promise<VerifiedLaunch> {
  if (form.error) {
    throw new LtiRefusal(400, `The platform refused the sign-in: ${form.error_description || form.error}.`);
  }
  if (!form.id_token || !form.state) {
    throw new LtiRefusal(400, 'This page expects an LTI launch (an id_token and a state posted by the platform).');
  }
  const login = await claimedLtiLoginState(db, form.state);
  if (!login) {
    throw new LtiRefusal(401, `This launch was not started here, has expired, or was already used; ${launchAgain}.`);
  }
  const platform = await ltiPlatformById(db, login.platformId);
  if (!platform) throw new LtiRefusal(403, 'The platform this launch came from is no longer registered.');

  let claims: LtiClaims;
  try {
    const verified = await jwtVerify(form.id_token, keySets(platform.jwksUrl), {
      issuer: platform.issuer,
      audience: platform.clientId,
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['exp', 'iat', 'nonce'],
    });
    claims = verified.payload as LtiClaims;
  } catch (error) {
    throw refusalOf(error, platform);
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId) {
    throw new LtiRefusal(
      401,
      `The launch token's authorised party (azp) is not this tool (client id ${platform.clientId}).`,
    );
  }

  const nonce = String(claims.nonce);
  if (!(await claimedLtiNonce(db, platform.id, nonce, new Date(claims.exp! * 1000)))) {
    throw new LtiRefusal(401, `This launch token was already used (its nonce was seen before); ${launchAgain}.`);
  }
  if (nonce !== login.nonce) throw new LtiRefusal(401, 'The launch token was issued for a different login.');

  const deploymentId = stringClaim(claims, CLAIM.deploymentId);
  const registrations = deploymentId ? await ltiRegistrationsOfDeployment(db, platform, deploymentId) : [];
  if (!deploymentId || registrations.length === 0) {
    throw new LtiRefusal(
      403,
      `The deployment "${deploymentId ?? '(none)'}" is not registered for ${platform.name}; a workspace admin adds it in Media Access's integration settings.`,
    );
  }
  if (claims[CLAIM.version] !== LTI_VERSION) {
    throw new LtiRefusal(400, `Only LTI ${LTI_VERSION} launches are supported.`);
  }
  const messageType = claims[CLAIM.messageType];
  if (messageType !== RESOURCE_LINK_REQUEST && messageType !== DEEP_LINKING_REQUEST) {
    throw new LtiRefusal(400, `This tool does not handle "${String(messageType)}" messages.`);
  }
  return { platform, registrations, messageType, deploymentId, claims };
}
