import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { modules, roleAccess, roles, userRoles, users, type User } from '../db/schema';

/** The signed-in user as the session keeps it (`me`, spec 000 §3). */
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

/** A role as the session and the permission guard see it. */
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

/** The roles assigned to a user, each with its access list, as the session and the guard use them. */
export async function rolesOfUser(db: Database, userId: string, activeOnly = true): Promise<SessionRole[]> {
  const assigned = await db
    .select({ id: roles.id, name: roles.name, isActive: roles.isActive })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(activeOnly ? and(eq(userRoles.userId, userId), eq(roles.isActive, true)) : eq(userRoles.userId, userId))
    .orderBy(roles.nameInLower);
  if (assigned.length === 0) return [];
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
        assigned.map((r) => r.id),
      ),
    )
    .orderBy(modules.position);
  return assigned.map((role) => ({
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
