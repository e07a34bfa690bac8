import { desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_SORT_KEYS,
  type AuditEntity,
  type AuditEntry,
  type AuditFieldChange,
  type AuditSortKey,
} from '../../../shared/audit';
import type { AuditContext } from '../../core/auditContext';
import {
  auditLog,
  companies,
  courses,
  eventAttendees,
  events,
  locations,
  modules,
  payments,
  roles,
  sponsorships,
  users,
  type AuditRow,
} from '../../db/schema';
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

/** Security events, recorded by the app (not by a trigger): sign-ins, sign-outs, password resets. */
export type SecurityAction = 'signIn' | 'signOut' | 'signOutEverywhere' | 'passwordResetSent' | 'passwordReset';

/**
 * Records a security event on user `userId`, with the actor's and the user's names as they are
 * now. No values: only that it happened, who did it and from where.
 */
export async function recordSecurityEvent(db: Executor, context: AuditContext | null, userId: string, action: SecurityAction): Promise<void> {
  if (!context) return;
  await db.execute(sql`
    insert into audit_log (actor_id, actor_name, client_ip, entity, record_id, record_label, action)
    select ${context.actorId}::uuid, coalesce(${context.actorName ?? null}, actor.name, ''), ${context.ip}, 'users', u.id, u.name, ${action}
      from users u left join users actor on actor.id = ${context.actorId}::uuid
     where u.id = ${userId}::uuid`);
}

/** The table of each entity the history follows (its columns' names in the screens' spelling). */
export const ENTITY_TABLES: Record<AuditEntity, PgTable> = {
  users,
  companies,
  locations,
  sponsorships,
  roles,
  courses,
  events,
  eventAttendees,
  payments,
};

/** Each entity's stored column names (snake_case) → the field names the screens use. */
const FIELD_NAMES = new Map(
  Object.entries(ENTITY_TABLES).map(([entity, table]) => [
    entity,
    // A column named after its key is stored under the snake_case of it (the app's `casing`).
    new Map(Object.entries(getTableColumns(table)).map(([field, column]) => [column.keyAsName ? toSnakeCase(field) : column.name, field])),
  ]),
);

/** A referenced record's table and the column that names it. */
interface NameSource {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
}
const NAMES = {
  users: { table: users, id: users.id, name: users.name },
  companies: { table: companies, id: companies.id, name: companies.name },
  locations: { table: locations, id: locations.id, name: locations.name },
  roles: { table: roles, id: roles.id, name: roles.name },
  sponsorships: { table: sponsorships, id: sponsorships.id, name: sponsorships.name },
  courses: { table: courses, id: courses.id, name: courses.title },
  events: { table: events, id: events.id, name: events.name },
  modules: { table: modules, id: modules.id, name: modules.name },
} satisfies Record<string, NameSource>;
type NameKind = keyof typeof NAMES;

/** The fields that refer to other records, per entity: their values are shown by name. */
const REFERENCES: Partial<Record<AuditEntity, Record<string, NameKind>>> = {
  users: { companyId: 'companies', companyLocationId: 'locations', roles: 'roles', supportStaff: 'users' },
  companies: { sponsorships: 'sponsorships' },
  locations: { companyId: 'companies', payMemberId: 'users', designatedRealtorId: 'users' },
  events: { courseId: 'courses' },
  eventAttendees: { eventId: 'events', userId: 'users' },
  payments: { userId: 'users', companyId: 'companies', eventId: 'events' },
};

/** A role's access to a module is stored as the field 'access.<module id>'. */
const ACCESS_FIELD = /^access\.([0-9a-f-]{36})$/;

/** The screens' name of a stored column (a link field or a role's access keeps its own). */
export function fieldOfColumn(entity: string, column: string): string {
  return FIELD_NAMES.get(entity)?.get(column) ?? column;
}

function referenceOf(entity: string, field: string): NameKind | undefined {
  return REFERENCES[entity as AuditEntity]?.[field];
}

