import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MODULES } from '../../shared/modules';
import * as schema from './schema';
import { startEmbedded, type EmbeddedServer } from './embedded';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** `db` itself without a replica. */
  readDb: Database;
  readPool?: pg.Pool;
  /** Logged at start, so it never includes the password. */
  description: string;
  close: () => Promise<void>;
}

export interface DatabaseLog {
  debug: (msg: string) => void;
  error: (msg: string, err?: unknown) => void;
}

/** Without a logger (the seed command), failures still reach stderr. */
const STDERR_LOG: DatabaseLog = {
  debug: () => {},
  error: (msg, err) => console.error(err instanceof Error ? `${msg}: ${err.message}` : msg),
};

export interface DatabaseOptions {
  databaseUrl?: string;
  databaseReadUrl?: string;
  dataDir: string;
  statementTimeoutMs: number;
  log?: DatabaseLog;
}

export const APP_DATABASE = 'cre_admin';
/** Found upwards, since this module runs both from the sources and from the compiled server. */
function findMigrationsFolder(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`No migrations folder above ${from}.`);
  }
}

export const MIGRATIONS_FOLDER = findMigrationsFolder(path.dirname(fileURLToPath(import.meta.url)));

export const MIGRATION_COUNT = (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

export async function appliedMigrationCount(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return rows[0]?.n ?? 0;
}

export function createDrizzle(pool: pg.Pool): Database {
  return drizzle(pool, { schema, casing: 'snake_case' });
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    try {
      if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
    } catch (err) {
      // Another instance starting at the same moment created it first.
      if ((err as { code?: string }).code !== '42P04' && (err as { code?: string }).code !== '23505') throw err;
    }
  } finally {
    await client.end();
  }
}

async function appliedMigrations(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
  if (!rows[0]?.found) return 0;
  const counted = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return counted.rows[0]?.n ?? 0;
}

/** Instances starting together on one database set it up once: the others wait, then find nothing to do. */
export const SETUP_LOCK_NAME = 'cre-admin: database set-up';

/**
 * On a connection of its own without the statement timeout: a migration may rewrite a large table,
 * and a timeout half-way would leave the app unable to start. PostgreSQL releases the lock if the
 * process dies.
 */
export async function migrateDatabase(db: Database, andThen?: () => Promise<void>): Promise<void> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client({ ...pool.options, statement_timeout: 0 });
  // A lost connection fails the migration's query in flight, and the start with it; not the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [SETUP_LOCK_NAME]);
    const migrating = drizzle(client, { schema });
    const before = await appliedMigrations(client);
    await migrate(migrating, { migrationsFolder: MIGRATIONS_FOLDER });
    // A rewritten table has no statistics or visibility map until autovacuum comes by: plans are
    // blind and index-only scans read the table.
    if ((await appliedMigrations(client)) > before) await client.query('vacuum (analyze)');
    for (const [position, name] of MODULES.entries()) {
      await migrating
        .insert(schema.modules)
        .values({ name, position })
        .onConflictDoUpdate({ target: schema.modules.name, set: { position } });
    }
    await andThen?.();
  } finally {
    await client.end();
  }
}

/**
 * `pool.end()` resolves once it has asked connections to close, not once they have; stopping the
 * embedded server then would cut them off and log an error at every shutdown.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open <= 0) resolve();
    });
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, 2000)))]);
  clearTimeout(timer);
}

function appPool(url: string, statementTimeoutMs: number, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    statement_timeout: statementTimeoutMs,
    connectionTimeoutMillis: 10000,
    // JIT pays off for long analytic queries, not for this app's short ones.
    options: '-c jit=off',
  });
  // A dropped idle connection must not crash the app; the pool replaces it.
  pool.on('error', (err) => log.error('database connection error (an idle connection was dropped)', err));
  // Without a listener, an error on a checked-out connection ends the process; what runs on it
  // fails by itself.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const log = opts.log ?? STDERR_LOG;
  let embedded: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  let description: string;
  if (url) {
    const u = new URL(url);
    description = `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  } else {
    embedded = await startEmbedded(opts.dataDir, log);
    try {
      await ensureDatabase(embedded.url(), APP_DATABASE);
    } catch (err) {
      await embedded.stop();
      throw err;
    }
    url = embedded.url(APP_DATABASE);
    description = `embedded PostgreSQL under ${path.join(opts.dataDir, 'pg')}`;
  }
  const pool = appPool(url, opts.statementTimeoutMs, log);
  const readPool = opts.databaseReadUrl ? appPool(opts.databaseReadUrl, opts.statementTimeoutMs, log) : undefined;
  const db = createDrizzle(pool);
  if (readPool) {
    const u = new URL(opts.databaseReadUrl!);
    description += `, lists and exports from the replica at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  }
  return {
    db,
    pool,
    readDb: readPool ? createDrizzle(readPool) : db,
    ...(readPool ? { readPool } : {}),
    description,
    close: async () => {
      await Promise.all([endPool(pool), readPool && endPool(readPool)]);
      await embedded?.stop();
    },
  };
}
