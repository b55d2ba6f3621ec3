import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Role } from '@shared/constants';
import { idSchema } from '@shared/schemas/common';
import {
  createSsoProviderBodySchema,
  ssoProviderSchema,
  ssoProvidersResponseSchema,
  toggleSsoProviderBodySchema,
  verifySsoDomainBodySchema,
} from '@shared/schemas/sso';
import { type AuthedEnv, type CurrentUser, requireUser } from '../auth/current-user';
import { requireWorkspaceRole } from '../auth/workspace-access';
import { newId } from '../db/new-id';
import {
  createdSsoProvider,
  deletedSsoProvider,
  ssoProviderById,
  ssoProvidersOfWorkspace,
  toggledSsoProvider,
  verifiedSsoDomain,
} from '../db/queries/sso';
import {
  authedErrors,
  bearerSecurity,
  conflictError,
  createRouter,
  errorContent,
  jsonContent,
} from '../http/create-router';
import { ApiHttpError, conflict, forbidden, notFound } from '../http/errors';
import { domainHasTxtRecord } from '../sso/dns-verification';
import { idpDetailsFromMetadata, IdpMetadataError, normaliseCertificate } from '../sso/idp-metadata';
import { ssoProviderView } from '../sso/provider-view';
import { isPublicMailDomain } from '../sso/public-mail-domains';
import type { AppDeps } from '../app-deps';

const ADMINS: readonly Role[] = ['admin'];
const publicMailMessage = (domain: string) =>
  `${domain} is a public mail service: anyone can have an address there, so single sign-on cannot claim it. Use your organisation's own domain.`;
/** The calls under /sso/ share its rate limit (routes/sso.ts). */
const rateLimited = { 429: errorContent('Too many calls from this address; see Retry-After') } as const;
const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});

