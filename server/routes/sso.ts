import { createRoute } from '@hono/zod-openapi';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { idSchema } from '@shared/schemas/common';
import {
  ssoAuthRequestBodySchema,
  ssoAuthRequestResponseSchema,
  ssoCheckBodySchema,
  ssoCheckResponseSchema,
  ssoHandleResponseBodySchema,
  ssoHandleResponseResponseSchema,
} from '@shared/schemas/sso';
import { claimedSsoAssertion, joinedThroughSso, ssoProviderById, ssoProviderForDomain } from '../db/queries/sso';
import { consumeRateLimit, type RateLimit } from '../db/rate-limit';
import { clientAddress } from '../http/client-address';
import { cookieOptions } from '../http/cookies';
import { createRouter, errorContent, jsonContent } from '../http/create-router';
import { ApiHttpError, forbidden, notFound } from '../http/errors';
import { tooManyRequests } from '../http/too-many-requests';
import { firebaseUserForSso } from '../sso/firebase-user';
import {
  REQUEST_TTL_MS,
  responseAttribute,
  SamlRefusal,
  samlFor,
  serviceProviderMetadata,
  serviceProviderUrls,
  startedSignIn,
  validatedSamlResponse,
} from '../sso/service-provider';
import type { AppDeps } from '../app-deps';
import type { Role } from '@shared/constants';
import { ssoProvidersRouter } from './sso-providers';

/**
 * Holds the id of the AuthnRequest this browser started, so a response is accepted only from the browser that
 * asked for it (no login CSRF: someone else's valid response, posted from another site, does not sign you in).
 */
export const SSO_REQUEST_COOKIE = 'media_access_sso_request';

/**
 * Calls to /api/sso/* per client address (an IPv6 client's /64): a sign-in takes 3 or 4, so a campus behind one
 * address still fits; what it stops is a flood of request rows, signature checks and account look-ups.
 */
export const SSO_RATE_LIMIT: RateLimit = { max: 600, windowSeconds: 300 };

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
const refused = (message: string) => new ApiHttpError(401, 'unauthenticated', message);
const requestCookieOptions = (publicUrl: string) =>
  cookieOptions(publicUrl, { path: '/api/sso', sameSite: 'Lax', maxAgeSeconds: REQUEST_TTL_MS / 1000 });
const rateLimited = { 429: errorContent('Too many calls from this address; see Retry-After') } as const;
const publicErrors = (description: string) => ({
  400: errorContent('Invalid input'),
  404: errorContent(description),
  ...rateLimited,
});

/**
 * Single sign-on (SAML 2.0, issue 17): the email-first lookup, the AuthnRequest, the response that becomes a
 * Firebase custom token, and our SP metadata. Off unless SSO_ENABLED: `check` then always answers "no SSO"
 * and the other calls are 404.
 */
