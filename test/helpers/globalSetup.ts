import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { createDrizzle, migrateDatabase } from '../../src/server/db/client';
import { startEmbedded, tmpDataDir } from '../../src/server/db/embedded';
import { seed } from '../../src/server/db/seed';
import pg from 'pg';
import { createDatabase, databaseUrl, dropDatabase } from './testDatabase';
import { TEST_ADMIN } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

/**
 * One PostgreSQL server for the whole run: the embedded one, or TEST_DATABASE_URL's. A template
 * database is migrated and seeded once; every test file clones its own fresh database from it.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (!adminUrl) {
    dataDir = tmpDataDir('cre-admin-test-');
    const server = await startEmbedded(dataDir);
    adminUrl = server.url('postgres');
    stopEmbedded = server.stop;
  }
  const template = `cre_tpl_${process.pid}_${Date.now()}`;
  await createDatabase(adminUrl, template);
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 2 });
  try {
    const db = createDrizzle(pool);
    await migrateDatabase(db);
    await seed(db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password });
  } finally {
    await pool.end();
  }
  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    await dropDatabase(adminUrl, template);
    await stopEmbedded?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
