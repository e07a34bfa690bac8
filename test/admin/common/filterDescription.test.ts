import { describe, expect, it } from 'vitest';
import { endOfDay, startOfDay } from 'date-fns';
import { COMPANY_FILTER_KEYS } from '../../../src/shared/companyValues';
import { COURSE_FILTER_KEYS, EVENT_FILTER_KEYS } from '../../../src/shared/events';
import { USER_FILTER_KEYS } from '../../../src/shared/userValues';
import {
  activeFilter,
  countApplied,
  fieldError,
  fieldsOf,
  filterValuesOf,
  formValuesOf,
  getPath,
  isChosen,
  isSection,
  isValidForm,
  panelKeys,
  sameFilters,
  withoutKeys,
  type FilterDescription,
  type FilterField,
} from '../../../src/admin/common/filters/filterDescription';
import en from '../../../src/admin/messages/en';
import { companyFilters } from '../../../src/admin/resources/companies/companyFilters';
import { auditFilters } from '../../../src/admin/resources/audit/auditFilters';
import { AUDIT_PANEL_KEYS } from '../../../src/admin/resources/audit/AuditList';
import { courseFilters } from '../../../src/admin/resources/courses/courseFilters';
import { eventFilters } from '../../../src/admin/resources/events/eventFilters';
import { paymentFilters } from '../../../src/admin/resources/payments/paymentFilters';
import { PAYMENT_PANEL_KEYS } from '../../../src/admin/resources/payments/PaymentList';
import { userFilters } from '../../../src/admin/resources/users/userFilters';

const Picker = () => null;

/** One field of every kind, nested sources and a section included. */
const SAMPLE: FilterDescription = {
  width: 400,
  fields: [
    { kind: 'text', source: 'name' },
    { kind: 'choices', source: 'type', choices: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }] },
    activeFilter(),
    { kind: 'dateRange', source: 'updatedAt', times: true },
    { kind: 'dateRange', source: 'dob' },
    {
      section: 'extra',
      fields: [
        { kind: 'numberRange', source: 'years' },
        { kind: 'picked', source: 'company', reference: 'companies', picker: Picker },
        { kind: 'picked', source: 'roles', reference: 'roles', multiple: true, picker: Picker },
        { kind: 'autocomplete', source: 'course', reference: 'courses', sort: { field: 'code', order: 'ASC' }, optionText: () => '' },
        { kind: 'referenceSelect', source: 'level', reference: 'levels', sort: { field: 'position', order: 'ASC' }, perPage: 100, optionText: 'name' },
        { kind: 'text', source: 'location.name' },
        {
          kind: 'group',
          source: 'location.address',
          parts: [
            { kind: 'text', source: 'city' },
            { kind: 'select', source: 'state', choices: [{ id: 'MN', name: 'Minnesota' }] },
          ],
          fixed: [{ source: 'country', label: 'country', value: 'United States' }],
        },
      ],
    },
  ],
};

const APPLIED = {
  name: 'Ann',
  type: ['a', 'c'],
  isActive: false,
  updatedAt: `${startOfDay(new Date(2026, 2, 1)).toISOString()},${endOfDay(new Date(2026, 2, 31)).toISOString()}`,
  dob: '1980-01-01,',
  years: '5,20',
  company: 'c1',
  roles: ['r1', 'r2'],
  course: 'k1',
  level: 'gold',
  location: { name: 'Downtown', address: { city: 'Duluth', state: 'MN', country: 'United States' } },
};

