import type { Company, CompanyBody } from '../../../shared/companies';

/** A company as react-admin holds it: the API's record with `id` beside `_id`. */
export type CompanyRecord = Company & { id: string };

/** A location of the company screen's list: its id and the name shown. */
export interface CompanyLocationRow {
  _id: string;
  name: string;
}

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

/**
 * The payload of POST /company/create and PUT /company/update/{id}, shared by create, edit and the
 * re-save after a location is removed (spec 001 §3): only the fields the API takes, with `address`
 * as the location ids, `sponsership` as `[{ sponser: <id> }]` and `isActive` from the status select.
 * Read-only fields (locationCount, membersCount, the location objects, activeStatus, ids, dates)
 * are left out.
 */
export function companyTransform(values: CompanyFormValues): CompanyBody {
  const address = (values.locations ?? []).map((location) => location._id);
  const sponsership = (values.sponsership ?? []).map(({ sponser }) => ({ sponser: sponser._id }));
  return {
    name: (values.name ?? '').trim(),
    type: (values.type ?? '') as CompanyBody['type'],
    isActive: isActiveOf(values),
    websiteUrl: (values.websiteUrl ?? '').trim(),
    description: values.description ?? '',
    logo: values.logo || null,
    address: [...new Set(address)],
    sponsership,
  };
}

/** The list with `row` added, replacing an earlier row of the same location (an edited one). */
export function withLocation(rows: readonly CompanyLocationRow[], row: CompanyLocationRow): CompanyLocationRow[] {
  const index = rows.findIndex((existing) => existing._id === row._id);
  if (index === -1) return [...rows, row];
  return rows.map((existing, i) => (i === index ? row : existing));
}

/** The list with `row` added; an earlier entry of the same sponsor is replaced (spec 001 §4). */
export function withSponsorship(rows: readonly CompanySponsorshipRow[], row: CompanySponsorshipRow): CompanySponsorshipRow[] {
  const index = rows.findIndex((existing) => existing.sponser._id === row.sponser._id);
  if (index === -1) return [...rows, row];
  return rows.map((existing, i) => (i === index ? row : existing));
}

/** The record with the status select's value derived from `isActive` (spec 001 §3: activeStatus). */
export function withActiveStatus<R extends { isActive?: boolean }>(record: R): R & { activeStatus: 'active' | 'inactive' } {
  return { ...record, activeStatus: record.isActive === false ? 'inactive' : 'active' };
}
