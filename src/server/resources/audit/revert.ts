import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AuditEntity, AuditEntry } from '../../../shared/audit';
import { denialMessage, type ModuleName } from '../../../shared/modules';
import { can } from '../../../shared/permissions';
import type { AuthorityActor } from '../../../shared/userAuthority';
import type { UserBody } from '../../../shared/users';
import { withAudit, type AuditContext } from '../../core/auditContext';
import type { Database } from '../../db/client';
import { auditLog, type AuditChanges } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { ENTITY_TABLES, fieldOfColumn, toEntries } from '../../core/auditEntries';
import { pgErrorOf } from '../../core/list';
import { VERSION_MESSAGES } from '../../core/recordVersion';
import { assertRoleCeiling, lockedRoleShape } from '../roles';
import { afterEmailChange, assertUserAuthority, authorityTarget } from '../users';

const ENTITY_MODULES: Record<AuditEntity, ModuleName> = {
  users: 'User Management',
  companies: 'Companies',
  locations: 'Companies',
  sponsorships: 'Sponsorship',
  roles: 'Role Management',
  courses: 'Courses',
  events: 'Events',
  eventAttendees: 'Events',
  payments: 'Payment',
};

function targetOf(entity: AuditEntity): { table: string; module: ModuleName; updatedAt: boolean } {
  const table = ENTITY_TABLES[entity];
  return { table: getTableName(table), module: ENTITY_MODULES[entity], updatedAt: 'updatedAt' in getTableColumns(table) };
}

/** The history records link tables as a field of their owner. */
const LINKS: Record<string, { table: string; owner: string; member: string }> = {
  'users.roles': { table: 'user_roles', owner: 'user_id', member: 'role_id' },
  'users.supportStaff': { table: 'user_support_staff', owner: 'user_id', member: 'staff_id' },
  'companies.sponsorships': { table: 'company_sponsorships', owner: 'company_id', member: 'sponsorship_id' },
};
const ACCESS = /^access\.([0-9a-f-]{36})$/;

export interface RevertActor extends AuthorityActor {
  context: AuditContext;
}

export const REVERT_MESSAGES = {
  reverted: 'The change was put back.',
  off: 'The audit history is off (AUDIT_LOG=off): nothing can be put back from it.',
  restored: 'The record was restored.',
  notChange: 'Only a change can be put back: a created record is deleted from its own screen, and a sign-in or a password reset is not undone.',
  secret: 'Passwords, keys and codes cannot be put back: set a new one instead.',
  unknownField: (field: string) => `${field} is not a field of this entry.`,
  nothing: 'This entry has no field that can be put back.',
  gone: 'This record has been deleted since: restore it from its deletion entry first.',
  exists: 'This record exists: there is nothing to restore.',
  brokenReference: 'It refers to a record deleted since, so it cannot be put back as it was.',
  taken: 'A value it would take back is now used by another record (a name, an email or a code).',
  changedSince: (field: string, at: Date, actor: string, id: number) =>
    `${field} was ${VERSION_MESSAGES.changedBy(actor, at)} after this entry (entry ${id}): put that change back first.`,
} as const;

const json = (value: unknown) => JSON.stringify(value ?? null);

