import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { runMaintenance } from '../../../src/server/core/maintenance';
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

    await db.query(
      `insert into audit_log (at, entity, record_id, action) values
         (now() - interval '731 days', 'users', $1, 'signIn'), (now() - interval '729 days', 'users', $1, 'signIn')`,
      [userId],
    );

    // Three instances at the same moment: one runs it.
    const results = await Promise.all([runMaintenance(t.app.db, HOUR, 730), runMaintenance(t.app.db, HOUR, 730), runMaintenance(t.app.db, HOUR, 730)]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(results.find((result) => result.ran)!.removed).toEqual({ sessions: 1, passwordResets: 1, signInThrottle: 1, auditEntries: 1 });
    // The audit history keeps what is within its retention.
    expect(await count('audit_log', `at < now() - interval '700 days'`)).toBe(1);

    expect(await count('sessions', `client_address in ('old', 'fresh', 'just-expired')`)).toBe(2);
    expect(await count('password_resets', `token_hash in ('old-hash', 'fresh-hash')`)).toBe(1);
    expect(await count('sign_in_throttle', `key in ('old-key', 'fresh-key')`)).toBe(1);

    // Within the period it is done; a period later, due again.
    expect((await runMaintenance(t.app.db, HOUR)).ran).toBe(false);
    await db.query(`update maintenance_runs set last_run_at = now() - interval '61 minutes' where job = 'cleanup'`);
    expect((await runMaintenance(t.app.db, HOUR)).ran).toBe(true);
  });

  it('takes the audit retention from AUDIT_RETENTION_DAYS: 730 days unless set, at least one', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow('AUDIT_RETENTION_DAYS must be 1 or more');
  });
});
