import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { BooleanParam } from '../../../shared/listQuery';
import { MESSAGES, roleHeldByUsers } from '../../../shared/messages';
import { roleChangeRefusal, type RoleShape } from '../../../shared/roleCeiling';
import { ROLE_SORT_KEYS, type Role, type RoleAccessEntry, type RoleBody } from '../../../shared/roles';
import type { AuthorityActor as RoleActor } from '../../../shared/userAuthority';
import { modules, roleAccess, roles, userRoles, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../core/errors';
import {
  booleanFilter,
  buildListPlan,
  deleteOrConflict,
  inOrder,
  inTransaction,
  pgErrorOf,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';

export type RoleSortKey = (typeof ROLE_SORT_KEYS)[number];

export const ROLE_LIST: ListDeclaration<RoleSortKey> = {
  sortable: {
    createdAt: roles.createdAt,
    name: roles.nameInLower,
    nameInLower: roles.nameInLower,
    isActive: [roles.isActive, roles.nameInLower],
  },
  defaultSort: { key: 'createdAt', order: -1 },
  tieBreaker: roles.id,
  search: [roles.nameInLower],
  filters: { isActive: booleanFilter((flag) => eq(roles.isActive, flag)) },
};

export const ROLE_EXPORT = defineExport({
  module: 'Role Management',
  list: ROLE_LIST,
  sortKeys: ROLE_SORT_KEYS,
  params: { isActive: BooleanParam.optional() },
  conditions: ({ isActive }) => [isActive === undefined ? undefined : eq(roles.isActive, isActive)],
  rows: (db, fields, plan) => db.select(fields).from(roles).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: roles.name },
    isActive: { value: roles.isActive },
  },
});

type RoleRow = typeof roles.$inferSelect;

/** One entry per module, so the matrix is always whole; a module without a row grants nothing. */
async function withAccess(db: Executor, rows: RoleRow[]): Promise<Role[]> {
  if (rows.length === 0) return [];
  const allModules = await db.select({ id: modules.id, name: modules.name }).from(modules).orderBy(asc(modules.position));
  const entries = await db
    .select()
    .from(roleAccess)
    .where(
      inArray(
        roleAccess.roleId,
        rows.map((r) => r.id),
      ),
    );
  const byKey = new Map(entries.map((e) => [`${e.roleId}/${e.moduleId}`, e]));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    nameInLower: row.nameInLower,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    access: allModules.map((m): RoleAccessEntry => {
      const e = byKey.get(`${row.id}/${m.id}`);
      return {
        moduleId: { _id: m.id, name: m.name },
        create: e?.create ?? false,
        read: e?.read ?? false,
        update: e?.update ?? false,
        delete: e?.delete ?? false,
      };
    }),
  }));
}

export async function listRoles(db: Executor, query: ListQuery<RoleSortKey> & { isActive?: boolean }): Promise<ListResult<Role>> {
  const plan = buildListPlan(query, ROLE_LIST, [query.isActive === undefined ? undefined : eq(roles.isActive, query.isActive)]);
  const { rows, ...counted } = await runList(db, roles, plan, (p, total) =>
    db.select({ ...getTableColumns(roles), total }).from(roles).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
  );
  const detailed = await withAccess(db, rows);
  return {
    rows: inOrder(
      rows.map((r) => r.id),
      detailed,
      (r) => r._id,
    ),
    ...counted,
  };
}

export async function getRole(db: Executor, id: string): Promise<Role | undefined> {
  const rows = await db.select().from(roles).where(eq(roles.id, id));
  const [role] = await withAccess(db, rows);
  return role;
}

/** Compared as PostgreSQL lowers it, like the unique key. */
async function assertNameFree(db: Executor, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.nameInLower, sql`lower(${name})`), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw conflict(MESSAGES.roleNameTaken);
}

/** A unique-name race lost between the check and the write gives the same answer as the check. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = pgErrorOf(err);
    if (code === '23505' && constraint === 'roles_name_in_lower_key') throw conflict(MESSAGES.roleNameTaken);
    throw err;
  }
}

async function replaceAccess(tx: Executor, roleId: string, access: RoleBody['access']): Promise<void> {
  await tx.delete(roleAccess).where(eq(roleAccess.roleId, roleId));
  if (access.length === 0) return;
  const known = await tx.select({ id: modules.id, name: modules.name }).from(modules);
  const idOf = new Map(known.map((m) => [m.name, m.id]));
  await tx.insert(roleAccess).values(
    access.map((entry) => ({
      roleId,
      moduleId: idOf.get(entry.module)!,
      create: entry.create,
      read: entry.read,
      update: entry.update,
      delete: entry.delete,
    })),
  );
}

/** Locked, so the ceiling is judged on the role as it will be written. */
export async function lockedRoleShape(tx: Executor, id: string): Promise<RoleShape | undefined> {
  const [row] = await tx.select({ isActive: roles.isActive }).from(roles).where(eq(roles.id, id)).for('update');
  if (!row) return undefined;
  const access = await tx
    .select({ module: modules.name, create: roleAccess.create, read: roleAccess.read, update: roleAccess.update, delete: roleAccess.delete })
    .from(roleAccess)
    .innerJoin(modules, eq(modules.id, roleAccess.moduleId))
    .where(eq(roleAccess.roleId, id));
  return { isActive: row.isActive, access };
}

