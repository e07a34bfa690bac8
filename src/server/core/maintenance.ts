import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { pruneOutbox } from './mail/outbox';

export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;
/** The first check after start: soon, but not in the way of the start itself. */
const FIRST_CHECK_MS = 30 * 1000;

export interface MaintenanceResult {
  ran: boolean;
  removed?: { sessions: number; passwordResets: number; signInThrottle: number; auditEntries: number };
}

/** A resource's own periodic work (rolling members into their next CE cycle), given by app.ts. */
export type MaintenanceTask = (db: Database) => Promise<void>;

export const AUDIT_RETENTION_DAYS = 730;
/** Batches, so no delete holds the table for long. */
const AUDIT_PURGE_BATCH = 10_000;

/**
 * Runs once per period across every instance: only the one whose statement moves
 * `maintenance_runs.cleanup` forward does the work.
 */
export async function runMaintenance(
  db: Database,
  everyMs = MAINTENANCE_EVERY_MS,
  auditRetentionDays = AUDIT_RETENTION_DAYS,
  tasks: readonly MaintenanceTask[] = [],
): Promise<MaintenanceResult> {
  const claimed = await db.execute(sql`
    insert into maintenance_runs (job, last_run_at) values ('cleanup', now())
    on conflict (job) do update set last_run_at = now()
      where maintenance_runs.last_run_at <= now() - make_interval(secs => ${everyMs / 1000})
    returning job`);
  if (claimed.rows.length === 0) return { ran: false };
  const count = async (statement: ReturnType<typeof sql>) => (await db.execute(statement)).rowCount ?? 0;
  const removed = {
    sessions: await count(sql`delete from sessions where expires_at < now() - interval '1 day'`),
    passwordResets: await count(sql`delete from password_resets where expires_at < now() - interval '1 day'`),
    signInThrottle: await count(sql`delete from sign_in_throttle where expires_at <= now()`),
    auditEntries: 0,
  };
  for (;;) {
    const purged = await count(sql`
      delete from audit_log where id in (
        select id from audit_log where at < now() - make_interval(days => ${auditRetentionDays}) order by at limit ${AUDIT_PURGE_BATCH})`);
    removed.auditEntries += purged;
    if (purged < AUDIT_PURGE_BATCH) break;
  }
  await pruneOutbox(db);
  for (const task of tasks) await task(db);
  return { ran: true, removed };
}

export interface MaintenanceOptions {
  everyMs?: number;
  auditRetentionDays?: number;
  tasks?: readonly MaintenanceTask[];
}

export const maintenancePlugin = fp(async (app: FastifyInstance, opts: MaintenanceOptions) => {
  const everyMs = opts.everyMs ?? MAINTENANCE_EVERY_MS;
  const check = async () => {
    try {
      const result = await runMaintenance(app.db, everyMs, opts.auditRetentionDays, opts.tasks);
      if (result.ran) app.log.info({ removed: result.removed }, 'periodic clean-up done');
    } catch (err) {
      app.log.error({ err }, 'periodic clean-up failed; tried again at the next period');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(() => void check().finally(() => schedule(everyMs)), ms);
    timer.unref();
  };
  app.addHook('onReady', async () => schedule(Math.min(FIRST_CHECK_MS, everyMs)));
  app.addHook('onClose', async () => clearTimeout(timer));
});
