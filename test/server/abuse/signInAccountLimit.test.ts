import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookieKey, issueDeviceCookie } from '../../../src/server/resources/auth/deviceCookie';
import { MESSAGES } from '../../../src/shared/messages';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
const SIGN_IN = '/api/v1/admin/users/sign-in';
const WRONG = 'Wrong#Pass1';
const OTHER = 'other-owner@example.com';

beforeAll(async () => {
  // Only the throttle answers here (not the per-minute limit); the public URL is https, so cookies are Secure.
  t = await buildTestApp({ authRateLimit: 1000, publicUrl: 'https://admin.test' });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  await db.query(
    `insert into users (first_name, last_name, name, email, role, password_hash)
     select 'Other', 'Owner', 'Other Owner', $1, 'superAdmin', password_hash from users where email = $2`,
    [OTHER, TEST_MEMBER.email],
  );
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const attempt = (remoteAddress: string, email: string, password: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: SIGN_IN, payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });

/** `name=value` of the answer's device cookie. */
const cookieOf = (res: Awaited<ReturnType<typeof attempt>>) => String(res.headers['set-cookie']).split(';')[0]!;

/** What a client can see of an answer, without the parts that change with the clock. */
const seen = (res: Awaited<ReturnType<typeof attempt>>) => {
  const { date: _date, 'x-ratelimit-reset': _reset, ...headers } = res.headers;
  return { status: res.statusCode, body: res.json(), headers };
};

/** One wrong password at `email` from each of `count` addresses of `subnet`. */
async function spread(subnet: string, email: string, count = 30) {
  const answers = [];
  for (let i = 1; i <= count; i++) answers.push(await attempt(`${subnet}.${i}`, email, WRONG));
  return answers;
}

let ownerCookie = '';

describe('POST /api/v1/admin/users/sign-in: the per-account limit and the device cookie', () => {
  it('sets a device cookie on a successful sign-in, for the sign-in route only', async () => {
    const res = await attempt('10.9.0.1', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(res.statusCode).toBe(200);
    const header = String(res.headers['set-cookie']);
    const [pair, ...attributes] = header.split('; ');
    expect(pair).toMatch(/^cre_device_[\w-]+=[\w-]+\.\d+\.[\w-]+\.[\w-]+$/);
    expect(attributes.sort()).toEqual([`Max-Age=${180 * 24 * 60 * 60}`, `Path=${SIGN_IN}`, 'HttpOnly', 'SameSite=Strict', 'Secure'].sort());
    // Neither the email nor its plain hash is in it.
    expect(header).not.toContain(TEST_ADMIN.email);
    expect(header).not.toContain(crypto.createHash('sha256').update(TEST_ADMIN.email).digest('hex').slice(0, 16));
    ownerCookie = pair!;
    // Failures set none.
    expect((await attempt('10.9.0.1', TEST_ADMIN.email, WRONG, ownerCookie)).headers['set-cookie']).toBeUndefined();
  });

  it('holds clients without the cookie once the account budget is spent, never the browser that signed in before', async () => {
    const { accountMaxFailures, accountWindowSeconds } = t.config.signInThrottle;
    expect(accountMaxFailures).toBe(20);
    const answers = await spread('10.9.1', TEST_ADMIN.email);
    // One failure was made above, from the owner's own browser: it is not the account's.
    expect(answers.map((a) => a.statusCode)).toEqual([...Array(accountMaxFailures).fill(401), ...Array(30 - accountMaxFailures).fill(429)]);

    const owner = await attempt('10.9.2.1', TEST_ADMIN.email, TEST_ADMIN.password, ownerCookie);
    expect(owner.statusCode).toBe(200);
    ownerCookie = cookieOf(owner);

    const stranger = await attempt('10.9.2.2', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ status: { code: 429, message: MESSAGES.tooManyAttempts }, body: {} });
    const retryAfter = Number(stranger.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(t.config.signInThrottle.addressBlockSeconds);
    expect(retryAfter).toBeLessThanOrEqual(accountWindowSeconds);
    expect(stranger.headers['set-cookie']).toBeUndefined();

    // The owner's mistype is a 401 like any other, not a 429.
    expect((await attempt('10.9.2.1', TEST_ADMIN.email, WRONG, ownerCookie)).statusCode).toBe(401);
    const rows = await db.query<{ key: string }>(`select key from sign_in_throttle where key like 'acct:%'`);
    expect(rows.rows).toHaveLength(1);
  });

  it('answers an unknown email exactly like a known one', async () => {
    const known = (await spread('10.9.3', TEST_STAFF.email)).map(seen);
    const unknown = (await spread('10.9.4', 'nobody-here@example.com')).map(seen);
    expect(known.map((a) => a.status)).toEqual([...Array(20).fill(401), ...Array(10).fill(429)]);
    expect(unknown).toEqual(known);
  });

  it("does not honour a tampered, forged, expired or another account's cookie", async () => {
    const [name, value] = ownerCookie.split('=') as [string, string];
    const parts = value.split('.');
    const tampered = `${name}=${parts[0]}.${parts[1]}.${parts[2]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.${parts[3]}`;
    const forged = issueDeviceCookie(deviceCookieKey('not the app secret, but long enough to be one'), TEST_ADMIN.email);
    const key = deviceCookieKey(t.config.jwtSecret!);
    const expired = issueDeviceCookie(key, TEST_ADMIN.email, Date.now() - 181 * 24 * 60 * 60 * 1000);
    const other = await attempt('10.9.5.1', OTHER, TEST_MEMBER.password);
    expect(other.statusCode).toBe(200);
    const [, otherValue] = cookieOf(other).split('=');
    const cookies = [
      tampered,
      `${forged.name}=${forged.value}`,
      `${expired.name}=${expired.value}`,
      cookieOf(other),
      // Another account's value under this account's name.
      `${name}=${otherValue}`,
    ];
    for (const [i, cookie] of cookies.entries()) {
      expect((await attempt(`10.9.5.${10 + i}`, TEST_ADMIN.email, TEST_ADMIN.password, cookie)).statusCode, cookie).toBe(429);
    }
    // Among other cookies, the account's own is found.
    expect((await attempt('10.9.5.20', TEST_ADMIN.email, TEST_ADMIN.password, `${cookieOf(other)}; ${ownerCookie}`)).statusCode).toBe(200);
  });

  it('stops trusting a device cookie that keeps failing', async () => {
    const { pairMaxFailures } = t.config.signInThrottle;
    for (let i = 0; i < pairMaxFailures; i++) {
      expect((await attempt(`10.9.6.${i + 1}`, TEST_ADMIN.email, WRONG, ownerCookie)).statusCode).toBe(401);
    }
    // Now it is one more cookieless client, and the account's budget is spent.
    expect((await attempt('10.9.6.99', TEST_ADMIN.email, TEST_ADMIN.password, ownerCookie)).statusCode).toBe(429);
  });
});
