import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { tmpDataDir } from '../../src/server/db/embedded';
import { buildTestApp, type TestApp } from '../helpers/buildTestApp';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/testDatabase';

/** `npm run backup` / `npm run restore` as an operator runs them, against the test's databases. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  // An empty value takes the variable away (the embedded database rather than DATABASE_URL).
  const merged: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', ...env };
  for (const [key, value] of Object.entries(env)) if (value === '') delete merged[key];
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/backup/cli.ts'), ...args], {
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

let source: TestApp;
const targetName = `cre_t_restore_${crypto.randomBytes(4).toString('hex')}`;
const targetDir = tmpDataDir('cre-admin-restore-');
const archive = path.join(targetDir, '..', `${targetName}.tar.gz`);
const picture = crypto.randomBytes(4096);

beforeAll(async () => {
  source = await buildTestApp();
  fs.mkdirSync(path.join(source.config.dataDir, 'uploads'), { recursive: true });
  fs.writeFileSync(path.join(source.config.dataDir, 'uploads', 'logo-1.png'), picture);
  await createDatabase(inject('dbAdminUrl'), targetName);
});
afterAll(async () => {
  await source.close();
  await dropDatabase(inject('dbAdminUrl'), targetName);
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.rmSync(archive, { force: true });
});

async function rowCounts(url: string): Promise<Record<string, number>> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { rows } = await pool.query<{ name: string }>(`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
    const counts: Record<string, number> = {};
    for (const { name } of rows) counts[name] = (await pool.query<{ n: number }>(`select count(*)::int as n from ${pg.escapeIdentifier(name)}`)).rows[0]!.n;
    return counts;
  } finally {
    await pool.end();
  }
}

describe('npm run backup / npm run restore', () => {
  it('brings the database and the uploads back into an empty database and data folder', async () => {
    const note = 'Renewal due\nsee "March", page 2';
    const db = new pg.Pool({ connectionString: source.dbUrl, max: 1 });
    await db.query(`update users set admin_note = $1 where email = 'admin@example.com' or role = 'superAdmin'`, [note]);
    await db.end();

    const backedUp = await cli(['backup', archive], { DATABASE_URL: source.dbUrl, DATA_DIR: source.config.dataDir });
    expect(backedUp.out).toMatch(/^Backed up .*: \d+ tables, \d+ rows, 1 uploaded files\.\n$/);
    expect(backedUp.code).toBe(0);

    const targetUrl = databaseUrl(inject('dbAdminUrl'), targetName);
    const restored = await cli(['restore', archive], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(restored.out).toMatch(/^Restored .*: \d+ tables, \d+ rows, 1 uploaded files\.\n$/);
    expect(restored.code).toBe(0);

    const before = await rowCounts(source.dbUrl);
    expect(before.users).toBeGreaterThan(0);
    expect(await rowCounts(targetUrl)).toEqual(before);
    const target = new pg.Pool({ connectionString: targetUrl, max: 1 });
    try {
      const { rows } = await target.query<{ admin_note: string; name_in_lower: string; name: string }>(
        `select admin_note, name_in_lower, name from users where role = 'superAdmin' limit 1`,
      );
      // Text with a newline and quotes comes back as it was; computed columns are computed again.
      expect(rows[0]!.admin_note).toBe(note);
      expect(rows[0]!.name_in_lower).toBe(rows[0]!.name.toLowerCase());
    } finally {
      await target.end();
    }
    expect(fs.readFileSync(path.join(targetDir, 'uploads', 'logo-1.png')).equals(picture)).toBe(true);

    // A second restore would mix two states: refused.
    const again = await cli(['restore', archive], { DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    expect(again.code).toBe(1);
    expect(again.out).toContain('The database is not empty (it has users): restore into a new data folder or an empty database.');
  }, 120_000);

  it('says how to use it, and what is wrong with a file that is not a backup', async () => {
    const usage = await cli(['restore'], {});
    expect(usage.code).toBe(1);
    expect(usage.out).toContain('Use: npm run backup [-- FILE], or npm run restore -- FILE');
    const missing = await cli(['restore', '/nonexistent/backup.tar.gz'], {});
    expect(missing.out).toContain('/nonexistent/backup.tar.gz does not exist.');
  }, 60_000);

  it('backs up the embedded database of a running app, and restores into a new data folder (the default of npm start)', async () => {
    const runningDir = tmpDataDir('cre-admin-running-');
    const restoredDir = tmpDataDir('cre-admin-restored-');
    const file = path.join(restoredDir, '..', `${path.basename(restoredDir)}.tar.gz`);
    // The app's database, started as `npm start` does (the data folder locked by this process).
    const running = await openDatabase({ dataDir: runningDir, statementTimeoutMs: 10_000 });
    try {
      await migrateDatabase(running.db);
      await running.pool.query(`insert into courses (code, title, credit_hours, delivery) values ('CE-900', 'Backups', 1, 'online')`);
      const backedUp = await cli(['backup', file], { DATA_DIR: runningDir, DATABASE_URL: '' });
      expect(backedUp.out).toMatch(/^Backed up /);
      expect(backedUp.code).toBe(0);
    } finally {
      await running.close();
    }
    try {
      const restored = await cli(['restore', file], { DATA_DIR: restoredDir, DATABASE_URL: '' });
      expect(restored.out).toMatch(/^Restored .*, 0 uploaded files\.\n$/);
      expect(restored.code).toBe(0);
      const check = await openDatabase({ dataDir: restoredDir, statementTimeoutMs: 10_000 });
      try {
        const { rows } = await check.pool.query<{ title: string }>(`select title from courses where code = 'CE-900'`);
        expect(rows).toEqual([{ title: 'Backups' }]);
      } finally {
        await check.close();
      }
    } finally {
      for (const dir of [runningDir, restoredDir]) fs.rmSync(dir, { recursive: true, force: true });
      fs.rmSync(file, { force: true });
    }
  }, 120_000);
});
