import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { PASSWORD_MESSAGES } from '../../../src/shared/passwordPolicy';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
const SIGN_IN = '/api/v1/admin/users/sign-in';

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

async function addUser(email: string, opts: { isActive?: boolean } = {}) {
  // Copies the member's password hash, so the new account signs in with Member#2026.
  await db.query(
    `insert into users (first_name, last_name, name, email, role, password_hash, is_active)
     select 'Test', 'User', 'Test User', $1, 'admin', password_hash, $2 from users where email = $3`,
    [email, opts.isActive ?? true, TEST_MEMBER.email],
  );
  await db.query(
    `insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = $1 and r.name = 'Membership Desk'`,
    [email],
  );
}

describe('POST /api/v1/admin/users/sign-in', () => {
  it('signs in the super admin with the session fields, a token and (no) roles', async () => {
    const res = await post(SIGN_IN, TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.status).toEqual({ code: 200, message: MESSAGES.signedIn });
    expect(json.body.user).toMatchObject({ email: TEST_ADMIN.email, role: 'superAdmin', name: 'Super Admin' });
    expect(Object.keys(json.body.user).sort()).toEqual(
      ['_id', 'email', 'firstName', 'language', 'lastName', 'name', 'phoneNumber', 'picture', 'role', 'updatedAt'].sort(),
    );
    expect(json.body.token.split('.')).toHaveLength(3);
    expect(json.body.roles).toEqual([]);
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it("gives a staff user their roles' access lists", async () => {
    const res = await post(SIGN_IN, { email: 'STAFF@example.com', password: TEST_STAFF.password });
    expect(res.statusCode).toBe(200);
    const [role] = res.json().body.roles;
    expect(role.name).toBe('Membership Desk');
    const byModule = Object.fromEntries(role.access.map((a: { moduleId: { name: string } }) => [a.moduleId.name, a]));
    expect(byModule['User Management']).toMatchObject({ create: false, read: true, update: true, delete: false });
    expect(byModule.Companies).toMatchObject({ read: true, update: false });
    expect(byModule['User Management'].moduleId._id).toMatch(/[0-9a-f-]{36}/);
  });

  it('refuses a user without any role', async () => {
    const res = await post(SIGN_IN, TEST_MEMBER);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: { code: 403, message: MESSAGES.noRole }, body: {} });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await post(SIGN_IN, { email: TEST_STAFF.email, password: 'nope-nope' });
    const unknown = await post(SIGN_IN, { email: 'nobody@example.com', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().status.message).toBe(MESSAGES.invalidCredentials);
  });

  it('refuses an inactive user', async () => {
    await addUser('inactive@example.com', { isActive: false });
    const res = await post(SIGN_IN, { email: 'inactive@example.com', password: TEST_MEMBER.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().status.message).toBe(MESSAGES.inactiveUser);
  });

  it('validates the body with the rule and the field', async () => {
    const missing = await post(SIGN_IN, { password: 'abc' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().status.message).toMatch(/^email: /);
    const format = await post(SIGN_IN, { email: 'not-an-email', password: 'abcdef' });
    expect(format.json().status.message).toBe('email: Invalid email format');
    const short = await post(SIGN_IN, { email: 'a@b.co', password: 'ab' });
    expect(short.json().status.message).toBe('password: Minimum 3 symbols');
    // Up to 254 characters, the longest a mail address can be (README, 'Security').
    const long = await post(SIGN_IN, { email: `${'a'.repeat(250)}@b.co`, password: 'abcdef' });
    expect(long.json().status.message).toBe('email: Maximum 254 symbols');
  });

  it('slows down repeated failures from one address, never the account itself', async () => {
    await addUser('throttled@example.com');
    const from = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: SIGN_IN, payload: { email: 'throttled@example.com', password }, remoteAddress });
    for (let i = 0; i < t.config.signInThrottle.pairMaxFailures; i++) {
      expect((await from('10.1.1.1', 'wrong-one')).statusCode).toBe(401);
    }
    // Even the right password waits at that address...
    const blocked = await from('10.1.1.1', TEST_MEMBER.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // ...while the account signs in from anywhere else.
    expect((await from('10.2.2.2', TEST_MEMBER.password)).statusCode).toBe(200);
  });

  it('sends the token with cache-control: no-store', async () => {
    const res = await post(SIGN_IN, TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('tokens', () => {
  const probe = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/sign-out',
      payload: {},
      headers: token ? bearer(token) : {},
    });

  it('refuses a missing, malformed, foreign or expired token with 401', async () => {
    const sid = crypto.randomUUID();
    for (const res of [
      await probe(),
      await probe('not-a-token'),
      await probe(t.app.jwt.sign({ sub: '00000000-0000-0000-0000-000000000000', tv: 0, sid })),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().status.message).toBe(MESSAGES.unauthorized);
    }
    const { rows } = await db.query(`select id from users where email = $1`, [TEST_STAFF.email]);
    const expired = t.app.jwt.sign({ sub: rows[0].id, tv: 0, sid, iat: Math.floor(Date.now() / 1000) - 86400 * 2 });
    expect((await probe(expired)).statusCode).toBe(401);
  });

  it("refuses a valid user's token that names no session of theirs", async () => {
    const { rows } = await db.query(`select id, token_version from users where email = $1`, [TEST_STAFF.email]);
    const forged = t.app.jwt.sign({ sub: rows[0].id, tv: rows[0].token_version, sid: crypto.randomUUID() });
    expect((await probe(forged)).statusCode).toBe(401);
  });

  it("sign-out makes this session's token stop working", async () => {
    const token = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    expect((await probe(token)).statusCode).toBe(200);
    expect((await probe(token)).statusCode).toBe(401);
  });

  it('deactivating a user makes their token stop working on the next request', async () => {
    await addUser('soon-inactive@example.com');
    const token = await signIn(t.app, 'soon-inactive@example.com', TEST_MEMBER.password);
    await db.query(`update users set is_active = false where email = 'soon-inactive@example.com'`);
    expect((await probe(token)).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);
  const lastLink = () => {
    const files = mails();
    const text = fs.readFileSync(path.join(outbox(), files[files.length - 1]!), 'utf8').replace(/=\r?\n/g, '');
    return text.match(/http:\/\/admin\.test\/auth\/reset-password\/([A-Za-z0-9_-]+)/);
  };

  it('gives the same answer whether or not the email exists, and mails only a real account', async () => {
    const before = mails().length;
    const unknown = await post('/api/v1/admin/users/forgot-password', { email: 'ghost@example.com', url: 'x' });
    await t.app.mailOutbox.drain();
    expect(mails().length).toBe(before);
    const known = await post('/api/v1/admin/users/forgot-password', {
      email: TEST_STAFF.email,
      url: 'https://evil.example/auth/reset-password',
    });
    // The mail leaves through the outbox worker, not within the request.
    await t.app.mailOutbox.drain();
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().status.message).toBe(MESSAGES.forgotSent);
    expect(mails().length).toBe(before + 1);
    // The link's origin is the app's own, never the one the request named.
    expect(lastLink()).not.toBeNull();
    expect(fs.readFileSync(path.join(outbox(), mails().at(-1)!), 'utf8')).not.toContain('evil.example');
  });

  it('resets the password once with a strong password, and revokes earlier tokens', async () => {
    await addUser('resetter@example.com');
    const oldToken = await signIn(t.app, 'resetter@example.com', TEST_MEMBER.password);
    await post('/api/v1/admin/users/forgot-password', { email: 'resetter@example.com' });
    await t.app.mailOutbox.drain();
    const token = lastLink()![1]!;

    // The password rule (src/shared/passwordPolicy.ts): too short, a common password, the email; the link stays usable.
    const short = await post('/api/v1/admin/users/reset-password', { token, newPassword: 'Ab#1234' });
    expect(short.statusCode).toBe(400);
    expect(short.json().status.message).toBe(`newPassword: ${PASSWORD_MESSAGES.length}`);
    const common = await post('/api/v1/admin/users/reset-password', { token, newPassword: 'password1' });
    expect(common.json().status.message).toBe(`newPassword: ${PASSWORD_MESSAGES.common}`);
    const email = await post('/api/v1/admin/users/reset-password', { token, newPassword: 'Resetter@example.com' });
    expect(email.json().status.message).toBe(`newPassword: ${PASSWORD_MESSAGES.email}`);

    const ok = await post('/api/v1/admin/users/reset-password', { token, newPassword: 'New#Pass2026' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status.message).toBe(MESSAGES.resetDone);
    // The account's email, so the reset page can sign in with the new password.
    expect(ok.json().body).toEqual({ email: 'resetter@example.com' });

    const again = await post('/api/v1/admin/users/reset-password', { token, newPassword: 'Other#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().status.message).toBe(MESSAGES.resetInvalid);

    const signOut = await t.app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-out', payload: {}, headers: bearer(oldToken) });
    expect(signOut.statusCode).toBe(401);
    expect((await post(SIGN_IN, { email: 'resetter@example.com', password: TEST_MEMBER.password })).statusCode).toBe(401);
    expect((await post(SIGN_IN, { email: 'resetter@example.com', password: 'New#Pass2026' })).statusCode).toBe(200);
  });

  it('refuses an expired or unknown token', async () => {
    await post('/api/v1/admin/users/forgot-password', { email: TEST_STAFF.email });
    await t.app.mailOutbox.drain();
    const token = lastLink()![1]!;
    await db.query(`update password_resets set expires_at = now() - interval '1 minute' where used_at is null`);
    const expired = await post('/api/v1/admin/users/reset-password', { token, newPassword: 'New#Pass2026' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().status.message).toBe(MESSAGES.resetInvalid);
    const unknown = await post('/api/v1/admin/users/reset-password', { token: 'x'.repeat(43), newPassword: 'New#Pass2026' });
    expect(unknown.json().status.message).toBe(MESSAGES.resetInvalid);
  });
});
