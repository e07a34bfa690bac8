import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from './list';
import { modules, roleAccess, roles, sessions, userRoles, users, type User } from '../db/schema';

export interface Me {
  _id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  picture: string | null;
  role: string;
  language: string;
  updatedAt: string;
}

export function toMe(user: User): Me {
  return {
    _id: user.id,
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    picture: user.picture,
    role: user.role,
    language: user.language,
    updatedAt: user.updatedAt.toISOString(),
  };
}

export function fullName(firstName: string, lastName: string, middleName?: string | null): string {
  return [firstName, middleName, lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export interface SessionUser {
  id: string;
  /** So the audit history can name the writer without another read. */
  name: string;
  role: User['role'];
  isActive: boolean;
  tokenVersion: number;
}

export interface SessionLookup {
  user: SessionUser;
  roles: SessionRole[];
}

/** In the shape `rolesOfUser` answers, so the guard reads both alike. */
const activeRolesJson = sql<SessionRole[]>`coalesce((
  select json_agg(json_build_object(
    '_id', ${roles.id},
    'name', ${roles.name},
    'isActive', ${roles.isActive},
    'access', (
      select coalesce(json_agg(json_build_object(
        'moduleId', json_build_object('_id', ${modules.id}, 'name', ${modules.name}),
        'create', ${roleAccess.create},
        'read', ${roleAccess.read},
        'update', ${roleAccess.update},
        'delete', ${roleAccess.delete}
      ) order by ${modules.position}), '[]'::json)
      from ${roleAccess} join ${modules} on ${modules.id} = ${roleAccess.moduleId}
      where ${roleAccess.roleId} = ${roles.id}
    )
  ) order by ${roles.nameInLower})
  from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId}
  where ${userRoles.userId} = ${users.id} and ${roles.isActive}
), '[]'::json)`;

/**
 * One named prepared statement: every request runs it, so it is one round trip, planned once per
 * connection. Whether the user is active and the token version matches is the caller's check.
 */
export function prepareSessionLookup(db: Database): (userId: string, sessionId: string) => Promise<SessionLookup | undefined> {
  const statement = db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      roles: activeRolesJson,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_lookup');
  return async (userId, sessionId) => {
    const [row] = await statement.execute({ userId, sessionId });
    if (!row) return undefined;
    const { roles: found, ...user } = row;
    return { user, roles: found };
  };
}

export interface NewSession {
  id: string;
  userId: string;
  expiresAt: Date;
  clientAddress: string;
  userAgent: string;
}

export async function createSession(db: Database, session: NewSession): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(and(eq(sessions.userId, session.userId), lt(sessions.expiresAt, sql`now()`)));
    await tx.insert(sessions).values(session);
  });
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** A new token version ends every token issued so far. */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`${users.updatedAt}` }) // housekeeping, not an edit: the record keeps its time
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}

export interface SessionRole {
  _id: string;
  name: string;
  isActive: boolean;
  access: {
    moduleId: { _id: string; name: string };
    create: boolean;
    read: boolean;
    update: boolean;
    delete: boolean;
  }[];
}

export async function rolesOfUser(db: Executor, userId: string, activeOnly = true): Promise<SessionRole[]> {
  const assigned = await db
    .select({ id: roles.id, name: roles.name, isActive: roles.isActive })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(activeOnly ? and(eq(userRoles.userId, userId), eq(roles.isActive, true)) : eq(userRoles.userId, userId))
    .orderBy(roles.nameInLower);
  return withAccess(db, assigned);
}

export async function rolesByIds(db: Executor, ids: string[]): Promise<SessionRole[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: roles.id, name: roles.name, isActive: roles.isActive })
    .from(roles)
    .where(inArray(roles.id, ids))
    .orderBy(roles.nameInLower);
  return withAccess(db, found);
}

async function withAccess(db: Executor, found: { id: string; name: string; isActive: boolean }[]): Promise<SessionRole[]> {
  if (found.length === 0) return [];
  const entries = await db
    .select({
      roleId: roleAccess.roleId,
      moduleId: modules.id,
      moduleName: modules.name,
      create: roleAccess.create,
      read: roleAccess.read,
      update: roleAccess.update,
      delete: roleAccess.delete,
    })
    .from(roleAccess)
    .innerJoin(modules, eq(modules.id, roleAccess.moduleId))
    .where(
      inArray(
        roleAccess.roleId,
        found.map((r) => r.id),
      ),
    )
    .orderBy(modules.position);
  return found.map((role) => ({
    _id: role.id,
    name: role.name,
    isActive: role.isActive,
    access: entries
      .filter((e) => e.roleId === role.id)
      .map((e) => ({
        moduleId: { _id: e.moduleId, name: e.moduleName },
        create: e.create,
        read: e.read,
        update: e.update,
        delete: e.delete,
      })),
  }));
}
