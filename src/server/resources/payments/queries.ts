import type { Readable } from 'node:stream';
import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { parseDateRange } from '../../../shared/listQuery';
import { unknownReference } from '../../../shared/messages';
import {
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_SORT_KEYS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentBody,
  type PaymentSortKey,
  type PaymentStatus,
  type PaymentTotals,
} from '../../../shared/payments';
import type { Database } from '../../db/client';
import { companies, events, payments, users, type PaymentRow } from '../../db/schema';
import { badRequest, notFound } from '../../core/errors';
import { copyCsv, type CopyColumn } from '../../core/csvExport';
import {
  buildListPlan,
  idsFilter,
  inTransaction,
  oneOfFilter,
  type Executor,
  type FilterHandler,
  type ListDeclaration,
  type ListPlan,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';

const HALF_DAY_MS = 12 * 60 * 60 * 1000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * paidOn is a calendar date. A full ISO time is the screen's local day start or end: its day is the
 * UTC date twelve hours later or earlier, whatever the caller's offset.
 */
const paidOnFilter: FilterHandler = (value) => {
  const range = parseDateRange(value);
  if (typeof range === 'string') return `${range} (got ${JSON.stringify(value)})`;
  return and(
    range.from ? gte(payments.paidOn, isoDay(new Date(range.from.getTime() + HALF_DAY_MS))) : undefined,
    range.to ? lte(payments.paidOn, isoDay(new Date(range.to.getTime() - HALF_DAY_MS))) : undefined,
  )!;
};

export const PAYMENT_LIST: ListDeclaration<PaymentSortKey> = {
  sortable: {
    paidOn: [payments.paidOn, payments.createdAt],
    createdAt: payments.createdAt,
    amountCents: [payments.amountCents, payments.paidOn],
    purpose: [payments.purpose, payments.paidOn],
    method: [payments.method, payments.paidOn],
    status: [payments.status, payments.paidOn],
    payerName: [payments.payerNameInLower, payments.paidOn],
  },
  defaultSort: { key: 'paidOn', order: -1 },
  tieBreaker: payments.id,
  search: [payments.payerNameInLower, sql`lower(${payments.reference})`],
  filters: {
    paidOn: paidOnFilter,
    purpose: oneOfFilter(payments.purpose, PAYMENT_PURPOSES),
    status: oneOfFilter(payments.status, PAYMENT_STATUSES),
    method: oneOfFilter(payments.method, PAYMENT_METHODS),
    user: idsFilter((ids) => inArray(payments.userId, ids)),
    company: idsFilter((ids) => inArray(payments.companyId, ids)),
    event: idsFilter((ids) => inArray(payments.eventId, ids)),
  },
};

/** Who paid as the list names them: the person, else the company, else the name kept. */
export const PAYMENT_EXPORT = defineExport({
  module: 'Payment',
  list: PAYMENT_LIST,
  sortKeys: PAYMENT_SORT_KEYS,
  rows: (db, fields, plan) =>
    db
      .select(fields)
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .leftJoin(companies, eq(companies.id, payments.companyId))
      .where(plan.where)
      .orderBy(...plan.orderBy),
  columns: {
    // As text: the cursor reads without Drizzle's parsers, and a parsed date would carry a time zone.
    paidOn: { value: sql`${payments.paidOn}::text`, kind: 'day' },
    payerName: { value: sql`coalesce(${users.name}, ${companies.name}, ${payments.payerName})` },
    company: { value: companies.name },
    purpose: { value: payments.purpose },
    amountCents: { value: payments.amountCents, kind: 'money' },
    method: { value: payments.method },
    status: { value: payments.status },
    reference: { value: payments.reference },
  },
});

export function paymentListPlan(query: ListQuery<PaymentSortKey>): ListPlan {
  return buildListPlan(query, PAYMENT_LIST);
}

const paymentFields = {
  row: payments,
  user: { id: users.id, name: users.name, email: users.email },
  company: { id: companies.id, name: companies.name },
  event: { id: events.id, name: events.name },
};

interface PaymentRecord {
  row: PaymentRow;
  user: { id: string; name: string; email: string } | null;
  company: { id: string; name: string } | null;
  event: { id: string; name: string } | null;
}

function toPayment({ row, user, company, event }: PaymentRecord): Payment {
  return {
    _id: row.id,
    user: user && { _id: user.id, name: user.name, email: user.email },
    company: company && { _id: company.id, name: company.name },
    event: event && { _id: event.id, name: event.name },
    payerName: row.payerName,
    purpose: row.purpose,
    amountCents: row.amountCents,
    method: row.method,
    status: row.status,
    paidOn: row.paidOn,
    reference: row.reference,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectPayments(db: Executor) {
  return db
    .select(paymentFields)
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .leftJoin(companies, eq(companies.id, payments.companyId))
    .leftJoin(events, eq(events.id, payments.eventId));
}

async function paymentTotals(db: Executor, where: SQL | undefined): Promise<PaymentTotals> {
  const amount = (condition?: SQL) =>
    condition
      ? sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${condition}), 0)::bigint`
      : sql<string>`coalesce(sum(${payments.amountCents}), 0)::bigint`;
  const count = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const perStatus = Object.fromEntries(
    PAYMENT_STATUSES.flatMap((status) => [
      [`${status}Count`, count(eq(payments.status, status))],
      [`${status}Amount`, amount(eq(payments.status, status))],
    ]),
  );
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amountCents: amount(), ...perStatus })
    .from(payments)
    .where(where);
  const figures = row as Record<string, number | string>;
  // Sums are bigint (sent as text); a ledger's sum stays far below 2^53 cents.
  return {
    count: Number(figures.count),
    amountCents: Number(figures.amountCents),
    byStatus: Object.fromEntries(
      PAYMENT_STATUSES.map((status) => [
        status,
        { count: Number(figures[`${status}Count`]), amountCents: Number(figures[`${status}Amount`]) },
      ]),
    ) as Record<PaymentStatus, { count: number; amountCents: number }>,
  };
}

export async function listPayments(
  db: Executor,
  query: ListQuery<PaymentSortKey>,
): Promise<ListResult<Payment> & { totals: PaymentTotals }> {
  const plan = paymentListPlan(query);
  const [rows, totals] = await Promise.all([
    selectPayments(db).where(plan.where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset),
    paymentTotals(db, plan.where),
  ]);
  // The totals sum the whole filtered set anyway, so its count is exact at no extra cost.
  return { rows: rows.map(toPayment), total: totals.count, totalExact: true, totals };
}

export async function getPayment(db: Executor, id: string): Promise<Payment | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  return row && toPayment(row);
}

/** Locked against deletion until the write commits, so the payment never names a record just deleted. */
async function payerOf(tx: Executor, body: PaymentBody): Promise<string> {
  const [user] = body.user
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, body.user)).for('key share')
    : [];
  if (body.user && !user) throw badRequest(unknownReference('user', 'user', body.user));
  const [company] = body.company
    ? await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, body.company)).for('key share')
    : [];
  if (body.company && !company) throw badRequest(unknownReference('company', 'company', body.company));
  const [event] = body.event
    ? await tx.select({ id: events.id }).from(events).where(eq(events.id, body.event)).for('key share')
    : [];
  if (body.event && !event) throw badRequest(unknownReference('event', 'event', body.event));
  // The schema asks for a user or a company, so one of them names the payer.
  return user?.name ?? company?.name ?? '';
}

function paymentValues(body: PaymentBody, payerName: string) {
  return {
    userId: body.user,
    companyId: body.company,
    eventId: body.event,
    payerName,
    purpose: body.purpose,
    amountCents: body.amountCents,
    method: body.method,
    status: body.status,
    paidOn: body.paidOn,
    reference: body.reference,
    note: body.note,
  };
}

export async function createPayment(db: Executor, body: PaymentBody): Promise<Payment> {
  const id = await inTransaction(db, async (tx) => {
    const payerName = await payerOf(tx, body);
    const [row] = await tx.insert(payments).values(paymentValues(body, payerName)).returning({ id: payments.id });
    return row!.id;
  });
  return (await getPayment(db, id))!;
}

export async function updatePayment(db: Executor, id: string, body: PaymentBody): Promise<Payment> {
  await inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('update');
    if (!existing) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
    const payerName = await payerOf(tx, body);
    await tx
      .update(payments)
      .set(paymentValues(body, payerName))
      .where(eq(payments.id, id));
  });
  return (await getPayment(db, id))!;
}

export async function deletePayment(db: Executor, id: string): Promise<void> {
  const [row] = await db.delete(payments).where(eq(payments.id, id)).returning({ id: payments.id });
  if (!row) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
}

// ---------------------------------------------------------------- CSV export

/** Every cell is text and goes through the formula rule. */
const PAYMENT_COLUMNS: CopyColumn[] = [
  { header: 'Date', value: sql`${payments.paidOn}::text` },
  { header: 'Payer', value: payments.payerName },
  { header: 'Email', value: users.email },
  { header: 'Company', value: companies.name },
  { header: 'Purpose', value: payments.purpose },
  // '1234.50' from 123450: a plain number a spreadsheet adds up.
  { header: 'Amount (USD)', value: sql`round(${payments.amountCents} / 100.0, 2)::text` },
  { header: 'Method', value: payments.method },
  { header: 'Status', value: payments.status },
  { header: 'Reference', value: payments.reference },
  { header: 'Event', value: events.name },
  { header: 'Note', value: payments.note },
];

export async function streamPaymentCsv(db: Database, plan: ListPlan): Promise<Readable> {
  return copyCsv(db, {
    columns: PAYMENT_COLUMNS,
    rows: (fields) =>
      db
        .select(fields)
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .leftJoin(companies, eq(companies.id, payments.companyId))
        .leftJoin(events, eq(events.id, payments.eventId))
        .where(plan.where)
        .orderBy(...plan.orderBy),
  });
}
