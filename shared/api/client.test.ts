import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type ApiClientOptions } from './client';
import { createLabel } from './labels';

interface Call {
  url: string;
  init: RequestInit;
}

/** A client around a fake fetch that records each call and answers with `respond()`. */
function clientWith(respond: () => Response, options: Partial<ApiClientOptions> = {}) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    init.signal?.throwIfAborted();
    return respond();
  });
  return { client: createApiClient({ baseUrl: '/api', fetch, ...options }), calls };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

const headersOf = (call: Call | undefined) => call?.init.headers as Record<string, string>;

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('sends the bearer token when there is one', async () => {
    const { client, calls } = clientWith(() => json({}), { getIdToken: async () => 'id-token-1' });
    await client.request('GET', '/workspaces');
    expect(headersOf(calls[0])).toEqual({ Accept: 'application/json', Authorization: 'Bearer id-token-1' });
  });

  it('sends no Authorization header when signed out or without a token source', async () => {
    const signedOut = clientWith(() => json({}), { getIdToken: async () => null });
    await signedOut.client.request('GET', '/workspaces');
    expect(headersOf(signedOut.calls[0])).not.toHaveProperty('Authorization');

    const anonymous = clientWith(() => json({}));
    await anonymous.client.request('GET', '/warmup');
    expect(headersOf(anonymous.calls[0])).not.toHaveProperty('Authorization');
  });

  it('asks for a fresh token on every call', async () => {
    const getIdToken = vi.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const { client, calls } = clientWith(() => json({}), { getIdToken });
    await client.request('GET', '/workspaces');
    await client.request('GET', '/workspaces');
    expect(calls.map((c) => headersOf(c).Authorization)).toEqual(['Bearer first', 'Bearer second']);
  });

  it('sends a body as JSON with its content type, and returns the parsed answer', async () => {
    const { client, calls } = clientWith(() => json({ workspace: { workspaceId: 'w1' } }, 201));
    const result = await client.request('POST', '/workspaces', { body: { name: 'Acme', type: 'business' } });
    expect(result).toEqual({ workspace: { workspaceId: 'w1' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Acme","type":"business"}');
    expect(headersOf(calls[0])['Content-Type']).toBe('application/json');
  });

  it('sends no body or content type when there is none', async () => {
    const { client, calls } = clientWith(() => json({}));
    await client.request('GET', '/workspaces');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(headersOf(calls[0])).not.toHaveProperty('Content-Type');
  });

  it('builds the query string, encoding values and skipping undefined ones', async () => {
    const { client, calls } = clientWith(() => json({}), { baseUrl: 'https://app.example.com/api/' });
    await client.request('GET', '/file_detail_get', {
      query: { workspaceId: 'demo university', fileId: 'a&b', page: 2, archived: false, cursor: undefined },
    });
    expect(calls[0]?.url).toBe(
      'https://app.example.com/api/file_detail_get?workspaceId=demo+university&fileId=a%26b&page=2&archived=false',
    );
  });

  it('appends the query to a path that already has one, and adds no "?" for an empty query', async () => {
    const { client, calls } = clientWith(() => json({}));
    await client.request('GET', '/search?q=x', { query: { page: 1 } });
    await client.request('GET', '/workspaces', { query: { cursor: undefined } });
    expect(calls.map((c) => c.url)).toEqual(['/api/search?q=x&page=1', '/api/workspaces']);
  });

  it('throws an ApiError with the status, code, message and details of a JSON error body', async () => {
    const details = [{ path: 'name', message: 'Name is required', code: 'too_small' }];
    const body = { error: { code: 'validation_error', message: 'name: Name is required', details } };
    const { client } = clientWith(() => json(body, 400));
    const error = await rejection(client.request('POST', '/workspaces', { body: {} }));
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'validation_error',
      message: 'name: Name is required',
      details,
      body,
    });
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 502 }), 502],
    ['an HTML page', () => new Response('<h1>Bad gateway</h1>', { status: 503 }), 503],
    ['JSON that is not an error body', () => json({ message: 'nope' }, 500), 500],
  ])('throws an ApiError carrying the status for %s', async (_case, respond, status) => {
    const { client } = clientWith(respond);
    const error = await rejection(client.request('GET', '/workspaces'));
    expect(error.status).toBe(status);
    expect(error.code).toBe(`http_${status}`);
    expect(error.message).toBe(`Request failed with status ${status}`);
    expect(error.body).toBeNull();
    expect(error.details).toBeUndefined();
  });

  it('returns undefined for 204 No Content', async () => {
    const { client } = clientWith(() => new Response(null, { status: 204 }));
    await expect(client.request('DELETE', '/workspaces/w1/members/u1')).resolves.toBeUndefined();
  });

  it('passes the abort signal to fetch, so an aborted call rejects', async () => {
    const { client, calls } = clientWith(() => json({}));
    const controller = new AbortController();
    await client.request('GET', '/workspaces', { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);

    controller.abort();
    await expect(client.request('GET', '/workspaces', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('strips trailing slashes from the base and reports whether it runs locally', () => {
    const local = createApiClient({ baseUrl: 'http://localhost:8080/api//', isLocal: true });
    expect(local.baseUrl).toBe('http://localhost:8080/api');
    expect(local.isLocal).toBe(true);
    expect(createApiClient({ baseUrl: '/api' }).isLocal).toBe(false);
  });

  it('sends an Idempotency-Key only for a write given one', async () => {
    const { client, calls } = clientWith(() => json({ id: 'l1' }, 201));
    const body = { fileId: 'f1', workspaceId: 'w1', name: 'Review', color: '#000000' };
    await createLabel(client, body, { idempotencyKey: 'retry-1' });
    await createLabel(client, body);
    expect(headersOf(calls[0])['Idempotency-Key']).toBe('retry-1');
    expect(headersOf(calls[1])).not.toHaveProperty('Idempotency-Key');
  });
});
