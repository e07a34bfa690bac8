import { format } from 'date-fns';
import { toSnakeCase } from 'drizzle-orm/casing';
import { eq, getTableColumns, getTableName, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { IMPORT_MESSAGES, type ImportEntity } from '../../../shared/imports';
import { denialMessage, type ModuleName } from '../../../shared/modules';
import { can } from '../../../shared/permissions';
import { accountRefusal, refusalMessage, REFUSAL_REASONS, userChangeOf, userChangeRefusals, type AuthorityActor } from '../../../shared/userAuthority';
import { withAudit, type AuditContext } from '../auditContext';
import type { Database } from '../../db/client';
import { companies, companySponsorships, imports, locations, userRoles, users, userSupportStaff } from '../../db/schema';
import { conflict, forbidden } from '../errors';
import { pgErrorOf } from '../list';

/** Not a sign-in or a password reset. */
export const DATA_ACTIONS = ['create', 'update', 'status', 'delete', 'revert', 'restore'];
const NAMED = 10;
/** As a run's batch: each statement stays far within the statement timeout, and progress moves often. */
const UNDO_CHUNK = 1000;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export interface UndoActor extends AuthorityActor {
  name: string;
  context: AuditContext;
}

/** One array parameter: an undo's ids can pass the 65,535 parameters a statement may have. */
const oneOf = (column: AnyPgColumn, ids: readonly string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

function restorable(table: PgTable, never: readonly string[]): string[] {
  return Object.entries(getTableColumns(table) as Record<string, AnyPgColumn>)
    .filter(([, column]) => !column.generated)
    // The app's `casing` stores a column named after its key in snake_case.
    .map(([field, column]) => (column.keyAsName ? toSnakeCase(field) : column.name))
    .filter((name) => name !== 'id' && name !== 'created_at' && !never.includes(name));
}

type Updated = { recordId: string; changes: Record<string, { old?: unknown }> };

interface UndoTarget {
  table: PgTable;
  module: ModuleName;
  plural: string;
  columns: string[];
  /** A user's status or type changed back must end their sessions, as an edit by hand does. */
  signOut?: string[];
  /** The audit history records link tables as a field of their owner. */
  links: Record<string, { table: PgTable; owner: AnyPgColumn; member: AnyPgColumn }>;
  deleteCreated(tx: Database, ids: string[]): Promise<void>;
  /** An undo may do nothing the actor could not do by hand. */
  checkAuthority?(tx: Database, actor: AuthorityActor, created: string[], updated: Updated[]): Promise<void>;
}

const TARGETS: Record<ImportEntity, UndoTarget> = {
  users: {
    table: users,
    module: 'User Management',
    plural: 'users',
    columns: restorable(users, ['password_hash', 'token_version']),
    signOut: ['is_active', 'role'],
    links: { roles: { table: userRoles, owner: userRoles.userId, member: userRoles.roleId } },
    async deleteCreated(tx, created) {
      await tx.delete(userSupportStaff).where(or(oneOf(userSupportStaff.staffId, created), oneOf(userSupportStaff.userId, created)));
      await tx.update(locations).set({ payMemberId: null }).where(oneOf(locations.payMemberId, created));
      await tx.update(locations).set({ designatedRealtorId: null }).where(oneOf(locations.designatedRealtorId, created));
      await tx.delete(userRoles).where(oneOf(userRoles.userId, created));
      await tx.delete(users).where(oneOf(users.id, created));
    },
    checkAuthority,
  },
  companies: {
    table: companies,
    module: 'Companies',
    plural: 'companies',
    columns: restorable(companies, ['location_count', 'members_count']),
    links: { sponsorships: { table: companySponsorships, owner: companySponsorships.companyId, member: companySponsorships.sponsorshipId } },
    async deleteCreated(tx, created) {
      await tx.delete(companySponsorships).where(oneOf(companySponsorships.companyId, created));
      await tx.delete(companies).where(oneOf(companies.id, created));
    },
  },
};

function assertModuleAllows(actor: AuthorityActor, entity: ImportEntity, kinds: { created: boolean; updated: boolean }): void {
  const target = TARGETS[entity];
  if (kinds.created && !can(actor, target.module, 'delete')) throw forbidden(`${denialMessage(target.module, 'delete')} (the import created ${target.plural}, and undoing it deletes them)`);
  if (kinds.updated && !can(actor, target.module, 'edit')) throw forbidden(denialMessage(target.module, 'edit'));
}

/** A user import may create the companies its rows name; its undo deletes them after the users. */
async function companiesCreatedBy(db: Database, id: string, entity: ImportEntity): Promise<string[]> {
  if (entity !== 'users') return [];
  const rows = await db.execute<{ recordId: string }>(sql`
    select record_id as "recordId" from audit_log where import_id = ${id} and entity = 'companies' and action = 'create'`);
  return rows.rows.map((r) => r.recordId);
}

/** Checked before the job starts, so the person hears at once; the job checks again. */
export async function assertMayUndo(db: Database, id: string, entity: ImportEntity, actor: AuthorityActor): Promise<void> {
  const [kinds] = (
    await db.execute<{ created: boolean | null; updated: boolean | null }>(sql`
      select bool_or(action = 'create') as created, bool_or(action <> 'create') as updated from audit_log where import_id = ${id} and entity = ${entity}`)
  ).rows;
  assertModuleAllows(actor, entity, { created: kinds?.created === true, updated: kinds?.updated === true });
  if ((await companiesCreatedBy(db, id, entity)).length) assertModuleAllows(actor, 'companies', { created: true, updated: false });
}

/** Throws to stop the undo, which then undoes nothing. */
export type UndoProgress = (done: number, total: number) => Promise<void>;

/**
 * Puts back what the run's audit entries recorded, in one transaction. Refused with nothing undone
 * when a record it wrote has changed since, so no later edit is silently lost.
 */
export async function undoImport(db: Database, id: string, entity: ImportEntity, actor: UndoActor, progress: UndoProgress): Promise<void> {
  const target = TARGETS[entity];
  const entries = await db.execute<{ id: number; recordId: string; action: string; changes: Record<string, { old?: unknown }> }>(sql`
    select id, record_id as "recordId", action, changes from audit_log where import_id = ${id} and entity = ${entity} order by id desc`);
  const created = entries.rows.filter((e) => e.action === 'create').map((e) => e.recordId);
  const updated = entries.rows.filter((e) => e.action !== 'create');
  const companiesCreated = await companiesCreatedBy(db, id, entity);
  const total = entries.rows.length + companiesCreated.length;
  let done = 0;
  assertModuleAllows(actor, entity, { created: created.length > 0, updated: updated.length > 0 });
  if (companiesCreated.length) assertModuleAllows(actor, 'companies', { created: true, updated: false });
  await progress(done, total);

  await withAudit(db, { ...actor.context, action: 'revert' }, async (tx) => {
    // One scan joined to the import's entries: a probe per entry would read every later entry for
    // each.
    const since = await tx.execute<{ label: string | null; at: Date; actorName: string; entryId: number }>(sql`
      with e as materialized (select id, record_id, record_label from audit_log where import_id = ${id}),
        later as materialized (
          select a.id, a.at, a.actor_name, a.record_id, a.related from audit_log a
           where a.id > (select min(id) from e) and a.import_id is distinct from ${id}
             and a.action in (${sql.join(DATA_ACTIONS.map((a) => sql`${a}`), sql`, `)})),
        touched as (
          select l.id, l.at, l.actor_name, l.record_id as record from later l
          union all
          select l.id, l.at, l.actor_name, r.record from later l cross join unnest(l.related) as r(record))
      select label, at, "actorName", "entryId" from (
        select distinct on (e.id) e.record_label as label, t.at, t.actor_name as "actorName", t.id as "entryId"
          from e join touched t on t.record = e.record_id and t.id > e.id
         order by e.id, t.id desc) latest
       order by "entryId"`);
    if (since.rows.length) {
      const list = since.rows
        .slice(0, NAMED)
        .map((r) => `${r.label ?? 'a user'} (by ${r.actorName || 'someone'} on ${format(new Date(r.at), 'yyyy-MM-dd HH:mm')}, entry ${r.entryId})`)
        .join('; ');
      throw conflict(IMPORT_MESSAGES.changedSince(since.rows.length, since.rows.length > NAMED ? `${list}; and ${since.rows.length - NAMED} more` : list));
    }

    await target.checkAuthority?.(tx, actor, created, updated);

    if (updated.length) {
      const table = sql.identifier(getTableName(target.table));
      const assignments = target.columns.map((column) => {
        const name = sql.identifier(column);
        return column === 'updated_at'
          ? sql`updated_at = now()`
          : sql`${name} = case when s.changes ? ${column} and not (s.changes -> ${column} ? 'changed') then (s.rec).${name} else t.${name} end`;
      });
      if (target.signOut) {
        const columns = sql.join(target.signOut.map((column) => sql`${column}`), sql`, `);
        assignments.push(sql`token_version = t.token_version + case when s.changes ?| array[${columns}] then 1 else 0 end`);
      }
      for (const chunk of chunks(updated.map((e) => e.id), UNDO_CHUNK)) {
        await tx.execute(sql`
        update ${table} t set ${sql.join(assignments, sql`, `)}
          from (select record_id, changes,
                       jsonb_populate_record(null::${table}, (select coalesce(jsonb_object_agg(k, v -> 'old'), '{}') from jsonb_each(changes) x(k, v))) as rec
                  from audit_log where id = any(${sql.param(chunk)}::bigint[])) s
         where t.id = s.record_id`);
        await progress((done += chunk.length), total);
      }
      // Links the run replaced (a user's roles when they stopped being Staff, a company's sponsorships).
      for (const [field, link] of Object.entries(target.links)) {
        for (const entry of updated) {
          const old = entry.changes[field]?.old;
          if (!Array.isArray(old)) continue;
          await tx.delete(link.table).where(eq(link.owner, entry.recordId));
          if (old.length) await tx.insert(link.table).values(old.map((member) => ({ [link.owner.name]: entry.recordId, [link.member.name]: String(member) })) as never);
        }
      }
    }
    if (created.length || companiesCreated.length) {
      try {
        for (const chunk of chunks(created, UNDO_CHUNK)) {
          await target.deleteCreated(tx, chunk);
          await progress((done += chunk.length), total);
        }
        for (const chunk of chunks(companiesCreated, UNDO_CHUNK)) {
          await TARGETS.companies.deleteCreated(tx, chunk);
          await progress((done += chunk.length), total);
        }
      } catch (err) {
        if (pgErrorOf(err).code === '23503') throw conflict(`A record the import created is used by a record made since (a payment, an event), so nothing was undone.`);
        throw err;
      }
    }
    await tx.update(imports).set({ status: 'undone', undoneAt: new Date(), undoFrom: null, message: null, heartbeatAt: null }).where(eq(imports.id, id));
  });
}

async function checkAuthority(tx: Database, actor: AuthorityActor, created: string[], updated: Updated[]): Promise<void> {
  const ids = [...created, ...updated.map((e) => e.recordId)];
  if (ids.length === 0) return;
  const targets = await tx.select({ id: users.id, role: users.role, email: users.email, isActive: users.isActive }).from(users).where(oneOf(users.id, ids));
  const byId = new Map(targets.map((t) => [t.id, t]));
  const held = await tx.select().from(userRoles).where(oneOf(userRoles.userId, ids));
  for (const userId of created) {
    const target = byId.get(userId);
    if (!target) continue;
    if (target.id === actor.id) throw forbidden(`${target.email}: ${REFUSAL_REASONS.ownAccount}`);
    const reason = accountRefusal(actor, target);
    if (reason) throw forbidden(`${target.email}: ${REFUSAL_REASONS[reason]}`);
  }
  for (const entry of updated) {
    const target = byId.get(entry.recordId);
    if (!target) continue;
    const old = (column: string) => entry.changes[column]?.old;
    const body = {
      ...(old('role') !== undefined ? { role: old('role') as string } : {}),
      ...(old('is_active') !== undefined ? { isActive: old('is_active') as boolean } : {}),
      ...(old('email') !== undefined ? { email: old('email') as string } : {}),
    };
    const refusals = userChangeRefusals(actor, { ...target, roleIds: held.filter((h) => h.userId === target.id).map((h) => h.roleId) }, userChangeOf(body, { ...target, roleIds: [] }));
    if (refusals.length) throw forbidden(`${target.email}: ${refusalMessage(refusals)}`);
  }
}
