import crypto from 'node:crypto';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import type { Executor } from '../list';
import type { MailBuilder, MailBuilders, MailContext, MailJob, MailJobKind } from './jobs';

/** Inside the caller's transaction, the mail leaves only if the transaction commits. */
export async function enqueueMail(db: Executor, job: MailJob): Promise<void> {
  const { kind, ...payload } = job;
  await db.insert(mailOutbox).values({ kind, payload });
}

/** The same raw text on every delivery, so a repeated send is the identical message. */
export interface OutgoingMail {
  to: string;
  subject: string;
  raw: Buffer;
  link?: string;
}

export interface OutboxOptions {
  context: MailContext;
  builders: MailBuilders;
  from: string;
  /** Stored messages hold reset links, so they are encrypted until delivered. */
  sealKey: Buffer;
  send: (mail: OutgoingMail) => Promise<void>;
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  batchSize?: number;
  maxAttempts?: number;
  /** Doubled for each further retry. */
  retryBaseMs?: number;
  /** Renewed every third of it while the worker lives, so a dead worker's jobs go to another. */
  leaseMs?: number;
}

/** Retries doubling from 30 s bridge about an hour of SMTP outage. */
export const OUTBOX_DEFAULTS = { batchSize: 20, maxAttempts: 8, retryBaseMs: 30_000, leaseMs: 60_000 } as const;

/** From the app's secret, so every instance can unseal what another sealed. */
export function mailSealKey(appSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', appSecret, 'cre-admin', 'mail outbox', 32));
}

// AES-256-GCM bound to the row's id: a sealed message cannot be read, altered or moved to another row.
function seal(key: Buffer, rowId: string, mail: OutgoingMail): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(rowId));
  const body = Buffer.concat([cipher.update(JSON.stringify({ ...mail, raw: mail.raw.toString('base64') })), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function unseal(key: Buffer, rowId: string, sealed: string): OutgoingMail {
  const bytes = Buffer.from(sealed, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(Buffer.from(rowId));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const mail = JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString()) as OutgoingMail & { raw: string };
  return { ...mail, raw: Buffer.from(mail.raw, 'base64') };
}

type Settings = OutboxOptions & Required<Pick<OutboxOptions, keyof typeof OUTBOX_DEFAULTS>>;
const inFuture = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;
/** The row as long as the claim that set `attempts` holds it. */
const held = (row: Pick<MailOutboxRow, 'id' | 'attempts'>) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts), eq(mailOutbox.status, 'pending'));

/**
 * Delivery is at least once: a worker that stops between the send and its record leaves the job to
 * another after the lease, which sends the identical message again.
 */
export async function drainOutbox(db: Executor, opts: OutboxOptions): Promise<number> {
  const settings: Settings = { ...OUTBOX_DEFAULTS, ...opts };
  let handled = 0;
  for (;;) {
    // The claim is one statement: no transaction stays open while mail is sent.
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(settings.batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: inFuture(settings.leaseMs) })
      .where(inArray(mailOutbox.id, due))
      .returning();
    await deliverAll(db, claimed, settings);
    handled += claimed.length;
    if (claimed.length < settings.batchSize) return handled;
  }
}

async function deliverAll(db: Executor, rows: MailOutboxRow[], settings: Settings): Promise<void> {
  const pending = new Map(rows.map((row) => [row.id, row]));
  let renewing: Promise<unknown> | undefined;
  const renew = () => {
    if (renewing || pending.size === 0) return;
    renewing = db
      .update(mailOutbox)
      .set({ nextAttemptAt: inFuture(settings.leaseMs) })
      .where(or(...[...pending.values()].map(held)))
      .catch((err: unknown) => settings.log.error({ err }, 'mail outbox lease not renewed'))
      .finally(() => (renewing = undefined));
  };
  const timer = setInterval(renew, settings.leaseMs / 3);
  try {
    for (const row of rows) {
      await deliver(db, row, settings, async () => {
        // A renewal in flight must not move the row's next attempt after it is recorded.
        pending.delete(row.id);
        await renewing;
      });
    }
  } finally {
    clearInterval(timer);
  }
}