describe('the filter description format', () => {
  it('reads applied filter values into form values and writes them back unchanged', () => {
    const form = formValuesOf(SAMPLE, APPLIED);
    expect(form).toEqual({
      name: 'Ann',
      type: ['a', 'c'],
      isActive: 'false',
      // Local days, whatever the time zone the ISO times were written in.
      updatedAt: { from: '2026-03-01', to: '2026-03-31' },
      dob: { from: '1980-01-01', to: '' },
      years: { from: '5', to: '20' },
      company: 'c1',
      roles: ['r1', 'r2'],
      course: 'k1',
      level: 'gold',
      location: { name: 'Downtown', address: { city: 'Duluth', state: 'MN' } },
    });
    expect(filterValuesOf(SAMPLE, form)).toEqual(APPLIED);
  });

  it('leaves out what restricts nothing, and gives empty inputs for nothing applied', () => {
    const empty = formValuesOf(SAMPLE, {});
    expect(empty).toMatchObject({ name: '', type: [], isActive: '', updatedAt: { from: '', to: '' }, roles: [], company: '' });
    expect(filterValuesOf(SAMPLE, empty)).toEqual({});
    // A fixed part goes only with a chosen one; blanks are trimmed away.
    expect(filterValuesOf(SAMPLE, { ...empty, name: '  ', location: { name: '', address: { city: '', state: '' } } })).toEqual({});
    expect(filterValuesOf(SAMPLE, { ...empty, location: { name: '', address: { city: ' Ely ', state: '' } } })).toEqual({
      location: { address: { city: 'Ely', country: 'United States' } },
    });
  });

  it('takes the forms a URL or a saved query gives, and drops values the lists do not have', () => {
    const form = formValuesOf(SAMPLE, { type: 'c,a,z', isActive: 'true', roles: 'r1', company: ['c1', 'c2'], course: ['k1'], dob: 'soon,1990-12-31' });
    expect(form).toMatchObject({ type: ['c', 'a'], isActive: 'true', roles: ['r1'], company: 'c1', course: 'k1', dob: { from: '', to: '1990-12-31' } });
    // Chosen values go in the value list's order.
    expect(filterValuesOf(SAMPLE, form)).toMatchObject({ type: ['a', 'c'], isActive: true });
  });

  it('refuses ranges that are not dates or whole numbers, or end before they start', () => {
    const [dates, numbers] = [fieldsOf(SAMPLE).find((f) => f.source === 'dob'), fieldsOf(SAMPLE).find((f) => f.source === 'years')] as FilterField[];
    expect(fieldError(dates, { from: '2024-03-10', to: '2024-03-01' })).toBe('app.list.filter.invalidDateRange');
    expect(fieldError(dates, { from: '2024-02-30', to: '' })).toBe('app.list.filter.invalidDate');
    expect(fieldError(dates, { from: '2024-03-01', to: '2024-03-01' })).toBeUndefined();
    expect(fieldError(numbers, { from: '1.5', to: '' })).toBe('app.list.filter.invalidNumber');
    expect(fieldError(numbers, { from: -1, to: '' })).toBe('app.list.filter.invalidNumber');
    expect(fieldError(numbers, { from: 9, to: 3 })).toBe('app.list.filter.invalidNumberRange');
    expect(fieldError(numbers, { from: 3, to: null })).toBeUndefined();
    expect(isValidForm(SAMPLE, { ...formValuesOf(SAMPLE, {}), years: { from: '9', to: '3' } })).toBe(false);
    expect(isValidForm(SAMPLE, formValuesOf(SAMPLE, APPLIED))).toBe(true);
  });

  it('compares, counts and removes the panel filters', () => {
    expect(sameFilters({ type: ['a', 'c'], location: { name: 'x', address: { city: 'y' } } }, { location: { address: { city: 'y' }, name: 'x' }, type: ['c', 'a'] })).toBe(true);
    expect(sameFilters({ type: ['a'] }, { type: ['a', 'c'] })).toBe(false);
    expect(panelKeys(SAMPLE)).toEqual(['name', 'type', 'isActive', 'updatedAt', 'dob', 'years', 'company', 'roles', 'course', 'level', 'location']);
    expect(countApplied(panelKeys(SAMPLE), { q: 'acme', isActive: false, type: [], name: '' , location: { name: 'x' } })).toBe(2);
    expect(withoutKeys({ q: 'acme', isActive: true, type: ['a'] }, panelKeys(SAMPLE))).toEqual({ q: 'acme' });
    expect([isChosen({ from: '', to: '' }), isChosen({ from: '', to: '2024-01-01' }), isChosen([]), isChosen(0)]).toEqual([false, true, false, true]);
  });
});

/** The message of an i18n key in the English catalogue, or undefined. */
const english = (key: string) => getPath(en, key);

describe.each([
  ['users', userFilters, USER_FILTER_KEYS],
  ['companies', companyFilters, COMPANY_FILTER_KEYS],
  ['courses', courseFilters, COURSE_FILTER_KEYS],
  ['events', eventFilters, EVENT_FILTER_KEYS],
  ['payments', paymentFilters, PAYMENT_PANEL_KEYS],
  ['audit', auditFilters, AUDIT_PANEL_KEYS],
] as const)("the %s list's filter description", (resource, description, keys) => {
  it('owns exactly the filter keys the list counts on its Filters button', () => {
    expect([...panelKeys(description)].sort()).toEqual([...keys].sort());
  });

  it('names every field, section and choice in the catalogue', () => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (typeof english(key) !== 'string') missing.push(key);
    };
    for (const entry of description.fields) if (isSection(entry)) need(entry.section);
    for (const field of fieldsOf(description)) {
      need(field.label ?? `resources.${resource}.fields.${field.source}`);
      if ((field.kind === 'choices' || field.kind === 'select') && field.translateChoice !== false) field.choices.forEach((choice) => need(choice.name));
      if (field.kind === 'group') {
        for (const part of field.parts) {
          need(part.label ?? 'app.list.filter.address');
          if (part.kind === 'select') need(part.emptyText ?? 'app.list.all');
        }
        field.fixed?.forEach((fixed) => need(fixed.label));
      }
      if (field.kind === 'autocomplete' && field.noOptionsText) need(field.noOptionsText);
    }
    expect(missing).toEqual([]);
  });

  it('reads back what it writes for every field', () => {
    const form = formValuesOf(description, {});
    expect(filterValuesOf(description, form)).toEqual({});
  });
});