/** GET /audit/list: newest first; filters by actor, entity, record (its own entries and its attachments'), action and date. */
export const AUDIT_LIST: ListDeclaration<AuditSortKey> = {
  sortable: { at: auditLog.at },
  defaultSort: { key: 'at', order: -1 },
  tieBreaker: auditLog.id,
  // pg_trgm indexes on both (migration 0019).
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

/**
 * The screens' name of each stored column that has another one, and the kind of record a field
 * refers to, as rows (entity, column, field, kind) for the export's SQL below.
 */
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

/** The name of the record of kind `kind` (a text) that the JSON value `value` names; its text when none. */
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

/** The key under which a table declares a column. */
function keyOf(table: PgTable, column: PgColumn): string {
  return Object.entries(getTableColumns(table)).find(([, c]) => c === column)![0];
}

/** A stored value as the export writes it: names for references, lists joined by ', ', nothing for null. */
function valueText(value: SQL, kind: SQL): SQL {
  return sql`case when ${value} is null or jsonb_typeof(${value}) = 'null' then ''
    when jsonb_typeof(${value}) = 'array' then coalesce((select string_agg(${nameOf(sql`e.x`, kind)}, ', ' order by e.n)
      from jsonb_array_elements(${value}) with ordinality as e(x, n)), '')
    when jsonb_typeof(${value}) = 'object' then ${value}::text
    else ${nameOf(value, kind)} end`;
}

/**
 * An entry's changes as one cell: 'field: old → new' for each changed field in the screens'
 * spelling (`access.<module>` for a role's access), joined by '; ' in the fields' order; a created
 * record's fields as 'field: → new', a deleted one's as 'field: old →', a secret as 'field: changed'.
 * Referenced records are named as they are now. Plain SQL names for the outer row: Drizzle leaves a
 * one-table query's columns unqualified.
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

/** The audit list's columns for 'Export Table': when, who, from where, what, and the changes in one cell. */
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

/** A page of the audit history as the screens show it. */
export async function listAudit(db: Executor, query: ListQuery<AuditSortKey>): Promise<ListResult<AuditEntry>> {
  const plan = buildListPlan(query, AUDIT_LIST);
  const { rows, ...counted } = await runList(db, auditLog, plan, (p, total) =>
    db.select({ row: auditLog, total }).from(auditLog).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
  );
  return { rows: await toEntries(db, rows.map((r) => r.row)), ...counted };
}

/** The signed-in user's own latest entries (the quick panel's 'Audit Logs' tab). */
export async function listOwnAudit(db: Executor, userId: string, limit: number): Promise<AuditEntry[]> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.actorId, userId)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
  return toEntries(db, rows);
}

/**
 * Entries as the screens show them: field names in the screens' spelling, and the names of the
 * records the values refer to (as they are now; a record since deleted has none).
 */
export async function toEntries(db: Executor, rows: AuditRow[]): Promise<AuditEntry[]> {
  const wanted = new Map<NameKind, Set<string>>();
  const want = (kind: NameKind, value: unknown) => {
    for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'string') (wanted.get(kind) ?? wanted.set(kind, new Set()).get(kind)!).add(id);
  };
  const shaped = rows.map((row) => {
    const names = FIELD_NAMES.get(row.entity);
    const changes: AuditFieldChange[] = Object.entries(row.changes).map(([column, change]) => {
      const access = ACCESS_FIELD.exec(column);
      if (access) want('modules', access[1]);
      const field = access ? column : (names?.get(column) ?? column);
      const kind = referenceOf(row.entity, field);
      if (kind) {
        want(kind, change.old);
        want(kind, change.new);
      }
      return { field, ...change };
    });
    return { row, changes };
  });
  const labels = new Map<string, string>();
  for (const [kind, ids] of wanted) {
    const source: NameSource = NAMES[kind];
    const found = await db.select({ id: source.id, name: source.name }).from(source.table).where(inArray(source.id, [...ids]));
    for (const { id, name } of found) labels.set(`${kind}:${id}`, name as string);
  }
  const labelOf = (kind: NameKind, value: unknown): string | string[] | undefined => {
    if (Array.isArray(value)) return value.map((id) => labels.get(`${kind}:${String(id)}`) ?? '');
    return typeof value === 'string' ? labels.get(`${kind}:${value}`) : undefined;
  };
  return shaped.map(({ row, changes }) => ({
    _id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    clientIp: row.clientIp,
    entity: row.entity,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    action: row.action,
    reverts: row.reverts === null ? null : String(row.reverts),
    changes: changes
      .map((change) => {
        const access = ACCESS_FIELD.exec(change.field);
        // A module's access shows under the module's name.
        if (access) return { ...change, field: `access.${labels.get(`modules:${access[1]}`) ?? access[1]}` };
        const kind = referenceOf(row.entity, change.field);
        if (!kind) return change;
        const oldLabel = labelOf(kind, change.old);
        const newLabel = labelOf(kind, change.new);
        return { ...change, ...(oldLabel !== undefined ? { oldLabel } : {}), ...(newLabel !== undefined ? { newLabel } : {}) };
      })
      .sort((a, b) => a.field.localeCompare(b.field)),
  }));
}

/** One entry by its number, as the screens show it (an entry's own link). */
export async function getAudit(db: Executor, id: number): Promise<AuditEntry | undefined> {
  const rows = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return rows.length === 0 ? undefined : (await toEntries(db, rows))[0];
}
