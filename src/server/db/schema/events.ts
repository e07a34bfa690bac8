import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CheckInSource, CourseDelivery, EventStatus } from '../../../shared/events';
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from '../../../shared/payments';
import { companies, users } from './directory';
import { lowerCaseOf, updatedAtColumn } from './columns';

const hours = () => numeric({ precision: 5, scale: 2, mode: 'number' });

export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    codeInLower: lowerCaseOf('code'),
    title: text().notNull(),
    titleInLower: lowerCaseOf('title'),
    creditHours: hours().notNull(),
    delivery: text().$type<CourseDelivery>().notNull(),
    /** Rich text, sanitised before it is stored. */
    description: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('courses_code_in_lower_key').on(t.codeInLower),
    index('courses_created_at_idx').on(t.createdAt),
  ],
);

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
    courseCredit: hours().notNull().default(0),
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
    creditHours: hours(),
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

/** No card data ever: `reference` is a check or transaction number. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    eventId: uuid().references(() => events.id, { onDelete: 'set null' }),
    /** Kept as written, so the ledger stays readable if the user or company goes. */
    payerName: text().notNull(),
    payerNameInLower: lowerCaseOf('payer_name'),
    purpose: text().$type<PaymentPurpose>().notNull(),
    amountCents: integer().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('paid'),
    paidOn: date({ mode: 'string' }).notNull(),
    reference: text().notNull().default(''),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('payments_paid_on_idx').on(t.paidOn, t.createdAt, t.id),
    index('payments_user_idx').on(t.userId),
    index('payments_company_idx').on(t.companyId),
    index('payments_event_idx').on(t.eventId),
    index('payments_payer_trgm_idx').using('gin', sql`${t.payerNameInLower} gin_trgm_ops`),
    index('payments_reference_trgm_idx').using('gin', sql`lower(${t.reference}) gin_trgm_ops`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type EventRow = typeof events.$inferSelect;
export type EventAttendeeRow = typeof eventAttendees.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
