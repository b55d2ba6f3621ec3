import { createOutboundFetch, OutboundError, type OutboundFetch } from '../outbound/outbound-fetch';
import { formatBytes } from './format-bytes';
import { type ReadBytes, SNIFF_BYTES, sniffMedia } from './sniff-media';

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
const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', 'application/binary']);
/** How far into a file that ignores `Range` we read to get past a long ID3 tag. */
const MAX_SKIP_BYTES = 16 * 1024 * 1024;

/** A link that answered, not what it leads to: answered to the person adding it, not stored. */
class LinkAnswer extends Error {}

/**
 * Checks a direct media link without downloading it, through the guarded outbound client (public https only,
 * checked at connect time and on each of up to 3 redirects): reads the headers and the first bytes, and accepts
 * audio or video (by Content-Type, or by the bytes when the server says only "binary") within the size cap. The
 * media job downloads and sniffs the whole file later; this only tells the person at once when a link is wrong.
 */
export async function probeMediaLink(start: URL, options: ProbeOptions): Promise<ProbeResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetcher = createOutboundFetch({ allowPrivate: options.allowPrivate });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const first = await rangeOf(fetcher, start, 0, signal);
    if (first.status >= 300) return { ok: false, message: `The link answered with HTTP ${first.status}` };
    const url = new URL(first.url);
    if (first.size !== null && first.size > options.maxBytes) {
      return {
        ok: false,
        message: `The linked file is larger than the ${formatBytes(options.maxBytes)} this server accepts`,
      };
    }
    const type = first.contentType;
    if (type && (type.startsWith('audio/') || type.startsWith('video/'))) {
      return { ok: true, url: url.href, mimeType: type, sizeBytes: first.size };
    }
    if (type && !GENERIC_TYPES.has(type)) {
      const what = type === 'text/html' ? 'a web page' : `${type} content`;
      return { ok: false, message: `The link leads to ${what}, not audio or video` };
    }
    // Past the first bytes (a long ID3 tag), ask for more: the sniffer decides on what follows the tag.
    const read: ReadBytes = async (offset, length) =>
      offset + length <= first.bytes.length || first.ended
        ? first.bytes.subarray(offset, offset + length)
        : (await rangeOf(fetcher, url, offset, signal)).bytes.subarray(0, length);
    const sniffed = await sniffMedia(read);
    return sniffed.ok
      ? { ok: true, url: url.href, mimeType: sniffed.mimeType, sizeBytes: first.size }
      : { ok: false, message: sniffed.message.replace(/^This is/, 'The link leads to') };
  } catch (error) {
    if (error instanceof LinkAnswer) return { ok: false, message: error.message };
    if (signal.aborted) return { ok: false, message: `The link did not answer within ${timeoutMs / 1000} seconds` };
    return { ok: false, message: messageOf(error) };
  }
}

interface Range {
  status: number;
  url: string;
  contentType: string | undefined;
  /** The whole file's size, when the answer says it. */
  size: number | null;
  /** Up to SNIFF_BYTES from `offset`. */
  bytes: Buffer;
  /** The file ends within `bytes`. */
  ended: boolean;
}

/** One GET for SNIFF_BYTES bytes from `offset` (by `Range`, or skipping to them when the server sends it all). */
async function rangeOf(fetcher: OutboundFetch, url: URL, offset: number, signal: AbortSignal): Promise<Range> {
  const response = await fetcher(url, {
    headers: { Range: `bytes=${offset}-${offset + SNIFF_BYTES - 1}` },
    signal,
    maxRedirects: MAX_REDIRECTS,
    // The body is dropped after the bytes we need; this only keeps the guard from refusing a large file's answer.
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  const status = response.status;
  const total = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1];
  const length = response.headers.get('content-length');
  const range: Range = {
    status,
    url: response.url || url.href,
    contentType: response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase(),
    size: total ? Number(total) : status === 200 && length ? Number(length) : null,
    bytes: Buffer.alloc(0),
    ended: false,
  };
  if (status >= 300 || !response.body) {
    await response.body?.cancel();
    return range;
  }
  // A server that ignores Range sends the file from its start; a later range then means skipping up to it.
  const skip = status === 206 ? 0 : offset;
  if (skip > MAX_SKIP_BYTES) throw new LinkAnswer('The link does not let its file be read in parts');
  const chunks: Buffer[] = [];
  let received = 0;
  const reader = response.body.getReader();
  while (received < skip + SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) {
      range.ended = true;
      break;
    }
    chunks.push(Buffer.from(value));
    received += value.byteLength;
  }
  await reader.cancel();
  range.bytes = Buffer.concat(chunks).subarray(skip, skip + SNIFF_BYTES);
  return range;
}

/** Our words for a refusal of the outbound client, for the person adding the link. */
function messageOf(error: unknown): string {
  if (!(error instanceof OutboundError)) return 'The link could not be reached';
  switch (error.code) {
    case 'not_allowed':
      // The client's own words name which rule refused (outbound-fetch.ts, refuseUnsafe).
      if (error.message.startsWith('Only https://')) return 'Use an https:// link';
      if (error.message.includes('user name')) return 'Links with a user name or password are not accepted';
      return 'This link points to a private network address';
    case 'too_many_redirects':
      return 'The link redirects too many times';
    default:
      return 'The link could not be reached';
  }
}