async function deliver(db: Executor, row: MailOutboxRow, settings: Settings, release: () => Promise<void>): Promise<void> {
  const { maxAttempts, retryBaseMs, log } = settings;
  let sent = false;
  try {
    // Its worker stopped during the last attempt, maybe after sending: no further one.
    if (row.attempts > maxAttempts) throw new Error('the last attempt stopped before its outcome was recorded');
    const sealed = row.sealedMessage ?? (await render(db, row, settings));
    if (sealed === null) return await release();
    await settings.send(unseal(settings.sealKey, row.id, sealed));
    sent = true;
    await release();
    const [done] = await db
      .update(mailOutbox)
      .set({ status: 'sent', doneAt: sql`now()`, lastError: null, sealedMessage: null })
      .where(held(row))
      .returning({ id: mailOutbox.id });
    if (!done) log.warn({ job: row.id, kind: row.kind }, 'mail sent after its lease ran out: another worker may send it again');
  } catch (err) {
    await release();
    // Never the message or its link: they would put a reset link in the logs.
    const reason = err instanceof Error ? err.message : String(err);
    if (sent) {
      log.error({ job: row.id, kind: row.kind, reason }, 'mail sent but not recorded; it will be sent again after its lease');
      return;
    }
    const failed = row.attempts >= maxAttempts;
    const delayMs = retryBaseMs * 2 ** (Math.min(row.attempts, maxAttempts) - 1);
    log.error(
      { job: row.id, kind: row.kind, attempts: row.attempts, reason, retryInSeconds: failed ? undefined : delayMs / 1000 },
      failed ? 'mail given up after its last attempt' : 'mail not sent; will retry',
    );
    await db
      .update(mailOutbox)
      .set({
        status: failed ? 'failed' : 'pending',
        lastError: reason.slice(0, 500),
        // The database's clock, the one the claim compares with.
        nextAttemptAt: inFuture(delayMs),
        doneAt: failed ? sql`now()` : null,
        ...(failed ? { sealedMessage: null } : {}),
      })
      .where(held(row));
  }
}

/** One transaction with what the builder writes, so a reset link's token and its message exist together or not at all. */
async function render(db: Executor, row: MailOutboxRow, settings: Settings): Promise<string | null> {
  const builder = (settings.builders as Record<string, MailBuilder<MailJobKind> | undefined>)[row.kind];
  // Retried like a transport failure: during a rolling deploy, a newer instance may know the kind.
  if (!builder) throw new Error(`no mail builder for '${row.kind}'`);
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ id: mailOutbox.id }).from(mailOutbox).where(held(row)).for('update');
    if (!current) throw new Error('the lease ran out before the message was rendered');
    const mail = await builder(tx, { kind: row.kind, ...(row.payload as object) } as MailJob, settings.context);
    if (!mail) {
      await tx.update(mailOutbox).set({ status: 'skipped', doneAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, row.id));
      return null;
    }
    const messageId = `<${row.id}@${new URL(settings.context.publicUrl).hostname}>`;
    const { link, ...content } = mail;
    const raw = await new MailComposer({ from: settings.from, ...content, messageId, date: new Date() }).compile().build();
    const sealed = seal(settings.sealKey, row.id, { to: mail.to, subject: mail.subject, raw, ...(link ? { link } : {}) });
    await tx.update(mailOutbox).set({ sealedMessage: sealed, messageId }).where(eq(mailOutbox.id, row.id));
    return sealed;
  });
}

/** A skipped job holds an email someone typed, so it is not kept; failed ones stay for a look. */
export async function pruneOutbox(db: Executor, olderThanDays = 7): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'skipped']), lt(mailOutbox.doneAt, sql`now() - make_interval(days => ${olderThanDays})`)));
}
