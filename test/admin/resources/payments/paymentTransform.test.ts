import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  parseAmount,
  paymentFormValues,
  paymentTransform,
  validatePayer,
} from '../../../../src/admin/resources/payments/paymentTransform';
import { COMPANY_ID, EVENT_ID, payment, USER_ID } from './fixtures';

describe('parseAmount', () => {
  it('turns dollars into whole cents without floating-point drift', () => {
    expect(parseAmount('125')).toEqual({ cents: 12500 });
    expect(parseAmount('125.5')).toEqual({ cents: 12550 });
    expect(parseAmount('0.29')).toEqual({ cents: 29 });
    expect(parseAmount('1.10')).toEqual({ cents: 110 });
    expect(parseAmount(' $1,250.05 ')).toEqual({ cents: 125005 });
    expect(parseAmount('100000')).toEqual({ cents: 10_000_000 });
  });

  it('refuses negative, zero, more than two decimals, too much and what is not an amount', () => {
    expect(parseAmount('-5')).toEqual({ error: 'app.payments.form.amountPositive' });
    expect(parseAmount('-$5')).toEqual({ error: 'app.payments.form.amountPositive' });
    expect(parseAmount('0')).toEqual({ error: 'app.payments.form.amountPositive' });
    expect(parseAmount('0.00')).toEqual({ error: 'app.payments.form.amountPositive' });
    expect(parseAmount('1.005')).toEqual({ error: 'app.payments.form.amountDecimals' });
    expect(parseAmount('100000.01')).toEqual({ error: 'app.payments.form.amountMax' });
    // A decimal comma is not taken for a thousands separator.
    expect(parseAmount('12,50')).toEqual({ error: 'app.payments.form.amountInvalid' });
    expect(parseAmount('12 dollars')).toEqual({ error: 'app.payments.form.amountInvalid' });
    expect(parseAmount('')).toEqual({ error: 'ra.validation.required' });
    expect(parseAmount(null)).toEqual({ error: 'ra.validation.required' });
  });

  it('shows stored cents as dollars with two decimals', () => {
    expect(centsToDollars(12550)).toBe('125.50');
    expect(centsToDollars(7)).toBe('0.07');
  });
});

describe('paymentTransform', () => {
  it('sends the payers and the event as ids, the amount in cents and trimmed texts', () => {
    expect(
      paymentTransform({
        id: 'p1',
        payerName: 'Ann Lee',
        user: { _id: USER_ID, name: 'Ann Lee' },
        company: null,
        event: EVENT_ID,
        purpose: 'event-registration',
        amount: '75.25',
        method: 'card',
        status: 'pending',
        paidOn: '2026-03-04',
        reference: '  INV-7 ',
        note: ' paid at the door ',
      }),
    ).toEqual({
      user: USER_ID,
      company: null,
      event: EVENT_ID,
      purpose: 'event-registration',
      amountCents: 7525,
      method: 'card',
      status: 'pending',
      paidOn: '2026-03-04',
      reference: 'INV-7',
      note: 'paid at the door',
    });
  });

  it('sends a cleared event as null', () => {
    expect(paymentTransform({ company: { _id: COMPANY_ID, name: 'Acme' }, event: '', amount: '1' })).toMatchObject({
      company: COMPANY_ID,
      user: null,
      event: null,
    });
  });

  it('reads a stored payment back into the form, and out again unchanged', () => {
    const stored = payment({ event: { _id: EVENT_ID, name: 'Spring Market Forecast' } });
    const form = paymentFormValues({ ...stored, id: stored._id });
    expect(form).toMatchObject({ amount: '450.00', event: EVENT_ID, eventName: 'Spring Market Forecast', user: { _id: USER_ID, name: 'Ann Lee' } });
    expect(paymentTransform(form as unknown as Record<string, unknown>)).toEqual({
      user: USER_ID,
      company: COMPANY_ID,
      event: EVENT_ID,
      purpose: stored.purpose,
      amountCents: stored.amountCents,
      method: stored.method,
      status: stored.status,
      paidOn: stored.paidOn,
      reference: stored.reference,
      note: stored.note,
    });
  });
});

describe('validatePayer', () => {
  it('needs a person or a company', () => {
    expect(validatePayer(null, { company: null })).toBe('app.payments.form.payerRequired');
    expect(validatePayer({ _id: USER_ID, name: 'Ann' }, { company: null })).toBeUndefined();
    expect(validatePayer(null, { company: { _id: COMPANY_ID, name: 'Acme' } })).toBeUndefined();
  });
});