/** Refused when a field has changed again since, so a revert never silently undoes a later edit. */
export async function revertEntry(db: Database, actor: RevertActor, id: number, fields?: string[]): Promise<{ entry: AuditEntry; restored: boolean }> {
  const [entry] = await db.select().from(auditLog).where(sql`${auditLog.id} = ${id}`);
  if (!entry) throw notFound('This audit entry does not exist.');
  const target = entry.entity in ENTITY_MODULES ? targetOf(entry.entity as AuditEntity) : undefined;
  if (!target || !['update', 'status', 'revert', 'restore', 'delete'].includes(entry.action)) throw conflict(REVERT_MESSAGES.notChange);
  const restoring = entry.action === 'delete';
  if (!can(actor, target.module, restoring ? 'add' : 'edit')) throw forbidden(denialMessage(target.module, restoring ? 'add' : 'edit'));

  const chosen = await chosenColumns(db, entry.entity, entry.changes, fields, restoring);
  const context: AuditContext = { ...actor.context, action: restoring ? 'restore' : 'revert', reverts: id };
  try {
    await withAudit(db, context, async (tx) => {
      if (entry.entity === 'users') await checkUserAuthority(tx, actor, entry.recordId, entry.changes, chosen, restoring);
      const roleBefore = entry.entity === 'roles' && !restoring ? ((await lockedRoleShape(tx, entry.recordId)) ?? null) : null;
      if (restoring) await restore(tx, entry.entity as AuditEntity, entry.recordId, entry.changes, chosen);
      else await putBack(tx, entry.entity as AuditEntity, entry.recordId, id, entry.changes, chosen, actor.id);
      // A role comes back only within the actor's own access, as the role form's save does.
      if (entry.entity === 'roles') await assertRoleCeiling(tx, actor, entry.recordId, roleBefore, (await lockedRoleShape(tx, entry.recordId)) ?? null);
    });
  } catch (err) {
    const { code } = pgErrorOf(err);
    if (code === '23503') throw conflict(REVERT_MESSAGES.brokenReference);
    if (code === '23505') throw conflict(REVERT_MESSAGES.taken);
    throw err;
  }
  const [made] = await db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.reverts} = ${id} and ${auditLog.recordId} = ${entry.recordId}`)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  return { entry: (await toEntries(db, made ? [made] : []))[0]!, restored: restoring };
}

/** Secrets never go back: the entry does not hold them. */
async function chosenColumns(db: Database, entity: string, changes: AuditChanges, fields: string[] | undefined, restoring: boolean): Promise<string[]> {
  if (restoring || !fields || fields.length === 0) {
    const all = Object.keys(changes).filter((column) => !changes[column]!.changed);
    if (all.length === 0) throw conflict(REVERT_MESSAGES.nothing);
    return all;
  }
  const modules = new Map(
    (await db.execute<{ id: string; name: string }>(sql`select id, name from modules`)).rows.map((m) => [m.id, m.name] as const),
  );
  const shown = (column: string) => {
    const access = ACCESS.exec(column);
    return access ? `access.${modules.get(access[1]!) ?? access[1]}` : fieldOfColumn(entity, column);
  };
  return fields.map((field) => {
    const column = Object.keys(changes).find((stored) => shown(stored) === field);
    if (column === undefined) throw badRequest(REVERT_MESSAGES.unknownField(field));
    if (changes[column]!.changed) throw badRequest(REVERT_MESSAGES.secret);
    return column;
  });
}

/** A revert may do nothing the user form would refuse. */
async function checkUserAuthority(db: Database, actor: RevertActor, userId: string, changes: AuditChanges, columns: string[], restoring: boolean) {
  const body: Partial<UserBody> = {};
  const old = (column: string) => (columns.includes(column) ? changes[column]?.old : undefined);
  if (old('role') !== undefined) body.role = old('role') as UserBody['role'];
  if (old('is_active') !== undefined) body.isActive = old('is_active') as boolean;
  if (old('email') !== undefined) body.email = old('email') as string;
  if (old('roles') !== undefined) body.roles = old('roles') as string[];
  await assertUserAuthority(db, actor, restoring ? null : ((await authorityTarget(db, userId)) ?? null), body as UserBody);
}

async function lockedRow(db: Database, table: string, id: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.execute<{ row: Record<string, unknown> }>(
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${id} for update`,
  );
  return rows[0]?.row;
}

async function linkedNow(db: Database, link: { table: string; owner: string; member: string }, id: string): Promise<unknown[]> {
  const { rows } = await db.execute<{ ids: unknown[] }>(sql`
    select coalesce(jsonb_agg(to_jsonb(${sql.identifier(link.member)}) order by ${sql.identifier(link.member)}), '[]'::jsonb) as ids
      from ${sql.identifier(link.table)} where ${sql.identifier(link.owner)} = ${id}`);
  return rows[0]!.ids;
}

async function accessNow(db: Database, roleId: string, moduleId: string): Promise<unknown[]> {
  const { rows } = await db.execute<{ flags: unknown[] }>(sql`
    select coalesce((select audit_flags(a."create", a."read", a."update", a."delete") from role_access a
                      where a.role_id = ${roleId} and a.module_id = ${moduleId}), '[]'::jsonb) as flags`);
  return rows[0]!.flags;
}

async function setLinks(db: Database, link: { table: string; owner: string; member: string }, id: string, ids: unknown) {
  await db.execute(sql`delete from ${sql.identifier(link.table)} where ${sql.identifier(link.owner)} = ${id}`);
  await db.execute(sql`
    insert into ${sql.identifier(link.table)} (${sql.identifier(link.owner)}, ${sql.identifier(link.member)})
    select ${id}::uuid, m::uuid from jsonb_array_elements_text(${json(ids)}::jsonb) m`);
}

