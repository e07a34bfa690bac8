import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from './access';
import { companies, locations } from './companies';

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull().default(''),
    name: text().notNull(),
    nameInLower: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    picture: text(),
    /** The user type: superAdmin, admin (shown as Staff), member, non-member, support. */
    role: text().notNull().default('member'),
    isActive: boolean().notNull().default(true),
    language: text().notNull().default('en_US'),
    passwordHash: text(),
    /** Raised on sign-out, deactivation and password change: tokens carrying an older value stop working. */
    tokenVersion: integer().notNull().default(0),
    failedSignIns: integer().notNull().default(0),
    /** The member's company and company location; a company or location in use cannot be deleted. */
    companyId: uuid().references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    companyLocationId: uuid().references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_in_lower_idx').on(t.nameInLower),
    index('users_company_id_idx').on(t.companyId),
    index('users_company_location_id_idx').on(t.companyLocationId),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const passwordResets = pgTable('password_resets', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 of the token mailed to the user; the token itself is never stored. */
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
