import type { Readable } from 'node:stream';

/** A stored file as it is served: its bytes as a stream, its length and its entity tag. */
export interface StoredFile {
  body: Readable;
  bytes: number;
  etag: string;
}

/**
 * Where the uploaded images are kept: one interface, two drivers. The local folder (DATA_DIR/uploads,
 * the single-machine default, local.ts) or an S3-compatible bucket shared by every instance (S3_URL
 * or S3_*, s3.ts). Files are named by the upload route (a random UUID and the image's extension) and
 * never change once written, so any instance serves any file with the same long cache headers.
 */
export interface FileStorage {
  /** For logs and readiness: 'the folder /x' or 'the bucket b at https://…'. */
  readonly description: string;
  /** Stores the file; `signal` gives up on it (the person went away). */
  put(name: string, data: Buffer, contentType: string, signal?: AbortSignal): Promise<void>;
  /** Removes the file, if it is there. */
  remove(name: string): Promise<void>;
  /** The file, 'not-modified' when `ifNoneMatch` names its current tag, or null when there is none. */
  get(name: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null>;
  /** Every stored file's name (for the backup). */
  list(): AsyncIterable<string>;
  /** Throws when the storage cannot be reached or written (readiness). */
  check(): Promise<void>;
  close(): void;
}

/** Served with every uploaded file, whichever the driver: 30 days, never revalidated (names never change). */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/** The content type served for an uploaded image, from its extension (set by the upload route). */
export const IMAGE_CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

export function contentTypeOf(name: string): string {
  return IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** Whether an If-None-Match header names `etag` (weak or strong, one of a list, or *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
