/**
 * Webhook signatures in the scheme integrators know from Stripe:
 * `Media-Access-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, with one `v1` per valid
 * secret while a rotated secret is still honoured. Web Crypto only, so the same code signs on our server and
 * verifies in any receiver (Node ≥ 20, Deno, Bun, Workers).
 */

export const WEBHOOK_SIGNATURE_HEADER = 'Media-Access-Signature';
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookVerificationFailure = 'malformed_header' | 'timestamp_out_of_tolerance' | 'signature_mismatch';

export class WebhookVerificationError extends Error {
  readonly reason: WebhookVerificationFailure;
  constructor(reason: WebhookVerificationFailure, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

const encoder = new TextEncoder();

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Constant-time comparison of two hex strings, so a receiver does not leak how much of a guess was right. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** The header value for `body` signed at `timestampSeconds` with every secret given (current first). */
export async function signWebhook(body: string, secrets: readonly string[], timestampSeconds: number): Promise<string> {
  const t = Math.floor(timestampSeconds);
  const signatures = await Promise.all(secrets.map((secret) => hmacHex(secret, `${t}.${body}`)));
  return [`t=${t}`, ...signatures.map((signature) => `v1=${signature}`)].join(',');
}

export interface VerifyWebhookOptions {
  /** How old (or how far in the future) the timestamp may be; default 300 s. */
  toleranceSeconds?: number;
  /** The current time in seconds, for tests. */
  nowSeconds?: number;
}

/**
 * Checks a delivery and returns its parsed JSON event; throws a {@link WebhookVerificationError} naming why
 * otherwise. Pass the raw body exactly as received (before any JSON parsing).
 */
export async function verifyWebhook<Event = unknown>(
  body: string,
  header: string | null | undefined,
  secret: string,
  options: VerifyWebhookOptions = {},
): Promise<Event> {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name, value]) => name === 'v1' && value).map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) {
    throw new WebhookVerificationError(
      'malformed_header',
      `The ${WEBHOOK_SIGNATURE_HEADER} header is missing or malformed.`,
    );
  }
  const tolerance = options.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  const now = options.nowSeconds ?? Date.now() / 1000;
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookVerificationError(
      'timestamp_out_of_tolerance',
      `The signature's timestamp is more than ${tolerance} s from now; the delivery may be a replay.`,
    );
  }
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  if (!signatures.some((signature) => sameHex(signature, expected))) {
    throw new WebhookVerificationError('signature_mismatch', 'No signature matches this secret and body.');
  }
  return JSON.parse(body) as Event;
}
