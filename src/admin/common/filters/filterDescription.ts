import type { ComponentType } from 'react';
import type { RaRecord, SortPayload } from 'react-admin';
import { endOfDay, isValid, startOfDay } from 'date-fns';
import { formatLocalDay, parseLocalDay } from '../localDay';

export { countApplied, isChosen } from './filterCount';

/**
 * A list's Filters panel, described as data, so that one panel (FilterForm.tsx) draws every list's.
 * The functions here turn applied filter values into the form's values and back, so that a filter
 * given in the URL or a saved query shows in the panel as if chosen there.
 *
 * `source` is the filter value's key, or a dotted path into an object value ('location.name');
 * `label` is an i18n key, by default `resources.<resource>.fields.<source>`.
 */

/** One option of a value list; `name` is an i18n key unless the field says `translateChoice: false`. */
export interface FilterChoice {
  id: string;
  name: string;
}

/** A picker dialog choosing one record (CompanyPickerDialog, RolePickerDialog, ...). */
export interface FilterPickerProps {
  open: true;
  onClose: () => void;
  onSelect: (record: { id?: unknown; _id?: unknown; name: string }) => void;
  selectedIds: string[];
}

interface FieldBase {
  source: string;
  label?: string;
}

/** A part of the field's text, case-insensitive. */
export interface TextFilter extends FieldBase {
  kind: 'text';
}

/** Any of the chosen values (a list in the filter value). */
export interface ChoicesFilter extends FieldBase {
  kind: 'choices';
  choices: FilterChoice[];
  /** false when the names are shown as they are (the product's fixed value lists). */
  translateChoice?: boolean;
}

/** One value, or 'All' (nothing chosen). */
export interface SelectFilter extends FieldBase {
  kind: 'select';
  choices: FilterChoice[];
  translateChoice?: boolean;
  /** The i18n key of the option that restricts nothing; 'All' by default. */
  emptyText?: string;
  /** The choice's id for an applied value (e.g. `true` → 'true'); '' when none matches. */
  read?: (value: unknown) => string;
  /** The filter value of a choice's id (e.g. 'true' → `true`). */
  write?: (id: string) => unknown;
}

/** A 'from'/'to' pair of days, either side open; sent as 'from,to'. */
export interface DateRangeFilter extends FieldBase {
  kind: 'dateRange';
  /** Send the local days' start and end (23:59:59.999) as ISO times rather than the days. */
  times?: boolean;
}

/** A 'from'/'to' pair of whole numbers, either side open; sent as 'from,to'. */
export interface NumberRangeFilter extends FieldBase {
  kind: 'numberRange';
}

/** Records chosen in a picker dialog, shown by name; one id, or a list with `multiple`. */
export interface PickedFilter extends FieldBase {
  kind: 'picked';
  /** The resource the ids belong to, to name the records applied from the URL. */
  reference: string;
  multiple?: boolean;
  picker: ComponentType<FilterPickerProps>;
}

/** One record of a resource, found by typing (react-admin's ReferenceInput + AutocompleteInput). */
export interface AutocompleteFilter extends FieldBase {
  kind: 'autocomplete';
  reference: string;
  optionText: (record: RaRecord) => string;
  sort: SortPayload;
  /** The i18n key shown when the search finds nothing. */
  noOptionsText?: string;
}

/** One record of a short resource, from a select (react-admin's ReferenceInput + SelectInput). */
export interface ReferenceSelectFilter extends FieldBase {
  kind: 'referenceSelect';
  reference: string;
  sort: SortPayload;
  /** How many records the select lists (the whole resource). */
  perPage: number;
  optionText: string;
}

/** Several inputs that form one filter (an address): one legend, one delete icon. */
export interface GroupFilter extends FieldBase {
  kind: 'group';
  /** Text or select parts; their sources are relative to the group's. */
  parts: readonly (TextFilter | SelectFilter)[];
  /** Parts shown read-only and sent with the others when any is chosen (a fixed country). */
  fixed?: readonly { source: string; label: string; value: string }[];
}

export type FilterField =
  | TextFilter
  | ChoicesFilter
  | SelectFilter
  | DateRangeFilter
  | NumberRangeFilter
  | PickedFilter
  | AutocompleteFilter
  | ReferenceSelectFilter
  | GroupFilter;

