import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const me = (token: string) => call('GET', '/users/me', { token });
const statusOf = async (token: string) => (await me(token)).statusCode;

type Claims = Record<string, unknown>;
const claimsOf = (token: string): Claims => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

/** An HS256 token signed with the app's own secret, with exactly the given claims. */
function forge(claims: Claims): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  const signature = crypto.createHmac('sha256', t.config.jwtSecret!).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const idOf = async (email: string) => (await db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;

describe('sessions', () => {
  it('signing out ends this session only; signing out everywhere ends them all', async () => {
    const first = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const second = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const third = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    expect(claimsOf(first).sid).not.toBe(claimsOf(second).sid);

    const out = await call('POST', '/users/sign-out', { token: first, payload: {} });
    expect(out.statusCode).toBe(200);
    expect(out.json().status.message).toBe(MESSAGES.signedOut);
    expect(await statusOf(first)).toBe(401);
    expect(await statusOf(second)).toBe(200);
    expect(await statusOf(third)).toBe(200);

    const everywhere = await call('POST', '/users/sign-out/everywhere', { token: second, payload: {} });
    expect(everywhere.statusCode).toBe(200);
    expect(await statusOf(second)).toBe(401);
    expect(await statusOf(third)).toBe(401);
    const { rows } = await db.query('select count(*)::int as open from sessions where user_id = $1 and revoked_at is null', [
      await idOf(TEST_STAFF.email),
    ]);
    expect(rows[0].open).toBe(0);

    // Signing in again works at once.
    expect(await statusOf(await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password))).toBe(200);
    expect((await call('POST', '/users/sign-out/everywhere', { payload: {} })).statusCode).toBe(401);
  });

  it('records the session with its address, browser and expiry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/users/sign-in',
      payload: TEST_ADMIN,
      remoteAddress: '10.7.7.7',
      headers: { 'user-agent': 'TestBrowser/1.0' },
    });
    const claims = claimsOf(res.json().body.token);
    const { rows } = await db.query('select user_id, client_address, user_agent, expires_at, revoked_at from sessions where id = $1', [
      claims.sid,
    ]);
    expect(rows[0]).toMatchObject({ user_id: claims.sub, client_address: '10.7.7.7', user_agent: 'TestBrowser/1.0', revoked_at: null });
    expect(rows[0].expires_at.getTime()).toBe((claims.exp as number) * 1000);
  });

  it('refuses a token without exp, or with ids that are not UUIDs, with 401 (not 500)', async () => {
    const token = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const { exp, ...claims } = claimsOf(token);
    // The forger makes valid tokens: with every claim, it passes.
    expect(await statusOf(forge({ ...claims, exp }))).toBe(200);
    for (const forged of [
      forge(claims),
      forge({ ...claims, exp: String(exp) }),
      forge({ ...claims, exp, sub: 'not-a-uuid' }),
      forge({ ...claims, exp, sub: "1' or '1'='1" }),
      forge({ ...claims, exp, sid: 'not-a-uuid' }),
      forge({ ...claims, exp, sid: undefined }),
      forge({ ...claims, exp, tv: String(claims.tv) }),
    ]) {
      const res = await me(forged);
      expect(res.statusCode).toBe(401);
      expect(res.json().status.message).toBe(MESSAGES.unauthorized);
    }
  });

  it('refuses the session after it expires, even when the token has not', async () => {
    const token = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    expect(await statusOf(token)).toBe(200);
    await db.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [claimsOf(token).sid]);
    expect(await statusOf(token)).toBe(401);
  });

  it("deleting a role from its users ends the sessions of those left without a role, and only theirs", async () => {
    const created = await call('POST', '/roles/create', {
      token: admin,
      payload: { name: 'Short-lived', access: [{ module: 'Events', read: true }] },
    });
    const roleId = created.json().body.role._id as string;
    await addStaffUser(t.dbUrl, { email: 'only-role@example.com', roleName: 'Short-lived' });
    await addStaffUser(t.dbUrl, { email: 'two-roles@example.com', roleName: 'Short-lived' });
    await db.query(
      `insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = 'two-roles@example.com' and r.name = 'Membership Desk'`,
    );
    const onlyRole = await signIn(t.app, 'only-role@example.com', TEST_MEMBER.password);
    const twoRoles = await signIn(t.app, 'two-roles@example.com', TEST_MEMBER.password);

    // Merely deactivating the role keeps the sessions: the user is refused with the denial text instead.
    const off = await call('PUT', `/roles/update/active/inactive/${roleId}`, { token: admin, query: { isActive: 'false' } });
    expect(off.statusCode).toBe(200);
    expect(await statusOf(onlyRole)).toBe(200);
    expect((await call('GET', '/events', { token: onlyRole })).statusCode).toBe(403);

    const removed = await call('DELETE', `/roles/${roleId}`, { token: admin, query: { removeFromUsers: 'true' } });
    expect(removed.statusCode).toBe(200);
    expect(await statusOf(onlyRole)).toBe(401);
    expect(await statusOf(twoRoles)).toBe(200);
    expect(await statusOf(admin)).toBe(200);
  });

  it('deactivating a user ends all their sessions at once', async () => {
    await addStaffUser(t.dbUrl, { email: 'leaving@example.com', roleName: 'Events Coordinator' });
    const laptop = await signIn(t.app, 'leaving@example.com', TEST_MEMBER.password);
    const phone = await signIn(t.app, 'leaving@example.com', TEST_MEMBER.password);
    const res = await call('PUT', `/users/update/active/inactive/${await idOf('leaving@example.com')}`, {
      token: admin,
      query: { isActive: 'false' },
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(laptop)).toBe(401);
    expect(await statusOf(phone)).toBe(401);
  });
});

describe('Cache-Control on authenticated answers', () => {
  it('sends no-store with every answer of an authenticated request, refusals included', async () => {
    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    for (const res of [
      await me(admin),
      await call('GET', '/users/list/all', { token: admin }),
      await call('GET', '/company/list', { token: admin }),
      await call('GET', '/roles', { token: staff }),
    ]) {
      expect(res.headers['cache-control'], res.raw.req.url).toBe('no-store');
    }
  });

  it('leaves unauthenticated answers as they were', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});