async function holdsRole(tx: Executor, actor: RoleActor, roleId: string): Promise<boolean> {
  const [held] = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, actor.id), eq(userRoles.roleId, roleId)))
    .limit(1);
  return held !== undefined;
}

/**
 * Nobody can grant more than they hold (src/shared/roleCeiling.ts). `current` is null when created
 * or restored, `next` null when deleted.
 */
export async function assertRoleCeiling(
  tx: Executor,
  actor: RoleActor,
  roleId: string | null,
  current: RoleShape | null,
  next: RoleShape | null,
): Promise<void> {
  if (actor.role === 'superAdmin') return;
  const held = roleId !== null && current !== null && (await holdsRole(tx, actor, roleId));
  const refusal = roleChangeRefusal(actor, { held, current, next });
  if (refusal) throw forbidden(refusal);
}

async function currentRole(tx: Executor, id: string): Promise<RoleShape> {
  const found = await lockedRoleShape(tx, id);
  if (!found) throw notFound(MESSAGES.roleNotFound);
  return found;
}

export async function createRole(db: Executor, body: RoleBody, actor: RoleActor): Promise<Role> {
  const id = await uniqueName(() =>
    inTransaction(db, async (tx) => {
      await assertRoleCeiling(tx, actor, null, null, body);
      await assertNameFree(tx, body.name);
      const [row] = await tx
        .insert(roles)
        .values({ name: body.name, isActive: body.isActive })
        .returning({ id: roles.id });
      await replaceAccess(tx, row!.id, body.access);
      return row!.id;
    }),
  );
  return (await getRole(db, id))!;
}

export async function updateRole(
  db: Executor,
  id: string,
  body: Omit<RoleBody, 'isActive'> & { isActive?: boolean },
  actor: RoleActor,
): Promise<Role> {
  await uniqueName(() =>
    inTransaction(db, async (tx) => {
      const current = await currentRole(tx, id);
      await assertRoleCeiling(tx, actor, id, current, { isActive: body.isActive ?? current.isActive, access: body.access });
      const [row] = await tx
        .update(roles)
        .set({
          name: body.name,
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
        })
        .where(eq(roles.id, id))
        .returning({ id: roles.id });
      if (!row) throw notFound(MESSAGES.roleNotFound);
      await assertNameFree(tx, body.name, id);
      await replaceAccess(tx, id, body.access);
    }),
  );
  return (await getRole(db, id))!;
}

export async function setRoleActive(db: Executor, id: string, isActive: boolean, actor: RoleActor): Promise<Role> {
  await inTransaction(db, async (tx) => {
    const current = await currentRole(tx, id);
    await assertRoleCeiling(tx, actor, id, current, { ...current, isActive });
    await tx.update(roles).set({ isActive }).where(eq(roles.id, id));
  });
  return (await getRole(db, id))!;
}

export async function countRoleUsers(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ id: roles.id, count: sql<number>`(select count(*)::int from user_roles ur where ur.role_id = ${roles.id})` })
    .from(roles)
    .where(eq(roles.id, id));
  if (!row) throw notFound(MESSAGES.roleNotFound);
  return row.count;
}

/**
 * Refused while users hold it, unless the caller confirmed removing it from them; those left
 * without any role are signed out, as they could not sign in again.
 */
export async function deleteRole(db: Executor, id: string, removeFromUsers: boolean, actor: RoleActor): Promise<void> {
  await inTransaction(db, async (tx) => {
    await assertRoleCeiling(tx, actor, id, await currentRole(tx, id), null);
    if (removeFromUsers) {
      const removed = await tx.delete(userRoles).where(eq(userRoles.roleId, id)).returning({ userId: userRoles.userId });
      if (removed.length > 0) {
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`${users.updatedAt}` }) // housekeeping, not an edit: the record keeps its time
          .where(
            and(
              inArray(
                users.id,
                removed.map((r) => r.userId),
              ),
              // A super administrator needs no role to sign in.
              ne(users.role, 'superAdmin'),
              sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`,
            ),
          );
      }
    } else {
      const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(eq(userRoles.roleId, id));
      if (held && held.n > 0) throw conflict(roleHeldByUsers(held.n));
    }
    await deleteOrConflict(() => tx.delete(roles).where(eq(roles.id, id)), MESSAGES.stillInUse);
  });
}
