import type { Payment, PaymentTotals } from '../../../../src/shared/payments';
import { fakeApi, type FakeHandler } from '../companies/fakeApi';

export const USER_ID = '1a2b3c4d-1111-4222-8333-444455556666';
export const COMPANY_ID = '8d0f6a8e-6a4b-4c1e-9a59-3f0e1c2b7d11';
export const EVENT_ID = '5e6f7a8b-3333-4444-8555-666677778888';

/** A payment as the API answers it, with the given differences. */
export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    _id: 'p1',
    user: { _id: USER_ID, name: 'Ann Lee', email: 'ann@example.org' },
    company: { _id: COMPANY_ID, name: 'Acme Realty' },
    event: null,
    payerName: 'Ann Lee',
    purpose: 'membership-dues',
    amountCents: 45000,
    method: 'check',
    status: 'paid',
    paidOn: '2026-03-04',
    reference: 'CHK-1042',
    note: '',
    createdAt: '2026-03-04T15:00:00.000Z',
    updatedAt: '2026-03-04T15:00:00.000Z',
    ...overrides,
  };
}

export const DUES = payment();
export const SPONSOR = payment({
  _id: 'p2',
  user: null,
  company: { _id: COMPANY_ID, name: 'Acme Realty' },
  payerName: 'Acme Realty',
  purpose: 'sponsorship',
  amountCents: 250000,
  method: 'ach',
  status: 'pending',
  paidOn: '2026-03-01',
  reference: 'ACH-77',
});

export const TOTALS: PaymentTotals = {
  count: 23,
  amountCents: 1234550,
  byStatus: {
    paid: { count: 18, amountCents: 904550 },
    pending: { count: 3, amountCents: 250000 },
    refunded: { count: 1, amountCents: 45000 },
    failed: { count: 1, amountCents: 35000 },
  },
};

/** The app's dataProvider over a fake API answering the payment calls. */
export function paymentsApi(payments: Payment[] = [DUES, SPONSOR], total = 23, more: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /payments': () => ({ payments, total, totals: TOTALS }),
    'GET /payments/{id}': (_call, { id }) => ({ payment: payments.find((p) => p._id === id) ?? DUES }),
    'DELETE /payments/{id}': (_call, { id }) => ({ payment: payments.find((p) => p._id === id) ?? DUES }),
    ...more,
  });
}

/** The `filters` entries of a list call, by key. */
export const filtersOf = (query: Record<string, unknown> | undefined) =>
  Object.fromEntries(((query?.filters as { key: string; value: unknown }[] | undefined) ?? []).map(({ key, value }) => [key, value]));
