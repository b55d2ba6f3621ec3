// `@media-access/api`: a typed client of the Media Access API (docs/api.md, "Typed client"). The runtime is
// openapi-fetch; the types come from our OpenAPI document, bound in the package's index.d.ts by
// scripts/build-api-package.ts, so `client.GET('/files', …)` knows every path, parameter, body and answer.
import createClient, { type Client } from 'openapi-fetch';

export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhook,
  WEBHOOK_SIGNATURE_HEADER,
  WebhookVerificationError,
} from '../webhooks/webhook-signature';

export interface MediaAccessClientOptions {
  /** The API's base, e.g. `https://app.example.com/api`. */
  baseUrl: string;
  /** A workspace API key (`ma_live_…`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** Or a function answering a signed-in person's Firebase ID token, asked before every request. */
  getToken?: () => string | null | Promise<string | null>;
  fetch?: typeof globalThis.fetch;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

/** A client whose calls are typed by `Paths` (the package binds it to the API's `paths`). */
export function createMediaAccessClient<Paths extends object>(options: MediaAccessClientOptions): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch,
    headers: options.headers,
  });
  client.use({
    async onRequest({ request }) {
      const token = options.apiKey ?? (await options.getToken?.());
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  return client;
}

/**
 * The header that makes a create or an order safe to retry (docs/api.md, "Idempotent writes"): pass the same key
 * on every retry of one intended write, e.g. `client.POST(path, { body, headers: idempotencyKey(key) })`.
 */
export function idempotencyKey(key: string = crypto.randomUUID()): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': key };
}
