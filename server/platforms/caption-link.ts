import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CredentialsCipher } from '../integrations/credentials-cipher';

// Short-lived public links to one version of a track as WebVTT, for platforms that take captions only as a URL
// they fetch later (Brightcove, Mux). Stateless: the token is `<trackId>.<version>.<expiry>.<signature>`, an
// HMAC-SHA256 under a key derived from INTEGRATIONS_KEY for this purpose alone (see docs/platforms.md).

/** How long a link works: Brightcove queues ingest jobs, and a busy account's queue can take hours. */
export const CAPTION_LINK_HOURS = 24;

/** The purpose the signing key is derived for; never the raw credentials key. */
const KEY_PURPOSE = 'caption-link-v1';

export interface CaptionLinkTarget {
  trackId: string;
  version: number;
}

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** A token for `target` that works until `now` plus the link lifetime. */
export function signedCaptionToken(cipher: CredentialsCipher, target: CaptionLinkTarget, now: number): string {
  const expires = Math.floor(now / 1000) + CAPTION_LINK_HOURS * 3600;
  const payload = `${target.trackId}.${target.version}.${expires}`;
  return `${payload}.${signature(cipher.derivedKeys(KEY_PURPOSE)[0]!, payload).toString('base64url')}`;
}

/** What a token names, or null when it is malformed, signed with no key we hold, or expired. */
export function verifiedCaptionToken(cipher: CredentialsCipher, token: string, now: number): CaptionLinkTarget | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, trackId, version, expires, given] = match;
  const payload = `${trackId}.${version}.${expires}`;
  const mac = Buffer.from(given!, 'base64url');
  // Links signed before a key rotation keep working while the old key is listed as a previous one.
  const valid = cipher.derivedKeys(KEY_PURPOSE).some((key) => timingSafeEqual(signature(key, payload), mac));
  if (!valid || Number(expires) * 1000 <= now) return null;
  return { trackId: trackId!, version: Number(version) };
}

/** The public address of the link, under the app's PUBLIC_URL (as Rev's media link). */
export const captionLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/api/caption-links/${token}.vtt`;
