import { randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeRequest, type FakeServer, startFakeServer } from './fake-server';

// A fake of the Rev API v1 subset the client uses (https://www.rev.com/api/docs): `POST /inputs` (media by
// URL), `POST /orders` (caption orders), `GET /orders/{number}` and `GET /attachments/{id}/content`. Created
// things are answered 201 with a `Location` header and no body, errors as `{ code, message }`, as Rev does.

export interface FakeRevOrder {
  orderNumber: string;
  clientRef: string;
  comment: string | null;
  inputUri: string;
  lengthSeconds: number;
  status: string;
  /** The caption file, once `complete` delivered it. */
  captions: string | null;
  captionAttachmentId: string | null;
}

export interface FakeRev extends FakeServer {
  clientApiKey: string;
  userApiKey: string;
  /** Media links handed to `POST /inputs`, by input URI. */
  inputs: Map<string, { url: string; filename: string; contentType: string | null }>;
  orders: FakeRevOrder[];
  /** Rev's transcriptionists finish: the order becomes Complete with this WebVTT as its caption attachment. */
  complete(orderNumber: string, webvtt: string): void;
  /** The order is cancelled on Rev's side. */
  cancel(orderNumber: string): void;
  /** The user API key is revoked in Rev's settings: every call answers 401. */
  revokeKeys(): void;
}

const error = (status: number, code: number, message: string): FakeAnswer => ({
  status,
  body: { code, message },
});

/** Starts the fake with one account; its orders begin "In Progress" until scripted otherwise. */
export async function startFakeRev(): Promise<FakeRev> {
  const keys = { client: 'fake-client-key', user: `fake-user-${randomBytes(4).toString('hex')}` };
  const inputs: FakeRev['inputs'] = new Map();
  const orders: FakeRevOrder[] = [];
  let baseUrl = '';
  const find = (orderNumber: string) => orders.find((o) => o.orderNumber === orderNumber);

  const orderJson = (o: FakeRevOrder) => ({
    order_number: o.orderNumber,
    client_ref: o.clientRef,
    price: o.lengthSeconds * 0.025,
    status: o.status,
    priority: 'Normal',
    caption: { total_length_seconds: o.lengthSeconds },
    comments: o.comment ? [{ by: 'Customer', timestamp: '2026-11-23T06:00:00Z', text: o.comment }] : [],
    attachments: [
      { kind: 'media', name: inputs.get(o.inputUri)?.filename ?? 'media', id: `media-${o.orderNumber}` },
      ...(o.captionAttachmentId ? [{ kind: 'caption', name: 'captions.vtt', id: o.captionAttachmentId }] : []),
    ],
  });

  const handler = (request: FakeRequest): FakeAnswer | undefined => {
    if (request.headers.authorization !== `Rev ${keys.client}:${keys.user}`) {
      return error(401, 10001, 'Authorization has been denied for this request');
    }
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/api/v1/inputs') {
      const body = JSON.parse(request.body || '{}') as { url?: string; filename?: string; content_type?: string };
      if (!body.url || !/^https?:\/\//.test(body.url)) return error(400, 30001, 'A valid url is required');
      const uri = `urls/${randomBytes(6).toString('hex')}`;
      inputs.set(uri, { url: body.url, filename: body.filename ?? 'media', contentType: body.content_type ?? null });
      return { status: 201, headers: { Location: `${baseUrl}/api/v1/inputs/${uri}` } };
    }
    if (request.method === 'POST' && path === '/api/v1/orders') {
      const body = JSON.parse(request.body || '{}') as {
        client_ref?: string;
        comment?: string;
        caption_options?: { inputs?: { uri?: string; video_length_seconds?: number }[] };
      };
      const input = body.caption_options?.inputs?.[0];
      if (!input?.uri || !inputs.has(input.uri)) return error(400, 30002, 'The input uri is not valid');
      if (!input.video_length_seconds) return error(400, 30003, 'video_length_seconds is required');
      const orderNumber = `TC${String(4_000_000_000 + orders.length * 7919).padStart(10, '0')}`;
      orders.push({
        orderNumber,
        clientRef: body.client_ref ?? '',
        comment: body.comment ?? null,
        inputUri: input.uri,
        lengthSeconds: input.video_length_seconds,
        status: 'In Progress',
        captions: null,
        captionAttachmentId: null,
      });
      return { status: 201, headers: { Location: `${baseUrl}/api/v1/orders/${orderNumber}` } };
    }
    const order = /^\/api\/v1\/orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && order) {
      const found = find(order[1]!);
      return found ? { status: 200, body: orderJson(found) } : error(404, 40401, 'Order not found');
    }
    const content = /^\/api\/v1\/attachments\/([^/]+)\/content$/.exec(path);
    if (request.method === 'GET' && content) {
      const found = orders.find((o) => o.captionAttachmentId === content[1]);
      if (!found?.captions) return error(404, 40402, 'Attachment not found');
      if (request.headers.accept !== 'text/vtt') return undefined;
      return { status: 200, headers: { 'Content-Type': 'text/vtt' }, body: found.captions };
    }
    return undefined;
  };

  const server = await startFakeServer(handler);
  baseUrl = server.baseUrl;
  return Object.assign(server, {
    clientApiKey: keys.client,
    get userApiKey() {
      return keys.user;
    },
    inputs,
    orders,
    complete(orderNumber: string, webvtt: string) {
      const found = find(orderNumber)!;
      found.captions = webvtt;
      found.captionAttachmentId = `cap-${orderNumber}`;
      found.status = 'Complete';
    },
    cancel(orderNumber: string) {
      find(orderNumber)!.status = 'Cancelled';
    },
    revokeKeys() {
      keys.user = `revoked-${randomBytes(4).toString('hex')}`;
    },
  });
}
