import { endOfDay, isValid, startOfDay } from 'date-fns';
import { DEFAULT_COUNTRY } from '../../../shared/addressValues';
import {
  ETHICS_STATUSES,
  GENERATIONS,
  L_MEMBER_STATUSES,
  MCPE_ACCESS_TYPES,
  MEMBER_STATUSES,
  MISC_STATUSES,
  ORIENTATION_STATUSES,
  REALTOR_ASSOCIATIONS,
  USER_MULTI_FIELDS,
  USER_ROLES,
  USER_TEXT_FILTERS,
  type HomeAddressFilterValue,
  type LocationFilterValue,
} from '../../../shared/userValues';
import { formatLocalDay, parseLocalDay } from '../../common/localDay';
import { PANEL_FILTER_KEYS } from './userFilterCount';

/**
 * The draft of the user list's Filters panel (spec 000 §2 'User filter fields') and its translation
 * to and from the list's filter values, which the dataProvider sends as `filters` entries in the
 * formats of src/shared/users.ts (USER_FILTER_KEYS).
 */

export type UserTextFilter = (typeof USER_TEXT_FILTERS)[number];

/** Filters chosen from a value list; any of the chosen values matches. */
export const CHOICE_FILTERS = {
  mncarMemberStatus: MEMBER_STATUSES,
  mncarlMemberStatus: L_MEMBER_STATUSES,
  mncarMiscellaneousStatus: MISC_STATUSES,
  mcpeAccessType: MCPE_ACCESS_TYPES,
  generation: GENERATIONS,
  MemberOfFollowingREALTORAssociation: REALTOR_ASSOCIATIONS,
  ...USER_MULTI_FIELDS,
} as const;
export type ChoiceFilter = keyof typeof CHOICE_FILTERS;
export const CHOICE_FILTER_KEYS = Object.keys(CHOICE_FILTERS) as ChoiceFilter[];

/** Filters of records chosen in a picker: companies ('Select Company'), roles, support staff. */
export const PICKED_FILTERS = ['companyName', 'roles', 'supportStaff'] as const;
export type PickedFilter = (typeof PICKED_FILTERS)[number];

export const RANGE_FILTERS = ['createdAt', 'dob', 'industryExperience'] as const;
export type RangeFilter = (typeof RANGE_FILTERS)[number];

export interface PickedRecord {
  id: string;
  /** '' until known (a filter from the URL or a saved query is looked up). */
  name: string;
}

export interface Range {
  /** Dates as yyyy-MM-dd (what a date input gives), numbers as typed; '' when not chosen. */
  from: string;
  to: string;
}

export interface AddressFilterParts {
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface LocationFilterForm {
  name: string;
  nrdsId: string;
  fax: string;
  physicalAddress: AddressFilterParts;
  mailingAddress: AddressFilterParts;
}

export interface HomeAddressFilterForm {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}

export type YesNoAll = 'all' | 'Yes' | 'No';

export interface UserFilterForm {
  createdAt: Range;
  dob: Range;
  industryExperience: Range;
  isActive: 'all' | 'active' | 'inactive';
  role: 'all' | (typeof USER_ROLES)[number];
  alowMcpeAccess: YesNoAll;
  billToHomeAddress: YesNoAll;
  ethics: 'all' | (typeof ETHICS_STATUSES)[number];
  orientation: 'all' | (typeof ORIENTATION_STATUSES)[number];
  text: Record<UserTextFilter, string>;
  choices: Record<ChoiceFilter, string[]>;
  picked: Record<PickedFilter, PickedRecord[]>;
  location: LocationFilterForm;
  homeAddress: HomeAddressFilterForm;
}

const EMPTY_RANGE: Range = { from: '', to: '' };
const EMPTY_ADDRESS: AddressFilterParts = { addressLine1: '', city: '', state: '', zipCode: '' };
export const EMPTY_LOCATION: LocationFilterForm = { name: '', nrdsId: '', fax: '', physicalAddress: EMPTY_ADDRESS, mailingAddress: EMPTY_ADDRESS };
export const EMPTY_HOME_ADDRESS: HomeAddressFilterForm = { address1: '', address2: '', city: '', state: '', postalCode: '' };

export const EMPTY_FILTER_FORM: UserFilterForm = {
  createdAt: EMPTY_RANGE,
  dob: EMPTY_RANGE,
  industryExperience: EMPTY_RANGE,
  isActive: 'all',
  role: 'all',
  alowMcpeAccess: 'all',
  billToHomeAddress: 'all',
  ethics: 'all',
  orientation: 'all',
  text: Object.fromEntries(USER_TEXT_FILTERS.map((key) => [key, ''])) as Record<UserTextFilter, string>,
  choices: Object.fromEntries(CHOICE_FILTER_KEYS.map((key) => [key, []])) as unknown as Record<ChoiceFilter, string[]>,
  picked: { companyName: [], roles: [], supportStaff: [] },
  location: EMPTY_LOCATION,
  homeAddress: EMPTY_HOME_ADDRESS,
};

export { countAppliedFilters, PANEL_FILTER_KEYS } from './userFilterCount';

/** The home-address filter's country is fixed (spec 000 §2). */
export const HOME_COUNTRY = DEFAULT_COUNTRY;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_NUMBER = /^\d+$/;

function parseDay(value: string): Date | null {
  return parseLocalDay(value);
}

/** The local day of an ISO time, or the day itself when it is one already. */
function dayOf(value: string | undefined): string {
  if (!value) return '';
  if (DAY.test(value)) return value;
  const date = new Date(value);
  return isValid(date) ? formatLocalDay(date) : '';
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value]);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function rangeOf(value: unknown, day: boolean): Range {
  const [from = '', to = ''] = (Array.isArray(value) ? value.map(textOf) : textOf(value).split(',')).map((part) => part.trim());
  return day ? { from: dayOf(from), to: dayOf(to) } : { from, to };
}

