import { getTableName, sql, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Database } from '../client';

export type Executor = Pick<Database, 'execute'>;

/**
 * One JSON parameter per batch, so a large load is a handful of statements whatever the number of
 * columns. Rows that would repeat a unique value are skipped, which keeps the seed idempotent.
 */
export async function insertJsonRows<T extends object>(db: Executor, table: Table, rows: readonly T[], batchSize = 5000): Promise<void> {
  if (!rows.length) return;
  const keys = Object.keys(rows[0]!) as (keyof T & string)[];
  // Written by hand: several times faster than mapping objects.
  const prefixes = keys.map((k, i) => `${i ? ',' : '{'}${JSON.stringify(toSnakeCase(k))}:`);
  const name = getTableName(table);
  const list = sql.raw(keys.map((k) => `"${toSnakeCase(k)}"`).join(', '));
  for (let start = 0; start < rows.length; start += batchSize) {
    const parts: string[] = [];
    for (const row of rows.slice(start, start + batchSize)) {
      let text = '';
      for (let i = 0; i < keys.length; i++) text += prefixes[i]! + (JSON.stringify(row[keys[i]!]) ?? 'null');
      parts.push(`${text}}`);
    }
    await run(
      db,
      sql`insert into ${sql.identifier(name)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(name)}, ${`[${parts.join(',')}]`}::json) on conflict do nothing`,
    );
  }
}

export async function insertLinks(
  db: Executor,
  table: 'user_roles' | 'user_support_staff',
  columns: [string, string],
  pairs: readonly (readonly [string, string])[],
): Promise<void> {
  for (let start = 0; start < pairs.length; start += 20_000) {
    const slice = pairs.slice(start, start + 20_000);
    await run(
      db,
      sql`
        insert into ${sql.identifier(table)} (${sql.identifier(columns[0])}, ${sql.identifier(columns[1])})
        select p.a, p.b from unnest(${`{${slice.map(([a]) => a).join(',')}}`}::uuid[], ${`{${slice.map(([, b]) => b).join(',')}}`}::uuid[]) as p(a, b)
        where exists (select 1 from users u where u.id = p.a)
        on conflict do nothing`,
    );
  }
}

/** A failure reports PostgreSQL's message, not the megabytes of parameters with it. */
async function run(db: Executor, query: ReturnType<typeof sql>): Promise<void> {
  try {
    await db.execute(query);
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof Error) throw new Error(`seed insert failed: ${cause.message}`, { cause });
    throw err;
  }
}

export const DEFER_INDEXES_FROM = 20_000;

/** After a load with the triggers off. */
export async function recountTotals(tx: Executor): Promise<void> {
  await tx.execute(sql`delete from user_totals`);
  await tx.execute(sql`insert into user_totals (role, is_active, n) select role, is_active, count(*) from users group by 1, 2`);
  await tx.execute(sql`delete from company_totals`);
  await tx.execute(sql`insert into company_totals (is_active, n) select is_active, count(*) from companies group by 1`);
}

/**
 * Building an index once is several times faster than updating it row by row, above all the GIN
 * indexes. Unique indexes stay, so duplicates are still skipped; one transaction, so a failure
 * rolls the indexes back too.
 */
export async function withIndexesDeferred(db: Database, tables: readonly Table[], load: (tx: Executor) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes: { name: string; definition: string }[] = [];
    for (const table of tables) {
      const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
        select c.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class c on c.oid = x.indexrelid
        where x.indrelid = ${getTableName(table)}::regclass and not x.indisunique and not x.indisprimary`);
      indexes.push(...rows);
    }
    for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
    // The counters' triggers would update their rows once per batch: the counts are made once at the end.
    for (const table of tables) await tx.execute(sql`alter table ${table} disable trigger user`);
    await load(tx);
    for (const table of tables) await tx.execute(sql`alter table ${table} enable trigger user`);
    await tx.execute(sql`
      update companies c
         set members_count = coalesce(m.n, 0), location_count = coalesce(l.n, 0)
        from companies k
        left join (select company_id, count(*)::int as n from users group by company_id) m on m.company_id = k.id
        left join (select company_id, count(*)::int as n from locations group by company_id) l on l.company_id = k.id
       where c.id = k.id and (c.members_count <> coalesce(m.n, 0) or c.location_count <> coalesce(l.n, 0))`);
    await recountTotals(tx);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
}
