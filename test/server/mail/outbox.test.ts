import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainOutbox, enqueueMail, mailSealKey, OUTBOX_DEFAULTS, pruneOutbox, type OutgoingMail } from '../../../src/server/core/mail/outbox';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { TEST_STAFF } from '../../helpers/constants';
import { MAIL_BUILDERS } from '../../../src/server/app';
import { buildPasswordResetMail } from '../../../src/server/resources/users/passwordResetMail';

/**
 * The mail outbox: queued in the database, sent once by whichever worker claims it, retried with
 * backoff when the transport fails (a worker that stops mid-send: outboxDelivery.test.ts). Each app's own worker runs as in production (polling every
 * second), so every check here holds whichever drain, the worker's or the test's, gets a job first.
 */

let t: TestApp;
let db: pg.Pool;
const outbox = () => path.join(t.config.dataDir, 'outbox');
const files = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : []);
const jobs = async (pool = db) =>
  (await pool.query('select kind, status, attempts, last_error, next_attempt_at from mail_outbox order by created_at')).rows;
const resetLinks = async (pool = db) => (await pool.query('select count(*)::int as n from password_resets')).rows[0].n as number;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('mail outbox', () => {
  it('sends each queued mail exactly once, with several workers draining at the same moment', async () => {
    await db.query('delete from mail_outbox');
    const before = files().length;
    // More than two batches, all for one account (so no two builders wait on each other's reset links).
    const count = OUTBOX_DEFAULTS.batchSize * 2 + 5;
    for (let i = 0; i < count; i++) await enqueueMail(t.app.db, { kind: 'passwordReset', email: TEST_STAFF.email });
    // Two more 'instances' on the same database, beside this app's own worker drained twice.
    const elsewhere: OutgoingMail[] = [];
    const instance = () =>
      drainOutbox(t.app.db, {
        context: { publicUrl: 'http://admin.test' },
        builders: MAIL_BUILDERS,
        from: 'no-reply@admin.test',
        sealKey: mailSealKey(t.config.jwtSecret!),
        send: async (mail) => {
          elsewhere.push(mail);
        },
        log: { error: () => undefined, warn: () => undefined },
      });
    await Promise.all([t.app.mailOutbox.drain(), instance(), instance(), t.app.mailOutbox.drain()]);
    expect(files().length - before + elsewhere.length).toBe(count);
    const rows = await jobs();
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    // Each mail made one link, and only the newest still works.
    const links = (await db.query(`select count(*)::int as n, count(*) filter (where used_at is null)::int as usable from password_resets`)).rows[0];
    expect(links.n).toBeGreaterThanOrEqual(count);
    expect(links.usable).toBe(1);
  });

  it('leaves one usable link when many resets for one account are built at the same moment', async () => {
    const job = { kind: 'passwordReset' as const, email: TEST_STAFF.email };
    const built = await Promise.all(
      Array.from({ length: 12 }, () => buildPasswordResetMail(t.app.db, job, { publicUrl: 'http://admin.test' })),
    );
    expect(built.every((mail) => mail?.link)).toBe(true);
    const links = (await db.query(`select count(*) filter (where used_at is null)::int as usable from password_resets`)).rows[0];
    expect(links.usable).toBe(1);
  });

  it('skips a reset for an unknown email: no mail, no link made', async () => {
    await db.query('delete from mail_outbox');
    const before = files().length;
    const links = await resetLinks();
    await enqueueMail(t.app.db, { kind: 'passwordReset', email: 'nobody@example.com' });
    await t.app.mailOutbox.drain();
    expect(files().length).toBe(before);
    expect(await jobs()).toMatchObject([{ status: 'skipped', attempts: 1 }]);
    expect(await resetLinks()).toBe(links);
  });

  it('delivers a queued mail by itself within a couple of seconds, unwoken (the poll)', async () => {
    await db.query('delete from mail_outbox');
    const before = files().length;
    await enqueueMail(t.app.db, { kind: 'passwordReset', email: TEST_STAFF.email });
    // The mail is written first, then its job is marked sent: wait for both. The poll runs every
    // second; the margin is for a machine busy with other suites.
    await vi.waitFor(
      async () => {
        expect(files().length).toBe(before + 1);
        expect(await jobs()).toMatchObject([{ status: 'sent' }]);
      },
      { timeout: 4000, interval: 50 },
    );
  });

  it('forgets sent and skipped jobs after a week, keeps failed and pending ones', async () => {
    await db.query('delete from mail_outbox');
    await db.query(
      `insert into mail_outbox (kind, payload, status, done_at) values
         ('passwordReset', '{"email":"a@example.com"}', 'sent', now() - interval '8 days'),
         ('passwordReset', '{"email":"b@example.com"}', 'skipped', now() - interval '8 days'),
         ('passwordReset', '{"email":"c@example.com"}', 'sent', now() - interval '6 days'),
         ('passwordReset', '{"email":"d@example.com"}', 'failed', now() - interval '8 days'),
         ('passwordReset', '{"email":"e@example.com"}', 'pending', null)`,
    );
    // Not due, so the worker leaves the pending one alone.
    await db.query(`update mail_outbox set next_attempt_at = now() + interval '1 hour' where status = 'pending'`);
    await pruneOutbox(t.app.db);
    const left = (await db.query(`select payload->>'email' as email from mail_outbox order by 1`)).rows.map((r) => r.email);
    expect(left).toEqual(['c@example.com', 'd@example.com', 'e@example.com']);
  });
});

