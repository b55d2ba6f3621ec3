import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';

type DocumentConfig = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];

/**
 * Serves the API's OpenAPI 3.1 document at `path`, made once, on its first request (the routes are all registered
 * by then): `doc31` made it again for every request, about 130 ms of server time each.
 */
export function serveOpenApiDocument<E extends Env>(api: OpenAPIHono<E>, path: string, config: DocumentConfig): void {
  let body: string | null = null;
  api.get(path, (c) => {
    body ??= JSON.stringify(api.getOpenAPI31Document(config));
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });
}
