import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createOutboundFetch, OutboundError, type OutboundFetch } from '../../outbound/outbound-fetch';

/** Where the Google engines send their calls; tests point every address at a local fake. */
export interface GoogleEndpoints {
  speech: (location: string) => string;
  translation: string;
  textToSpeech: string;
}

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  speech: (location) =>
    location === 'global' ? 'https://speech.googleapis.com' : `https://${location}-speech.googleapis.com`,
  translation: 'https://translation.googleapis.com',
  textToSpeech: 'https://texttospeech.googleapis.com',
};

export interface GoogleSettings {
  projectId: string | undefined;
  /** Path of a service-account key file (JSON). */
  credentialsFile: string | undefined;
  speechLocation: string;
  translationLocation: string;
  endpoints: GoogleEndpoints;
  /** Loopback and plain http reachable: only for the tests' fake (the real endpoints are public https). */
  allowPrivate?: boolean;
}

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** A recognize call on a minute of audio, or synthesized speech, comes back within this. */
const CALL_TIMEOUT_MS = 120_000;
/** Synthesized LINEAR16 audio in base64 is the largest answer: minutes of speech, tens of MB. */
const CALL_MAX_BYTES = 64 * 1024 * 1024;
const TOKEN_TIMEOUT_MS = 30_000;
const TOKEN_MAX_BYTES = 1024 * 1024;

/** Google's own words about a failure go to the server log only; answers and job errors carry ours. */
function googleFailure(what: string, status: number, body: string): Error {
  console.warn(`[engines] ${what} answered HTTP ${status}: ${body.slice(0, 300)}`);
  if (status === 401 || status === 403) {
    return new Error(`${what} refused the service account (HTTP ${status}): check its key and roles`);
  }
  if (status === 429) return new Error(`${what} is limiting requests (HTTP 429): try again later`);
  if (status >= 500) return new Error(`${what} is unavailable (HTTP ${status})`);
  return new Error(`${what} refused the request (HTTP ${status})`);
}

/** A 2xx answer's JSON; a parser's message would quote the body, so a bad one is said in our words. */
function parsed<T>(what: string, text: string): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${what} answered something that is not JSON`);
  }
}

/** A request that never got an answer, in our words (an OutboundError's are; anything else is summed up). */
const unanswered = (what: string, error: unknown) =>
  new Error(error instanceof OutboundError ? `${what}: ${error.message}` : `${what} could not be reached`);

/**
 * A small client for Google's REST APIs with a service-account key: it signs a JWT (RS256, node:crypto),
 * trades it for an access token at the key's `token_uri` and keeps it until shortly before it expires.
 * No SDK: the three calls we make are plain JSON over HTTPS, through the guarded outbound client.
 */
export class GoogleClient {
  private token: { value: string; expiresAt: number } | null = null;
  /** The one guarded outbound client: public https only unless the tests' fake asks otherwise. */
  private readonly fetch: OutboundFetch;

  constructor(readonly settings: GoogleSettings) {
    this.fetch = createOutboundFetch({ allowPrivate: settings.allowPrivate ?? false });
  }

  /** Why the Google engines cannot run, or null when project and key file are configured and readable. */
  missingConfiguration(): string | null {
    if (!this.settings.projectId) return 'GOOGLE_CLOUD_PROJECT is not set';
    if (!this.settings.credentialsFile) return 'no service-account key (GOOGLE_APPLICATION_CREDENTIALS) is set';
    try {
      const key = this.key();
      if (!key.client_email || !key.private_key)
        return 'the service-account key file has no client_email or private_key';
    } catch (error) {
      return `the service-account key file cannot be read: ${(error as Error).message}`;
    }
    return null;
  }

  /** POSTs JSON and answers the JSON reply; a non-2xx reply is an error in our words (Google's go to the log). */
  async post<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const token = await this.accessToken(signal);
    let text: string;
    let response: Response;
    try {
      response = await this.fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal,
        timeoutMs: CALL_TIMEOUT_MS,
        maxBytes: CALL_MAX_BYTES,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw unanswered('Google', error);
    }
    if (!response.ok) throw googleFailure('Google', response.status, text);
    return parsed<T>('Google', text);
  }

  private key(): ServiceAccountKey {
    return JSON.parse(readFileSync(this.settings.credentialsFile!, 'utf8')) as ServiceAccountKey;
  }

  private async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const key = this.key();
    const tokenUri = key.token_uri ?? 'https://oauth2.googleapis.com/token';
    const now = Math.floor(Date.now() / 1000);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: key.client_email, scope: SCOPE, aud: tokenUri, iat: now, exp: now + 3600 })}`;
    const signature = createSign('RSA-SHA256').update(unsigned).sign(key.private_key, 'base64url');
    let response: Response;
    let text: string;
    try {
      response = await this.fetch(tokenUri, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
          assertion: `${unsigned}.${signature}`,
        }),
        signal,
        timeoutMs: TOKEN_TIMEOUT_MS,
        maxBytes: TOKEN_MAX_BYTES,
      });
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw unanswered("Google's sign-in", error);
    }
    if (!response.ok) throw googleFailure("Google's sign-in", response.status, text);
    const body = parsed<{ access_token: string; expires_in?: number }>("Google's sign-in", text);
    this.token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return body.access_token;
  }
}

/** Availability of a Google engine: configured, or the reason it is not. */
export function googleAvailability(client: GoogleClient) {
  const missing = client.missingConfiguration();
  return missing
    ? ({
        available: false,
        reason: missing,
        install: 'set GOOGLE_CLOUD_PROJECT and GOOGLE_APPLICATION_CREDENTIALS (a service-account key file)',
      } as const)
    : ({ available: true } as const);
}

/** `"1.500s"` (protobuf Duration in JSON) → 1500. */
export const durationToMs = (value: string | undefined) => (value ? Math.round(Number.parseFloat(value) * 1000) : 0);
