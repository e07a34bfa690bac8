import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';

/**
 * Who writes, for the audit history's triggers (migration 0016): set for the transaction of a
 * write (`set_config('cre.audit', …, true)`), so every row the request changes is recorded with its
 * author in that same transaction, and a write without it (the seed, the clean-up job) is not.
 */
export interface AuditContext {
  /** The signed-in user; null for the public check-in pages. */
  actorId: string | null;
  /** Read from the user when absent. */
  actorName?: string;
  /** The client's address as the app sees it. */
  ip: string;
  /** What an update is shown as: 'status' for the active/inactive toggle, 'revert', 'restore'. */
  action?: 'status' | 'revert' | 'restore';
  /** The entry a revert puts back. */
  reverts?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether writes are recorded in the audit history (AUDIT_LOG, on unless set to off). */
    auditEnabled: boolean;
  }
}

/**
 * The request's author: its signed-in user (or the user or name given: a sign-in, the public
 * pages) and address; null while the audit history is off.
 */
export function auditContextOf(request: FastifyRequest, extra: Partial<AuditContext> = {}): AuditContext | null {
  if (!request.server.auditEnabled) return null;
  return { actorId: request.auth?.user.id ?? null, ip: request.ip, ...extra };
}

/** Runs `write` in a transaction whose changes are recorded as `context`'s (as it is, when null: the history is off). */
export async function withAudit<T>(db: Database, context: AuditContext | null, write: (tx: Database) => Promise<T>): Promise<T> {
  if (!context) return write(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('cre.audit', ${JSON.stringify(context)}, true)`);
    // A transaction offers every query a pool offers (`$client` aside, which no write uses).
    return write(tx as unknown as Database);
  });
}
