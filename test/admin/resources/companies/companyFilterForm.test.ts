import { endOfDay, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER_FORM,
  filterValuesFromForm,
  formFromFilterValues,
  sameFilterForm,
  validateFilterForm,
  withoutPanelFilters,
} from '../../../../src/admin/resources/companies/companyFilterForm';

describe('the company filter form', () => {
  it('gives no filter values when empty', () => {
    expect(filterValuesFromForm(EMPTY_FILTER_FORM)).toEqual({});
  });

  it('turns each chosen filter into its list filter value', () => {
    expect(
      filterValuesFromForm({
        location: { id: 'l9', name: 'Lakeside' },
        types: ['Broker', 'Other'],
        status: 'active',
        sponsorship: 's1',
        from: '2024-03-01',
        to: '2024-03-31',
      }),
    ).toEqual({
      locations: 'l9',
      type: ['Broker', 'Other'],
      isActive: true,
      sponsership: 's1',
      updatedAt: `${startOfDay(new Date(2024, 2, 1)).toISOString()},${endOfDay(new Date(2024, 2, 31)).toISOString()}`,
    });
    expect(filterValuesFromForm({ ...EMPTY_FILTER_FORM, status: 'inactive' })).toEqual({ isActive: false });
  });

  it("ends the range at 23:59:59.999 of the local 'to' day", () => {
    const { updatedAt } = filterValuesFromForm({ ...EMPTY_FILTER_FORM, from: '2024-12-31', to: '2024-12-31' });
    const [from, to] = String(updatedAt).split(',').map((iso) => new Date(iso));
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours(), from.getMinutes()]).toEqual([2024, 11, 31, 0, 0]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours(), to.getMinutes(), to.getSeconds(), to.getMilliseconds()]).toEqual([
      2024, 11, 31, 23, 59, 59, 999,
    ]);
  });

  it('reads the applied values back into the panel', () => {
    const values = filterValuesFromForm({
      location: { id: 'l9', name: 'Lakeside' },
      types: ['Developer'],
      status: 'inactive',
      sponsorship: 's2',
      from: '2024-02-29',
      to: '2024-03-01',
    });
    expect(formFromFilterValues({ ...values, q: 'acme' }, 'Lakeside')).toEqual({
      location: { id: 'l9', name: 'Lakeside' },
      types: ['Developer'],
      status: 'inactive',
      sponsorship: 's2',
      from: '2024-02-29',
      to: '2024-03-01',
    });
    // A single type (from an older link) and unknown types.
    expect(formFromFilterValues({ type: 'Broker' }).types).toEqual(['Broker']);
    expect(formFromFilterValues({ type: ['Broker', 'Nope'] }).types).toEqual(['Broker']);
  });

  it('takes a range open on one side', () => {
    const start = startOfDay(new Date(2024, 2, 1)).toISOString();
    const end = endOfDay(new Date(2024, 2, 1)).toISOString();
    expect(filterValuesFromForm({ ...EMPTY_FILTER_FORM, from: '2024-03-01' })).toEqual({ updatedAt: `${start},` });
    expect(filterValuesFromForm({ ...EMPTY_FILTER_FORM, to: '2024-03-01' })).toEqual({ updatedAt: `,${end}` });
    expect(formFromFilterValues({ updatedAt: `,${end}` })).toMatchObject({ from: '', to: '2024-03-01' });
  });

  it('needs valid dates, in order', () => {
    expect(validateFilterForm(EMPTY_FILTER_FORM)).toBeUndefined();
    expect(validateFilterForm({ ...EMPTY_FILTER_FORM, from: '2024-03-01' })).toBeUndefined();
    expect(validateFilterForm({ ...EMPTY_FILTER_FORM, to: '2024-03-01' })).toBeUndefined();
    expect(validateFilterForm({ ...EMPTY_FILTER_FORM, from: '2024-03-02', to: '2024-03-01' })).toBe('app.companies.filters.invalidRange');
    expect(validateFilterForm({ ...EMPTY_FILTER_FORM, from: '2024-02-30', to: '2024-03-01' })).toBe('app.companies.filters.invalidDate');
    expect(validateFilterForm({ ...EMPTY_FILTER_FORM, from: '2024-03-01', to: '2024-03-01' })).toBeUndefined();
  });

  it('compares drafts by what they ask for', () => {
    const a = { ...EMPTY_FILTER_FORM, location: { id: 'l1', name: '' }, types: ['Broker', 'Other'] as const };
    const b = { ...EMPTY_FILTER_FORM, location: { id: 'l1', name: 'Downtown' }, types: ['Other', 'Broker'] as const };
    expect(sameFilterForm({ ...a, types: [...a.types] }, { ...b, types: [...b.types] })).toBe(true);
    expect(sameFilterForm(EMPTY_FILTER_FORM, { ...EMPTY_FILTER_FORM, status: 'active' })).toBe(false);
  });

  it('keeps the search when the panel filters are dropped', () => {
    expect(withoutPanelFilters({ q: 'acme', type: ['Broker'], isActive: true, locations: 'l1', sponsership: 's1', updatedAt: 'x,y' })).toEqual({ q: 'acme' });
  });
});
