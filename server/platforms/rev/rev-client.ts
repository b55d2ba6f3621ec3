import { type PlatformHttp, createPlatformHttp, type Credentials } from '../http';
import { PlatformError } from '../types';

// A typed client for the subset of the Rev API v1 (https://www.rev.com/api/docs) we use: media by URL
// (`POST /inputs`), caption orders (`POST /orders`), order status (`GET /orders/{number}`) and the delivered
// caption file (`GET /attachments/{id}/content`). Every call authenticates with `Authorization: Rev
// <clientApiKey>:<userApiKey>`; Rev has no refresh, so a 401 is a PlatformAuthError (reconnect).

export const REV_DEFAULT_BASE_URL = 'https://api.rev.com/api/v1/';

/** `REV_API_BASE_URL` points the client at a fake (or Rev's sandbox, `https://api-sandbox.rev.com/api/v1/`). */
export const revBaseUrl = (env: Record<string, string | undefined>) => env.REV_API_BASE_URL ?? REV_DEFAULT_BASE_URL;

export interface RevClientOptions {
  credentials: Credentials;
  env: Record<string, string | undefined>;
  /** Private addresses and plain http reachable: the tests' fake only (ALLOW_PRIVATE_MEDIA_LINKS). */
  allowPrivate: boolean;
  sleep?: (ms: number) => Promise<void>;
}

/** The shared platform HTTP client with Rev's own authorization header (429 waits, typed errors). */
export function createRevHttp(options: RevClientOptions): PlatformHttp {
  return createPlatformHttp({
    platform: 'rev',
    baseUrl: revBaseUrl(options.env),
    credentials: options.credentials,
    authorize: (c) => ({ Authorization: `Rev ${c.clientApiKey ?? ''}:${c.userApiKey ?? ''}` }),
    allowPrivate: options.allowPrivate,
    sleep: options.sleep,
  });
}

/** An attachment of an order: `media` (what we sent), `caption`, `transcript`, … */
export interface RevAttachment {
  id: string;
  kind: string;
  name?: string;
}

/** `GET /orders/{number}`: the fields we read. */
export interface RevOrderDetails {
  order_number: string;
  /** "Authorizing", "In Progress", "Transcribing", "Finalizing", "Complete", "Cancelled", … */
  status: string;
  attachments?: RevAttachment[];
}

/** The last path segment of a `Location` header, which is how Rev answers what it created. */
function createdId(response: Response, what: string): string {
  const location = response.headers.get('Location');
  const id = location ? decodeURIComponent(new URL(location, 'http://rev.invalid').pathname.split('/').pop()!) : '';
  if (!id) throw new PlatformError('rev', `Rev accepted the ${what} but did not say where it is`);
  return id;
}

/** Hands Rev a URL to fetch the media from; answers the input's URI to name in an order. */
export async function addMediaByUrl(
  http: PlatformHttp,
  media: { url: string; filename: string; contentType?: string },
): Promise<string> {
  const response = await http.request('inputs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ url: media.url, filename: media.filename, content_type: media.contentType }),
  });
  // Rev answers `Location: …/api/v1/inputs/<uri>`, where the URI itself contains a slash (`urls/…`).
  const location = response.headers.get('Location') ?? '';
  const uri = /\/inputs\/(.+)$/.exec(new URL(location, 'http://rev.invalid').pathname)?.[1];
  if (!uri) throw new PlatformError('rev', 'Rev accepted the media link but did not name the input');
  return decodeURIComponent(uri);
}

export interface CaptionOrder {
  inputUri: string;
  lengthSeconds: number;
  /** Our order id, shown in Rev's dashboard and sent back in its notifications. */
  clientRef: string;
  comment?: string;
}

/** Places a caption order (timed captions, delivered as WebVTT) for one input; answers Rev's order number. */
export async function placeCaptionOrder(http: PlatformHttp, order: CaptionOrder): Promise<string> {
  const response = await http.request('orders', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_ref: order.clientRef,
      ...(order.comment ? { comment: order.comment } : {}),
      caption_options: {
        inputs: [{ video_length_seconds: order.lengthSeconds, uri: order.inputUri }],
        output_file_formats: ['WebVtt'],
      },
    }),
  });
  return createdId(response, 'order');
}

export const revOrder = (http: PlatformHttp, orderNumber: string) =>
  http.json<RevOrderDetails>(`orders/${encodeURIComponent(orderNumber)}`);

/** The delivered captions as WebVTT text. */
export const captionText = (http: PlatformHttp, attachmentId: string) =>
  http.text(`attachments/${encodeURIComponent(attachmentId)}/content`, { headers: { Accept: 'text/vtt' } });
