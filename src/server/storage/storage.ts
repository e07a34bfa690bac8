import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  bytes: number;
  etag: string;
}

/**
 * Files never change once written (random names), so any instance serves any file with the same
 * long cache headers, whichever the driver.
 */
export interface FileStorage {
  readonly description: string;
  put(name: string, data: Buffer, contentType: string, signal?: AbortSignal): Promise<void>;
  remove(name: string): Promise<void>;
  get(name: string, ifNoneMatch?: string): Promise<StoredFile | 'not-modified' | null>;
  list(): AsyncIterable<string>;
  check(): Promise<void>;
  close(): void;
}

/** Never revalidated: names never change. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=2592000, immutable';

export const IMAGE_CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif' };

export function contentTypeOf(name: string): string {
  return IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
