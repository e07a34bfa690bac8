import type { Payment, PaymentMethod, PaymentPurpose, PaymentStatus } from '../../../shared/payments';
import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../../../shared/payments';

/** A payment as react-admin holds it. */
export type PaymentRecord = Payment & { id: string };

/** i18n keys of the value lists (the API's values are kebab-case). */
export const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  'membership-dues': 'app.payments.purposes.membershipDues',
  'event-registration': 'app.payments.purposes.eventRegistration',
  'course-access': 'app.payments.purposes.courseAccess',
  sponsorship: 'app.payments.purposes.sponsorship',
  other: 'app.payments.purposes.other',
};

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'app.payments.methods.card',
  check: 'app.payments.methods.check',
  ach: 'app.payments.methods.ach',
  cash: 'app.payments.methods.cash',
};

export const STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'app.payments.statuses.pending',
  paid: 'app.payments.statuses.paid',
  refunded: 'app.payments.statuses.refunded',
  failed: 'app.payments.statuses.failed',
};

/** The colour of a status chip; the chip carries the status's name too, never the colour alone. */
export const STATUS_COLORS: Record<PaymentStatus, 'success' | 'warning' | 'info' | 'error'> = {
  paid: 'success',
  pending: 'warning',
  refunded: 'info',
  failed: 'error',
};

/** react-admin choices (translated by the inputs) of each value list. */
export const PURPOSE_CHOICES = PAYMENT_PURPOSES.map((id) => ({ id, name: PURPOSE_LABELS[id] }));
export const METHOD_CHOICES = PAYMENT_METHODS.map((id) => ({ id, name: METHOD_LABELS[id] }));
export const STATUS_CHOICES = PAYMENT_STATUSES.map((id) => ({ id, name: STATUS_LABELS[id] }));

/** '$1,234.50' in English, '1.234,50 $' in German (shared with the table export). */
export { formatMoney } from '../../../shared/formats';

/** Who paid, as the list shows it: the user, else the company, else the name recorded then. */
export function payerName(payment: Pick<Payment, 'user' | 'company' | 'payerName'>): string {
  return payment.user?.name ?? payment.company?.name ?? payment.payerName;
}
