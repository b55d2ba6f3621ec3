import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  /** Objects are sent as JSON. */
  body?: unknown;
}

/** Answers a request it understands, or undefined for one it does not (which then fails the test). */
export type FakeHandler = (request: FakeRequest) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/**
 * A real HTTP server for a platform's fake: scripted faults first, then the platform's handler. Every request is
 * logged, and one that nothing handles is recorded in `unhandled` (the test asserts it stays empty) and answered 501.
 */
export interface FakeServer {
  baseUrl: string;
  requests: FakeRequest[];
  unhandled: string[];
  /** The next `count` requests whose path starts with `pathPrefix` get this answer instead. */
  failNext(answer: FakeAnswer, options?: { count?: number; pathPrefix?: string }): void;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

function send(response: ServerResponse, answer: FakeAnswer) {
  const isText = typeof answer.body === 'string' || answer.body === undefined;
  const headers = { ...(isText ? {} : { 'Content-Type': 'application/json' }), ...answer.headers };
  response.writeHead(answer.status, headers);
  response.end(isText ? (answer.body as string | undefined) : JSON.stringify(answer.body));
}

/** `port`: a fixed port (the e2e app server is told it before the fake starts); a free one when absent. */
export async function startFakeServer(handler: FakeHandler, options: { port?: number } = {}): Promise<FakeServer> {
  const faults: { answer: FakeAnswer; remaining: number; pathPrefix: string }[] = [];
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];
  const server: Server = createServer((incoming, response) => {
    void (async () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://fake'),
        headers: incoming.headers,
        body: await readBody(incoming),
      };
      requests.push(request);
      const fault = faults.find((f) => f.remaining > 0 && request.url.pathname.startsWith(f.pathPrefix));
      if (fault) {
        fault.remaining -= 1;
        return send(response, fault.answer);
      }
      const answer = await handler(request);
      if (answer) return send(response, answer);
      unhandled.push(`${request.method} ${request.url.pathname}${request.url.search}`);
      send(response, { status: 501, body: { error: 'not handled by the fake' } });
    })().catch((error: unknown) => {
      unhandled.push(`handler threw: ${String(error)}`);
      send(response, { status: 500, body: { error: String(error) } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    unhandled,
    failNext(answer, options = {}) {
      faults.push({ answer, remaining: options.count ?? 1, pathPrefix: options.pathPrefix ?? '/' });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
