import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundFetch, OutboundError } from './outbound-fetch';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const routes = new Map<string, Handler>();
const seen: { path: string; method: string; authorization?: string; cookie?: string; body: string }[] = [];

function listen(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const path = new URL(req.url!, 'http://x').pathname;
      seen.push({
        path,
        method: req.method!,
        authorization: req.headers.authorization,
        cookie: req.headers.cookie,
        body,
      });
      (routes.get(path) ?? ((_q, r) => r.writeHead(404).end()))(req, res, body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let a: { server: Server; origin: string };
let b: { server: Server; origin: string };
beforeAll(async () => {
  a = await listen();
  b = await listen();
  // b answers on "localhost" too, so a hop from a to b changes origin.
  routes.set('/ok', (_q, r) => r.writeHead(200, { 'Content-Type': 'text/plain' }).end('hello'));
  routes.set('/to-b', (_q, r) =>
    r.writeHead(302, { Location: `${b.origin.replace('127.0.0.1', 'localhost')}/ok` }).end(),
  );
  routes.set('/to-self', (_q, r) => r.writeHead(307, { Location: '/ok' }).end());
  routes.set('/see-other', (_q, r) => r.writeHead(303, { Location: '/ok' }).end());
  routes.set('/loop', (_q, r) => r.writeHead(302, { Location: '/loop' }).end());
  routes.set('/slow', () => {});
  routes.set('/big-announced', (_q, r) => r.writeHead(200, { 'Content-Length': '2000' }).end('x'.repeat(2000)));
  routes.set('/big-chunked', (_q, r) => {
    r.writeHead(200);
    for (let i = 0; i < 20; i += 1) r.write('y'.repeat(100));
    r.end();
  });
  routes.set('/no-content', (_q, r) => r.writeHead(204).end());
});
afterAll(() => {
  a.server.close();
  b.server.close();
});

const open = createOutboundFetch({ allowPrivate: true });
const guarded = createOutboundFetch({ allowPrivate: false });

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe('outbound fetch', () => {
  it('fetches from a test server when private addresses are allowed', async () => {
    const response = await open(`${a.origin}/ok`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('hello');
  });

  it('refuses plain http, credentials in the address and private IP literals by default', async () => {
    expect((await failure(guarded(`${a.origin}/ok`))).code).toBe('not_allowed');
    expect((await failure(guarded('https://user:pw@example.com/'))).code).toBe('not_allowed');
    expect((await failure(guarded('https://127.0.0.1/'))).code).toBe('not_allowed');
    expect((await failure(guarded('https://[::ffff:7f00:1]/'))).code).toBe('not_allowed');
  });

  it('refuses a name that resolves to a private address when connecting', async () => {
    const port = new URL(a.origin).port;
    const error = await failure(guarded(`https://localhost:${port}/ok`));
    expect(error.code).toBe('not_allowed');
    expect(error.message).toMatch(/private network/);
  });

  it('drops credentials when a redirect leaves the origin, keeps them on the same origin', async () => {
    seen.length = 0;
    const headers = { Authorization: 'Bearer secret', Cookie: 'sid=1', 'X-Api-Key': 'k', Accept: 'text/plain' };
    expect(await (await open(`${a.origin}/to-b`, { headers })).text()).toBe('hello');
    expect(seen.map((s) => [s.path, s.authorization, s.cookie])).toEqual([
      ['/to-b', 'Bearer secret', 'sid=1'],
      ['/ok', undefined, undefined],
    ]);
    seen.length = 0;
    await open(`${a.origin}/to-self`, { headers, method: 'POST', body: 'payload' });
    expect(seen.map((s) => [s.path, s.method, s.authorization, s.body])).toEqual([
      ['/to-self', 'POST', 'Bearer secret', 'payload'],
      ['/ok', 'POST', 'Bearer secret', 'payload'],
    ]);
  });

  it('never resends a body to another origin on a 307 or 308', async () => {
    routes.set('/to-b-keep-method', (_q, r) =>
      r.writeHead(307, { Location: `${b.origin.replace('127.0.0.1', 'localhost')}/ok` }).end(),
    );
    seen.length = 0;
    const error = await failure(open(`${a.origin}/to-b-keep-method`, { method: 'POST', body: 'client_secret=s3cret' }));
    expect(error.code).toBe('not_allowed');
    expect(seen.map((s) => s.path)).toEqual(['/to-b-keep-method']);
  });

  it('continues a 303 as a GET without the body', async () => {
    seen.length = 0;
    await open(`${a.origin}/see-other`, { method: 'POST', body: 'payload' });
    expect(seen.map((s) => [s.path, s.method, s.body])).toEqual([
      ['/see-other', 'POST', 'payload'],
      ['/ok', 'GET', ''],
    ]);
  });

  it('gives up on redirect loops', async () => {
    const error = await failure(open(`${a.origin}/loop`, { maxRedirects: 3 }));
    expect(error.code).toBe('too_many_redirects');
  });

  it('gives up on a server that never answers, in its own words', async () => {
    const error = await failure(open(`${a.origin}/slow`, { timeoutMs: 300 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe(`${new URL(a.origin).host} did not answer within 0.3 s`);
  });

  it('caps the body by its announced length and by what actually arrives', async () => {
    expect((await failure(open(`${a.origin}/big-announced`, { maxBytes: 1000 }))).code).toBe('too_large');
    const response = await open(`${a.origin}/big-chunked`, { maxBytes: 1000 });
    expect((await failure(response.text())).code).toBe('too_large');
    expect(await (await open(`${a.origin}/big-chunked`, { maxBytes: 5000 })).text()).toHaveLength(2000);
  });

  it('passes answers without a body through', async () => {
    expect((await open(`${a.origin}/no-content`)).status).toBe(204);
  });

  it('says a host does not resolve without saying more', async () => {
    const error = await failure(guarded('https://no-such-host.invalid/'));
    expect(error.code).toBe('unreachable');
  });
});
