import { z } from './zod';
import { MAX_CENTS } from './events';
import { isoDate, maxCharactersMessage, type FieldLimits } from './fields';

/** A ledger of money received, in whole cents (USD). No card data is ever stored. */

export const PAYMENT_PURPOSES = ['membership-dues', 'event-registration', 'course-access', 'sponsorship', 'other'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

export const PAYMENT_METHODS = ['card', 'check', 'ach', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const id = z.uuid('must be a valid id');
const nullableId = z.union([id, z.literal(''), z.null()]).transform((v) => v || null).optional().default(null);
const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max)).optional().default('');

export const PAYMENT_LIMITS = { reference: 100, note: 2000 } as const satisfies FieldLimits;

/** The Luhn check lets most bank numbers (ACH traces) through while catching card numbers. */
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

export const PaymentBody = z
  .object({
    /** Both when a member pays for their company. */
    user: nullableId,
    company: nullableId,
    event: nullableId,
    purpose: z.enum(PAYMENT_PURPOSES, { error: `Purpose is required: one of ${PAYMENT_PURPOSES.join(', ')}` }),
    amountCents: z
      .number({ error: 'Amount is required (in cents)' })
      .int('Amount must be whole cents')
      .min(1, 'Amount must be more than 0')
      .max(MAX_CENTS, 'Amount must be at most $100,000'),
    method: z.enum(PAYMENT_METHODS, { error: `Method is required: one of ${PAYMENT_METHODS.join(', ')}` }),
    status: z.enum(PAYMENT_STATUSES, { error: `Status is one of ${PAYMENT_STATUSES.join(', ')}` }).default('paid'),
    paidOn: isoDate('Date is required (YYYY-MM-DD)'),
    reference: text(PAYMENT_LIMITS.reference).refine((v) => !looksLikeCardNumber(v), 'Reference must not hold a card number: no card data is stored'),
    note: text(PAYMENT_LIMITS.note).refine((v) => !looksLikeCardNumber(v), 'Note must not hold a card number: no card data is stored'),
  })
  .refine((p) => p.user !== null || p.company !== null, { path: ['user'], message: 'Choose who paid: a user or a company' });
export type PaymentBody = z.infer<typeof PaymentBody>;

export const PAYMENT_SORT_KEYS = ['paidOn', 'createdAt', 'amountCents', 'purpose', 'method', 'status', 'payerName'] as const;
export type PaymentSortKey = (typeof PAYMENT_SORT_KEYS)[number];
export const PAYMENT_FILTER_KEYS = ['paidOn', 'purpose', 'status', 'method', 'user', 'company', 'event'] as const;

export interface Payment {
  _id: string;
  user: { _id: string; name: string; email: string } | null;
  company: { _id: string; name: string } | null;
  event: { _id: string; name: string } | null;
  /** Kept as written, so the ledger stays readable if the user or company goes. */
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

/** Of the whole filtered set, not only the page. */
export interface PaymentTotals {
  count: number;
  /** Whatever the status. */
  amountCents: number;
  byStatus: Record<PaymentStatus, { count: number; amountCents: number }>;
}

export const PAYMENT_MESSAGES = {
  paymentNotFound: 'Payment not found.',
  paymentCreated: 'Payment recorded successfully!',
  paymentUpdated: 'Payment updated successfully!',
  paymentDeleted: 'Payment deleted successfully!',
} as const;

export function formatCents(cents: number): string {
  return (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** payments_YYYYMMDD.csv. */
export function paymentExportFileName(date: Date): string {
  return `payments_${date.toISOString().slice(0, 10).replaceAll('-', '')}.csv`;
}