/** A titled group of fields (the user panel's sections). */
export interface FilterSection {
  section: string;
  fields: readonly FilterField[];
}

export interface FilterDescription {
  /** The panel's fields, or its sections of fields. */
  fields: readonly (FilterField | FilterSection)[];
  /** The panel's width in pixels on a wide screen. */
  width: number;
}

export type FormValues = Record<string, unknown>;
export interface RangeValue {
  from: string;
  to: string;
}

export const isSection = (entry: FilterField | FilterSection): entry is FilterSection => 'section' in entry;

/** Every field of a description, in order. */
export function fieldsOf(description: FilterDescription): FilterField[] {
  return description.fields.flatMap((entry) => (isSection(entry) ? entry.fields : [entry]));
}

/** The filter keys a description owns: the first part of each source. */
export function panelKeys(description: FilterDescription): string[] {
  return [...new Set(fieldsOf(description).map((field) => field.source.split('.')[0]))];
}

export function getPath(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setPath(values: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = values;
  for (const key of keys.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[keys[keys.length - 1]] = value;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** A one-or-many value as a list: a list, or 'a,b' from a URL. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : textOf(value).split(',');

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_NUMBER = /^\d+$/;

/** The local day of an ISO time, or the day itself. */
function dayOf(value: string): string {
  if (!value || DAY.test(value)) return value;
  const date = new Date(value);
  return isValid(date) ? formatLocalDay(date) : '';
}

function rangeOf(value: unknown): [string, string] {
  const [from = '', to = ''] = (Array.isArray(value) ? value.map(textOf) : textOf(value).split(',')).map((part) => part.trim());
  return [from, to];
}

/**
 * The filter value of a range of local days (yyyy-MM-dd, either side may be ''): 'from,to', or with
 * `times` the start of the 'from' day and the end of the 'to' day (23:59:59.999) as ISO times.
 * Undefined when both sides are empty.
 */
export function dateRangeValue(fromDay: string, toDay: string, times = false): string | undefined {
  const from = fromDay.trim();
  const to = toDay.trim();
  if (!from && !to) return undefined;
  if (!times) return `${from},${to}`;
  const start = parseLocalDay(from);
  const end = parseLocalDay(to);
  return `${start ? startOfDay(start).toISOString() : ''},${end ? endOfDay(end).toISOString() : ''}`;
}

/** The form's value of one field for an applied filter value. */
function readField(field: FilterField, value: unknown): unknown {
  switch (field.kind) {
    case 'text':
      return textOf(value);
    case 'choices':
      return listOf(value).filter((item) => field.choices.some((choice) => choice.id === item));
    case 'select': {
      const id = field.read ? field.read(value) : textOf(value);
      return field.choices.some((choice) => choice.id === id) ? id : '';
    }
    case 'dateRange': {
      const [from, to] = rangeOf(value);
      return { from: dayOf(from), to: dayOf(to) } satisfies RangeValue;
    }
    case 'numberRange': {
      const [from, to] = rangeOf(value);
      return { from, to } satisfies RangeValue;
    }
    case 'picked': {
      const ids = listOf(value).filter((id): id is string => typeof id === 'string' && id !== '');
      return field.multiple ? ids : (ids[0] ?? '');
    }
    case 'autocomplete':
    case 'referenceSelect':
      // A list from a link is taken by its first id.
      return textOf(listOf(value)[0]);
    case 'group':
      return Object.fromEntries(field.parts.map((part) => [part.source, readField(part, getPath(value, part.source))]));
  }
}

/** The filter value of one field's form value; undefined when it restricts nothing. */
function writeField(field: FilterField, value: unknown): unknown {
  switch (field.kind) {
    case 'text': {
      const text = textOf(value).trim();
      return text || undefined;
    }
    case 'choices': {
      // In the value list's order, whatever the order of choosing.
      const chosen = field.choices.map((choice) => choice.id).filter((id) => listOf(value).includes(id));
      return chosen.length > 0 ? chosen : undefined;
    }
    case 'select': {
      const id = textOf(value);
      if (!id) return undefined;
      return field.write ? field.write(id) : id;
    }
    case 'dateRange':
      return dateRangeValue(textOf(getPath(value, 'from')), textOf(getPath(value, 'to')), field.times);
    case 'numberRange': {
      const from = textOf(getPath(value, 'from')).trim();
      const to = textOf(getPath(value, 'to')).trim();
      return from || to ? `${from},${to}` : undefined;
    }
    case 'picked': {
      const ids = listOf(value).filter((id): id is string => typeof id === 'string' && id !== '');
      if (ids.length === 0) return undefined;
      return field.multiple ? ids : ids[0];
    }
    case 'autocomplete':
    case 'referenceSelect':
      return textOf(value) || undefined;
    case 'group': {
      const parts: Record<string, unknown> = {};
      for (const part of field.parts) {
        const partValue = writeField(part, getPath(value, part.source));
        if (partValue !== undefined) parts[part.source] = partValue;
      }
      if (Object.keys(parts).length === 0) return undefined;
      for (const fixed of field.fixed ?? []) parts[fixed.source] = fixed.value;
      return parts;
    }
  }
}

/** What a field's inputs hold when nothing is chosen. */
export function emptyValueOf(field: FilterField): unknown {
  return readField(field, undefined);
}

/** The form's values for the applied filter values. */
export function formValuesOf(description: FilterDescription, filterValues: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fieldsOf(description)) setPath(values, field.source, readField(field, getPath(filterValues, field.source)));
  return values;
}

/** The list's filter values of the form's values (only what restricts the list). */
export function filterValuesOf(description: FilterDescription, formValues: FormValues): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fieldsOf(description)) {
    const value = writeField(field, getPath(formValues, field.source));
    if (value !== undefined) setPath(values, field.source, value);
  }
  return values;
}

