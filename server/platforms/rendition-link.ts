import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CredentialsCipher } from '../integrations/credentials-cipher';
import { CAPTION_LINK_HOURS } from './caption-link';

// Short-lived public links to one finished render (the described audio or the extended video of one render job), for
// platforms that take an audio track or a new video only as a URL they fetch (Mux, Brightcove, Vimeo, Wistia).
// Stateless like the caption links: the token is `<jobId>.<expiry>.<signature>`, an HMAC-SHA256 under a key derived
// from INTEGRATIONS_KEY for this purpose alone; the link's extension names the kind of render, which the route checks
// against the job.

export type RenditionKind = 'described_audio' | 'extended_video';

/** The extension a link to each kind of render ends in (Wistia imports a URL only if it ends in the file's). */
export const RENDITION_EXTENSIONS: Readonly<Record<RenditionKind, string>> = {
  described_audio: '.m4a',
  extended_video: '.mp4',
};

/** The purpose the signing key is derived for: not the caption links' key, so neither token passes for the other. */
const KEY_PURPOSE = 'rendition-link-v1';

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** A token naming the render job `jobId` that works until `now` plus the caption links' lifetime (24 hours). */
export function signedRenditionToken(cipher: CredentialsCipher, jobId: string, now: number): string {
  const payload = `${jobId}.${Math.floor(now / 1000) + CAPTION_LINK_HOURS * 3600}`;
  return `${payload}.${signature(cipher.derivedKeys(KEY_PURPOSE)[0]!, payload).toString('base64url')}`;
}

/** The render job a token names, or null when it is malformed, signed with no key we hold, or expired. */
export function verifiedRenditionToken(cipher: CredentialsCipher, token: string, now: number): string | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, jobId, expires, given] = match;
  const mac = Buffer.from(given!, 'base64url');
  const payload = `${jobId}.${expires}`;
  const valid = cipher.derivedKeys(KEY_PURPOSE).some((key) => timingSafeEqual(signature(key, payload), mac));
  return valid && Number(expires) * 1000 > now ? jobId! : null;
}

/** The public address of the link, under the app's PUBLIC_URL: the platform must reach it. */
export const renditionLinkUrl = (publicUrl: string, token: string, kind: RenditionKind) =>
  `${publicUrl}/api/rendition-links/${token}${RENDITION_EXTENSIONS[kind]}`;
