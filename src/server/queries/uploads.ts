import { and, eq, gt, sql } from 'drizzle-orm';
import { UPLOAD_PATH_MESSAGE } from '../../shared/uploads';
import { uploads } from '../db/schema';
import { badRequest, tooManyRequests } from '../errors';
import type { Executor } from './list';

/** What one person may upload in 24 hours (super administrators too). */
export const UPLOAD_QUOTA = { files: 50, bytes: 100 * 1024 * 1024 } as const;

export const uploadQuotaMessage = (files: number) =>
  `You have reached today's upload limit (${files} images or ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB). Try again tomorrow.`;

/**
 * Records an upload under the person's daily quota: counted and inserted under a per-user
 * advisory lock, so uploads at the same moment cannot pass the limit together. `write` stores the
 * file; it runs only when the quota allows, inside the same transaction.
 */
export async function recordUpload(
  db: Executor,
  userId: string,
  path: string,
  bytes: number,
  write: () => Promise<void>,
  quota: { files: number; bytes: number } = UPLOAD_QUOTA,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads'), hashtext(${userId}))`);
    const [used] = await tx
      .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
      .from(uploads)
      .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, sql`now() - interval '24 hours'`)));
    if ((used?.files ?? 0) + 1 > quota.files || Number(used?.bytes ?? 0) + bytes > quota.bytes) {
      throw tooManyRequests(uploadQuotaMessage(quota.files));
    }
    await tx.insert(uploads).values({ userId, path, bytes });
    await write();
  });
}

/** A picture or logo being set must be a file uploaded here, not just a well-formed path. */
export async function assertOwnUpload(db: Executor, field: string, path: string | null | undefined): Promise<void> {
  if (!path) return;
  const [found] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.path, path));
  if (!found) throw badRequest(`${field}: ${UPLOAD_PATH_MESSAGE}`);
}
