import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { type FileStorage, UPLOAD_CACHE_CONTROL } from './storage';

/** So the bucket may hold other things beside. */
const KEY_PREFIX = 'uploads/';
const CHECK_TIMEOUT_MS = 1000;

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/** The deadline holds until S3 answers, not while a body streams on. */
async function within<T>(timeoutMs: number, call: (abortSignal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error(`The object storage did not answer within ${timeoutMs} ms.`)), timeoutMs);
  try {
    return await call(signal ? AbortSignal.any([deadline.signal, signal]) : deadline.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** Served through the app, so addresses and cache headers stay those of the local folder. */
export function s3Storage(config: S3Config, timeoutMs: number): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Services other than AWS (older MinIO, R2) do not all take the newer default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: Math.min(2000, timeoutMs), socketTimeout: timeoutMs },
  });
  const Bucket = config.bucket;
  return {
    description: `the bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`,
    async put(name, data, contentType, signal) {
      const put = new PutObjectCommand({ Bucket, Key: KEY_PREFIX + name, Body: data, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL });
      await within(timeoutMs, (abortSignal) => client.send(put, { abortSignal }), signal);
    },
    async remove(name) {
      await within(timeoutMs, (abortSignal) => client.send(new DeleteObjectCommand({ Bucket, Key: KEY_PREFIX + name }), { abortSignal }));
    },
    async get(name, ifNoneMatch) {
      try {
        const get = new GetObjectCommand({ Bucket, Key: KEY_PREFIX + name, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) });
        const object = await within(timeoutMs, (abortSignal) => client.send(get, { abortSignal }));
        if (!(object.Body instanceof Readable)) throw new Error('The object storage answered no body.');
        return { body: object.Body, bytes: object.ContentLength ?? 0, etag: object.ETag ?? '' };
      } catch (err) {
        const status = statusOf(err);
        if (status === 304) return 'not-modified';
        if (status === 404) return null;
        throw err;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const list = new ListObjectsV2Command({ Bucket, Prefix: KEY_PREFIX, ContinuationToken });
        const page = await within(timeoutMs, (abortSignal) => client.send(list, { abortSignal }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(KEY_PREFIX.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    close() {
      client.destroy();
    },
  };
}
