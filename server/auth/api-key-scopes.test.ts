// Every operation that takes a bearer token declares the scope an API key needs (or that keys may not call it),
// and the server enforces exactly that: walked from the OpenAPI document, so a new operation cannot be forgotten.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES, type ApiKeyScope, type CreatedApiKey } from '@shared/schemas/api-keys';
import { createTestEnv, type TestEnv } from '../testing/test-env';
import { OPERATION_SCOPES, scopeForRoute } from './api-key-scopes';

interface Operation {
  security?: Record<string, string[]>[];
  'x-api-key-scope'?: string;
}

let env: TestEnv;
let operations: { name: string; method: string; path: string; op: Operation }[];
/** For each scope, a key that has every scope but that one. */
const allBut = {} as Record<ApiKeyScope, string>;
/** For each scope, a key that has only that one. */
const only = {} as Record<ApiKeyScope, string>;
let everything: string;
const W = 'demo-university';

beforeAll(async () => {
  env = await createTestEnv({ seeded: true, jobs: { worksJobs: false } });
  const admin = await env.signIn('admin@demo.test');
  const doc = (await (await env.request('GET', '/openapi.json')).json()) as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );
  const create = async (scopes: ApiKeyScope[]) => {
    const res = await env.request('POST', `/workspaces/${W}/api-keys`, {
      token: admin.token,
      body: { name: scopes.join('+'), scopes },
    });
    return ((await res.json()) as CreatedApiKey).secret;
  };
  for (const scope of API_KEY_SCOPES) {
    allBut[scope] = await create(API_KEY_SCOPES.filter((s) => s !== scope));
    only[scope] = await create([scope]);
  }
  everything = await create([...API_KEY_SCOPES]);
});
afterAll(() => env.close());

/** The operation's path with each parameter filled in: the demo workspace, else a made-up id. */
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_, name) => (name === 'workspaceId' ? W : 'x'));
const bearerOperations = () => operations.filter(({ op }) => op.security?.some((s) => 'bearer' in s));
const call = (secret: string, method: string, path: string) =>
  env.request(method, `${concrete(path)}${path.includes('{workspaceId}') ? '' : `?workspaceId=${W}`}`, {
    token: secret,
  });

describe('API key scopes', () => {
  it('are declared for every operation that takes a bearer token, in the document too, and for no other', () => {
    const names = bearerOperations().map(({ name }) => name);
    expect(names.filter((name) => !(name in OPERATION_SCOPES))).toEqual([]);
    expect(Object.keys(OPERATION_SCOPES).filter((name) => !names.includes(name))).toEqual([]);
    for (const { name, op } of bearerOperations()) {
      expect(op['x-api-key-scope'], name).toBe(OPERATION_SCOPES[name] ?? 'none');
    }
  });

  it('are found from the route a request matched, mounted under /api or not', () => {
    expect(scopeForRoute('GET', '/api/files/:fileId')).toBe('read');
    expect(scopeForRoute('HEAD', '/files/:fileId')).toBe('read');
    expect(scopeForRoute('POST', '/api/workspaces/:workspaceId/files/:fileId/jobs')).toBe('jobs');
    const vtt =
      '/preview/showcases/:previewId/embed/workspaces/:workspaceId/files/:fileId/tracks/:trackId{[A-Za-z0-9_-]+\\.vtt}';
    expect(scopeForRoute('GET', vtt)).toBe('read');
    expect(scopeForRoute('PATCH', '/api/uploads/:workspaceId/:fileId')).toBe('write');
    expect(scopeForRoute('GET', '/api/operator/workspaces')).toBeNull();
    expect(scopeForRoute('GET', '/api/no-such-route')).toBeNull();
  });

  it("keep the operator's tools and the account to people", () => {
    const forPeople = bearerOperations().filter(({ path }) => path.startsWith('/operator/') || path === '/account');
    expect(forPeople.length).toBeGreaterThan(10);
    for (const { name } of forPeople) expect(OPERATION_SCOPES[name], name).toBeNull();
  });

  it('refuse a key without the scope with 403 insufficient_scope naming it, on every scoped operation', async () => {
    const scoped = bearerOperations().filter(({ name }) => OPERATION_SCOPES[name]);
    expect(scoped.length).toBeGreaterThan(100);
    for (const { name, method, path } of scoped) {
      const scope = OPERATION_SCOPES[name]!;
      const res = await call(allBut[scope], method, path);
      expect(res.status, name).toBe(403);
      expect(await res.json(), name).toEqual({
        error: { code: 'insufficient_scope', message: `This API key lacks the "${scope}" scope`, details: { scope } },
      });
    }
  });

  it('refuse a key with every scope on operations for people only, an operator tool included', async () => {
    for (const { name, method, path } of bearerOperations().filter(({ name }) => OPERATION_SCOPES[name] === null)) {
      const res = await call(everything, method, path);
      // Stored media (routes/media-caller.ts) and the media cookie's sync verify their own ID token, so a key is no
      // one to them; media checks its path and file first.
      if (path.startsWith('/media/')) expect([400, 401, 404], name).toContain(res.status);
      else expect(res.status, name).toBe(name === 'POST /session' ? 401 : 403);
    }
  });

  it('cover tus uploads, which the document does not describe: write', async () => {
    const upload = (secret: string) =>
      env.request('POST', '/uploads', {
        token: secret,
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': '4',
          'Upload-Metadata': `workspaceId ${btoa(W)},filename ${btoa('talk.wav')},filetype ${btoa('audio/wav')}`,
        },
      });
    const refused = await upload(only.read);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { details: unknown } }).error.details).toEqual({ scope: 'write' });
    expect((await upload(only.write)).status).toBe(201);
  });

  it('let a key with just the scope through to the operation, one per route family', async () => {
    const families: [ApiKeyScope, string, string][] = [
      ['read', 'GET', `/files?workspaceId=${W}`],
      ['read', 'GET', `/workspaces/${W}/compliance`],
      ['read', 'GET', `/workspaces/${W}/jobs`],
      ['write', 'POST', '/labels'],
      ['jobs', 'POST', `/workspaces/${W}/files/x/jobs`],
      ['admin', 'GET', `/workspaces/${W}/settings`],
      ['admin', 'GET', `/get_workspace_members?workspaceId=${W}`],
    ];
    for (const [scope, method, path] of families) {
      const res = await env.request(method, path, { token: only[scope], body: method === 'GET' ? undefined : {} });
      // Past the key's checks: an answer, or the operation's own refusal of the empty body or unknown file.
      expect([200, 400, 404], `${method} ${path}`).toContain(res.status);
      if (res.status === 404)
        expect(((await res.json()) as { error: { message: string } }).error.message).not.toBe('Workspace not found');
    }
  });
});
