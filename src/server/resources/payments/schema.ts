import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from '../../../shared/payments';
import { lowerCaseOf, updatedAtColumn } from '../../db/schema/columns';
import { companies, users } from '../../db/schema/directory';
import { events } from '../events/schema';

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

export type PaymentRow = typeof payments.$inferSelect;