async function setAccess(db: Database, roleId: string, moduleId: string, flags: unknown) {
  const has = (flag: string) => sql`${json(flags)}::jsonb ? ${flag}`;
  await db.execute(sql`
    insert into role_access (role_id, module_id, "create", "read", "update", "delete")
    values (${roleId}, ${moduleId}, ${has('create')}, ${has('read')}, ${has('update')}, ${has('delete')})
    on conflict (role_id, module_id) do update set
      "create" = excluded."create", "read" = excluded."read", "update" = excluded."update", "delete" = excluded."delete"`);
}

const same = (a: unknown, b: unknown) => json(a) === json(b);

async function putBack(db: Database, entity: AuditEntity, recordId: string, entryId: number, changes: AuditChanges, columns: string[], actorId: string) {
  const { table, updatedAt } = targetOf(entity);
  const row = await lockedRow(db, table, recordId);
  if (!row) throw conflict(REVERT_MESSAGES.gone);
  const plain: Record<string, unknown> = {};
  for (const column of columns) {
    const change = changes[column]!;
    const link = LINKS[`${entity}.${column}`];
    const access = entity === 'roles' ? ACCESS.exec(column) : null;
    const current = link ? await linkedNow(db, link, recordId) : access ? await accessNow(db, recordId, access[1]!) : row[column];
    if (!same(current, change.new)) await refuseChangedSince(db, entity, recordId, entryId, column);
    if (link) await setLinks(db, link, recordId, change.old);
    else if (access) await setAccess(db, recordId, access[1]!, change.old);
    else plain[column] = change.old;
  }
  const names = Object.keys(plain);
  if (names.length > 0) {
    const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
    const tableName = sql.identifier(table);
    // A user put back to inactive, or to another type, is signed out everywhere (as the form does).
    const signOut =
      entity === 'users' && names.some((name) => name === 'is_active' || name === 'role') ? sql`, token_version = token_version + 1` : sql``;
    await db.execute(sql`
      update ${tableName} t set (${list}) = (select ${list} from jsonb_populate_record(null::${tableName}, ${json(plain)}::jsonb))
        ${updatedAt ? sql`, updated_at = now()` : sql``} ${signOut}
       where t.id = ${recordId}`);
  }
  if (entity === 'users' && columns.includes('roles')) await db.execute(sql`update users set token_version = token_version + 1 where id = ${recordId}`);
  if (entity === 'users' && typeof plain.email === 'string') {
    await afterEmailChange(db, { userId: recordId, previousEmail: String(row.email), newEmail: plain.email, changedBy: actorId });
  }
}

async function refuseChangedSince(db: Database, entity: string, recordId: string, entryId: number, column: string): Promise<never> {
  const [newer] = await db
    .select({ id: auditLog.id, at: auditLog.at, actorName: auditLog.actorName })
    .from(auditLog)
    .where(sql`${auditLog.recordId} = ${recordId} and ${auditLog.id} > ${entryId} and ${auditLog.changes} ? ${column}`)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  const field = fieldOfColumn(entity, column);
  throw conflict(newer ? REVERT_MESSAGES.changedSince(field, newer.at, newer.actorName, newer.id) : `${field} has changed since this entry (outside the app).`);
}

async function restore(db: Database, entity: AuditEntity, recordId: string, changes: AuditChanges, columns: string[]) {
  const { table } = targetOf(entity);
  if (await lockedRow(db, table, recordId)) throw conflict(REVERT_MESSAGES.exists);
  const values: Record<string, unknown> = { id: recordId };
  const links: [{ table: string; owner: string; member: string }, unknown][] = [];
  for (const column of columns) {
    const link = LINKS[`${entity}.${column}`];
    if (link) links.push([link, changes[column]!.old]);
    else if (!ACCESS.test(column)) values[column] = changes[column]!.old;
  }
  const list = sql.join(Object.keys(values).map((name) => sql.identifier(name)), sql`, `);
  const tableName = sql.identifier(table);
  await db.execute(sql`insert into ${tableName} (${list}) select ${list} from jsonb_populate_record(null::${tableName}, ${json(values)}::jsonb)`);
  for (const [link, ids] of links) await setLinks(db, link, recordId, ids);
  if (entity === 'roles') {
    for (const column of columns) {
      const access = ACCESS.exec(column);
      if (access) await setAccess(db, recordId, access[1]!, changes[column]!.old);
    }
  }
}
