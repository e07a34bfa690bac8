import { endOfDay, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  countAppliedFilters,
  EMPTY_FILTER_FORM,
  filterValuesFromForm,
  formFromFilterValues,
  sameFilterForm,
  validateFilterForm,
  withoutPanelFilters,
  type UserFilterForm,
} from '../../../../src/admin/resources/users/userFilterForm';
import { USER_FILTER_KEYS } from '../../../../src/shared/users';

const FULL: UserFilterForm = {
  ...EMPTY_FILTER_FORM,
  createdAt: { from: '2024-03-01', to: '2024-03-31' },
  dob: { from: '1980-01-01', to: '' },
  industryExperience: { from: '', to: '10' },
  isActive: 'active',
  role: 'non-member',
  alowMcpeAccess: 'Yes',
  billToHomeAddress: 'No',
  ethics: 'Pending',
  orientation: 'Approved',
  text: { ...EMPTY_FILTER_FORM.text, firstName: ' Ann ', adminEmail: 'desk@' },
  choices: { ...EMPTY_FILTER_FORM.choices, groups: ['Broker', 'Realtor'], generation: ['Millennial'] },
  picked: { companyName: [{ id: 'c1', name: 'Acme' }], roles: [], supportStaff: [{ id: 'u9', name: 'Sam' }] },
  location: { ...EMPTY_FILTER_FORM.location, nrdsId: '5022', mailingAddress: { addressLine1: '', city: '', state: 'MN', zipCode: '' } },
  homeAddress: { ...EMPTY_FILTER_FORM.homeAddress, postalCode: '554' },
};

describe('userFilterForm', () => {
  it('turns a draft into the filter values of the users API, leaving out what is not chosen', () => {
    expect(filterValuesFromForm(EMPTY_FILTER_FORM)).toEqual({});
    expect(filterValuesFromForm(FULL)).toEqual({
      createdAt: `${startOfDay(new Date(2024, 2, 1)).toISOString()},${endOfDay(new Date(2024, 2, 31)).toISOString()}`,
      dob: '1980-01-01,',
      industryExperience: ',10',
      isActive: true,
      role: 'non-member',
      alowMcpeAccess: 'Yes',
      billToHomeAddress: 'No',
      ethics: 'Pending',
      orientation: 'Approved',
      firstName: 'Ann',
      adminEmail: 'desk@',
      groups: ['Broker', 'Realtor'],
      generation: ['Millennial'],
      companyName: ['c1'],
      supportStaff: ['u9'],
      location: { nrdsId: '5022', mailingAddress: { state: 'MN' } },
      homeAddress: { postalCode: '554', country: 'United States' },
    });
    // Every key it sends is a key of the contract.
    for (const key of Object.keys(filterValuesFromForm(FULL))) expect(USER_FILTER_KEYS).toContain(key);
  });

  it('reads the applied values back into the same draft (URL, saved queries), names from what is known', () => {
    const values = filterValuesFromForm(FULL);
    const back = formFromFilterValues(values, { c1: 'Acme' });
    expect(sameFilterForm(back, FULL)).toBe(true);
    expect(back.createdAt).toEqual({ from: '2024-03-01', to: '2024-03-31' });
    expect(back.picked.companyName).toEqual([{ id: 'c1', name: 'Acme' }]);
    expect(back.picked.supportStaff).toEqual([{ id: 'u9', name: '' }]);
    // Values in other accepted forms: a single id, booleans as text, Yes/No as booleans.
    const loose = formFromFilterValues({ roles: 'r1', isActive: 'false', alowMcpeAccess: true, role: 'nobody', groups: ['Broker', 'Bogus'] });
    expect(loose.picked.roles).toEqual([{ id: 'r1', name: '' }]);
    expect([loose.isActive, loose.alowMcpeAccess, loose.role, loose.choices.groups]).toEqual(['inactive', 'Yes', 'all', ['Broker']]);
  });

  it('checks the ranges: valid dates, whole numbers, from not after to', () => {
    expect(validateFilterForm(FULL)).toEqual({});
    expect(validateFilterForm({ ...FULL, createdAt: { from: '2024-04-01', to: '2024-03-01' } })).toEqual({ createdAt: 'app.users.filters.invalidDateRange' });
    expect(validateFilterForm({ ...FULL, dob: { from: '2024-02-30', to: '' } })).toEqual({ dob: 'app.users.filters.invalidDate' });
    expect(validateFilterForm({ ...FULL, industryExperience: { from: '1.5', to: '' } })).toEqual({ industryExperience: 'app.users.filters.invalidNumber' });
    expect(validateFilterForm({ ...FULL, industryExperience: { from: '-1', to: '' } })).toEqual({ industryExperience: 'app.users.filters.invalidNumber' });
    expect(validateFilterForm({ ...FULL, industryExperience: { from: '9', to: '3' } })).toEqual({ industryExperience: 'app.users.filters.invalidNumberRange' });
  });

  it('compares drafts by what they ask for, and counts and removes only the panel filters', () => {
    const reordered = { ...FULL, choices: { ...FULL.choices, groups: ['Realtor', 'Broker'] }, text: { ...FULL.text, firstName: 'Ann' } };
    expect(sameFilterForm(reordered, FULL)).toBe(true);
    expect(sameFilterForm(FULL, EMPTY_FILTER_FORM)).toBe(false);
    const values = { q: 'ann', ...filterValuesFromForm(FULL), empty: [] };
    expect(countAppliedFilters(values)).toBe(17);
    expect(withoutPanelFilters(values)).toEqual({ q: 'ann', empty: [] });
  });
});
