import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv, type TestUser } from '../testing/test-env';

let env: TestEnv;
let admin: TestUser;

beforeAll(async () => {
  env = await createTestEnv({ seeded: true });
  admin = await env.signIn('admin@demo.test');
});
afterAll(() => env.close());

describe('GET /warmup', () => {
  it('answers 204 without a token and is never cached', async () => {
    const res = await env.request('GET', '/warmup');
    expect(res.status).toBe(204);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.text()).toBe('');
  });
});

describe('GET /client-config', () => {
  it('gives the admin app its Firebase settings without a token', async () => {
    const res = await env.request('GET', '/client-config');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({
      firebase: {
        apiKey: expect.any(String),
        authDomain: expect.any(String),
        projectId: expect.any(String),
      },
      authEmulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      sentryDsn: process.env.SENTRY_DSN ?? null,
      marketingUrl: expect.any(String),
      privacyUrl: expect.any(String),
      termsUrl: expect.any(String),
    });
  });
});

describe('GET /openapi.json', () => {
  it('describes every endpoint as OpenAPI 3.1.0', async () => {
    const res = await env.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: '/api' }]);
    const operations = Object.entries(doc.paths as Record<string, object>)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    // The specified calls and the first ones built; later calls are checked against the router below.
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /warmup',
        'GET /client-config',
        'GET /get_workspace',
        'GET /workspaces',
        'POST /workspaces',
        'GET /get_workspace_members',
        'GET /workspaces/{workspaceId}/invitations',
        'POST /workspaces/{workspaceId}/invitations',
        'DELETE /workspaces/{workspaceId}/invitations/{invitationId}',
        'POST /workspaces/{workspaceId}/join',
        'PATCH /workspaces/{workspaceId}/members/{userId}',
        'DELETE /workspaces/{workspaceId}/members/{userId}',
        'GET /file_detail_get',
        'GET /files',
        'POST /files',
        'GET /files/{fileId}',
        'PATCH /files/{fileId}',
        'DELETE /files/{fileId}',
        'POST /files/{fileId}/tracks',
        'DELETE /files/{fileId}/tracks/{trackId}',
        'GET /files/{fileId}/tracks/{trackId}/cues',
        'PUT /files/{fileId}/tracks/{trackId}/cues',
        'GET /showcases',
        'POST /showcases',
        'GET /showcases/{showcaseId}',
        'PATCH /showcases/{showcaseId}',
        'DELETE /showcases/{showcaseId}',
        'POST /showcases/{showcaseId}/publish',
        'POST /showcases/{showcaseId}/unpublish',
        'PUT /showcases/{showcaseId}/files',
        'GET /list_proposed_corrections',
        'GET /media_requests/workspaces/{workspaceId}',
        'GET /embed/workspaces/{workspaceId}/showcases/{showcaseId}',
        'GET /embed/workspaces/{workspaceId}/showcases/{showcaseId}/search',
        'GET /embed/workspaces/{workspaceId}/files/{fileId}',
        'GET /embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}',
        'GET /embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackId}.vtt',
        'POST /embed/workspaces/{workspaceId}/files/{fileId}/corrections',
        'POST /embed/workspaces/{workspaceId}/files/{fileId}/requests',
        'GET /supported_transcriptions',
        'GET /supported_translations',
        'GET /supported_voices',
        'POST /sso/check',
        'GET /oembed',
        'GET /assignments',
        'POST /assignments',
        'GET /assignments/{id}',
        'PUT /assignments/{id}',
        'DELETE /assignments/{id}',
        'GET /labels',
        'POST /labels',
        'DELETE /labels/{id}',
        'POST /assignments/{id}/assignees/{userId}/timeEntries',
        'PUT /assignments/{id}/assignees/{userId}/timeEntries/{entryId}',
        'POST /assignments/{id}/assignees/{userId}/timeEntries/manual',
        'DELETE /assignments/{id}/assignees/{userId}/timeEntries/{entryId}',
      ]),
    );
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/get_workspace'].get.security).toEqual([{ bearer: [] }]);
  });

  it('documents every route the API answers, except the protocol endpoints that are not JSON calls', async () => {
    const doc = await (await env.request('GET', '/openapi.json')).json();
    const documented = Object.entries(doc.paths as Record<string, object>).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routed = env.api.routes
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
    const undocumented = [...new Set(routed)].filter((operation) => !documented.includes(operation)).sort();
    expect(undocumented).toEqual(
      [
        // tus 1.0 (docs/api.md describes the protocol), the IdP's form post, the document itself, and the
        // embed API's track GET in its `.vtt` spelling (documented as its own path).
        'DELETE /uploads/{workspaceId}/{fileId}',
        'GET /embed/workspaces/{workspaceId}/files/{fileId}/tracks/{trackFile}',
        'GET /openapi.json',
        'GET /uploads/{workspaceId}/{fileId}',
        'PATCH /uploads/{workspaceId}/{fileId}',
        'POST /sso/acs',
        'POST /uploads',
      ].sort(),
    );
  });
});

describe('errors', () => {
  it('answers an unknown endpoint with 404 in the error shape', async () => {
    const res = await env.request('GET', '/no-such-endpoint', { token: admin.token });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No API endpoint GET /no-such-endpoint' },
    });
  });

  it('answers a known path with an unsupported method with 404 in the error shape', async () => {
    const res = await env.request('PUT', '/get_workspace', { token: admin.token });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('refuses a body over 1 MiB with 413, even before authentication', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    for (const token of [admin.token, undefined]) {
      const res = await env.request('POST', '/workspaces', { token, body });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: { code: 'payload_too_large', message: 'The request body is larger than 1 MiB' },
      });
    }
  });

  it('refuses a large body announced by Content-Length', async () => {
    const res = await env.request('POST', '/workspaces', {
      token: admin.token,
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'Content-Length': String(1024 * 1024 + 1) },
    });
    expect(res.status).toBe(413);
  });

  it('answers malformed JSON with 400 validation_error', async () => {
    const res = await env.request('POST', '/workspaces', { token: admin.token, body: '{"name": ' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_error');
    expect(error.message).toMatch(/json/i);
  });

  it('answers a body that is not JSON content with 400', async () => {
    const res = await env.request('POST', '/workspaces', {
      token: admin.token,
      body: 'name=Acme',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_error');
  });
});
