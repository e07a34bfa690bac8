import { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { type FileStorage, UPLOAD_CACHE_CONTROL } from './storage';

/** Every key the app writes starts with this, so the bucket may hold other things beside. */
const KEY_PREFIX = 'uploads/';
/** Readiness asks the bucket at most this long. */
const CHECK_TIMEOUT_MS = 1000;

const statusOf = (err: unknown) => (err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined);

/**
 * The uploads in an S3-compatible bucket (AWS S3, MinIO, R2, …) that every instance shares. Served
 * through the app (streamed), so the address, the cache headers and the sign-in-free access stay
 * those of the local folder.
 */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: services other than AWS (older MinIO, R2, the test's
    // stand-in) do not all take the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 10_000 },
  });
  const Bucket = config.bucket;
  return {
    description: `the bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`,
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: KEY_PREFIX + name, Body: data, ContentType: contentType, CacheControl: UPLOAD_CACHE_CONTROL }),
      );
    },
    async get(name, ifNoneMatch) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: KEY_PREFIX + name, ...(ifNoneMatch ? { IfNoneMatch: ifNoneMatch } : {}) }));
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
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: KEY_PREFIX, ContinuationToken }));
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
