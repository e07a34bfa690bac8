import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailJob } from '../../../src/server/core/mail/jobs';
import { buildEmailChangedMail } from '../../../src/server/resources/users/emailChangedMail';
import { MESSAGES } from '../../../src/shared/messages';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

/** Changing an account's email tells the previous address, in the change's own transaction. */
let t: TestApp;
let db: pg.Pool;
let call: ReturnType<typeof apiCaller>;
let staffToken: string;
let adminToken: string;
const ids: Record<'member' | 'staff' | 'admin', string> = { member: '', staff: '', admin: '' };
const names: Record<'staff' | 'admin', string> = { staff: '', admin: '' };

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  call = apiCaller(t.app);
  staffToken = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  adminToken = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  for (const [key, email] of [['member', TEST_MEMBER.email], ['staff', TEST_STAFF.email], ['admin', TEST_ADMIN.email]] as const) {
    const { id, name } = (await db.query<{ id: string; name: string }>('select id, name from users where email = $1', [email])).rows[0]!;
    ids[key] = id;
    if (key !== 'member') names[key] = name;
  }
});
afterAll(async () => {
  await db.end();
  await t.close();
});

type Notice = Extract<MailJob, { kind: 'emailChanged' }>;
const notices = async () =>
  (await db.query<{ payload: Omit<Notice, 'kind'> }>(`select payload from mail_outbox where kind = 'emailChanged' order by created_at`)).rows.map(
    (row) => ({ kind: 'emailChanged', ...row.payload }) as Notice,
  );
const mailOf = async (notice: Notice) => (await buildEmailChangedMail(t.app.db, notice, { publicUrl: t.config.publicUrl }))!;

describe('an email change', () => {
  it("tells the old address when staff change a member's email, naming them and the time, and nothing to the new one", async () => {
    const before = Date.now();
    const res = await call('PUT', `/users/update/${ids.member}`, { token: staffToken, payload: { email: 'Member.New@Example.org' } });
    expect(res.statusCode, res.body).toBe(200);
    const [notice, ...more] = await notices();
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ userId: ids.member, previousEmail: TEST_MEMBER.email, newEmail: 'member.new@example.org', changedBy: ids.staff });
    expect(Date.parse(notice!.changedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(notice!.changedAt)).toBeLessThanOrEqual(Date.now());

    const mail = await mailOf(notice!);
    expect(mail.to).toBe(TEST_MEMBER.email);
    expect(mail.text).toContain(`by ${names.staff} on `);
    expect(mail.text).toMatch(/on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d:\d\d [AP]M C[SD]T\./);
    // The new address only masked: the old mailbox may be someone else's by now.
    expect(mail.text).toContain('to m***@example.org by');
    expect(mail.text + mail.html).not.toContain('member.new');

    // The change is in the history as well.
    const { rows } = await db.query(
      `select actor_id, changes -> 'email' as email from audit_log where entity = 'users' and record_id = $1 and changes ? 'email'`,
      [ids.member],
    );
    expect(rows).toEqual([{ actor_id: ids.staff, email: { old: TEST_MEMBER.email, new: 'member.new@example.org' } }]);
  });

  it('queues nothing when the email stays (or changes case only)', async () => {
    const before = (await notices()).length;
    expect((await call('PUT', `/users/update/${ids.member}`, { token: staffToken, payload: { firstName: 'Marta' } })).statusCode).toBe(200);
    expect((await call('PUT', `/users/update/${ids.member}`, { token: staffToken, payload: { email: 'MEMBER.NEW@example.org' } })).statusCode).toBe(200);
    const profile = { firstName: 'Sam', lastName: 'Staff', email: TEST_STAFF.email.toUpperCase() };
    expect((await call('PUT', `/users/update/${ids.staff}`, { token: staffToken, payload: profile })).statusCode).toBe(200);
    expect(await notices()).toHaveLength(before);
  });

  it('sends nothing to the old address when a reset is asked for it afterwards, and old reset links stop working', async () => {
    // A link mailed to the old address before the change.
    const token = crypto.randomBytes(32).toString('base64url');
    await db.query(`insert into password_resets (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [
      ids.member,
      crypto.createHash('sha256').update(token).digest('hex'),
    ]);
    expect((await call('PUT', `/users/update/${ids.member}`, { token: staffToken, payload: { email: 'member.third@example.org' } })).statusCode).toBe(200);
    const reset = await call('POST', '/users/reset-password', { payload: { token, newPassword: 'Fresh#Pass2026x' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().status.message).toBe(MESSAGES.resetInvalid);

    const links = async () => (await db.query<{ n: number }>('select count(*)::int as n from password_resets where user_id = $1', [ids.member])).rows[0]!.n;
    const linksBefore = await links();
    await db.query(`delete from mail_outbox where kind = 'passwordReset'`);
    expect((await call('POST', '/users/forgot-password', { payload: { email: 'member.new@example.org' } })).statusCode).toBe(200);
    await t.app.mailOutbox.drain();
    const { rows } = await db.query(`select status from mail_outbox where kind = 'passwordReset'`);
    expect(rows).toEqual([{ status: 'skipped' }]);
    expect(await links()).toBe(linksBefore);
  });

  it('tells the old address when the owner changes their own email, as "you"', async () => {
    const before = (await notices()).length;
    const profile = { firstName: 'Sam', lastName: 'Staff', email: 'staff.moved@example.org' };
    const res = await call('PUT', `/users/update/${ids.staff}`, { token: staffToken, payload: profile });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.profileUpdated);
    const added = (await notices()).slice(before);
    expect(added).toMatchObject([{ userId: ids.staff, previousEmail: TEST_STAFF.email, newEmail: 'staff.moved@example.org', changedBy: ids.staff }]);
    const mail = await mailOf(added[0]!);
    expect(mail.to).toBe(TEST_STAFF.email);
    expect(mail.text).toContain('to s***@example.org by you on ');
  });

  it('tells the address in use when an audit revert puts the old email back', async () => {
    const before = (await notices()).length;
    const { rows } = await db.query<{ id: string }>(
      `select id::text from audit_log where entity = 'users' and record_id = $1 and changes ? 'email' order by id desc limit 1`,
      [ids.staff],
    );
    const res = await call('POST', `/audit/${rows[0]!.id}/revert`, { token: adminToken, payload: { fields: ['email'] } });
    expect(res.statusCode, res.body).toBe(200);
    const added = (await notices()).slice(before);
    expect(added).toMatchObject([{ userId: ids.staff, previousEmail: 'staff.moved@example.org', newEmail: TEST_STAFF.email, changedBy: ids.admin }]);
    expect((await mailOf(added[0]!)).text).toContain(`by ${names.admin} on `);
  });
});