/** The i18n key of what is wrong with a field's value, or undefined. */
export function fieldError(field: FilterField, value: unknown): string | undefined {
  if (field.kind !== 'dateRange' && field.kind !== 'numberRange') return undefined;
  const from = textOf(getPath(value, 'from')).trim();
  const to = textOf(getPath(value, 'to')).trim();
  if (field.kind === 'dateRange') {
    const start = from === '' ? undefined : parseLocalDay(from);
    const end = to === '' ? undefined : parseLocalDay(to);
    if (start === null || end === null) return 'app.list.filter.invalidDate';
    if (start && end && start > end) return 'app.list.filter.invalidDateRange';
    return undefined;
  }
  if ((from !== '' && !WHOLE_NUMBER.test(from)) || (to !== '' && !WHOLE_NUMBER.test(to))) return 'app.list.filter.invalidNumber';
  if (from !== '' && to !== '' && Number(from) > Number(to)) return 'app.list.filter.invalidNumberRange';
  return undefined;
}

/** Whether the form's values can be applied (every range valid). */
export function isValidForm(description: FilterDescription, formValues: FormValues): boolean {
  return fieldsOf(description).every((field) => fieldError(field, getPath(formValues, field.source)) === undefined);
}

/** A comparable text of filter values: keys and lists in a fixed order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (Array.isArray(item)) return [...item].map(String).sort();
    if (typeof item === 'object' && item !== null) {
      return Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)));
    }
    return item;
  });
}

/** Whether two sets of filter values ask for the same list. */
export function sameFilters(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return canonical(a) === canonical(b);
}

/** The applied filter values without the panel's keys (the search stays). */
export function withoutKeys(values: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const rest: Record<string, unknown> = { ...values };
  for (const key of keys) delete rest[key];
  return rest;
}

/** The Active Status filter: All, Active, Inactive, sent as `true`/`false`. */
export function activeFilter(source = 'isActive', label?: string): SelectFilter {
  return {
    kind: 'select',
    source,
    label,
    choices: [
      { id: 'true', name: 'app.status.active' },
      { id: 'false', name: 'app.status.inactive' },
    ],
    read: (value) =>
      value === true || /^(true|active)$/i.test(textOf(value)) ? 'true' : value === false || /^(false|inactive)$/i.test(textOf(value)) ? 'false' : '',
    write: (id) => id === 'true',
  };
}

/** The choices of a value list whose names are shown as they are. */
export const listChoices = (values: readonly string[]): FilterChoice[] => values.map((value) => ({ id: value, name: value }));
