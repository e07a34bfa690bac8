import { endOfDay, isValid, startOfDay } from 'date-fns';
import type { CompanyType } from '../../../shared/companyValues';
import { isCompanyType } from './companyTypes';
import { formatLocalDay, parseLocalDay } from '../../common/localDay';

/**
 * The draft of the company list's Filters panel (spec 001 §2), and its translation to and from the
 * list's filter values, which the dataProvider sends as `filters` entries (spec 001 §7):
 * `locations` (a location id), `type` (a list of types), `isActive` (true/false), `sponsership`
 * (a sponsorship id) and `updatedAt` ('from,to' as ISO times).
 */
export interface CompanyFilterForm {
  location: { id: string; name: string } | null;
  types: CompanyType[];
  status: 'all' | 'active' | 'inactive';
  sponsorship: string;
  /** Local dates, yyyy-MM-dd as a date input gives them; '' when not chosen. */
  from: string;
  to: string;
}

export const EMPTY_FILTER_FORM: CompanyFilterForm = {
  location: null,
  types: [],
  status: 'all',
  sponsorship: '',
  from: '',
  to: '',
};

/** The filter keys the panel owns; the search (`q`) belongs to the search box. */
export const PANEL_FILTER_KEYS = ['locations', 'type', 'isActive', 'sponsership', 'updatedAt'] as const;

function parseDay(value: string): Date | null {
  return parseLocalDay(value);
}

function dayOf(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return isValid(date) ? formatLocalDay(date) : '';
}

/** The panel's draft for the applied filter values; `locationName` is the chosen location's name. */
export function formFromFilterValues(values: Record<string, unknown>, locationName = ''): CompanyFilterForm {
  const location = typeof values.locations === 'string' && values.locations !== '' ? { id: values.locations, name: locationName } : null;
  const rawTypes = Array.isArray(values.type) ? values.type : values.type === undefined ? [] : [values.type];
  const status = values.isActive === true || values.isActive === 'true' ? 'active' : values.isActive === false || values.isActive === 'false' ? 'inactive' : 'all';
  const [from, to] = typeof values.updatedAt === 'string' ? values.updatedAt.split(',') : [];
  return {
    location,
    types: rawTypes.filter(isCompanyType),
    status,
    sponsorship: typeof values.sponsership === 'string' ? values.sponsership : '',
    from: dayOf(from),
    to: dayOf(to),
  };
}

/**
 * The filter values of a draft. The date range runs from the start of the local 'from' day to the
 * end of the local 'to' day, 23:59:59.999 (spec 001 §5, §9), both sent as ISO times; a range with
 * one date only is open on the other side.
 */
export function filterValuesFromForm(form: CompanyFilterForm): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (form.location) values.locations = form.location.id;
  if (form.types.length > 0) values.type = [...form.types];
  if (form.status !== 'all') values.isActive = form.status === 'active';
  if (form.sponsorship) values.sponsership = form.sponsorship;
  const from = parseDay(form.from);
  const to = parseDay(form.to);
  // Either side may be left open ('from,' or ',to').
  if (from || to) values.updatedAt = `${from ? startOfDay(from).toISOString() : ''},${to ? endOfDay(to).toISOString() : ''}`;
  return values;
}

/** The i18n key of what is wrong with the draft, or undefined when it can be applied. */
export function validateFilterForm(form: CompanyFilterForm): string | undefined {
  const from = form.from === '' ? undefined : parseDay(form.from);
  const to = form.to === '' ? undefined : parseDay(form.to);
  if (from === null || to === null) return 'app.companies.filters.invalidDate';
  if (from && to && from > to) return 'app.companies.filters.invalidRange';
  return undefined;
}

/** Whether two drafts ask for the same list (a location by its id; types in any order). */
export function sameFilterForm(a: CompanyFilterForm, b: CompanyFilterForm): boolean {
  const key = (form: CompanyFilterForm) =>
    JSON.stringify([form.location?.id ?? '', [...form.types].sort(), form.status, form.sponsorship, form.from, form.to]);
  return key(a) === key(b);
}

/** The applied filter values without the panel's keys (the search stays). */
export function withoutPanelFilters(values: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...values };
  for (const key of PANEL_FILTER_KEYS) delete rest[key];
  return rest;
}
