import fs from 'node:fs';
import path from 'node:path';
import { format } from 'date-fns';
import pg from 'pg';
import { type Config, loadConfig } from '../config';
import { APP_DATABASE, migrateDatabase, openDatabase } from '../db/client';
import { createStorage } from '../plugins/storage';
import type { FileStorage } from '../storage/storage';
import { readArchive, writeArchive } from './archive';

/** `npm run backup` and `npm run restore` (docs/DEPLOY.md, "Backup and restore"). */

/** So a backup can run while the app holds the embedded server. */
function runningEmbeddedUrl(dataDir: string): string | null {
  try {
    const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]?.trim();
    const { password } = JSON.parse(fs.readFileSync(path.join(dataDir, 'pg-cluster.json'), 'utf8')) as { password: string };
    return port ? `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${APP_DATABASE}` : null;
  } catch {
    return null;
  }
}

async function backup(file: string): Promise<void> {
  const config = loadConfig();
  const storage = createStorage(config);
  try {
    await backupTo(file, config, storage);
  } finally {
    storage.close();
  }
}

async function backupTo(file: string, config: Config, storage: FileStorage): Promise<void> {
  const running = config.databaseUrl ?? runningEmbeddedUrl(config.dataDir);
  if (running) {
    const client = new pg.Client({ connectionString: running });
    try {
      await client.connect();
    } catch {
      await client.end().catch(() => undefined);
      return backupStopped(file, config.dataDir, storage);
    }
    try {
      report('Backed up', file, await writeArchive(client, storage, file));
    } finally {
      await client.end();
    }
    return;
  }
  return backupStopped(file, config.dataDir, storage);
}

async function backupStopped(file: string, dataDir: string, storage: FileStorage): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, 'pg'))) throw new Error(`There is no database under ${dataDir} to back up.`);
  const handle = await openDatabase({ dataDir, statementTimeoutMs: 0 });
  const client = await handle.pool.connect();
  try {
    report('Backed up', file, await writeArchive(client, storage, file));
  } finally {
    client.release();
    await handle.close();
  }
}

async function restore(file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist.`);
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 0 });
  const storage = createStorage(config);
  try {
    await migrateDatabase(handle.db);
    const client = await handle.pool.connect();
    try {
      report('Restored', file, await readArchive(client, storage, file));
    } finally {
      client.release();
    }
  } finally {
    storage.close();
    await handle.close();
  }
}

function report(done: string, file: string, manifest: { tables: { name: string; rows: number }[]; uploads: number }): void {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`${done} ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.uploads} uploaded files.`);
}

const [command, file] = process.argv.slice(2);
const run =
  command === 'backup'
    ? backup(path.resolve(file ?? `backups/cre-admin-${format(new Date(), 'yyyyMMdd-HHmmss')}.tar.gz`))
    : command === 'restore' && file
      ? restore(path.resolve(file))
      : Promise.reject(new Error('Use: npm run backup [-- FILE], or npm run restore -- FILE'));
run.catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
