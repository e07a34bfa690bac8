import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * How many users there are per user type and active flag, kept by statement-level triggers on
 * users (migration 0011): the dashboard's totals read a few rows instead of counting the table.
 */
export const userTotals = pgTable(
  'user_totals',
  {
    role: text().notNull(),
    isActive: boolean().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive] })],
);

/** How many companies are active and inactive, kept by statement-level triggers on companies (migration 0011). */
export const companyTotals = pgTable('company_totals', {
  isActive: boolean().primaryKey(),
  n: integer().notNull().default(0),
});
