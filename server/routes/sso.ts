import { createRoute } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { errorBodySchema } from '@shared/schemas/common';
import { ssoCheckBodySchema, ssoCheckResponseSchema } from '@shared/schemas/sso';
import { createRouter, jsonContent } from '../http/create-router';

/**
 * Single sign-on lookups for the email-first sign-in path. No SSO connection can be configured yet (that
 * comes with the SSO issue), so every address answers `{ sso: false, providerId: null }` and signs in with
 * a password or Google.
 */
export function ssoRouter() {
  const router = createRouter<Env>();

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
        400: jsonContent(errorBodySchema, 'Invalid email'),
      },
    }),
    (c) => {
      c.req.valid('json');
      c.header('Cache-Control', 'no-store');
      return c.json({ sso: false, providerId: null }, 200);
    },
  );

  return router;
}
