import { randomBytes } from 'node:crypto';

/**
 * A `multipart/related` body as Google's `uploadType=multipart` takes it (YouTube captions, Drive files): the JSON
 * metadata first, then the content.
 */
export function multipartRelated(metadata: unknown, content: string, contentType = 'application/octet-stream') {
  const boundary = `media-access-${randomBytes(8).toString('hex')}`;
  const body = [
    `--${boundary}`,
    'Content-Type: application/json; charset=UTF-8',
    '',
    JSON.stringify(metadata),
    `--${boundary}`,
    `Content-Type: ${contentType}`,
    '',
    content,
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { body, contentType: `multipart/related; boundary=${boundary}` };
}
