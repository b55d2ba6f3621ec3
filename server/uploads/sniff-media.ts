import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes the sniffer needs (file-type reads at most this much for the formats we accept). */
export const SNIFF_BYTES = 4100;

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

/** Media that file-type reports as something else but that ffmpeg plays. */
const MEDIA_EXCEPTIONS = new Set(['application/ogg', 'application/vnd.apple.mpegurl']);

/**
 * Whether the leading bytes are audio or video, by content alone. When not, the message says what the bytes are,
 * e.g. "This is a PDF document, not audio or video".
 */
export async function sniffMedia(head: Buffer): Promise<SniffResult> {
  if (head.length === 0) return { ok: false, message: 'This is an empty file, not audio or video' };
  const found = await fileTypeFromBuffer(head);
  if (
    found &&
    (found.mime.startsWith('audio/') || found.mime.startsWith('video/') || MEDIA_EXCEPTIONS.has(found.mime))
  ) {
    return { ok: true, mimeType: found.mime === 'application/ogg' ? 'audio/ogg' : found.mime };
  }
  const what = found
    ? (KNOWN_NAMES[found.mime] ??
      `${/^[aeiou]/i.test(found.ext) ? 'an' : 'a'} ${found.ext.toUpperCase()} file (${found.mime})`)
    : looksLikeText(head)
      ? 'a text file'
      : 'a file of an unknown type';
  return { ok: false, message: `This is ${what}, not audio or video` };
}

/** Printable UTF-8 with ordinary whitespace, and no NUL: most likely text. */
function looksLikeText(head: Buffer): boolean {
  // A multi-byte character cut at the end of the sample is still text.
  const sample = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, Math.max(0, head.length - 3)));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we look for
  return !sample.includes('\uFFFD') && !/[\u0000-\u0008\u000E-\u001F]/.test(sample);
}
