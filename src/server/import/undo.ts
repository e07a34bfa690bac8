import { format } from 'date-fns';
import { toSnakeCase } from 'drizzle-orm/casing';
import { eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, IMPORT_UNDOABLE, type ImportStatus } from '../../shared/imports';
import { denialMessage } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { accountRefusal, refusalMessage, REFUSAL_REASONS, userChangeOf, userChangeRefusals, type AuthorityActor } from '../../shared/userAuthority';
import { withAudit, type AuditContext } from '../audit/context';
import type { Database } from '../db/client';
import { imports, locations, userRoles, users, userSupportStaff } from '../db/schema';
import { conflict, forbidden, notFound } from '../errors';
import { pgErrorOf } from '../queries/list';

/** The actions that change a record (not a sign-in or a password reset). */
const DATA_ACTIONS = ['create', 'update', 'status', 'delete', 'revert', 'restore'];
/** How many of the records changed since the refusal names. */
const NAMED = 10;

export interface UndoActor extends AuthorityActor {
  name: string;
  context: AuditContext;
}

/** The users table's stored columns an undo may put back: all but the id and the generated ones. */
const RESTORABLE = Object.entries(getTableColumns(users))
  .filter(([, column]) => !column.generated)
  // A column named after its key is stored under the snake_case of it (the app's `casing`).
  .map(([field, column]) => (column.keyAsName ? toSnakeCase(field) : column.name))
  .filter((name) => !['id', 'password_hash', 'token_version', 'created_at'].includes(name));

/**
 * Undoes an import's run (issue 18) in one audited transaction: the users it created are deleted
 * and the fields it changed put back to their values before, from the audit entries its writes
 * carry (`audit_log.import_id`). Refused, with nothing undone, when a record it wrote has been
 * changed since (or another record refers to it since), naming them; and for what the actor could
 * not do by hand (delete users, edit them, the power fields' rules).
 */
export async function undoImport(db: Database, id: string, actor: UndoActor): Promise<void> {
  const entries = await db.execute<{ id: number; recordId: string; action: string; changes: Record<string, { old?: unknown }> }>(sql`
    select id, record_id as "recordId", action, changes from audit_log where import_id = ${id} and entity = 'users' order by id desc`);
  const created = entries.rows.filter((e) => e.action === 'create').map((e) => e.recordId);
  const updated = entries.rows.filter((e) => e.action !== 'create');
  if (created.length && !can(actor, 'User Management', 'delete')) throw forbidden(`${denialMessage('User Management', 'delete')} (the import created users, and undoing it deletes them)`);
  if (updated.length && !can(actor, 'User Management', 'edit')) throw forbidden(denialMessage('User Management', 'edit'));

  await withAudit(db, { ...actor.context, action: 'revert' }, async (tx) => {
    const [row] = await tx.select({ status: imports.status }).from(imports).where(eq(imports.id, id)).for('update');
    if (!row) throw notFound(IMPORT_MESSAGES.notFound);
    if (!IMPORT_UNDOABLE.includes(row.status as ImportStatus)) throw conflict(IMPORT_MESSAGES.notUndoable);

    const since = await tx.execute<{ label: string | null; at: Date; actorName: string; entryId: number }>(sql`
      select e.record_label as label, later.at, later.actor_name as "actorName", later.id as "entryId"
        from audit_log e
        join lateral (
          select a.id, a.at, a.actor_name from audit_log a
           where (a.record_id = e.record_id or a.related @> array[e.record_id]) and a.id > e.id
             and a.import_id is distinct from e.import_id and a.action in (${sql.join(DATA_ACTIONS.map((a) => sql`${a}`), sql`, `)})
           order by a.id desc limit 1) later on true
       where e.import_id = ${id}
       order by later.id`);
    if (since.rows.length) {
      const list = since.rows
        .slice(0, NAMED)
        .map((r) => `${r.label ?? 'a user'} (by ${r.actorName || 'someone'} on ${format(new Date(r.at), 'yyyy-MM-dd HH:mm')}, entry ${r.entryId})`)
        .join('; ');
      throw conflict(IMPORT_MESSAGES.changedSince(since.rows.length, since.rows.length > NAMED ? `${list}; and ${since.rows.length - NAMED} more` : list));
    }

    await checkAuthority(tx, actor, created, updated);

    // Users it changed: each changed column back to its old value, in one statement.
    if (updated.length) {
      const assignments = RESTORABLE.map((column) => {
        const name = sql.identifier(column);
        return column === 'updated_at'
          ? sql`updated_at = now()`
          : sql`${name} = case when s.changes ? ${column} and not (s.changes -> ${column} ? 'changed') then (s.rec).${name} else t.${name} end`;
      });
      await tx.execute(sql`
        update users t set ${sql.join(assignments, sql`, `)},
               token_version = t.token_version + case when s.changes ?| array['is_active', 'role'] then 1 else 0 end
          from (select record_id, changes,
                       jsonb_populate_record(null::users, (select coalesce(jsonb_object_agg(k, v -> 'old'), '{}') from jsonb_each(changes) x(k, v))) as rec
                  from audit_log where import_id = ${id} and entity = 'users' and action <> 'create') s
         where t.id = s.record_id`);
      // Roles the run took from users who stopped being Staff.
      for (const entry of updated) {
        const roles = entry.changes.roles?.old;
        if (!Array.isArray(roles) || roles.length === 0) continue;
        await tx.delete(userRoles).where(eq(userRoles.userId, entry.recordId));
        await tx.insert(userRoles).values(roles.map((roleId) => ({ userId: entry.recordId, roleId: String(roleId) })));
      }
    }
    // Users it created, as deleting one by hand does (src/server/queries/users.ts, deleteUser).
    if (created.length) {
      try {
        await tx.delete(userSupportStaff).where(or(inArray(userSupportStaff.staffId, created), inArray(userSupportStaff.userId, created)));
        await tx.update(locations).set({ payMemberId: null }).where(inArray(locations.payMemberId, created));
        await tx.update(locations).set({ designatedRealtorId: null }).where(inArray(locations.designatedRealtorId, created));
        await tx.delete(userRoles).where(inArray(userRoles.userId, created));
        await tx.delete(users).where(inArray(users.id, created));
      } catch (err) {
        if (pgErrorOf(err).code === '23503') throw conflict('A user the import created is used by a record made since (a payment, an event), so nothing was undone.');
        throw err;
      }
    }
    await tx.update(imports).set({ status: 'undone', undoneAt: new Date(), undoneByName: actor.name }).where(eq(imports.id, id));
  });
}

/** The power fields' rules for what goes back, and for the accounts deleted (src/shared/userAuthority.ts). */
async function checkAuthority(
  tx: Database,
  actor: AuthorityActor,
  created: string[],
  updated: { recordId: string; changes: Record<string, { old?: unknown }> }[],
): Promise<void> {
  const ids = [...created, ...updated.map((e) => e.recordId)];
  if (ids.length === 0) return;
  const targets = await tx.select({ id: users.id, role: users.role, email: users.email, isActive: users.isActive }).from(users).where(inArray(users.id, ids));
  const byId = new Map(targets.map((t) => [t.id, t]));
  const held = await tx.select().from(userRoles).where(inArray(userRoles.userId, ids));
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
