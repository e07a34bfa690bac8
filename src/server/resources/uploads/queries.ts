import { and, eq, gt, sql } from 'drizzle-orm';
import { UPLOAD_PATH_MESSAGE } from '../../../shared/uploads';
import { uploads } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../core/errors';
import type { Executor } from '../../core/list';

/** What one person may upload in 24 hours (super administrators too). */
export const UPLOAD_QUOTA = { files: 50, bytes: 100 * 1024 * 1024 } as const;

export const uploadQuotaMessage = (files: number) =>
  `You have reached today's upload limit (${files} images or ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB). Try again tomorrow.`;

async function usedToday(db: Executor, userId: string): Promise<{ files: number; bytes: number }> {
  const [used] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, sql`now() - interval '24 hours'`)));
  return { files: used?.files ?? 0, bytes: Number(used?.bytes ?? 0) };
}

function assertRoom(used: { files: number; bytes: number }, bytes: number, quota: { files: number; bytes: number }): void {
  if (used.files + 1 > quota.files || used.bytes + bytes > quota.bytes) throw tooManyRequests(uploadQuotaMessage(quota.files));
}

/** Before the file is stored, so a refused upload costs nothing. */
export async function assertUploadQuota(db: Executor, userId: string, bytes: number, quota = UPLOAD_QUOTA): Promise<void> {
  assertRoom(await usedToday(db, userId), bytes, quota);
}

/**
 * Counted again under a per-user lock, so uploads at the same moment cannot pass the limit
 * together. The file is stored before, so no transaction waits on the storage.
 */
export async function recordUpload(db: Executor, userId: string, path: string, bytes: number, quota = UPLOAD_QUOTA): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads'), hashtext(${userId}))`);
    assertRoom(await usedToday(tx, userId), bytes, quota);
    await tx.insert(uploads).values({ userId, path, bytes });
  });
}

/** A picture or logo being set must be a file uploaded here, not just a well-formed path. */
export async function assertOwnUpload(db: Executor, field: string, path: string | null | undefined): Promise<void> {
  if (!path) return;
  const [found] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.path, path));
  if (!found) throw badRequest(`${field}: ${UPLOAD_PATH_MESSAGE}`);
}
