import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
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
  /** The CSV import whose run writes (its undo finds the entries by it; migration 0021). */
  importId?: string;
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
  const user = request.auth?.user;
  // The signed-in user's name as the guard read it, so the triggers need not read it again.
  const actorName = extra.actorId === undefined || extra.actorId === user?.id ? user?.name : undefined;
  return { actorId: user?.id ?? null, ...(actorName !== undefined ? { actorName } : {}), ip: request.ip, ...extra };
}

/** node-postgres' pipeline mode (a `pipeline` client option since 8.23), switched for one checkout. */
type Pipelinable = { pipeline: boolean };

/**
 * Runs `write` in a transaction whose changes are recorded as `context`'s (as it is, when null: the
 * history is off). The transaction is Drizzle's own (a query function's nested one is a savepoint,
 * or nothing with inTransaction in queries/list.ts), opened by hand so that opening it costs no
 * wait of its own (docs/PERFORMANCE.md, 'Audit history: recording cost'):
 * - BEGIN and the set_config go as one simple query. A simple query takes no parameters, so the
 *   context is written as a literal with node-postgres' escaping.
 * - That query is pipelined with the write's first statement: the connection is in node-postgres'
 *   pipeline mode while this checkout holds it, so the statement goes out without waiting for
 *   BEGIN's answer. PostgreSQL runs a connection's messages in order, so the statement still runs
 *   inside the transaction, and one that BEGIN failed would fail too (nothing runs outside it). The
 *   write's own statements are awaited one by one as before; pipeline mode only refuses cursors and
 *   COPY, which no write uses. The mode is set on a connection with nothing in flight and set back
 *   once COMMIT or ROLLBACK has answered, before the connection returns to the pool. A node-postgres
 *   without it queues the statement behind BEGIN instead: the same order, one wait more.
 */
export async function withAudit<T>(db: Database, context: AuditContext | null, write: (tx: Database) => Promise<T>): Promise<T> {
  if (!context) return write(db);
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  const pipelined = client as unknown as Pipelinable;
  let broken: Error | undefined;
  try {
    pipelined.pipeline = true;
    const begun = client.query(`begin; select set_config('cre.audit', ${client.escapeLiteral(JSON.stringify(context))}, true)`);
    // Its failure reaches the caller through the write's own statements, or through `await begun`.
    begun.catch(() => undefined);
    // What Drizzle's db.transaction builds on a pool's client: the app's dialect (its casing) and schema.
    const { dialect } = db as unknown as { dialect: PgDialect };
    const { fullSchema, schema, tableNamesMap } = db._;
    const relational = schema ? { fullSchema, schema, tableNamesMap } : undefined;
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, relational), relational);
    try {
      const result = await write(tx as unknown as Database);
      await begun;
      await client.query('commit');
      return result;
    } catch (err) {
      await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
      throw err;
    }
  } finally {
    pipelined.pipeline = false;
    // A connection that could not roll back is closed rather than handed to the next request.
    client.release(broken);
  }
}
