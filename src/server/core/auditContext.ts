import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Database } from '../db/client';

/**
 * Who writes, for the audit history's triggers. It is set per transaction, so a write without it
 * (the seed, the clean-up job) is not recorded.
 */
export interface AuditContext {
  /** null for the public check-in pages. */
  actorId: string | null;
  actorName?: string;
  ip: string;
  action?: 'status' | 'revert' | 'restore';
  reverts?: number;
  /** An import's undo finds its entries by it. */
  importId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditEnabled: boolean;
  }
}

/** null while the audit history is off. */
export function auditContextOf(request: FastifyRequest, extra: Partial<AuditContext> = {}): AuditContext | null {
  if (!request.server.auditEnabled) return null;
  const user = request.auth?.user;
  // The signed-in user's name as the guard read it, so the triggers need not read it again.
  const actorName = extra.actorId === undefined || extra.actorId === user?.id ? user?.name : undefined;
  return { actorId: user?.id ?? null, ...(actorName !== undefined ? { actorName } : {}), ip: request.ip, ...extra };
}

type Pipelinable = { pipeline: boolean };

/**
 * Runs `write` in a Drizzle transaction opened by hand, so that opening it costs no round trip of
 * its own (docs/PERFORMANCE.md, "Audit history"): BEGIN and the set_config go as one simple query,
 * pipelined with the write's first statement. PostgreSQL runs a connection's messages in order, so
 * that statement still runs inside the transaction. Pipeline mode refuses cursors and COPY, which
 * no write uses.
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
    // What Drizzle's db.transaction builds, so the app's casing and schema apply.
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
