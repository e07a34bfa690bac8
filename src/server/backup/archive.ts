import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { MIGRATION_COUNT } from '../db/client';
import type { FileStorage } from '../storage/storage';
import { contentTypeOf } from '../storage/storage';

/**
 * The database as CSV by COPY rather than pg_dump, which must be at least the server's version
 * and is often older than the embedded PostgreSQL. Rows go back column by column, so an archive
 * restores into a later version whose new columns take their defaults.
 */

export interface ArchiveManifest {
  format: 1;
  createdAt: string;
  migrations: number;
  tables: { name: string; columns: string[]; rows: number }[];
  uploads: number;
}

const MANIFEST = 'manifest.json';

/** Computed columns are left out: PostgreSQL computes them again. */
async function tablesOf(client: pg.ClientBase): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.table_name as name, array_agg(c.column_name::text order by c.ordinal_position) as columns
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
     group by c.table_name
     order by c.table_name`);
  return rows;
}

const quoted = (client: pg.ClientBase, names: string[]) => names.map((name) => client.escapeIdentifier(name)).join(', ');

export async function writeArchive(client: pg.ClientBase, storage: FileStorage, file: string): Promise<ArchiveManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-backup-'));
  try {
    fs.mkdirSync(path.join(work, 'tables'));
    const manifest: ArchiveManifest = { format: 1, createdAt: new Date().toISOString(), migrations: 0, tables: [], uploads: 0 };
    // One snapshot for every table: the archive is consistent while the app keeps writing.
    await client.query('begin isolation level repeatable read read only');
    try {
      manifest.migrations = (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;
      for (const table of await tablesOf(client)) {
        const target = path.join(work, 'tables', `${table.name}.csv`);
        const copy = client.query(copyTo(`copy (select ${quoted(client, table.columns)} from ${client.escapeIdentifier(table.name)}) to stdout with (format csv)`));
        await pipeline(copy, fs.createWriteStream(target));
        // A newline inside a quoted value would count twice, so the database counts.
        const rows = (await client.query<{ n: number }>(`select count(*)::int as n from ${client.escapeIdentifier(table.name)}`)).rows[0]!.n;
        manifest.tables.push({ ...table, rows });
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
    fs.mkdirSync(path.join(work, 'uploads'));
    for await (const name of storage.list()) {
      const found = await storage.get(name);
      // The bucket is not only ours: a listed file may be gone.
      if (found === null || found === 'not-modified') continue;
      await pipeline(found.body, fs.createWriteStream(path.join(work, 'uploads', name)));
      manifest.uploads += 1;
    }
    fs.writeFileSync(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    await tar.create({ gzip: true, file, cwd: work, portable: true }, fs.readdirSync(work));
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Into an empty database and storage only, so nothing is overwritten. Foreign keys are not checked
 * row by row: the rows come from one snapshot, and users and locations refer to each other.
 */
export async function readArchive(client: pg.ClientBase, storage: FileStorage, file: string): Promise<ArchiveManifest> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cre-admin-restore-'));
  try {
    await tar.extract({ file, cwd: work });
    const manifestFile = path.join(work, MANIFEST);
    if (!fs.existsSync(manifestFile)) throw new Error(`${file} is not a backup of this product (no ${MANIFEST}).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ArchiveManifest;
    if (manifest.format !== 1) throw new Error(`${file} has an archive format this version does not know (${String(manifest.format)}).`);
    if (manifest.migrations > MIGRATION_COUNT) {
      throw new Error(`${file} comes from a later version (${manifest.migrations} migrations; this one has ${MIGRATION_COUNT}). Restore it with that version.`);
    }
    const users = (await client.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n;
    if (users > 0) throw new Error('The database is not empty (it has users): restore into a new data folder or an empty database.');
    for await (const name of storage.list()) throw new Error(`The uploads' storage (${storage.description}) is not empty: it holds ${name}.`);

    const present = new Map((await tablesOf(client)).map((table) => [table.name, new Set(table.columns)]));
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
      await client.query(`truncate ${manifest.tables.filter((t) => present.has(t.name)).map((t) => client.escapeIdentifier(t.name)).join(', ')}`);
      for (const table of manifest.tables) {
        const columns = present.get(table.name);
        if (!columns) throw new Error(`The archive's table ${table.name} does not exist in this version.`);
        const missing = table.columns.filter((column) => !columns.has(column));
        if (missing.length > 0) throw new Error(`The archive's columns ${missing.join(', ')} of ${table.name} do not exist in this version.`);
        const source = path.join(work, 'tables', `${table.name}.csv`);
        const copy = client.query(copyFrom(`copy ${client.escapeIdentifier(table.name)} (${quoted(client, table.columns)}) from stdin with (format csv)`));
        await pipeline(fs.createReadStream(source), copy);
        const rows = (await client.query<{ n: number }>(`select count(*)::int as n from ${client.escapeIdentifier(table.name)}`)).rows[0]!.n;
        if (rows !== table.rows) throw new Error(`${table.name}: ${rows} rows restored, the archive has ${table.rows}.`);
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
    const uploads = path.join(work, 'uploads');
    for (const name of fs.existsSync(uploads) ? fs.readdirSync(uploads) : []) {
      await storage.put(name, fs.readFileSync(path.join(uploads, name)), contentTypeOf(name));
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

