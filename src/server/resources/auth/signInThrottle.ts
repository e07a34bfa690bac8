import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SignInThrottleLimits } from '../../config';
import type { Database } from '../../db/client';

/**
 * Failed sign-ins are counted per (email, client address), per client address, and per account
 * for clients without the account's device cookie (src/server/resources/auth/deviceCookie.ts). A stranger failing
 * on someone's email from many addresses spends only the budget of cookieless clients: the owner's
 * browser, which signed in before, still signs in. A device cookie that keeps failing is no longer
 * trusted and joins the cookieless ones. An unknown email counts exactly like a known one (its key
 * is the email's hash either way), so the answers (401, then 429 with Retry-After) say nothing
 * about which emails exist.
 *
 * A key is blocked at every `maxFailures`-th failure of its window: after a block ends the next
 * `maxFailures - 1` failures answer 401 again, and the next block is twice as long (up to the
 * ceiling). A row is forgotten one window after its window or its last block ended, whichever is
 * later; then counting starts again from zero.
 */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
  /** The presented device cookie's own count, when the request carries a valid one for the email. */
  device?: string;
}

interface Rule {
  maxFailures: number;
  blockSeconds: number;
  maxBlockSeconds: number;
}

export function throttleKeys(email: string, clientAddress: string, deviceNonce?: string): ThrottleKeys {
  // The email is hashed so that the table holds no list of the addresses people typed.
  const emailHash = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return {
    pair: `pair:${emailHash}:${clientAddress}`,
    address: `addr:${clientAddress}`,
    account: `acct:${emailHash}`,
    ...(deviceNonce ? { device: `dev:${deviceNonce}` } : {}),
  };
}

/** `key in (...)` of the given keys, each a parameter. */
const anyOf = (keys: (string | undefined)[]) => sql`key in (${sql.join(keys.filter((key) => key !== undefined).map((key) => sql`${key}`), sql`, `)})`;

export interface SignInWait {
  /** Seconds until this client may try again: 0 when none of its keys is blocked. */
  seconds: number;
  /** It holds a device cookie that is not blocked, so the account's budget does not apply. */
  trustedDevice: boolean;
}

/** One query, the same for every email: rows past their expiry count for nothing. */
export async function signInWait(db: Database, keys: ThrottleKeys): Promise<SignInWait> {
  const { rows } = await db.execute<{ key: string; seconds: number }>(sql`
    select key, ceil(extract(epoch from blocked_until - now()))::int as seconds
    from sign_in_throttle
    where ${anyOf([keys.pair, keys.address, keys.account, keys.device])} and blocked_until > now() and expires_at > now()`);
  const trustedDevice = keys.device !== undefined && !rows.some((row) => row.key === keys.device);
  const holding = [keys.pair, keys.address, ...(trustedDevice ? [] : [keys.account])];
  const seconds = Math.max(0, ...rows.filter((row) => holding.includes(row.key)).map((row) => row.seconds));
  return { seconds, trustedDevice };
}

/**
 * Counts one failure against a key in a single upsert, so concurrent attempts (on any app
 * instance) each count; an expired row starts again from one. Gives the end of a block this
 * failure started, if it started one.
 */
async function countFailure(db: Database, key: string, rule: Rule, windowSeconds: number): Promise<Date | null> {
  const expired = sql`sign_in_throttle.expires_at <= now()`;
  const failures = sql`(case when ${expired} then 1 else sign_in_throttle.failures + 1 end)`;
  const windowStart = sql`(case when ${expired} then now() else sign_in_throttle.window_started_at end)`;
  const window = sql`make_interval(secs => ${windowSeconds}::double precision)`;
  // Every maxFailures-th failure starts a block: blockSeconds, doubling each time, at most maxBlockSeconds.
  const blockAt = (n: SQL) => sql`(case when ${n} % ${rule.maxFailures}::int = 0
    then now() + make_interval(secs => least(
      ${rule.blockSeconds}::double precision * power(2, least(${n} / ${rule.maxFailures}::int - 1, 30)),
      ${rule.maxBlockSeconds}::double precision)) end)`;
  const firstBlock = blockAt(sql`1`);
  const blockedUntil = sql`coalesce(${blockAt(failures)}, case when ${expired} then null else sign_in_throttle.blocked_until end)`;
  const { rows } = await db.execute<{ failures: number; started_block: boolean; blocked_until: Date | string | null }>(sql`
    insert into sign_in_throttle (key, failures, window_started_at, blocked_until, expires_at)
    values (${key}, 1, now(), ${firstBlock}, greatest(now() + ${window}, ${firstBlock} + ${window}))
    on conflict (key) do update set
      failures = ${failures},
      window_started_at = ${windowStart},
      blocked_until = ${blockedUntil},
      -- greatest() skips nulls: without a block the row lasts for its window.
      expires_at = greatest(${windowStart} + ${window}, ${blockedUntil} + ${window})
    returning failures, failures % ${rule.maxFailures}::int = 0 as started_block, blocked_until`);
  const row = rows[0];
  return row?.started_block && row.blocked_until ? new Date(row.blocked_until) : null;
}

/**
 * Counts a failed sign-in against the pair, the address, and the trusted device cookie or else the
 * account; forgets rows past their expiry. Gives the end of the longest block this failure started,
 * if any (for the log).
 */
export async function recordFailedSignIn(
  db: Database,
  keys: ThrottleKeys,
  limits: SignInThrottleLimits,
  trustedDevice: boolean,
): Promise<Date | null> {
  // A device cookie is distrusted after as many failures as one address may make at one email.
  const third =
    trustedDevice && keys.device
      ? countFailure(
          db,
          keys.device,
          { maxFailures: limits.pairMaxFailures, blockSeconds: limits.accountWindowSeconds, maxBlockSeconds: limits.accountWindowSeconds },
          limits.accountWindowSeconds,
        )
      : countFailure(
          db,
          keys.account,
          { maxFailures: limits.accountMaxFailures, blockSeconds: limits.accountWindowSeconds, maxBlockSeconds: limits.accountWindowSeconds },
          limits.accountWindowSeconds,
        );
  const blocks = await Promise.all([
    countFailure(
      db,
      keys.pair,
      { maxFailures: limits.pairMaxFailures, blockSeconds: limits.pairBlockSeconds, maxBlockSeconds: limits.pairMaxBlockSeconds },
      limits.windowSeconds,
    ),
    countFailure(
      db,
      keys.address,
      { maxFailures: limits.addressMaxFailures, blockSeconds: limits.addressBlockSeconds, maxBlockSeconds: limits.addressBlockSeconds },
      limits.windowSeconds,
    ),
    third,
  ]);
  await db.execute(sql`delete from sign_in_throttle where expires_at <= now()`);
  const ends = blocks.filter((end): end is Date => end !== null);
  return ends.length ? new Date(Math.max(...ends.map(Number))) : null;
}

/**
 * A right password clears its pair and the presented device cookie's count. The address's and
 * the account's counts stay: otherwise an attacker holding one valid account could sign into it
 * between guesses and wipe the count of everything else they try from that address, and the
 * owner's own sign-in would hand a guesser a fresh account budget.
 */
export async function clearPair(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.execute(sql`delete from sign_in_throttle where ${anyOf([keys.pair, keys.device])}`);
}
