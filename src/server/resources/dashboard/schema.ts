import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Kept by triggers, so the dashboard reads a few rows instead of counting the table. */
export const userTotals = pgTable(
  'user_totals',
  {
    role: text().notNull(),
    isActive: boolean().notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive] })],
);

export const companyTotals = pgTable('company_totals', {
  isActive: boolean().primaryKey(),
  n: integer().notNull().default(0),
});
