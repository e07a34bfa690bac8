import { z } from 'zod';
import { MAX_CENTS } from './events';
import { isoDate, maxCharactersMessage, type FieldLimits } from './fields';

/**
 * Payments: a ledger of money the association received, recorded by staff (the spec shows no
 * payment screen or call, spec 000 §1, §7). Amounts are USD in whole cents. No card data is ever
 * stored: `reference` is the processor's or the check's number, nothing more.
 */

export const PAYMENT_PURPOSES = ['membership-dues', 'event-registration', 'course-access', 'sponsorship', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_METHODS = ['card', 'check', 'ach', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const id = z.uuid('must be a valid id');
const nullableId = z.union([id, z.literal(''), z.null()]).transform((v) => v || null).optional().default(null);
const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max)).optional().default('');

/** The most characters of a payment's reference and note (the forms check the same; the amount: MAX_CENTS). */
export const PAYMENT_LIMITS = { reference: 100, note: 2000 } as const satisfies FieldLimits;

/**
 * True when the text holds what looks like a payment card number: 13 to 19 digits (spaces or
 * dashes between them allowed) that pass the Luhn check card numbers carry. Longer bank numbers
 * that fail the check (most ACH trace numbers) go through.
 */
export function looksLikeCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    const digits = match[0].replace(/\D/g, '');
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return true;
  }
  return false;
}

/** POST /payments/create and PUT /payments/update/{id}. */
export const PaymentBody = z
  .object({
    /** Who paid: a user, a company, or both (a member paying for their company). */
    user: nullableId,
    company: nullableId,
    /** The event paid for (purpose event-registration). */
    event: nullableId,
    purpose: z.enum(PAYMENT_PURPOSES, { error: `Purpose is required: one of ${PAYMENT_PURPOSES.join(', ')}` }),
    amountCents: z
      .number({ error: 'Amount is required (in cents)' })
      .int('Amount must be whole cents')
      .min(1, 'Amount must be more than 0')
      .max(MAX_CENTS, 'Amount must be at most $100,000'),
    method: z.enum(PAYMENT_METHODS, { error: `Method is required: one of ${PAYMENT_METHODS.join(', ')}` }),
    status: z.enum(PAYMENT_STATUSES, { error: `Status is one of ${PAYMENT_STATUSES.join(', ')}` }).default('paid'),
    /** The day the money was received (or is expected), YYYY-MM-DD. */
    paidOn: isoDate('Date is required (YYYY-MM-DD)'),
    /** Check number, processor transaction id, invoice number. */
    reference: text(PAYMENT_LIMITS.reference).refine((v) => !looksLikeCardNumber(v), 'Reference must not hold a card number: no card data is stored'),
    note: text(PAYMENT_LIMITS.note).refine((v) => !looksLikeCardNumber(v), 'Note must not hold a card number: no card data is stored'),
  })
  .refine((p) => p.user !== null || p.company !== null, { path: ['user'], message: 'Choose who paid: a user or a company' });
export type PaymentBody = z.infer<typeof PaymentBody>;

export const PAYMENT_SORT_KEYS = ['paidOn', 'createdAt', 'amountCents', 'purpose', 'method', 'status', 'payerName'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];
/**
 * Filter keys of GET /payments: paidOn ('from,to' dates), purpose / status / method (one or a
 * list), user, company, event (an id). Default sort: paidOn descending.
 */
export const PAYMENT_FILTER_KEYS = ['paidOn', 'purpose', 'status', 'method', 'user', 'company', 'event'] as const;

export interface Payment {
  _id: string;
  user: { _id: string; name: string; email: string } | null;
  company: { _id: string; name: string } | null;
  event: { _id: string; name: string } | null;
  /** Who paid, as recorded when the payment was written (kept if the user or company goes). */
  payerName: string;
  purpose: PaymentPurpose;
  amountCents: number;
  method: PaymentMethod;
  status: PaymentStatus;
  paidOn: string;
  reference: string;
  note: string;
  createdAt: string;
  updatedAt: string;
}

/** Totals of the whole filtered set, beside the page: `body.totals`. */
export interface PaymentTotals {
  count: number;
  /** Every payment of the set, whatever its status. */
  amountCents: number;
  byStatus: Record<PaymentStatus, { count: number; amountCents: number }>;
}

export const PAYMENT_MESSAGES = {
  paymentNotFound: 'Payment not found.',
  paymentCreated: 'Payment recorded successfully!',
  paymentUpdated: 'Payment updated successfully!',
  paymentDeleted: 'Payment deleted successfully!',
} as const;

/** '$1,234.50' from 123450. */
export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** File name of the payments export: payments_20261122.csv. */
export function paymentExportFileName(date: Date): string {
  return `payments_${date.toISOString().slice(0, 10).replaceAll('-', '')}.csv`;
}
