import type { Identifier } from 'react-admin';
import type { Address } from '../../../shared/addresses';
import { EMPTY_ADDRESS } from '../../../shared/addressValues';
import { LocationBody, type Location } from '../../../shared/companies';
import {
  LOCATION_MCPE_ACCESS_TYPES,
  LOCATION_TYPES,
  MARKETS,
  MCPE_STATUSES,
  YES_NO,
  type YesNo,
} from '../../../shared/companyValues';

/** A location as react-admin holds it: the API's record plus react-admin's `id`. */
export type LocationRecord = Location & { id: Identifier };

export type LocationFormMode = 'create' | 'edit' | 'view';

/** The form's values: the API's location fields, plus the pay member's name for display. */
export type LocationFormValues = Omit<Location, '_id' | 'companyId' | 'company' | 'createdAt' | 'updatedAt'>;

/** A select's choices: the API's value and the i18n key of its label. */
export interface Choice {
  id: string;
  name: string;
}

const choices = (values: readonly string[], prefix: string): Choice[] =>
  values.map((value) => ({ id: value, name: `${prefix}.${value}` }));

export const TYPE_CHOICES = choices(LOCATION_TYPES, 'app.locations.types');
export const MARKET_CHOICES = choices(MARKETS, 'app.locations.markets');
export const MCPE_ACCESS_TYPE_CHOICES = choices(LOCATION_MCPE_ACCESS_TYPES, 'app.locations.mcpeAccessTypes');
export const MCPE_STATUS_CHOICES = choices(MCPE_STATUSES, 'app.locations.mcpeStatuses');
export const YES_NO_CHOICES: Choice[] = YES_NO.map((value) => ({ id: value, name: `app.locations.yesNo.${value.toLowerCase()}` }));

/** Older records may hold 'yes' or 'no'; the selects offer 'Yes' and 'No'. */
function yesNo(value: string | null | undefined, fallback: YesNo): YesNo {
  if (typeof value !== 'string') return fallback;
  const lower = value.trim().toLowerCase();
  return lower === 'yes' ? 'Yes' : lower === 'no' ? 'No' : fallback;
}

function address(value: Partial<Address> | null | undefined): Address {
  const filled = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(filled) as (keyof Address)[]) {
    const given = value?.[key];
    // The API checks the state code; the form only passes on what it holds.
    if (typeof given === 'string') (filled as Record<keyof Address, string>)[key] = given;
  }
  return filled;
}

/**
 * The form's starting values: the record's, with defaults where it has none (Yes/No fields No,
 * large company Yes, state MN, country United States).
 */
export function toFormValues(record?: Partial<Location> | null): LocationFormValues {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    name: text(record?.name),
    nrdsId: record?.nrdsId ?? null,
    type: (record?.type ?? '') as LocationFormValues['type'],
    payMemberId: record?.payMemberId ?? null,
    payMember: text(record?.payMember),
    website: text(record?.website),
    phoneNumber: text(record?.phoneNumber),
    marketId: (record?.marketId ?? '') as LocationFormValues['marketId'],
    largeCompany: yesNo(record?.largeCompany, 'Yes'),
    mcpeAccessType: record?.mcpeAccessType ?? null,
    allowMcpeAccess: record?.allowMcpeAccess ?? false,
    currentMcpeStatus: record?.currentMcpeStatus ?? 'nostatus',
    currentMcpeStatusDate: record?.currentMcpeStatusDate ?? null,
    fax: text(record?.fax),
    contactName: text(record?.contactName),
    contactPhone: text(record?.contactPhone),
    rawDataFeeds: yesNo(record?.rawDataFeeds, 'No'),
    dataFeedsOffice: yesNo(record?.dataFeedsOffice, 'No'),
    dataFeedsIndividual: yesNo(record?.dataFeedsIndividual, 'No'),
    templates: yesNo(record?.templates, 'No'),
    designatedRealtorId: record?.designatedRealtorId ?? null,
    designatedRealtorName: text(record?.designatedRealtorName),
    designatedRealtorEmail: text(record?.designatedRealtorEmail),
    designatedRealtorPhone: text(record?.designatedRealtorPhone),
    description: text(record?.description),
    isMailingAddressAsPhysicalAddress: record?.isMailingAddressAsPhysicalAddress ?? false,
    physicalAddress: address(record?.physicalAddress),
    mailingAddress: address(record?.mailingAddress),
  };
}

/** The text fields of the API, which take '' (never null) for "empty". */
const TEXT_FIELDS = [
  'name',
  'website',
  'phoneNumber',
  'fax',
  'contactName',
  'contactPhone',
  'designatedRealtorName',
  'designatedRealtorEmail',
  'designatedRealtorPhone',
  'description',
] as const satisfies readonly (keyof LocationBody)[];

/** The fields the create and update calls take (the API's LocationBody), in its order. */
const BODY_FIELDS = Object.keys(LocationBody.shape) as (keyof LocationBody)[];

/**
 * The create and update payload (one transform for both): the API's fields only
 * (the pay member's name is display only), empty texts as '', addresses complete. No company: a
 * location joins its company through the company form (`locationChanges`).
 */
export function toLocationPayload(values: Partial<LocationFormValues>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const source = values as Record<string, unknown>;
  for (const key of BODY_FIELDS) {
    if (key === 'companyId') continue;
    const value = source[key];
    if (value !== undefined) payload[key] = value;
  }
  for (const key of TEXT_FIELDS) payload[key] = typeof source[key] === 'string' ? source[key] : '';
  payload.physicalAddress = address(values.physicalAddress);
  payload.mailingAddress = address(values.mailingAddress);
  return payload;
}

/** A physical address on one line (shared with the table export). */
export { formatAddress } from '../../../shared/formats';
