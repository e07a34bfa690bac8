import {
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
} from '../../../shared/payments';
import { parseLocalDay } from '../../common/localDay';

/**
 * The draft of the payment list's Filters panel and its translation to and from the list's filter
 * values, which the dataProvider sends as `filters` entries (PAYMENT_FILTER_KEYS): `paidOn`
 * ('from,to', YYYY-MM-DD days, either side open), `purpose`, `status` and `method` (lists), `user`
 * and `company` (an id).
 */
export interface PickedRecord {
  id: string;
  /** '' until known (a filter from the URL is looked up). */
  name: string;
}

export interface PaymentFilterForm {
  /** yyyy-MM-dd as a date input gives them; '' when not chosen. */
  from: string;
  to: string;
  purposes: PaymentPurpose[];
  statuses: PaymentStatus[];
  methods: PaymentMethod[];
  user: PickedRecord | null;
  company: PickedRecord | null;
}

export const EMPTY_FILTER_FORM: PaymentFilterForm = {
  from: '',
  to: '',
  purposes: [],
  statuses: [],
  methods: [],
  user: null,
  company: null,
};

/** The filter keys the panel owns; the search (`q`) belongs to the search box. */
export const PANEL_FILTER_KEYS = ['paidOn', 'purpose', 'status', 'method', 'user', 'company'] as const;

function isDay(value: string): boolean {
  return parseLocalDay(value) !== null;
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? value.split(',') : [];

function valuesOf<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  return listOf(value).filter((item): item is T => typeof item === 'string' && (allowed as readonly string[]).includes(item));
}

function pickedOf(value: unknown, names: Record<string, string>): PickedRecord | null {
  if (typeof value !== 'string' || value === '') return null;
  return { id: value, name: Object.hasOwn(names, value) ? names[value] : '' };
}

/** The panel's draft for the applied filter values; `names` gives the names it knows by id. */
export function formFromFilterValues(values: Record<string, unknown>, names: Record<string, string> = {}): PaymentFilterForm {
  const [from = '', to = ''] = typeof values.paidOn === 'string' ? values.paidOn.split(',').map((part) => part.trim()) : [];
  return {
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    purposes: valuesOf(values.purpose, PAYMENT_PURPOSES),
    statuses: valuesOf(values.status, PAYMENT_STATUSES),
    methods: valuesOf(values.method, PAYMENT_METHODS),
    user: pickedOf(values.user, names),
    company: pickedOf(values.company, names),
  };
}

/** The list's filter values of a draft. */
export function filterValuesFromForm(form: PaymentFilterForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (form.from || form.to) values.paidOn = `${form.from},${form.to}`;
  if (form.purposes.length > 0) values.purpose = [...form.purposes];
  if (form.statuses.length > 0) values.status = [...form.statuses];
  if (form.methods.length > 0) values.method = [...form.methods];
  if (form.user) values.user = form.user.id;
  if (form.company) values.company = form.company.id;
  return values;
}

/** The i18n key of what is wrong with the draft, or undefined when it can be applied. */
export function validateFilterForm(form: PaymentFilterForm): string | undefined {
  if ((form.from !== '' && !isDay(form.from)) || (form.to !== '' && !isDay(form.to))) return 'app.payments.filters.invalidDate';
  // Days as yyyy-MM-dd compare as text.
  if (form.from && form.to && form.from > form.to) return 'app.payments.filters.invalidRange';
  return undefined;
}

/** Whether two drafts ask for the same list (records by id, lists in any order). */
export function sameFilterForm(a: PaymentFilterForm, b: PaymentFilterForm): boolean {
  const key = (form: PaymentFilterForm) =>
    JSON.stringify([
      form.from,
      form.to,
      [...form.purposes].sort(),
      [...form.statuses].sort(),
      [...form.methods].sort(),
      form.user?.id ?? '',
      form.company?.id ?? '',
    ]);
  return key(a) === key(b);
}

/** The applied filter values without the panel's keys (the search stays). */
export function withoutPanelFilters(values: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...values };
  for (const key of PANEL_FILTER_KEYS) delete rest[key];
  return rest;
}
