import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Config } from '../config';
import type { Storage, StoredObjectInfo } from './storage';

/** S3's smallest part but the last; streams are sent in parts of this size, so memory stays bounded. */
const PART_BYTES = 8 * 1024 * 1024;

/** The AWS SDK's settings for this bucket: path-style, so MinIO and other S3-compatible servers work too. */
export function s3ClientConfigOf(s3: S3Config): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: s3.credentials,
  };
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Objects in one S3-compatible bucket, written in parts so a stream of any length never sits in memory. */
export function createS3Storage(s3: S3Config): Storage {
  const client = new S3Client(s3ClientConfigOf(s3));
  const Bucket = s3.bucket;

  async function putStream(key: string, body: Readable, contentType: string) {
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
    );
    const parts: { ETag: string | undefined; PartNumber: number }[] = [];
    try {
      for await (const part of partsOf(body)) {
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: part }),
        );
        parts.push({ ETag, PartNumber });
      }
      if (parts.length === 0) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }));
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: Buffer.alloc(0), ContentType: contentType }));
        return;
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => {});
      throw error;
    }
  }

  async function stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
        return;
      }
      await putStream(key, body, contentType);
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const total = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : answer.ContentLength;
        return {
          stream: answer.Body as Readable,
          size: total ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** The stream cut into PART_BYTES buffers (the last one shorter); one part in memory at a time. */
async function* partsOf(stream: Readable): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    pending.push(buffer);
    size += buffer.length;
    while (size >= PART_BYTES) {
      const whole = Buffer.concat(pending);
      yield whole.subarray(0, PART_BYTES);
      pending = [whole.subarray(PART_BYTES)];
      size = pending[0]!.length;
    }
  }
  if (size > 0) yield Buffer.concat(pending);
}
