import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '../outbound/private-address';
import { formatBytes } from './format-bytes';
import { SNIFF_BYTES, sniffMedia } from './sniff-media';

export interface ProbeOptions {
  /** Allow loopback, private and link-local addresses and plain http (tests and local demos only). */
  allowPrivate: boolean;
  /** Larger media is refused, like an upload over MAX_UPLOAD_BYTES. */
  maxBytes: number;
  timeoutMs?: number;
}

export type ProbeResult =
  { ok: true; url: string; mimeType: string; sizeBytes: number | null } | { ok: false; message: string };

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

class ProbeError extends Error {}

/** Resolves like the system does, but refuses private addresses at connect time, so DNS rebinding cannot slip by. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, options, (error, address, family) => {
    if (error) return callback(error, address, family);
    const addresses = Array.isArray(address) ? address.map((a) => a.address) : [address];
    if (addresses.some(isPrivateAddress)) {
      return callback(new ProbeError('This link points to a private network address'), address, family);
    }
    callback(null, address, family);
  });
};

/**
 * Checks a direct media link without downloading it: follows up to 3 redirects, reads the headers and the first
 * bytes, and accepts audio or video (by Content-Type, or by the bytes when the server says only "binary") within
 * the size cap.
 */
export async function probeMediaLink(start: URL, options: ProbeOptions): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = start;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      refuseUnsafe(url, options.allowPrivate);
      const answer = await firstBytes(url, options.allowPrivate, controller.signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        url = new URL(answer.location, url);
        continue;
      }
      if (answer.status >= 400) return { ok: false, message: `The link answered with HTTP ${answer.status}` };
      return await judge(url, answer, options.maxBytes);
    }
    return { ok: false, message: 'The link redirects too many times' };
  } catch (error) {
    if (controller.signal.aborted) {
      return { ok: false, message: `The link did not answer within ${timeoutMs / 1000} seconds` };
    }
    if (error instanceof ProbeError) return { ok: false, message: error.message };
    return {
      ok: false,
      message: `The link could not be reached (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  } finally {
    clearTimeout(timer);
  }
}

function refuseUnsafe(url: URL, allowPrivate: boolean) {
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new ProbeError('Use an https:// link');
  }
  if (url.username || url.password) throw new ProbeError('Links with a user name or password are not accepted');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
    throw new ProbeError('This link points to a private network address');
  }
}

interface FirstBytes {
  status: number;
  location: string | undefined;
  contentType: string | undefined;
  size: number | null;
  head: Buffer;
}

/** One GET for the first SNIFF_BYTES bytes; the connection is dropped as soon as they are in. */
function firstBytes(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<FirstBytes> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        headers: { Range: `bytes=0-${SNIFF_BYTES - 1}`, 'User-Agent': 'MediaAccess-LinkProbe/1.0' },
        lookup: allowPrivate ? undefined : publicOnlyLookup,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const total = /\/(\d+)$/.exec(response.headers['content-range'] ?? '')?.[1];
        const length = response.headers['content-length'];
        const size = total ? Number(total) : status === 200 && length ? Number(length) : null;
        const chunks: Buffer[] = [];
        let received = 0;
        const finish = () => {
          response.destroy();
          resolve({
            status,
            location: response.headers.location,
            contentType: response.headers['content-type']?.split(';')[0]?.trim().toLowerCase(),
            size,
            head: Buffer.concat(chunks).subarray(0, SNIFF_BYTES),
          });
        };
        if (status >= 300) return finish();
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
          if (received >= SNIFF_BYTES) finish();
        });
        response.on('end', finish);
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', 'application/binary']);

async function judge(url: URL, answer: FirstBytes, maxBytes: number): Promise<ProbeResult> {
  if (answer.size !== null && answer.size > maxBytes) {
    return { ok: false, message: `The linked file is larger than the ${formatBytes(maxBytes)} this server accepts` };
  }
  const type = answer.contentType;
  if (type && (type.startsWith('audio/') || type.startsWith('video/'))) {
    return { ok: true, url: url.href, mimeType: type, sizeBytes: answer.size };
  }
  if (!type || GENERIC_TYPES.has(type)) {
    const sniffed = await sniffMedia(answer.head);
    return sniffed.ok
      ? { ok: true, url: url.href, mimeType: sniffed.mimeType, sizeBytes: answer.size }
      : { ok: false, message: sniffed.message.replace(/^This is/, 'The link leads to') };
  }
  const what = type === 'text/html' ? 'a web page' : `${type} content`;
  return { ok: false, message: `The link leads to ${what}, not audio or video` };
}
