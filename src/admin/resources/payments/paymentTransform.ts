import { MAX_CENTS } from '../../../shared/events';
import type { PaymentStatus } from '../../../shared/payments';
import type { PaymentRecord } from './paymentTypes';

/** A payer chosen in a picker, by id and name. */
export interface PartyRef {
  _id: string;
  name: string;
}

/** The payment form's values: the payer as chosen records, the amount as typed in dollars. */
export interface PaymentFormValues {
  id?: string;
  user: PartyRef | null;
  company: PartyRef | null;
  event: string | null;
  purpose: string;
  amount: string;
  method: string;
  status: PaymentStatus;
  paidOn: string;
  reference: string;
  note: string;
}

/** What POST /payments/create and PUT /payments/update/{id} take (PaymentBody). */
export interface PaymentPayload {
  user: string | null;
  company: string | null;
  event: string | null;
  purpose: string;
  amountCents: number;
  method: string;
  status: string;
  paidOn: string;
  reference: string;
  note: string;
}

/** Dollars, with an optional '$' and US thousands separators: 125, 125.5, $1,250.00. */
const AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/;

/**
 * The cents of an amount typed in dollars, or the i18n key of what is wrong with it. Worked out on
 * the digits, not with floating point, so 0.29 is 29 cents exactly. A comma is read only as a
 * thousands separator: '12,50' is refused rather than taken for 1,250 dollars.
 */
export function parseAmount(value: unknown): { cents: number } | { error: string } {
  const text = String(value ?? '').trim().replace(/^\$\s*/, '');
  if (text === '') return { error: 'ra.validation.required' };
  if (/^-\s*\$?\s*\d/.test(text)) return { error: 'app.payments.form.amountPositive' };
  const match = AMOUNT.exec(text);
  if (!match) return { error: 'app.payments.form.amountInvalid' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { error: 'app.payments.form.amountDecimals' };
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents <= 0) return { error: 'app.payments.form.amountPositive' };
  if (cents > MAX_CENTS) return { error: 'app.payments.form.amountMax' };
  return { cents };
}

/** The amount input's rule. */
export const validateAmount = (value: unknown): string | undefined => {
  const result = parseAmount(value);
  return 'error' in result ? result.error : undefined;
};

/** '125.50' from 12550: how a stored amount is shown in the form. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

function refId(value: unknown): string | null {
  if (typeof value === 'string') return value === '' ? null : value;
  if (value && typeof value === 'object') {
    const id = (value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id;
    return typeof id === 'string' && id !== '' ? id : null;
  }
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The payload of create and update, from the form's values (Create and Edit share it). */
export function paymentTransform(values: Record<string, unknown>): PaymentPayload {
  const amount = parseAmount(values.amount);
  return {
    user: refId(values.user),
    company: refId(values.company),
    event: refId(values.event),
    purpose: text(values.purpose),
    // The form does not submit an invalid amount; the server would refuse NaN anyway.
    amountCents: 'cents' in amount ? amount.cents : Number.NaN,
    method: text(values.method),
    status: text(values.status) || 'paid',
    paidOn: text(values.paidOn),
    reference: text(values.reference),
    note: text(values.note),
  };
}

/** A stored payment as the form holds it. */
export type PaymentFormRecord = Omit<PaymentRecord, 'user' | 'company' | 'event'> &
  PaymentFormValues & {
    id: string;
    /** The event's name, for the read-only view (which does not look the event up). */
    eventName: string;
  };

/** A stored payment as the form edits it: payer refs, the event's id and the amount in dollars. */
export function paymentFormValues(record: PaymentRecord): PaymentFormRecord {
  return {
    ...record,
    user: record.user ? { _id: record.user._id, name: record.user.name } : null,
    company: record.company ? { _id: record.company._id, name: record.company.name } : null,
    event: record.event?._id ?? null,
    eventName: record.event?.name ?? '',
    amount: centsToDollars(record.amountCents),
  };
}

/** The Payer rule: someone must have paid, a person or a company (checked on the person input). */
export const validatePayer = (value: unknown, values: Record<string, unknown>): string | undefined =>
  refId(value) === null && refId(values.company) === null ? 'app.payments.form.payerRequired' : undefined;
