import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../../src/server/core/list';
import { drainOutbox, enqueueMail, mailSealKey, type OutgoingMail, type OutboxOptions } from '../../../src/server/core/mail/outbox';
import { addStaffUser, buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { header, resetToken } from '../../helpers/smtpSink';
import { MAIL_BUILDERS } from '../../../src/server/app';

/**
 * What a resend looks like: every delivery of an outbox job is the same message, byte for byte,
 * with the same Message-ID and a link that still works; a claimed job waits for its lease to end.
 * The workers here are drains on the test app's database, each with its own transport.
 */

const LEASE_MS = 400;
const RETRY_MS = 300;

let t: TestApp;
let db: pg.Pool;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const warnings: string[] = [];

/** A worker on the app's database (another instance, as far as the outbox can tell). */
const worker = (send: OutboxOptions['send'], opts: Partial<OutboxOptions> = {}) =>
  drainOutbox(t.app.db as Executor, {
    context: { publicUrl: t.config.publicUrl },
    builders: MAIL_BUILDERS,
    from: 'CRE Association Admin <no-reply@admin.test>',
    sealKey: mailSealKey(t.config.jwtSecret!),
    send,
    log: { error: () => undefined, warn: (_obj, msg) => void warnings.push(msg) },
    leaseMs: LEASE_MS,
    retryBaseMs: RETRY_MS,
    ...opts,
  });
const keep = (into: OutgoingMail[]) => async (mail: OutgoingMail) => void into.push(mail);
const row = async () =>
  (await db.query('select id, status, attempts, message_id, sealed_message, next_attempt_at > now() as claimed from mail_outbox')).rows[0];
const resetPassword = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/admin/users/reset-password', payload: { token, newPassword: 'Fresh#Pass2026x' } });

beforeAll(async () => {
  // The app's own worker runs only when woken: the workers of each case are the test's.
  t = await buildTestApp({ mailTimings: { pollMs: 600_000, leaseMs: LEASE_MS, retryBaseMs: RETRY_MS } });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  await addStaffUser(t.dbUrl, { email: 'resend@example.com' });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('outbox delivery', () => {
  it('sends the same message again after a send that failed once delivered, and its link works once', async () => {
    await db.query('delete from mail_outbox');
    await enqueueMail(t.app.db, { kind: 'passwordReset', email: 'resend@example.com' });
    // The mail server took the message, then the connection broke before its answer.
    const first: OutgoingMail[] = [];
    await worker(async (mail) => {
      first.push(mail);
      throw new Error('connection closed after DATA');
    });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    const again: OutgoingMail[] = [];
    // Not due before its retry delay.
    expect(await worker(keep(again))).toBe(0);
    await sleep(RETRY_MS);
    await worker(keep(again));
    expect(again).toHaveLength(1);
    expect(again[0]!.raw.equals(first[0]!.raw)).toBe(true);
    const { id, status, message_id, sealed_message } = await row();
    expect(header(again[0]!.raw, 'Message-ID')).toBe(`<${id}@admin.test>`);
    expect({ status, message_id, sealed_message }).toEqual({ status: 'sent', message_id: `<${id}@admin.test>`, sealed_message: null });
    const links = await db.query(`select count(*)::int as n from password_resets p join users u on u.id = p.user_id where u.email = 'resend@example.com'`);
    expect(links.rows[0].n).toBe(1);
    const token = resetToken(first[0]!.raw)!;
    expect((await resetPassword(token)).statusCode).toBe(200);
    expect((await resetPassword(token)).statusCode).toBe(400);
  });

  it('holds a claimed job from other workers while its send lasts, renewing the lease past its length', async () => {
    await db.query('delete from mail_outbox');
    await enqueueMail(t.app.db, { kind: 'passwordReset', email: 'resend@example.com' });
    const slow: OutgoingMail[] = [];
    const others: OutgoingMail[] = [];
    const sending = worker(async (mail) => {
      await sleep(LEASE_MS * 4);
      slow.push(mail);
    });
    await vi.waitFor(async () => expect((await row()).claimed).toBe(true));
    let tries = 0;
    while (slow.length === 0) {
      const { status, claimed } = await row();
      expect(status === 'pending' ? claimed : slow.length > 0).toBe(true);
      await worker(keep(others));
      tries++;
      await sleep(LEASE_MS / 4);
    }
    await sending;
    expect(tries).toBeGreaterThan(8);
    expect(others).toHaveLength(0);
    expect(slow).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives check-in code mails and the email-change notice the same guarantee', async () => {
    await db.query('delete from mail_outbox');
    const attendee = (
      await db.query(
        `with e as (insert into events (name, start_at, end_at, venue, sheet_key)
                    values ('Resend Luncheon', now() + interval '1 day', now() + interval '26 hours', 'Hall', 'sheet-key-of-the-test') returning id)
         insert into event_attendees (event_id, user_id) select e.id, u.id from e, users u where u.email = 'resend@example.com' returning id`,
      )
    ).rows[0].id as string;
    const user = (await db.query(`select id from users where email = 'resend@example.com'`)).rows[0].id as string;
    await enqueueMail(t.app.db, { kind: 'checkInCode', attendeeId: attendee });
    await enqueueMail(t.app.db, {
      kind: 'emailChanged',
      userId: user,
      previousEmail: 'old-resend@example.com',
      newEmail: 'resend@example.com',
      changedBy: user,
      changedAt: new Date().toISOString(),
    });
    const first: OutgoingMail[] = [];
    await worker(async (mail) => {
      first.push(mail);
      throw new Error('connection closed after DATA');
    });
    // What the first rendering read may change before the retry: the message does not.
    await db.query(`update users set first_name = 'Renamed' where id = $1`, [user]);
    await sleep(RETRY_MS);
    const again: OutgoingMail[] = [];
    await worker(keep(again));
    expect(first.map((mail) => mail.subject).sort()).toEqual(['The email address of your account was changed', 'Your check-in code for Resend Luncheon']);
    expect(again).toHaveLength(2);
    for (const mail of again) {
      const before = first.find((m) => m.subject === mail.subject)!;
      expect(mail.raw.equals(before.raw), mail.subject).toBe(true);
    }
    const ids = (await db.query(`select message_id from mail_outbox where status = 'sent'`)).rows.map((r) => r.message_id);
    expect(again.map((mail) => header(mail.raw, 'Message-ID')).sort()).toEqual(ids.sort());
  });

  it('keeps the message sealed until it is delivered, then wipes it', async () => {
    await db.query('delete from mail_outbox');
    await enqueueMail(t.app.db, { kind: 'passwordReset', email: 'resend@example.com' });
    const refused: OutgoingMail[] = [];
    await worker(async (mail) => {
      refused.push(mail);
      throw new Error('ECONNREFUSED');
    });
    const { sealed_message: sealed } = await row();
    const token = resetToken(refused[0]!.raw)!;
    expect(sealed).toBeTruthy();
    expect(sealed).not.toContain(token);
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toMatch(/reset-password|Reset your password|resend@example\.com/);
    // Another secret cannot open it: it is refused rather than replaced by a new message.
    await db.query('update mail_outbox set next_attempt_at = now()');
    const stranger: OutgoingMail[] = [];
    await worker(keep(stranger), { sealKey: mailSealKey('another secret of at least thirty-two characters') });
    expect(stranger).toHaveLength(0);
    await db.query('update mail_outbox set next_attempt_at = now()');
    const delivered: OutgoingMail[] = [];
    await worker(keep(delivered));
    expect(delivered[0]!.raw.equals(refused[0]!.raw)).toBe(true);
    expect(await row()).toMatchObject({ status: 'sent', sealed_message: null });
  });

  it('leaves the record to the current claim when a worker finishes after its lease ran out', async () => {
    await db.query('delete from mail_outbox');
    warnings.length = 0;
    await enqueueMail(t.app.db, { kind: 'passwordReset', email: 'resend@example.com' });
    let releaseFirst!: () => void;
    const firstSent = new Promise<void>((resolve) => (releaseFirst = resolve));
    const sent: OutgoingMail[] = [];
    // A worker that stalls in its send (a paused process: its lease is not renewed in time).
    const stalled = worker(
      async (mail) => {
        await firstSent;
        sent.push(mail);
      },
      { leaseMs: 60_000 },
    );
    // Rendered and being sent.
    await vi.waitFor(async () => expect((await row()).sealed_message).toBeTruthy());
    await db.query('update mail_outbox set next_attempt_at = now()');
    // The next claim's send fails after the stalled one has finished and tried to record its send.
    const next = worker(async (mail) => {
      sent.push(mail);
      releaseFirst();
      await stalled;
      throw new Error('connection closed after DATA');
    });
    await next;
    expect(warnings).toEqual(['mail sent after its lease ran out: another worker may send it again']);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.raw.equals(sent[1]!.raw)).toBe(true);
    // The state is the second claim's: its failure, retried later, not the first's 'sent'.
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2 });
    expect((await db.query('select last_error from mail_outbox')).rows[0].last_error).toBe('connection closed after DATA');
  });
});
