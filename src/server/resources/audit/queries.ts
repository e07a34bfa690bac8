import { desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SORT_KEYS,
  type AuditEntry,
  type AuditSortKey,
} from '../../../shared/audit';
import { FIELD_NAMES, NAMES, REFERENCES, referenceOf, toEntries, type NameKind, type NameSource } from '../../core/auditEntries';
import { auditLog } from '../../db/schema';
import { defineExport } from '../../core/listExport';
import {
  buildListPlan,
  dateRangeFilter,
  idsFilter,
  oneOfFilter,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';

export const AUDIT_LIST: ListDeclaration<AuditSortKey> = {
  sortable: { at: auditLog.at },
  defaultSort: { key: 'at', order: -1 },
  tieBreaker: auditLog.id,
  search: [sql`lower(${auditLog.actorName})`, sql`lower(${auditLog.recordLabel})`],
  // Entries are written in time order: a capped total walks the same index as the page.
  countAlongOrder: true,
  filters: {
    actor: idsFilter((ids) => inArray(auditLog.actorId, ids)),
    entity: oneOfFilter(auditLog.entity, AUDIT_ENTITIES),
    record: idsFilter((ids) => {
      const given = sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;
      return or(inArray(auditLog.recordId, ids), sql`${auditLog.related} && ${given}`)!;
    }),
    action: oneOfFilter(auditLog.action, AUDIT_ACTIONS),
    at: dateRangeFilter(auditLog.at),
  },
};

/** As rows, so the export's SQL can join them. */
const FIELD_ROWS: [entity: string, column: string, field: string, kind: NameKind | null][] = AUDIT_ENTITIES.flatMap((entity) => {
  const names = FIELD_NAMES.get(entity)!;
  const stored = [...names].filter(([column, field]) => column !== field || referenceOf(entity, field));
  // Link fields (roles, supportStaff, sponsorships) are stored under their screen name.
  const fields = new Set(names.values());
  const links = Object.keys(REFERENCES[entity] ?? {}).filter((field) => !fields.has(field));
  return [...stored, ...links.map((field): [string, string] => [field, field])].map(
    ([column, field]): [string, string, string, NameKind | null] => [entity, column, field, referenceOf(entity, field) ?? null],
  );
});

const UUID_TEXT = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

function nameOf(value: SQL, kind: SQL): SQL {
  const lookups = Object.entries(NAMES).map(([name, source]: [string, NameSource]) => {
    // Aliased: the outer row is audit_log's, and a users lookup must not shadow it.
    const named = alias(source.table, 'named') as unknown as Record<string, PgColumn> & PgTable;
    const id = named[keyOf(source.table, source.id)]!;
    const label = named[keyOf(source.table, source.name)]!;
    return sql`when ${name} then (select ${label} from ${source.table} as "named" where ${id} = (${value} #>> '{}')::uuid)`;
  });
  return sql`coalesce(case when jsonb_typeof(${value}) = 'string' and (${value} #>> '{}') ~ ${UUID_TEXT}
    then case ${kind} ${sql.join(lookups, sql` `)} end end, ${value} #>> '{}')`;
}

function keyOf(table: PgTable, column: PgColumn): string {
  return Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
}

function valueText(value: SQL, kind: SQL): SQL {
  return sql`case when ${value} is null or jsonb_typeof(${value}) = 'null' then ''
    when jsonb_typeof(${value}) = 'array' then coalesce((select string_agg(${nameOf(sql`e.x`, kind)}, ', ' order by e.n)
      from jsonb_array_elements(${value}) with ordinality as e(x, n)), '')
    when jsonb_typeof(${value}) = 'object' then ${value}::text
    else ${nameOf(value, kind)} end`;
}

/**
 * 'field: old → new' per field, in SQL so the export streams. Plain SQL names for the outer row:
 * Drizzle leaves a one-table query's columns unqualified.
 */
const changesText = sql<string>`(select string_agg(x.field || ':' || x.shown, '; ' order by x.field)
  from (
    select f.field,
      case when c.value ? 'changed' then ' changed'
        else coalesce(' ' || nullif(${valueText(sql`(c.value -> 'old')`, sql`m.kind`)}, ''), '') || ' →'
          || coalesce(' ' || nullif(${valueText(sql`(c.value -> 'new')`, sql`m.kind`)}, ''), '') end as shown
    from jsonb_each(audit_log.changes) as c
    left join (values ${sql.join(
      FIELD_ROWS.map(([entity, column, field, kind]) => sql`(${entity}, ${column}, ${field}, ${kind}::text)`),
      sql`, `,
    )}) as m(entity, col, field, kind) on m.entity = audit_log.entity and m.col = c.key
    cross join lateral (select case when c.key ~ '^access\.[0-9a-f-]{36}$'
        then 'access.' || coalesce((select md.name from modules md where md.id = substr(c.key, 8)::uuid), substr(c.key, 8))
        else coalesce(m.field, c.key) end as field) as f
  ) as x)`;

export const AUDIT_EXPORT = defineExport({
  module: 'Audit Log',
  list: AUDIT_LIST,
  sortKeys: AUDIT_SORT_KEYS,
  rows: (db, fields, plan) => db.select(fields).from(auditLog).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    at: { value: auditLog.at, kind: 'usDateTime' },
    actorName: { value: auditLog.actorName },
    clientIp: { value: auditLog.clientIp },
    entity: { value: auditLog.entity },
    recordLabel: { value: auditLog.recordLabel },
    action: { value: auditLog.action },
    changes: { value: changesText },
  },
});

export async function listAudit(db: Executor, query: ListQuery<AuditSortKey>): Promise<ListResult<AuditEntry>> {
  const plan = buildListPlan(query, AUDIT_LIST);
  const { rows, ...counted } = await runList(db, auditLog, plan, (p, total) =>
    db.select({ row: auditLog, total }).from(auditLog).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
  );
  return { rows: await toEntries(db, rows.map((r) => r.row)), ...counted };
}

export async function listOwnAudit(db: Executor, userId: string, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.actorId, userId)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
  return toEntries(db, rows);
}

export async function getAudit(db: Executor, id: number): Promise<AuditEntry | undefined> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return rows.length === 0 ? undefined : (await toEntries(db, rows))[0];
}
