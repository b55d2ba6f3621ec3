import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Answer {
  status: number;
  body?: string;
  /** Waits this long before answering (a slow receiver). */
  delayMs?: number;
}

/**
 * An integrator's endpoint on 127.0.0.1 for tests: records every request and answers as `answer` says (200 by
 * default), so a test can fail, slow down or accept deliveries one by one.
 */
export async function startWebhookReceiver() {
  const received: ReceivedDelivery[] = [];
  let answer: (delivery: ReceivedDelivery) => Answer = () => ({ status: 200, body: 'ok' });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const delivery = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(delivery);
      const { status, body = '', delayMs = 0 } = answer(delivery);
      setTimeout(() => {
        if (!res.destroyed) res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** What arrived at `path`, oldest first. */
    at: (path: string) => received.filter((delivery) => delivery.path === path),
    answerWith(next: (delivery: ReceivedDelivery) => Answer) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