function oneOf<T extends string>(value: unknown, values: readonly T[], fallback: T): T {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function yesNoOf(value: unknown): YesNoAll {
  if (value === true || (typeof value === 'string' && /^(yes|true)$/i.test(value))) return 'Yes';
  if (value === false || (typeof value === 'string' && /^(no|false)$/i.test(value))) return 'No';
  return 'all';
}

function addressOf(value: unknown): AddressFilterParts {
  const parts = isObject(value) ? value : {};
  return { addressLine1: textOf(parts.addressLine1), city: textOf(parts.city), state: textOf(parts.state), zipCode: textOf(parts.zipCode) };
}

/**
 * The panel's draft for the applied filter values; `names` gives the names of the picked records
 * it knows (companies, roles and users by id).
 */
export function formFromFilterValues(values: Record<string, unknown>, names: Record<string, string> = {}): UserFilterForm {
  const location = isObject(values.location) ? values.location : {};
  const home = isObject(values.homeAddress) ? values.homeAddress : {};
  const picked = (key: PickedFilter) =>
    listOf(values[key])
      .filter((id): id is string => typeof id === 'string' && id !== '')
      .map((id) => ({ id, name: Object.hasOwn(names, id) ? names[id] : '' }));
  const isActive = values.isActive === true || /^(true|active)$/i.test(textOf(values.isActive)) ? 'active'
    : values.isActive === false || /^(false|inactive)$/i.test(textOf(values.isActive)) ? 'inactive'
      : 'all';
  return {
    createdAt: rangeOf(values.createdAt, true),
    dob: rangeOf(values.dob, true),
    industryExperience: rangeOf(values.industryExperience, false),
    isActive,
    role: oneOf(values.role, ['all', ...USER_ROLES], 'all'),
    alowMcpeAccess: yesNoOf(values.alowMcpeAccess),
    billToHomeAddress: yesNoOf(values.billToHomeAddress),
    ethics: oneOf(values.ethics, ['all', ...ETHICS_STATUSES], 'all'),
    orientation: oneOf(values.orientation, ['all', ...ORIENTATION_STATUSES], 'all'),
    text: Object.fromEntries(USER_TEXT_FILTERS.map((key) => [key, textOf(values[key])])) as Record<UserTextFilter, string>,
    choices: Object.fromEntries(
      CHOICE_FILTER_KEYS.map((key) => [
        key,
        listOf(values[key]).filter((v): v is string => typeof v === 'string' && (CHOICE_FILTERS[key] as readonly string[]).includes(v)),
      ]),
    ) as unknown as Record<ChoiceFilter, string[]>,
    picked: { companyName: picked('companyName'), roles: picked('roles'), supportStaff: picked('supportStaff') },
    location: {
      name: textOf(location.name),
      nrdsId: textOf(location.nrdsId),
      fax: textOf(location.fax),
      physicalAddress: addressOf(location.physicalAddress),
      mailingAddress: addressOf(location.mailingAddress),
    },
    homeAddress: {
      address1: textOf(home.address1),
      address2: textOf(home.address2),
      city: textOf(home.city),
      state: textOf(home.state),
      postalCode: textOf(home.postalCode),
    },
  };
}

/** The chosen parts of an object filter, trimmed; undefined when nothing is chosen. */
function chosenParts<T extends object>(parts: T): Partial<T> | undefined {
  const chosen = Object.fromEntries(
    Object.entries(parts)
      .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value] as const)
      .filter(([, value]) => value !== '' && value !== undefined),
  );
  return Object.keys(chosen).length > 0 ? (chosen as Partial<T>) : undefined;
}

