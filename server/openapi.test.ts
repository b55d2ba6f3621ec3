import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './testing/test-env';

interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

let env: TestEnv;
let doc: { paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: object } };
beforeAll(async () => {
  env = await createTestEnv();
  doc = await (await env.request('GET', '/openapi.json')).json();
});
afterAll(() => env.close());

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  );

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation a unique operationId and a one-line summary', () => {
    const problems: string[] = [];
    const seen = new Map<string, string>();
    for (const { name, op } of operations()) {
      if (!op.operationId) problems.push(`${name}: no operationId`);
      else if (seen.has(op.operationId))
        problems.push(`${name}: operationId ${op.operationId} also on ${seen.get(op.operationId)}`);
      else seen.set(op.operationId, name);
      if (!op.summary?.trim() || op.summary.includes('\n')) problems.push(`${name}: no one-line summary`);
    }
    expect(problems).toEqual([]);
  });

  it('states the security of every operation: declared schemes, or none (security: []) for public calls', () => {
    const declared = Object.keys(doc.components?.securitySchemes ?? {});
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      if (!Array.isArray(op.security)) problems.push(`${name}: no security (public calls say security: [])`);
      else
        for (const scheme of op.security.flatMap((requirement) => Object.keys(requirement)))
          if (!declared.includes(scheme)) problems.push(`${name}: unknown scheme ${scheme}`);
    }
    expect(problems).toEqual([]);
    expect(declared).toContain('bearer');
  });

  it('describes the cookies that authorise as security schemes, on the calls they authorise', () => {
    expect(doc.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'media_access_session' },
      oauthBrowserBinding: { type: 'apiKey', in: 'cookie', name: 'media_access_oauth' },
    });
    // Stored media: public files for anyone, private ones by bearer token or by the cookie a <video> sends.
    expect(doc.paths['/media/{fileId}/{variant}']?.get?.security).toEqual([{}, { bearer: [] }, { sessionCookie: [] }]);
    // The OAuth callback finishes only in the browser that started the flow.
    expect(doc.paths['/integrations/oauth/callback']?.get?.security).toEqual([{ oauthBrowserBinding: [] }]);
  });

  it('lists at least one error answer for every operation', () => {
    const silent = operations()
      .filter(({ op }) => !Object.keys(op.responses ?? {}).some((code) => Number(code) >= 400))
      .map(({ name }) => name);
    expect(silent).toEqual([]);
  });

  it('declares what the calls do: an anonymous caller gets 401 exactly where a scheme is required', async () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      const [method, path] = name.split(' ') as [string, string];
      // Placeholder ids: what matters is whether the call refuses the caller before looking anything up.
      const response = await env.request(method, path.replaceAll(/\{[^}]+\}/g, 'x'));
      await response.body?.cancel();
      const anonymousAllowed = op.security?.length === 0 || op.security?.some((s) => Object.keys(s).length === 0);
      const bearerOnly = op.security?.length && op.security.every((s) => Object.keys(s).join() === 'bearer');
      // A public call may still refuse a credential its message carries (a SAML response, an LTI session): it says so.
      const documents401 = Object.keys(op.responses ?? {}).includes('401');
      if (anonymousAllowed && response.status === 401 && !documents401)
        problems.push(`${name}: public, but 401 without credentials`);
      if (bearerOnly && response.status !== 401)
        problems.push(`${name}: needs a token, but ${response.status} without`);
    }
    expect(problems).toEqual([]);
  });

  it('lists the error answers of every operation in the one error shape', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      const codes = Object.keys(op.responses ?? {});
      const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      if (takesInput && !codes.includes('400')) problems.push(`${name}: takes input but lists no 400`);
      const needsToken = op.security?.length && op.security.every((requirement) => 'bearer' in requirement);
      if (needsToken && !codes.includes('401')) problems.push(`${name}: needs a token but lists no 401`);
      for (const code of codes.filter((c) => Number(c) >= 400)) {
        const content = (op.responses![code] as { content?: Record<string, { schema?: unknown }> }).content;
        // The LTI protocol endpoints answer a browser inside an LMS frame: their refusals are HTML pages.
        if (content && Object.keys(content).join() === 'text/html') continue;
        const schema = content?.['application/json']?.schema;
        if (JSON.stringify(schema) !== JSON.stringify({ $ref: '#/components/schemas/ErrorBody' }))
          problems.push(`${name}: ${code} is not the error shape`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the error shape once, as a component the error answers refer to', () => {
    const schemas = (doc.components as { schemas?: Record<string, unknown> }).schemas ?? {};
    expect(schemas.ErrorBody).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: expect.arrayContaining(['code', 'message']),
          properties: { code: { enum: expect.arrayContaining(['validation_error', 'not_found']) } },
        },
      },
    });
    // Written out inline, the error shape was half of the document; as a component it is about 2,200 characters per
    // operation (167 operations). A bound per operation keeps holding as the API grows.
    const operations = Object.values(doc.paths as Record<string, object>).flatMap((methods) => Object.keys(methods));
    expect(JSON.stringify(doc).length / operations.length).toBeLessThan(3_000);
  });
});
