import { fileTypeFromBuffer } from 'file-type';
import { mediaFormatOf } from '../jobs/media/media-formats';

/** How many leading bytes the sniffer needs (file-type reads at most this much for the formats we accept). */
export const SNIFF_BYTES = 4100;

/** Up to `length` bytes from `start`; fewer (or none) past the end. */
export type ReadBytes = (start: number, length: number) => Promise<Buffer>;

export type SniffResult = { ok: true; mimeType: string } | { ok: false; message: string };

/** Names people recognise for what is most often uploaded by mistake. */
const KNOWN_NAMES: Record<string, string> = {
  'application/pdf': 'a PDF document',
  'application/zip': 'a ZIP archive',
  'application/gzip': 'a gzip archive',
  'application/x-rar-compressed': 'a RAR archive',
  'application/x-7z-compressed': 'a 7-Zip archive',
  'application/x-tar': 'a tar archive',
  'application/msword': 'a Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'a PowerPoint presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel spreadsheet',
  'application/x-msdownload': 'a Windows program',
  'application/x-elf': 'a Linux program',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'image/heic': 'a HEIC image',
};

/** Tags in a row before we give up (a real file has one, rarely two). */
const MAX_ID3_TAGS = 4;

/**
 * Whether the bytes are audio or video in a container we accept (MEDIA_FORMATS), by content alone. ID3 tags are
 * skipped by their own sizes and what follows them must be media: a tag in front of a playlist or of nothing is not
 * audio. When not media, the message says what the bytes are, e.g. "This is a PDF document, not audio or video".
 */
export async function sniffMedia(read: ReadBytes): Promise<SniffResult> {
  let offset = 0;
  let head = await read(0, SNIFF_BYTES);
  if (head.length === 0) return { ok: false, message: 'This is an empty file, not audio or video' };
  for (let tags = 0; head.toString('latin1', 0, 3) === 'ID3'; tags += 1) {
    const length = id3TagLength(head);
    // A broken tag, or too many: file-type would call it MP3 whatever follows.
    if (length === null || tags === MAX_ID3_TAGS) return afterTag();
    offset += length;
    head = await read(offset, SNIFF_BYTES);
  }
  const found = await fileTypeFromBuffer(head);
  const mimeType = found?.mime === 'application/ogg' ? 'audio/ogg' : found?.mime;
  if (found && mimeType && mediaFormatOf(mimeType)) return { ok: true, mimeType };
  if (offset > 0) return afterTag();
  if (found && (found.mime.startsWith('audio/') || found.mime.startsWith('video/'))) {
    return {
      ok: false,
      message: `This is ${article(found.ext)} ${found.ext.toUpperCase()} file (${found.mime}), a format this server does not process: use MP3, M4A, WAV, MP4, MOV or WebM`,
    };
  }
  const what = found
    ? (KNOWN_NAMES[found.mime] ?? `${article(found.ext)} ${found.ext.toUpperCase()} file (${found.mime})`)
    : looksLikeText(head)
      ? 'a text file'
      : 'a file of an unknown type';
  return { ok: false, message: `This is ${what}, not audio or video` };
}

function afterTag(): SniffResult {
  return { ok: false, message: 'This file has an audio tag but no audio or video after it' };
}

/** The whole length of the ID3v2 tag `head` starts with (header, body and footer), or null when it is malformed. */
function id3TagLength(head: Buffer): number | null {
  if (head.length < 10) return null;
  if (head[3] === 0xff || head[4] === 0xff) return null;
  const size = head.subarray(6, 10);
  // The size is "synchsafe": 7 bits per byte.
  if (size.some((b) => b >= 0x80)) return null;
  const body = (size[0]! << 21) | (size[1]! << 14) | (size[2]! << 7) | size[3]!;
  const footer = head[5]! & 0x10 ? 10 : 0;
  return 10 + body + footer;
}

function article(word: string) {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Printable UTF-8 with ordinary whitespace, and no NUL: most likely text. */
function looksLikeText(head: Buffer): boolean {
  // A multi-byte character cut at the end of the sample is still text.
  const sample = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, Math.max(0, head.length - 3)));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  return !sample.includes('\uFFFD') && !/[\u0000-\u0008\u000E-\u001F]/.test(sample);
}