function rangeValue(range: Range, kind: RangeFilter): string | undefined {
  const from = range.from.trim();
  const to = range.to.trim();
  if (!from && !to) return undefined;
  if (kind === 'createdAt') {
    // The local day's start and end as ISO times: the 'to' day runs to 23:59:59.999 (spec 000 §5).
    const start = parseDay(from);
    const end = parseDay(to);
    return `${start ? startOfDay(start).toISOString() : ''},${end ? endOfDay(end).toISOString() : ''}`;
  }
  // Birthdays are dates without a time; the server compares them as dates.
  return `${from},${to}`;
}

/** The list's filter values of a draft, in the formats of USER_FILTER_KEYS. */
export function filterValuesFromForm(form: UserFilterForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of RANGE_FILTERS) {
    const value = rangeValue(form[key], key);
    if (value) values[key] = value;
  }
  if (form.isActive !== 'all') values.isActive = form.isActive === 'active';
  if (form.role !== 'all') values.role = form.role;
  for (const key of ['alowMcpeAccess', 'billToHomeAddress', 'ethics', 'orientation'] as const) {
    if (form[key] !== 'all') values[key] = form[key];
  }
  for (const key of USER_TEXT_FILTERS) {
    const text = form.text[key].trim();
    if (text) values[key] = text;
  }
  for (const key of CHOICE_FILTER_KEYS) {
    if (form.choices[key].length > 0) values[key] = [...form.choices[key]];
  }
  for (const key of PICKED_FILTERS) {
    if (form.picked[key].length > 0) values[key] = form.picked[key].map((record) => record.id);
  }
  const { physicalAddress, mailingAddress, ...locationOwn } = form.location;
  const location: LocationFilterValue = {
    ...chosenParts(locationOwn),
    ...(chosenParts(physicalAddress) ? { physicalAddress: chosenParts(physicalAddress) } : {}),
    ...(chosenParts(mailingAddress) ? { mailingAddress: chosenParts(mailingAddress) } : {}),
  };
  if (Object.keys(location).length > 0) values.location = location;
  const home = chosenParts(form.homeAddress);
  // The country is fixed, so it goes with the other parts rather than alone.
  if (home) values.homeAddress = { ...home, country: HOME_COUNTRY } satisfies HomeAddressFilterValue;
  return values;
}

export type FilterErrors = Partial<Record<RangeFilter, string>>;

/** The i18n keys of what is wrong with the draft's ranges; empty when it can be applied. */
export function validateFilterForm(form: UserFilterForm): FilterErrors {
  const errors: FilterErrors = {};
  for (const key of ['createdAt', 'dob'] as const) {
    const { from, to } = form[key];
    const start = from === '' ? undefined : parseDay(from);
    const end = to === '' ? undefined : parseDay(to);
    if (start === null || end === null) errors[key] = 'app.users.filters.invalidDate';
    else if (start && end && start > end) errors[key] = 'app.users.filters.invalidDateRange';
  }
  const { from, to } = form.industryExperience;
  if ((from !== '' && !WHOLE_NUMBER.test(from.trim())) || (to !== '' && !WHOLE_NUMBER.test(to.trim()))) {
    errors.industryExperience = 'app.users.filters.invalidNumber';
  } else if (from !== '' && to !== '' && Number(from) > Number(to)) {
    errors.industryExperience = 'app.users.filters.invalidNumberRange';
  }
  return errors;
}

/** Whether two drafts ask for the same list (picked records by id, lists in any order). */
export function sameFilterForm(a: UserFilterForm, b: UserFilterForm): boolean {
  const key = (form: UserFilterForm) => {
    const values = filterValuesFromForm(form);
    const sorted = Object.keys(values)
      .sort()
      .map((name) => {
        const value = values[name];
        return [name, Array.isArray(value) ? [...(value as string[])].sort() : value];
      });
    return JSON.stringify(sorted);
  };
  return key(a) === key(b);
}

/** The applied filter values without the panel's keys (the search stays). */
export function withoutPanelFilters(values: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...values };
  for (const key of PANEL_FILTER_KEYS) delete rest[key];
  return rest;
}
