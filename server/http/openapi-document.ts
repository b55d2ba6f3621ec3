import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';

type DocumentConfig = Parameters<OpenAPIHono['getOpenAPI31Document']>[0];
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/**
 * Serves the API's OpenAPI 3.1 document at `path`, made once, on its first request (the routes are all registered
 * by then; `doc31` made it again for every request, about 130 ms each). Every JSON error answer shares one schema,
 * which the generator writes out inline each time (575 times, half the document); here it is one component,
 * `ErrorBody`, that they refer to.
 */
export function serveOpenApiDocument<E extends Env>(api: OpenAPIHono<E>, path: string, config: DocumentConfig): void {
  let body: string | null = null;
  api.get(path, (c) => {
    body ??= JSON.stringify(withSharedErrorBody(api.getOpenAPI31Document(config) as unknown as Json));
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });
}

/**
 * `document` with the schema most of its 4xx/5xx JSON answers share (`errorContent`'s) moved to
 * `components.schemas.ErrorBody`, and those answers referring to it. An answer with another schema is left as it is.
 */
function withSharedErrorBody(document: Json): Json {
  if (!isObject(document) || !isObject(document.paths)) return document;
  const answers: { json: { [key: string]: Json }; key: string }[] = [];
  for (const item of Object.values(document.paths)) {
    if (!isObject(item)) continue;
    for (const operation of Object.values(item)) {
      const responses = isObject(operation) ? operation.responses : undefined;
      if (!isObject(responses)) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400 || !isObject(response) || !isObject(response.content)) continue;
        const json = response.content['application/json'];
        if (isObject(json) && json.schema !== undefined) answers.push({ json, key: JSON.stringify(json.schema) });
      }
    }
  }
  const counts = new Map<string, number>();
  for (const { key } of answers) counts.set(key, (counts.get(key) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (common === undefined) return document;
  for (const { json, key } of answers) if (key === common) json.schema = { $ref: ERROR_BODY_REF };
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  return { ...document, components: { ...components, schemas: { ...schemas, ErrorBody: JSON.parse(common) as Json } } };
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
