import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, pgView, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ComplianceStatus, CountBy, CycleBasis } from '../../../shared/compliance';
import type { CourseDelivery } from '../../../shared/events';
import { users } from '../../db/schema/directory';

/** Each save is a new row, so the newest is in force and the rest are the settings' history. */
export const complianceSettings = pgTable('compliance_settings', {
  id: serial().primaryKey(),
  cycleMonths: integer().notNull(),
  hoursRequired: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
  cycleBasis: text().$type<CycleBasis>().notNull(),
  cycleStart: date({ mode: 'string' }).notNull(),
  countBy: text().$type<CountBy>().notNull(),
  deliveries: text().array().$type<CourseDelivery[]>().notNull().default(sql`'{}'::text[]`),
  courseIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  changedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Each licensee member's current cycle and the hours it counts, kept by triggers on attendance,
 * events, courses, users, companies and the settings (migrations 0032 and 0034), so the list reads it in one statement.
 */
export const complianceStandings = pgTable(
  'compliance_standings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycleStart: date({ mode: 'string' }).notNull(),
    /** The day after the cycle's last. */
    cycleEnd: date({ mode: 'string' }).notNull(),
    hoursEarned: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    lastRemindedAt: timestamp({ withTimezone: true }),
    // What the list sorts and filters by, kept here so that an index serves each order: the
    // requirement's hours still to earn, the first day the member counts as behind (null once
    // complete), and the member's and their company's names as the other lists sort them.
    hoursLeft: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    behindFrom: date({ mode: 'string' }),
    nameInLower: text().notNull().default(''),
    companyNameInLower: text(),
  },
  (t) => [
    index('compliance_standings_name_idx').on(t.nameInLower, t.userId),
    index('compliance_standings_cycle_end_idx').on(t.cycleEnd, t.nameInLower, t.userId),
    index('compliance_standings_hours_idx').on(t.hoursEarned, t.nameInLower, t.userId),
    index('compliance_standings_left_idx').on(t.hoursLeft, t.nameInLower, t.userId),
    index('compliance_standings_reminded_idx').on(t.lastRemindedAt, t.nameInLower, t.userId),
    index('compliance_standings_company_idx').on(t.companyNameInLower, t.nameInLower, t.userId),
    index('compliance_standings_behind_idx').on(t.behindFrom),
  ],
);

export const complianceReminders = pgTable(
  'compliance_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The association's day: the key that stops a second reminder the same day. */
    sentOn: date({ mode: 'string' }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    hoursLeft: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('compliance_reminders_user_day_key').on(t.userId, t.sentOn), index('compliance_reminders_user_idx').on(t.userId, t.sentAt)],
);

/** The list's rows with their status against the settings in force (created in migration 0031). */
export const complianceMembers = pgView('compliance_members', {
  id: uuid().notNull(),
  name: text().notNull(),
  nameInLower: text().notNull(),
  email: text().notNull(),
  reLicenseNo: text().notNull(),
  companyId: uuid(),
  companyName: text(),
  companyNameInLower: text(),
  mncarMarket: text().array().notNull(),
  cycleStart: date({ mode: 'string' }).notNull(),
  cycleEnd: date({ mode: 'string' }).notNull(),
  hoursEarned: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull(),
  hoursRequired: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull(),
  hoursLeft: numeric({ precision: 8, scale: 2, mode: 'number' }).notNull(),
  status: text().$type<ComplianceStatus>().notNull(),
  lastRemindedAt: timestamp({ withTimezone: true }),
  /** The day after the cycle's last, as stored: what the order and the 'ending within' filter use. */
  cycleEndNext: date({ mode: 'string' }).notNull(),
  /** The user's own name_in_lower, searched beside their email and license number. */
  searchName: text().notNull(),
}).existing();

export type ComplianceSettingsRow = typeof complianceSettings.$inferSelect;
export type ComplianceMemberRow = typeof complianceMembers.$inferSelect;
