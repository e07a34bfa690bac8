import { getTableColumns, inArray, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntity, AuditEntry, AuditFieldChange } from '../../shared/audit';
import type { AuditContext } from './auditContext';
import {
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
} from '../db/schema';
import type { Executor } from './list';

/** Recorded by the app, since no row change shows them to a trigger. */
export type SecurityAction = 'signIn' | 'signOut' | 'signOutEverywhere' | 'passwordResetSent' | 'passwordReset';

/** No values: only that it happened, who did it and from where. */
export async function recordSecurityEvent(db: Executor, context: AuditContext | null, userId: string, action: SecurityAction): Promise<void> {
  if (!context) return;
  await db.execute(sql`
    insert into audit_log (actor_id, actor_name, client_ip, entity, record_id, record_label, action)
    select ${context.actorId}::uuid, coalesce(${context.actorName ?? null}, actor.name, ''), ${context.ip}, 'users', u.id, u.name, ${action}
      from users u left join users actor on actor.id = ${context.actorId}::uuid
     where u.id = ${userId}::uuid`);
}

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

/** The triggers record stored column names; the screens use the field names. */
export const FIELD_NAMES = new Map(
  Object.entries(ENTITY_TABLES).map(([entity, table]) => [
    entity,
    // The app's `casing` stores a column named after its key in snake_case.
    new Map(Object.entries(getTableColumns(table)).map(([field, column]) => [column.keyAsName ? toSnakeCase(field) : column.name, field])),
  ]),
);

export interface NameSource {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
}
export const NAMES = {
  users: { table: users, id: users.id, name: users.name },
  companies: { table: companies, id: companies.id, name: companies.name },
  locations: { table: locations, id: locations.id, name: locations.name },
  roles: { table: roles, id: roles.id, name: roles.name },
  sponsorships: { table: sponsorships, id: sponsorships.id, name: sponsorships.name },
  courses: { table: courses, id: courses.id, name: courses.title },
  events: { table: events, id: events.id, name: events.name },
  modules: { table: modules, id: modules.id, name: modules.name },
} satisfies Record<string, NameSource>;
export type NameKind = keyof typeof NAMES;

/** Fields that refer to other records: the history shows them by name, not id. */
export const REFERENCES: Partial<Record<AuditEntity, Record<string, NameKind>>> = {
  users: { companyId: 'companies', companyLocationId: 'locations', roles: 'roles', supportStaff: 'users' },
  companies: { sponsorships: 'sponsorships' },
  locations: { companyId: 'companies', payMemberId: 'users', designatedRealtorId: 'users' },
  events: { courseId: 'courses' },
  eventAttendees: { eventId: 'events', userId: 'users' },
  payments: { userId: 'users', companyId: 'companies', eventId: 'events' },
};

const ACCESS_FIELD = /^access\.([0-9a-f-]{36})$/;

export function fieldOfColumn(entity: string, column: string): string {
  return FIELD_NAMES.get(entity)?.get(column) ?? column;
}

export function referenceOf(entity: string, field: string): NameKind | undefined {
  return REFERENCES[entity as AuditEntity]?.[field];
}

/** Referenced records are named as they are now; a record since deleted has no name. */
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