describe('mail outbox, when SMTP refuses', () => {
  // Nothing listens on port 1: every attempt fails at once with ECONNREFUSED.
  let down: TestApp;
  let downDb: pg.Pool;
  const logged: unknown[] = [];

  beforeAll(async () => {
    down = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    downDb = new pg.Pool({ connectionString: down.dbUrl, max: 2 });
    // The plugin logs through the app's logger (silent in tests): its calls are what would be written.
    vi.spyOn(down.app.log, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await downDb.end();
    await down.close();
  });

  it('keeps the mail, its link included, for a later try, and logs no link', async () => {
    const links = await resetLinks(downDb);
    await enqueueMail(down.app.db, { kind: 'passwordReset', email: TEST_STAFF.email });
    await down.app.mailOutbox.drain();
    const [job] = await jobs(downDb);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.last_error).toMatch(/ECONNREFUSED/);
    const delay = (await downDb.query(`select extract(epoch from next_attempt_at - now())::float as s from mail_outbox`)).rows[0].s;
    expect(delay).toBeGreaterThan(25);
    expect(delay).toBeLessThanOrEqual(30);
    // The message is rendered once, its link made with it: the retry sends the same one.
    expect(await resetLinks(downDb)).toBe(links + 1);
    expect((await downDb.query('select sealed_message from mail_outbox')).rows[0].sealed_message).toBeTruthy();
    expect(JSON.stringify(logged)).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(logged)).not.toMatch(/reset-password|Reset your password/);
    // Not due yet: a drain now leaves it alone.
    await down.app.mailOutbox.drain();
    expect((await jobs(downDb))[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('doubles the wait after each failure and gives the mail up after the last attempt', async () => {
    const { maxAttempts, retryBaseMs } = OUTBOX_DEFAULTS;
    const links = await resetLinks(downDb);
    const delays: number[] = [];
    for (let attempt = 2; attempt <= maxAttempts; attempt++) {
      // Due now: exactly one attempt follows, by the worker's poll or by this drain.
      await downDb.query(`update mail_outbox set next_attempt_at = now() where status = 'pending'`);
      await down.app.mailOutbox.drain();
      const [job] = await jobs(downDb);
      expect(job.attempts).toBe(attempt);
      if (attempt < maxAttempts) {
        delays.push((await downDb.query(`select extract(epoch from next_attempt_at - now())::float as s from mail_outbox`)).rows[0].s);
      } else {
        expect(job.status).toBe('failed');
      }
    }
    delays.forEach((seconds, i) => {
      const expected = (retryBaseMs / 1000) * 2 ** (i + 1);
      expect(seconds).toBeGreaterThan(expected - 5);
      expect(seconds).toBeLessThanOrEqual(expected);
    });
    expect(JSON.stringify(logged)).toMatch(/given up/);
    // No new link for a retry; the given-up message is wiped.
    expect(await resetLinks(downDb)).toBe(links);
    expect((await downDb.query('select sealed_message from mail_outbox')).rows[0].sealed_message).toBeNull();
  });
});
