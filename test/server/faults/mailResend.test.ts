import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/server/app';
import { tmpDataDir } from '../../../src/server/db/embedded';
import * as schema from '../../../src/server/db/schema';
import { drainOutbox, enqueueMail, mailSealKey } from '../../../src/server/core/mail/outbox';
import { addStaffUser, buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { header, resetToken, startSmtpSink, type SmtpSink } from '../../helpers/smtpSink';
import { MAIL_BUILDERS } from '../../../src/server/app';

/**
 * Mail when an instance dies or the mail server is slow: two app instances on one database and an
 * SMTP server of the test's. A message is sent at least once, every copy the same (Message-ID and
 * reset link included), and never again while the instance that claimed it may still be sending.
 */

const LEASE_MS = 500;
const FROM = 'CRE Association Admin <no-reply@admin.test>';

let sink: SmtpSink;
let a: TestApp;
let b: FastifyInstance;
let bDataDir: string;
let db: pg.Pool;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const resetPassword = (token: string) =>
  a.app.inject({ method: 'POST', url: '/api/v1/admin/users/reset-password', payload: { token, newPassword: 'Fresh#Pass2026x' } });
const outboxRows = async () => (await db.query('select id, status, attempts, message_id from mail_outbox order by created_at')).rows;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The workers run when drained or woken only, so each case decides who sends.
  a = await buildTestApp({ smtpUrl: sink.url, mailTimings: { pollMs: 600_000, leaseMs: LEASE_MS, retryBaseMs: 300 } });
  bDataDir = tmpDataDir('cre-admin-app-b-');
  b = await buildApp({ ...a.config, dataDir: bDataDir, staticDir: `${bDataDir}/no-front-end` }, { logger: false });
  await b.ready();
  db = new pg.Pool({ connectionString: a.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await b.close();
  await a.close();
  await sink.close();
  fs.rmSync(bDataDir, { recursive: true, force: true });
});

describe('mail resend', () => {
  it('an instance dies after the SMTP send: after the lease another sends the same message, whose link works once', async () => {
    await addStaffUser(a.dbUrl, { email: 'crash@example.com' });
    await enqueueMail(a.app.db, { kind: 'passwordReset', email: 'crash@example.com' });
    // The instance that dies: its own connections, sending through SMTP as the app does.
    const pool = new pg.Pool({ connectionString: a.dbUrl, max: 2 });
    const transport = nodemailer.createTransport({ url: sink.url });
    const dying = drainOutbox(drizzle(pool, { schema, casing: 'snake_case' }), {
      context: { publicUrl: a.config.publicUrl },
      builders: MAIL_BUILDERS,
      from: FROM,
      sealKey: mailSealKey(a.config.jwtSecret!),
      log: { error: () => undefined, warn: () => undefined },
      leaseMs: LEASE_MS,
      send: async ({ to, raw }) => {
        await transport.sendMail({ envelope: { from: FROM, to }, raw });
        // Its connections go and its loop stops: nothing after the send is recorded.
        void pool.end();
        throw new Error('the process died');
      },
    });
    await expect(dying).rejects.toThrow();
    transport.close();
    expect(sink.received).toHaveLength(1);
    const [first] = sink.received;

    // The lease holds: neither instance sends it again yet.
    await Promise.all([a.app.mailOutbox.drain(), b.mailOutbox.drain()]);
    expect(sink.received).toHaveLength(1);
    expect(await outboxRows()).toMatchObject([{ status: 'pending', attempts: 1 }]);

    await sleep(LEASE_MS);
    await Promise.all([a.app.mailOutbox.drain(), b.mailOutbox.drain()]);
    expect(sink.received).toHaveLength(2);
    const [, second] = sink.received;
    expect(second!.data.equals(first!.data)).toBe(true);
    const [job] = await outboxRows();
    expect(job).toMatchObject({ status: 'sent', attempts: 2, message_id: `<${job.id}@admin.test>` });
    expect(header(second!.data, 'Message-ID')).toBe(job.message_id);

    const token = resetToken(first!.data)!;
    expect((await resetPassword(token)).statusCode).toBe(200);
    expect((await resetPassword(token)).statusCode).toBe(400);
  });

  it('a slow mail server: two instances send each mail once, hold no transaction open meanwhile, and the first link works', async () => {
    await db.query('delete from mail_outbox');
    const before = sink.received.length;
    sink.delayMs = LEASE_MS * 2;
    const emails = ['slow-one@example.com', 'slow-two@example.com'];
    for (const email of emails) {
      await addStaffUser(a.dbUrl, { email });
      await enqueueMail(a.app.db, { kind: 'passwordReset', email });
    }
    // A transaction left waiting on the mail server (idle in it for longer than any statement takes).
    const heldOpen = async () =>
      (
        await db.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and state like 'idle in transaction%' and state_change < now() - interval '200 milliseconds'`,
        )
      ).rows[0].n as number;
    const seen: number[] = [];
    let done = false;
    // Both instances asked again and again to drain while the sends last.
    const watch = (async () => {
      while (!done) {
        seen.push(await heldOpen());
        void a.app.mailOutbox.drain();
        void b.mailOutbox.drain();
        await sleep(100);
      }
    })();
    await vi.waitFor(() => expect(sink.received.length - before).toBe(emails.length), { timeout: 8000, interval: 50 });
    done = true;
    await watch;
    await Promise.all([a.app.mailOutbox.drain(), b.mailOutbox.drain()]);
    sink.delayMs = 0;
    expect(sink.received.length - before).toBe(emails.length);
    expect(Math.max(...seen)).toBe(0);
    const received = sink.received.slice(before);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual(emails);
    const jobs = await outboxRows();
    expect(jobs.every((job) => job.status === 'sent' && job.attempts === 1)).toBe(true);
    expect(received.map((mail) => header(mail.data, 'Message-ID')).sort()).toEqual(jobs.map((job) => job.message_id).sort());
    const first = received[0]!;
    expect((await resetPassword(resetToken(first.data)!)).statusCode).toBe(200);
  });
});
