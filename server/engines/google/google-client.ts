import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';

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
}

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

/**
 * A small client for Google's REST APIs with a service-account key: it signs a JWT (RS256, node:crypto),
 * trades it for an access token at the key's `token_uri` and keeps it until shortly before it expires.
 * No SDK: the three calls we make are plain JSON over HTTPS.
 */
export class GoogleClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(readonly settings: GoogleSettings) {}

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

  /** POSTs JSON and answers the JSON reply; a non-2xx reply is an error carrying Google's message. */
  async post<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await this.accessToken(signal)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    if (!response.ok) {
      let message = text.slice(0, 300);
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
      } catch {
        // not JSON: keep the raw start of the body
      }
      throw new Error(`Google answered ${response.status}: ${message}`);
    }
    return JSON.parse(text) as T;
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
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: `${unsigned}.${signature}`,
      }),
      signal,
    });
    if (!response.ok)
      throw new Error(`Google sign-in failed with ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const body = (await response.json()) as { access_token: string; expires_in?: number };
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
