import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { SignInThrottleLimits } from '../../config';
import type { Database } from '../../db/client';

/**
 * The per-account budget holds only clients without the account's device cookie, so a stranger
 * guessing from many addresses cannot lock the owner out. An unknown email counts exactly like a
 * known one, so the answers say nothing about which emails exist (docs/SECURITY.md).
 */
export interface ThrottleKeys {
  pair: string;
  address: string;
  account: string;
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

const anyOf = (keys: (string | undefined)[]) => sql`key in (${sql.join(keys.filter((key) => key !== undefined).map((key) => sql`${key}`), sql`, `)})`;

export interface SignInWait {
  seconds: number;
  trustedDevice: boolean;
}

/** The same query for every email, so its time reveals nothing. */
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

/** One upsert, so concurrent attempts on any instance each count. */
async function countFailure(db: Database, key: string, rule: Rule, windowSeconds: number): Promise<Date | null> {
  const expired = sql`sign_in_throttle.expires_at <= now()`;
  const failures = sql`(case when ${expired} then 1 else sign_in_throttle.failures + 1 end)`;
  const windowStart = sql`(case when ${expired} then now() else sign_in_throttle.window_started_at end)`;
  const window = sql`make_interval(secs => ${windowSeconds}::double precision)`;
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

/** Gives the end of the longest block this failure started, for the log. */
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
 * The address's and the account's counts stay: otherwise an attacker could sign into an account of
 * their own between guesses to wipe them, and the owner's sign-in would hand a guesser a fresh budget.
 */
export async function clearPair(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.execute(sql`delete from sign_in_throttle where ${anyOf([keys.pair, keys.device])}`);
}