export function ssoRouter(deps: AppDeps) {
  const router = createRouter();
  const enabled = deps.sso?.enabled === true;
  router.use('/sso/*', async (c, next) => {
    const retryAfter = await consumeRateLimit(deps.db, `sso:${clientAddress(c, deps.trustProxy)}`, SSO_RATE_LIMIT);
    if (retryAfter !== null) throw tooManyRequests(c, retryAfter, 'single sign-on requests from your network');
    await next();
  });
  const requireEnabled = () => {
    if (!enabled) throw notFound('Single sign-on is not enabled on this server');
    return deps.sso!;
  };

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sso/check',
      operationId: 'checkSso',
      security: [],
      summary: "Whether an email address's domain signs in through single sign-on",
      request: { body: { content: { 'application/json': { schema: ssoCheckBodySchema } }, required: true } },
      responses: {
        200: jsonContent(ssoCheckResponseSchema, 'How this address signs in'),
        400: errorContent('Invalid email'),
        ...rateLimited,
      },
    }),
    async (c) => {
      const { email } = c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      const provider = enabled ? await ssoProviderForDomain(deps.db, domainOf(email)) : null;
      return c.json({ sso: provider !== null, providerId: provider?.id ?? null }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sso/auth-request',
      operationId: 'createSsoAuthRequest',
      security: [],
      summary:
        'The IdP sign-in URL carrying an AuthnRequest (signed when the server has an SP key) and the relay state',
      request: { body: { content: { 'application/json': { schema: ssoAuthRequestBodySchema } }, required: true } },
      responses: {
        200: jsonContent(ssoAuthRequestResponseSchema, 'Where to send the browser'),
        ...publicErrors('SSO is off, or no enabled provider signs in this address'),
      },
    }),
    async (c) => {
      const { email, providerId } = c.req.valid('json');
      const config = requireEnabled();
      const provider = await ssoProviderById(deps.db, providerId);
      const domain = domainOf(email);
      const claims = provider?.domains.some((d) => d.domain === domain && d.verifiedAt !== null);
      if (!provider || !provider.enabled || !claims)
        throw notFound('No enabled identity provider signs in this address');
      const relayState = provider.id;
      const { redirectUrl, requestId } = await startedSignIn(deps.db, provider, deps.publicUrl, config, relayState);
      setCookie(c, SSO_REQUEST_COOKIE, requestId, requestCookieOptions(deps.publicUrl));
      c.header('Cache-Control', 'no-store');
      return c.json({ redirectUrl, relayState }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sso/handle-response',
      operationId: 'handleSsoResponse',
      security: [],
      summary: "Validates the IdP's SAML response and answers a Firebase custom token for signInWithCustomToken",
      request: { body: { content: { 'application/json': { schema: ssoHandleResponseBodySchema } }, required: true } },
      responses: {
        200: jsonContent(ssoHandleResponseResponseSchema, 'Signed in: exchange the token'),
        400: errorContent('Invalid input'),
        401: errorContent(
          'The response was refused (started in another browser, signature, audience, destination, time, replay)',
        ),
        403: errorContent('The provider is disabled, or the address is outside its domains'),
        404: errorContent('SSO is off'),
        ...rateLimited,
      },
    }),
    async (c) => {
      const { samlResponse, relayState } = c.req.valid('json');
      const config = requireEnabled();
      const provider = await ssoProviderById(deps.db, relayState);
      if (!provider) throw refused('This sign-in was not started here or its provider was removed; start again');
      if (!provider.enabled) throw forbidden(`Sign-in through ${provider.name} is turned off in its workspace`);
      const browserRequestId = getCookie(c, SSO_REQUEST_COOKIE);
      if (!browserRequestId || responseAttribute(samlResponse, 'InResponseTo') !== browserRequestId) {
        throw refused(
          'This sign-in was not started in this browser (or another sign-in was started since): start again from the sign-in page',
        );
      }
      const acsUrl = serviceProviderUrls(deps.publicUrl, provider.id).acsUrl;
      const saml = samlFor(deps.db, provider, deps.publicUrl, config, { browserRequestId });
      let person;
      try {
        person = await validatedSamlResponse(saml, samlResponse, acsUrl);
      } catch (error) {
        if (error instanceof SamlRefusal) throw refused(error.message);
        throw error;
      }
      const domain = domainOf(person.email);
      if (!provider.domains.some((d) => d.domain === domain && d.verifiedAt !== null)) {
        throw forbidden(`${person.email} is outside the email domains ${provider.name} may sign in`);
      }
      if (!(await claimedSsoAssertion(deps.db, provider.id, person.assertionId, person.expiresAt))) {
        throw refused('This assertion was already used to sign in (a replay); sign in again');
      }
      const { user, tookOver } = await firebaseUserForSso(deps.auth, person.email, person.name);
      const name = person.name || user.displayName || '';
      await joinedThroughSso(
        deps.db,
        { id: user.uid, email: person.email, name },
        provider.workspaceId,
        provider.defaultRole as Role,
        { endSessions: tookOver },
      );
      const customToken = await deps.auth.createCustomToken(user.uid);
      deleteCookie(c, SSO_REQUEST_COOKIE, requestCookieOptions(deps.publicUrl));
      c.header('Cache-Control', 'no-store');
      return c.json({ customToken, workspaceId: provider.workspaceId }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/sso/providers/{id}/metadata',
      operationId: 'getSsoProviderMetadata',
      security: [],
      summary: "Our SAML SP metadata for a provider, for the IdP's administrator",
      request: { params: z.object({ id: idSchema }) },
      responses: {
        200: { content: { 'application/samlmetadata+xml': { schema: z.string() } }, description: 'SP metadata XML' },
        ...publicErrors('SSO is off, or no such provider'),
      },
    }),
    async (c) => {
      const config = requireEnabled();
      const provider = await ssoProviderById(deps.db, c.req.valid('param').id);
      if (!provider) throw notFound('Identity provider not found');
      const xml = serviceProviderMetadata(deps.db, provider, deps.publicUrl, config);
      c.header('Content-Disposition', `attachment; filename="media-access-sp-${provider.id}.xml"`);
      return c.body(xml, 200, { 'Content-Type': 'application/samlmetadata+xml; charset=utf-8' });
    },
  );

  // The assertion consumer service the IdP posts its form to: it hands the response to the sign-in page,
  // in the fragment so it never reaches logs; POST /sso/handle-response is what validates it.
  router.post('/sso/acs', async (c) => {
    requireEnabled();
    const form = await c.req.parseBody();
    const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : '';
    const relayState = typeof form.RelayState === 'string' ? form.RelayState : '';
    const fragment = new URLSearchParams({ samlResponse, relayState }).toString();
    return c.redirect(`${deps.publicUrl}/auth/sso/callback#${fragment}`, 303);
  });

  router.route('/', ssoProvidersRouter(deps));
  return router;
}
