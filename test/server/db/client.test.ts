import { describe, expect, inject, it, vi } from 'vitest';
import { MIGRATION_COUNT, migrateDatabase, openDatabase } from '../../../src/server/db/client';
import { createDatabase, databaseUrl, withClient } from '../../helpers/testDatabase';

describe('openDatabase', () => {
  it("logs the pool's connection errors at error level, and keeps running", async () => {
    const log = { debug: vi.fn(), error: vi.fn() };
    const handle = await openDatabase({ databaseUrl: inject('dbAdminUrl'), dataDir: '/nonexistent', statementTimeoutMs: 1000, log });
    try {
      const dropped = new Error('terminating connection due to administrator command');
      // What node-postgres emits when an idle connection of the pool is cut.
      handle.pool.emit('error', dropped);
      expect(log.error).toHaveBeenCalledWith(expect.stringContaining('database connection error'), dropped);
      expect(log.debug).not.toHaveBeenCalled();
      const { rows } = await handle.pool.query<{ one: number }>('select 1 as one');
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
    }
  });
});

describe('migrateDatabase', () => {
  it("migrates a new database without the app's statement timeout (a migration may rewrite a large table)", async () => {
    const adminUrl = inject('dbAdminUrl');
    const name = `cre_t_migrate_${Date.now()}`;
    await createDatabase(adminUrl, name);
    // 1 ms: every migration statement of any size would be cancelled under it.
    const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '/nonexistent', statementTimeoutMs: 1 });
    try {
      await migrateDatabase(handle.db);
      const { rows } = await withClient(databaseUrl(adminUrl, name), (c) => c.query<{ n: number }>('select count(*)::int as n from modules'));
      expect(rows[0]!.n).toBeGreaterThan(0);
      // Then vacuumed and analysed: a rewritten table would otherwise keep no statistics.
      const stats = await withClient(databaseUrl(adminUrl, name), (c) =>
        c.query<{ vacuumed: number; analysed: number }>(
          "select vacuum_count::int as vacuumed, analyze_count::int as analysed from pg_stat_user_tables where relname = 'users'",
        ),
      );
      expect(stats.rows[0]).toEqual({ vacuumed: 1, analysed: 1 });
      // The app's own connections keep their timeout. (Under a heavy load PostgreSQL may report a
      // 1 ms statement timeout as "canceling statement due to user request": its timer's flag can
      // be reset before the message is chosen; either way the statement was cut off.)
      await expect(handle.pool.query('select pg_sleep(0.05)')).rejects.toThrow(/statement timeout|due to user request/);
    } finally {
      await handle.close();
      await withClient(adminUrl, (c) => c.query(`drop database ${c.escapeIdentifier(name)}`));
    }
  });

  it('sets a database up once when two instances start together on it: the second waits, then finds it done', async () => {
    const adminUrl = inject('dbAdminUrl');
    const name = `cre_t_migrate_twice_${Date.now()}`;
    await createDatabase(adminUrl, name);
    const open = () => openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: '/nonexistent', statementTimeoutMs: 10_000 });
    const handles = await Promise.all([open(), open()]);
    // Each instance's first-start work (the seeding), recorded as it starts and ends.
    const steps: string[] = [];
    const seeding = (who: string) => async () => {
      steps.push(`${who} starts`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      steps.push(`${who} ends`);
    };
    try {
      await Promise.all([migrateDatabase(handles[0]!.db, seeding('a')), migrateDatabase(handles[1]!.db, seeding('b'))]);
      // One after the other, never interleaved.
      expect(steps).toHaveLength(4);
      expect(steps[1]).toBe(steps[0]!.replace('starts', 'ends'));
      expect(steps[3]).toBe(steps[2]!.replace('starts', 'ends'));
      const { rows } = await withClient(databaseUrl(adminUrl, name), (c) =>
        c.query<{ n: number; distinct: number }>('select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations'),
      );
      expect(rows[0]!.n).toBe(rows[0]!.distinct);
      expect(rows[0]!.n).toBe(MIGRATION_COUNT);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await withClient(adminUrl, (c) => c.query(`drop database ${c.escapeIdentifier(name)} with (force)`));
    }
  });
});

