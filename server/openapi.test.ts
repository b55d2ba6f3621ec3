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

  it('states the security of every operation: the bearer token, or none for public calls', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      if (!Array.isArray(op.security)) problems.push(`${name}: no security (public calls say security: [])`);
      else if (op.security.some((s) => !Object.keys(s).every((k) => k === 'bearer')))
        problems.push(`${name}: unknown scheme`);
    }
    expect(problems).toEqual([]);
    expect(doc.components?.securitySchemes).toHaveProperty('bearer');
  });

  it('lists the error answers of every operation in the one error shape', () => {
    const problems: string[] = [];
    for (const { name, op } of operations()) {
      const codes = Object.keys(op.responses ?? {});
      const takesInput = (op.parameters?.length ?? 0) > 0 || op.requestBody !== undefined;
      if (takesInput && !codes.includes('400')) problems.push(`${name}: takes input but lists no 400`);
      if (op.security?.length && !codes.includes('401')) problems.push(`${name}: needs a token but lists no 401`);
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
    // Written out inline, the error shape was half of the document.
    expect(JSON.stringify(doc).length).toBeLessThan(350_000);
  });
});
