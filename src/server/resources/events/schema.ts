import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CheckInSource, EventStatus } from '../../../shared/events';
import { hoursColumn, lowerCaseOf, updatedAtColumn } from '../../db/schema/columns';
import { users } from '../../db/schema/directory';
import { courses } from '../courses/schema';

export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    venue: text().notNull().default(''),
    onlineUrl: text().notNull().default(''),
    /** Rich text, sanitised before it is stored. */
    description: text().notNull().default(''),
    courseId: uuid().references(() => courses.id, { onDelete: 'restrict' }),
    courseCredit: hoursColumn().notNull().default(0),
    /** null is no limit. */
    capacity: integer(),
    priceCents: integer().notNull().default(0),
    status: text().$type<EventStatus>().notNull().default('draft'),
    isActive: boolean().notNull().default(true),
    rosterKey: text('public_key'),
    /** Separate from the roster's, so each is given out and revoked on its own. */
    sheetKey: text(),
    /** Only the hash, so a copy of the table opens no kiosk. */
    kioskTokenHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('events_start_at_idx').on(t.startAt, t.id),
    index('events_course_idx').on(t.courseId),
    uniqueIndex('events_public_key_key').on(t.rosterKey),
    uniqueIndex('events_sheet_key_key').on(t.sheetKey),
    check('events_end_after_start', sql`${t.endAt} >= ${t.startAt}`),
    check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_price_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

/** The public sign-in sheet addresses lines by `id`, never by user id. */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registeredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attended: boolean().notNull().default(false),
    attendedAt: timestamp({ withTimezone: true }),
    checkedInBy: text().$type<CheckInSource>(),
    /** null means the event's. */
    creditHours: hoursColumn(),
    /** Mailed at registration: the proof the public sign-in sheet asks for. */
    checkInCode: text()
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10))`),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('event_attendees_event_code_key').on(t.eventId, t.checkInCode),
    uniqueIndex('event_attendees_event_user_key').on(t.eventId, t.userId),
    index('event_attendees_user_idx').on(t.userId, t.attended),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type EventAttendeeRow = typeof eventAttendees.$inferSelect;
