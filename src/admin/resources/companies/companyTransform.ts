import type { Company, CompanyLocationChanges, CompanyWriteBody, Location } from '../../../shared/companies';
import { toFormValues, toLocationPayload, type LocationFormValues } from '../locations';

/** A company as react-admin holds it: the API's record with `id` beside `_id`. */
export type CompanyRecord = Company & { id: string };

/**
 * A location of the company screen's list, with the form's pending work on it, sent with the
 * company's Update: `create` for a location added in the form (its `_id` a temporary `new-…` key),
 * `update` for a saved one edited, `remove` for a saved one removed (hidden, deleted on Update).
 */
export interface CompanyLocationRow {
  _id: string;
  name: string;
  change?: 'create' | 'update' | 'remove';
  values?: LocationFormValues;
  /** A saved location's version as the form loaded it, sent with its update (a stale one is refused). */
  updatedAt?: string;
  /** Its values as loaded, to tell what this form changed from what someone else did. */
  loaded?: LocationFormValues;
}

/** The temporary key of a location added in the form, until Update gives it an id. */
export const newLocationKey = () => `new-${crypto.randomUUID()}`;

/** A sponsorship of the company screen's list, shaped as the API answers it. */
export interface CompanySponsorshipRow {
  sponser: { _id: string; name: string };
}

/**
 * The values of the company form: the record's fields, the status as a select value, and the
 * locations and sponsorships as lists of rows with the names to show.
 */
export interface CompanyFormValues {
  name?: string;
  type?: string;
  activeStatus?: 'active' | 'inactive' | '';
  /** Read when `activeStatus` is missing (a record straight from the API without it). */
  isActive?: boolean;
  websiteUrl?: string;
  description?: string;
  logo?: string | null;
  locations?: CompanyLocationRow[];
  sponsership?: CompanySponsorshipRow[];
  [key: string]: unknown;
}

/** The create form's starting values: active, no type chosen yet ('--Select--'), no lists. */
export const COMPANY_DEFAULT_VALUES: CompanyFormValues = {
  name: '',
  type: '',
  activeStatus: 'active',
  websiteUrl: '',
  description: '',
  logo: null,
  locations: [],
  sponsership: [],
};

function isActiveOf(values: CompanyFormValues): boolean {
  if (values.activeStatus === 'active') return true;
  if (values.activeStatus === 'inactive') return false;
  return values.isActive !== false;
}

/** The pending location work of the form's rows, as `locationChanges` carries it; none when there is none. */
function locationChangesOf(rows: readonly CompanyLocationRow[]): CompanyLocationChanges | undefined {
  const payload = (row: CompanyLocationRow) => {
    const { companyId: _companyId, ...fields } = toLocationPayload(row.values ?? {});
    return fields as CompanyLocationChanges['create'][number];
  };
  const changes: CompanyLocationChanges = {
    create: rows.filter((row) => row.change === 'create').map(payload),
    update: rows
      .filter((row) => row.change === 'update')
      .map((row) => ({ ...payload(row), _id: row._id, ...(row.updatedAt ? { updatedAt: row.updatedAt } : {}) })),
    remove: rows.filter((row) => row.change === 'remove').map((row) => row._id),
  };
  return changes.create.length + changes.update.length + changes.remove.length > 0 ? changes : undefined;
}

/**
 * The payload of POST /company/create and PUT /company/update/{id}: only the fields the API takes,
 * with `address` as the saved location ids kept and `locationChanges` as the form's pending
 * location work.
 */
export function companyTransform(values: CompanyFormValues): CompanyWriteBody {
  const rows = values.locations ?? [];
  const address = rows.filter((row) => !row.change || row.change === 'update').map((location) => location._id);
  const sponsership = (values.sponsership ?? []).map(({ sponser }) => ({ sponser: sponser._id }));
  const locationChanges = locationChangesOf(rows);
  return {
    name: (values.name ?? '').trim(),
    type: (values.type ?? '') as CompanyWriteBody['type'],
    isActive: isActiveOf(values),
    websiteUrl: (values.websiteUrl ?? '').trim(),
    description: values.description ?? '',
    logo: values.logo || null,
    address: [...new Set(address)],
    sponsership,
    ...(locationChanges ? { locationChanges } : {}),
  };
}

/**
 * The list with the location form's values for `key` (a row's `_id`), or a new row when `key` is
 * none: a new location stays 'create', a saved one becomes 'update', keeping the version of the
 * location the form showed (`loaded`, when it was fetched for the form).
 */
export function withLocation(
  rows: readonly CompanyLocationRow[],
  key: string | null,
  values: LocationFormValues,
  loaded?: Location,
): CompanyLocationRow[] {
  const existing = key ? rows.find((row) => row._id === key) : undefined;
  if (!existing) return [...rows, { _id: newLocationKey(), name: values.name, change: 'create', values }];
  if (existing.change === 'create') return rows.map((row) => (row === existing ? { ...row, name: values.name, values } : row));
  const version = loaded ? { updatedAt: loaded.updatedAt, loaded: toFormValues(loaded) } : {};
  return rows.map((row) => (row === existing ? { ...row, name: values.name, change: 'update', values, ...version } : row));
}

/** The list without `key`: a new location simply goes, a saved one is marked for deletion on Update. */
export function withoutLocation(rows: readonly CompanyLocationRow[], key: string): CompanyLocationRow[] {
  return rows.flatMap((row) => {
    if (row._id !== key) return [row];
    return row.change === 'create' ? [] : [{ _id: row._id, name: row.name, change: 'remove' as const }];
  });
}

/** The list with `row` added; an earlier entry of the same sponsor is replaced. */
export function withSponsorship(rows: readonly CompanySponsorshipRow[], row: CompanySponsorshipRow): CompanySponsorshipRow[] {
  const index = rows.findIndex((existing) => existing.sponser._id === row.sponser._id);
  if (index === -1) return [...rows, row];
  return rows.map((existing, i) => (i === index ? row : existing));
}

/** The record with the status select's value derived from `isActive`. */
export function withActiveStatus<R extends { isActive?: boolean }>(record: R): R & { activeStatus: 'active' | 'inactive' } {
  return { ...record, activeStatus: record.isActive === false ? 'inactive' : 'active' };
}
