import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMaintenance } from '../../../src/server/jobs/maintenance';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const HOUR = 60 * 60 * 1000;
const count = async (table: string, where: string) => (await db.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`)).rows[0]!.n;

describe('the periodic clean-up', () => {
  it('runs once per period whatever the number of instances asking, and forgets only what has expired', async () => {
    const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [TEST_ADMIN.email]);
    const userId = rows[0]!.id;
    await db.query(
      `insert into sessions (user_id, expires_at, client_address) values
         ($1, now() - interval '2 days', 'old'), ($1, now() + interval '2 hours', 'fresh'), ($1, now() - interval '1 hour', 'just-expired')`,
      [userId],
    );
    await db.query(
      `insert into password_resets (user_id, token_hash, expires_at) values ($1, 'old-hash', now() - interval '2 days'), ($1, 'fresh-hash', now() + interval '1 hour')`,
      [userId],
    );
    await db.query(
      `insert into sign_in_throttle (key, failures, expires_at) values ('old-key', 3, now() - interval '1 minute'), ('fresh-key', 3, now() + interval '10 minutes')`,
    );

    // Three instances at the same moment: one runs it.
    const results = await Promise.all([runMaintenance(t.app.db, HOUR), runMaintenance(t.app.db, HOUR), runMaintenance(t.app.db, HOUR)]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(results.find((result) => result.ran)!.removed).toEqual({ sessions: 1, passwordResets: 1, signInThrottle: 1 });

    expect(await count('sessions', `client_address in ('old', 'fresh', 'just-expired')`)).toBe(2);
    expect(await count('password_resets', `token_hash in ('old-hash', 'fresh-hash')`)).toBe(1);
    expect(await count('sign_in_throttle', `key in ('old-key', 'fresh-key')`)).toBe(1);

    // Within the period it is done; a period later, due again.
    expect((await runMaintenance(t.app.db, HOUR)).ran).toBe(false);
    await db.query(`update maintenance_runs set last_run_at = now() - interval '61 minutes' where job = 'cleanup'`);
    expect((await runMaintenance(t.app.db, HOUR)).ran).toBe(true);
  });
});
