import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import { mailOutbox, type MailOutboxRow } from '../db/schema';
import type { Mail } from '../plugins/mail';
import type { Executor } from '../queries/list';
import { buildCheckInCodeMail } from './checkInCodeMail';
import { buildEmailChangedMail } from './emailChangedMail';
import type { MailBuilder, MailContext, MailJob, MailJobKind } from './jobs';
import { buildPasswordResetMail } from './passwordResetMail';

/** One builder per kind of job: a new kind in src/server/mail/jobs.ts does not compile until it has one. */
const BUILDERS: { [K in MailJobKind]: MailBuilder<K> } = {
  passwordReset: buildPasswordResetMail,
  checkInCode: buildCheckInCodeMail,
  emailChanged: buildEmailChangedMail,
};

/** Queues a mail (callable inside the caller's transaction: it leaves only if the transaction commits). */
export async function enqueueMail(db: Executor, job: MailJob): Promise<void> {
  const { kind, ...payload } = job;
  await db.insert(mailOutbox).values({ kind, payload });
}

export interface OutboxOptions {
  context: MailContext;
  send: (mail: Mail) => Promise<void>;
  log: { error: (obj: object, msg: string) => void };
  /** Jobs claimed per batch (one transaction, which holds their row locks while they are sent). */
  batchSize?: number;
  /** Attempts before a job is given up as failed. */
  maxAttempts?: number;
  /** The first retry's delay; each further one doubles it. */
  retryBaseMs?: number;
}

/** With the defaults, retries after 30 s, 1, 2, 4, 8, 16 and 32 min: about an hour of SMTP outage is bridged. */
export const OUTBOX_DEFAULTS = { batchSize: 20, maxAttempts: 8, retryBaseMs: 30_000 } as const;

/**
 * Drains the outbox: claims due jobs with `FOR UPDATE SKIP LOCKED` (so several app instances
 * never send the same mail), builds each message at send time and sends it; a failure is retried
 * with exponential backoff, then marked failed. Returns how many jobs it handled.
 */
export async function drainOutbox(db: Executor, opts: OutboxOptions): Promise<number> {
  const { batchSize, maxAttempts, retryBaseMs } = { ...OUTBOX_DEFAULTS, ...opts };
  const builders = BUILDERS as Record<MailJobKind, MailBuilder<MailJobKind>>;
  let handled = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const jobs: MailOutboxRow[] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.nextAttemptAt)
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of jobs) {
        const job = { kind: row.kind, ...(row.payload as object) } as MailJob;
        try {
          const builder = builders[row.kind as MailJobKind];
          // Retried like a transport failure: during a rolling deploy, a newer instance may know the kind.
          if (!builder) throw new Error(`no mail builder for '${row.kind}'`);
          // A savepoint per job: what a failed job wrote (its reset link) goes, the others' work and the claim stay.
          const mail = await tx.transaction(async (jobTx) => {
            const built = await builder(jobTx, job, opts.context);
            if (built) await opts.send(built);
            return built;
          });
          await tx
            .update(mailOutbox)
            .set({ status: mail ? 'sent' : 'skipped', attempts: row.attempts + 1, doneAt: sql`now()`, lastError: null })
            .where(eq(mailOutbox.id, row.id));
        } catch (err) {
          const attempts = row.attempts + 1;
          const failed = attempts >= maxAttempts;
          const delayMs = retryBaseMs * 2 ** (attempts - 1);
          // The error's message only: never the message, its body or its link.
          const reason = err instanceof Error ? err.message : String(err);
          opts.log.error(
            { job: row.id, kind: row.kind, attempts, reason, retryInSeconds: failed ? undefined : delayMs / 1000 },
            failed ? 'mail given up after its last attempt' : 'mail not sent; will retry',
          );
          await tx
            .update(mailOutbox)
            .set({
              status: failed ? 'failed' : 'pending',
              attempts,
              lastError: reason.slice(0, 500),
              // The database's clock, the one the claim compares with.
              nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
              doneAt: failed ? sql`now()` : null,
            })
            .where(eq(mailOutbox.id, row.id));
        }
      }
      return jobs.length;
    });
    handled += claimed;
    if (claimed < batchSize) return handled;
  }
}

/** Sent and skipped jobs are forgotten after a week (a skipped job holds an email someone typed); failed ones stay for a look. */
export async function pruneOutbox(db: Executor, olderThanDays = 7): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'skipped']), lt(mailOutbox.doneAt, sql`now() - make_interval(days => ${olderThanDays})`)));
}
