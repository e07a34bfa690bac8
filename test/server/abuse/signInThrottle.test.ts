import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { MESSAGES } from '../../../src/shared/messages';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
const SIGN_IN = '/api/v1/admin/users/sign-in';
const WRONG = 'Wrong#Pass1';

beforeAll(async () => {
  // The per-minute request limit of the auth routes and the per-account budget are raised so that
  // only the pair and address limits answer here (the account's: signInAccountLimit.test.ts).
  t = await buildTestApp({ authRateLimit: 1000, signInThrottle: { ...loadConfig({}).signInThrottle, accountMaxFailures: 1000 } });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const attempt = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: SIGN_IN, payload: { email, password }, remoteAddress });

/** What a client can see of an answer, without the parts that change with the clock. */
const seen = (res: Awaited<ReturnType<typeof attempt>>) => {
  const { date: _date, 'x-ratelimit-reset': _reset, ...headers } = res.headers;
  return { status: res.statusCode, body: res.json(), headers };
};

/** The throttle rows of one client address: its own and those of its (email, address) pairs. */
const rowsOf = async (address: string) =>
  (
    await db.query<{ key: string; failures: number; blocked: boolean }>(
      `select key, failures, coalesce(blocked_until > now(), false) as blocked from sign_in_throttle where key = 'addr:' || $1 or key like 'pair:%:' || $1`,
      [address],
    )
  ).rows;

/** Moves an address's rows back in time: the block ends now, and with `expire` the whole row too. */
async function endBlock(address: string, { expire = false } = {}) {
  await db.query(
    `update sign_in_throttle set blocked_until = now() - interval '1 second'
       ${expire ? `, window_started_at = now() - interval '1 day', expires_at = now() - interval '1 second'` : ''}
     where key = 'addr:' || $1 or key like 'pair:%:' || $1`,
    [address],
  );
}

describe('POST /api/v1/admin/users/sign-in throttling', () => {
  it("blocks the super admin's email at the failing address only, even with the right password", async () => {
    const { pairMaxFailures } = t.config.signInThrottle;
    for (let i = 0; i < pairMaxFailures; i++) {
      const res = await attempt('10.0.1.1', TEST_ADMIN.email, WRONG);
      expect(res.statusCode).toBe(401);
      expect(res.json().status.message).toBe(MESSAGES.invalidCredentials);
    }
    const blocked = await attempt('10.0.1.1', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: { code: 429, message: MESSAGES.tooManyAttempts }, body: {} });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.signInThrottle.pairBlockSeconds);

    // The account itself is never locked: from another address the right password works at once.
    const elsewhere = await attempt('10.0.1.2', TEST_ADMIN.email, TEST_ADMIN.password);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('answers an unknown email exactly like a known one, 429s included', async () => {
    const sequence = async (address: string, email: string) => {
      const answers = [];
      for (let i = 0; i < t.config.signInThrottle.pairMaxFailures + 2; i++) answers.push(seen(await attempt(address, email, WRONG)));
      return answers;
    };
    const known = await sequence('10.0.2.1', TEST_STAFF.email);
    const unknown = await sequence('10.0.2.2', 'nobody-here@example.com');
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('starts counting again when a block ends, with a longer next block, and forgets expired rows', async () => {
    const { pairMaxFailures, pairBlockSeconds } = t.config.signInThrottle;
    const address = '10.0.3.1';
    for (let i = 0; i < pairMaxFailures; i++) await attempt(address, TEST_STAFF.email, WRONG);
    expect((await attempt(address, TEST_STAFF.email, WRONG)).statusCode).toBe(429);

    // Once the block is over, one more mistake is not refused outright (the old lock did that)...
    await endBlock(address);
    expect((await attempt(address, TEST_STAFF.email, WRONG)).statusCode).toBe(401);
    for (let i = 1; i < pairMaxFailures; i++) expect((await attempt(address, TEST_STAFF.email, WRONG)).statusCode).toBe(401);
    // ...but the next block of the same pair lasts twice as long.
    const second = await attempt(address, TEST_STAFF.email, WRONG);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(pairBlockSeconds);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(2 * pairBlockSeconds);

    // Past its expiry a row counts for nothing: the count starts again from zero, with a short block.
    await endBlock(address, { expire: true });
    await db.query(
      `insert into sign_in_throttle (key, failures, blocked_until, expires_at)
       values ('addr:10.0.3.99', 3, now() - interval '1 hour', now() - interval '1 minute')`,
    );
    expect((await attempt(address, TEST_STAFF.email, WRONG)).statusCode).toBe(401);
    expect((await rowsOf(address)).map((r) => [r.failures, r.blocked])).toEqual([
      [1, false],
      [1, false],
    ]);
    // Expired rows are deleted as failures come in.
    expect(await rowsOf('10.0.3.99')).toEqual([]);
    for (let i = 1; i < pairMaxFailures; i++) await attempt(address, TEST_STAFF.email, WRONG);
    const third = await attempt(address, TEST_STAFF.email, TEST_STAFF.password);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(pairBlockSeconds);
  });

  it("clears the pair on success, but not the address's count", async () => {
    const { pairMaxFailures } = t.config.signInThrottle;
    const address = '10.0.4.1';
    for (let i = 0; i < pairMaxFailures - 1; i++) expect((await attempt(address, TEST_STAFF.email, WRONG)).statusCode).toBe(401);
    expect((await attempt(address, TEST_STAFF.email, TEST_STAFF.password)).statusCode).toBe(200);
    // Without the reset, the next failure would be the fifth and block the pair.
    for (let i = 0; i < pairMaxFailures - 1; i++) expect((await attempt(address, TEST_STAFF.email, WRONG)).statusCode).toBe(401);
    expect((await attempt(address, TEST_STAFF.email, TEST_STAFF.password)).statusCode).toBe(200);
    const rows = await rowsOf(address);
    expect(rows).toEqual([{ key: `addr:${address}`, failures: 2 * (pairMaxFailures - 1), blocked: false }]);
  });

  it('blocks an address that tries many emails, while another address still signs in', async () => {
    const { addressMaxFailures, addressBlockSeconds, pairBlockSeconds } = t.config.signInThrottle;
    const address = '10.0.5.1';
    for (let i = 0; i < addressMaxFailures; i++) {
      expect((await attempt(address, `guess-${i}@example.com`, WRONG)).statusCode).toBe(401);
    }
    // A fresh email, even a real one with its right password, waits at that address.
    const blocked = await attempt(address, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status.message).toBe(MESSAGES.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(pairBlockSeconds);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(addressBlockSeconds);
    expect((await attempt('10.0.5.2', TEST_ADMIN.email, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('counts every one of many attempts made at the same time', async () => {
    const address = '10.0.6.1';
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(address, `parallel-${i}@example.com`, WRONG)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(401));
    const rows = await rowsOf(address);
    expect(rows.find((r) => r.key === `addr:${address}`)?.failures).toBe(8);
    expect(rows.filter((r) => r.key.startsWith('pair:')).map((r) => r.failures)).toEqual(Array(8).fill(1));
  });
});