/** Workspace admins manage their identity providers; operators may also verify a domain without DNS. */
export function ssoProvidersRouter(deps: AppDeps) {
  const router = createRouter<AuthedEnv>();
  const auth = requireUser(deps);
  const requireEnabled = () => {
    if (!deps.sso?.enabled) throw notFound('Single sign-on is not enabled on this server');
  };
  /** The provider, if the caller is an admin of its workspace (a stranger gets 404, a non-admin member 403). */
  const adminsProvider = async (user: CurrentUser, id: string) => {
    requireEnabled();
    const provider = await ssoProviderById(deps.db, id);
    if (!provider) throw notFound('Identity provider not found');
    await requireWorkspaceRole(deps.db, user, provider.workspaceId, ADMINS);
    return provider;
  };
  const view = async (id: string) => ssoProviderView((await ssoProviderById(deps.db, id))!, deps.publicUrl);

  router.openapi(
    createRoute({
      method: 'get',
      path: '/workspaces/{workspaceId}/sso/providers',
      operationId: 'listSsoProviders',
      summary: "A workspace's SAML identity providers (admins)",
      security: bearerSecurity,
      middleware: [auth],
      request: { params: z.object({ workspaceId: idSchema }) },
      responses: { 200: jsonContent(ssoProvidersResponseSchema, 'Providers'), ...authedErrors },
    }),
    async (c) => {
      const { workspaceId } = c.req.valid('param');
      requireEnabled();
      await requireWorkspaceRole(deps.db, c.get('user'), workspaceId, ADMINS);
      const rows = await ssoProvidersOfWorkspace(deps.db, workspaceId);
      return c.json({ providers: rows.map((r) => ssoProviderView(r, deps.publicUrl)) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sso/providers',
      operationId: 'createSsoProvider',
      summary:
        'Adds an identity provider from pasted IdP metadata XML or its fields (admins); its domains start unverified',
      security: bearerSecurity,
      middleware: [auth],
      request: json(createSsoProviderBodySchema),
      responses: { 201: jsonContent(ssoProviderSchema, 'The provider'), ...authedErrors, ...rateLimited },
    }),
    async (c) => {
      const body = c.req.valid('json');
      requireEnabled();
      await requireWorkspaceRole(deps.db, c.get('user'), body.workspaceId, ADMINS);
      const publicDomains = body.domains.flatMap((domain, i) => (isPublicMailDomain(domain) ? [{ domain, i }] : []));
      if (publicDomains.length > 0) {
        const message = publicMailMessage(publicDomains[0]!.domain);
        throw new ApiHttpError(
          400,
          'validation_error',
          message,
          publicDomains.map(({ domain, i }) => ({ path: `domains.${i}`, message: publicMailMessage(domain) })),
        );
      }
      let idp;
      try {
        idp = body.metadataXml
          ? idpDetailsFromMetadata(body.metadataXml)
          : {
              entityId: body.entityId!,
              ssoUrl: body.ssoUrl!,
              certificates: body.certificates!.map(normaliseCertificate),
            };
      } catch (error) {
        if (error instanceof IdpMetadataError) {
          throw new ApiHttpError(400, 'validation_error', error.message, [
            { path: 'metadataXml', message: error.message },
          ]);
        }
        throw error;
      }
      const created = await createdSsoProvider(deps.db, {
        id: newId(),
        workspaceId: body.workspaceId,
        name: body.name,
        defaultRole: body.defaultRole,
        ...idp,
        domains: [...new Set(body.domains)].map((domain) => ({
          domain,
          verificationToken: randomBytes(16).toString('hex'),
        })),
      });
      return c.json(ssoProviderView(created, deps.publicUrl), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/sso/providers/{id}',
      operationId: 'deleteSsoProvider',
      summary: 'Removes an identity provider (admins); members it added stay members',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: z.object({ id: idSchema }) },
      responses: { 204: { description: 'Deleted' }, ...authedErrors, ...rateLimited },
    }),
    async (c) => {
      const provider = await adminsProvider(c.get('user'), c.req.valid('param').id);
      await deletedSsoProvider(deps.db, provider.id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/sso/providers/{id}/toggle',
      operationId: 'toggleSsoProvider',
      summary: 'Turns sign-in through an identity provider on or off (admins)',
      security: bearerSecurity,
      middleware: [auth],
      request: { params: z.object({ id: idSchema }), ...json(toggleSsoProviderBodySchema) },
      responses: { 200: jsonContent(ssoProviderSchema, 'The provider'), ...authedErrors, ...rateLimited },
    }),
    async (c) => {
      const { enabled } = c.req.valid('json');
      const provider = await adminsProvider(c.get('user'), c.req.valid('param').id);
      await toggledSsoProvider(deps.db, provider.id, enabled);
      return c.json(await view(provider.id), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/workspaces/{workspaceId}/sso/providers/{id}/domains/{domain}/verify',
      operationId: 'verifySsoDomain',
      summary:
        'Verifies a claimed email domain: by its DNS TXT record (admins), or directly by an operator (`method: operator`)',
      security: bearerSecurity,
      middleware: [auth],
      request: {
        params: z.object({ workspaceId: idSchema, id: idSchema, domain: z.string().toLowerCase().max(253) }),
        ...json(verifySsoDomainBodySchema),
      },
      responses: {
        200: jsonContent(ssoProviderSchema, 'The provider'),
        ...authedErrors,
        ...conflictError,
        422: errorContent('A public mail domain (gmail.com, outlook.com, …), which no provider may verify'),
      },
    }),
    async (c) => {
      const { workspaceId, id, domain } = c.req.valid('param');
      const { method } = c.req.valid('json');
      const user = c.get('user');
      const provider = await adminsProvider(user, id);
      if (provider.workspaceId !== workspaceId) throw notFound('Identity provider not found');
      const claimed = provider.domains.find((d) => d.domain === domain);
      if (!claimed) throw notFound(`${provider.name} does not claim ${domain}`);
      // Claimed before this rule existed, perhaps: it is never verified, by DNS or by an operator.
      if (isPublicMailDomain(domain)) throw new ApiHttpError(422, 'validation_error', publicMailMessage(domain));
      if (method === 'operator' && !user.isOperator)
        throw forbidden('Only an operator can verify a domain without DNS');
      if (method === 'dns' && !(await domainHasTxtRecord(domain, claimed.verificationToken, deps.sso?.resolveTxt))) {
        throw conflict(
          `${domain} does not publish the TXT record media-access-verification=${claimed.verificationToken} yet`,
        );
      }
      if (!(await verifiedSsoDomain(deps.db, provider.id, domain, method))) {
        throw conflict(`${domain} already signs in through another identity provider`);
      }
      return c.json(await view(provider.id), 200);
    },
  );

  return router;
}
