import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CourseDelivery } from '../../../shared/events';
import { hoursColumn, lowerCaseOf, updatedAtColumn } from '../../db/schema/columns';

export const courses = pgTable(
  'courses',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    codeInLower: lowerCaseOf('code'),
    title: text().notNull(),
    titleInLower: lowerCaseOf('title'),
    creditHours: hoursColumn().notNull(),
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

export type CourseRow = typeof courses.$inferSelect;
