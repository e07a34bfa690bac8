import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lowerCaseOf, updatedAtColumn } from './columns';

export const modules = pgTable('modules', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  position: integer().notNull(),
});

export const roles = pgTable(
  'roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('roles_name_in_lower_key').on(t.nameInLower)],
);

export const roleAccess = pgTable(
  'role_access',
  {
    id: uuid().primaryKey().defaultRandom(),
    roleId: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    moduleId: uuid()
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    create: boolean().notNull().default(false),
    read: boolean().notNull().default(false),
    update: boolean().notNull().default(false),
    delete: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('role_access_role_module_key').on(t.roleId, t.moduleId)],
);

export type Module = typeof modules.$inferSelect;
export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;
export type RoleAccess = typeof roleAccess.$inferSelect;
