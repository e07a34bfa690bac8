import type { FieldLimits } from './fieldValues';

/** Without zod, which stays off the screens' first download; src/shared/companies.ts builds the schemas. */

// ---------------------------------------------------------------- value lists

export const COMPANY_TYPES = ['Broker', 'Consultant', 'Appraisal', 'Developer', 'Investments', 'Design/Architecture', 'Other'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const LOCATION_TYPES = ['corporate', 'branch', 'other'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const MARKETS = ['twinCities', 'stCloud', 'rochester', 'duluth'] as const;
export type Market = (typeof MARKETS)[number];

export const LOCATION_MCPE_ACCESS_TYPES = ['billable', 'adn', 'staff', 'support'] as const;
export type LocationMcpeAccessType = (typeof LOCATION_MCPE_ACCESS_TYPES)[number];

export const MCPE_STATUSES = ['nostatus', 'active', 'inactive', 'pending', 'suspended', 'terminated'] as const;
export type McpeStatus = (typeof MCPE_STATUSES)[number];

export const YES_NO = ['Yes', 'No'] as const;
export type YesNo = (typeof YES_NO)[number];

// ---------------------------------------------------------------- NRDS ids

export const NRDS_PREFIX = '5022';
export const NRDS_RANDOM_MIN = 10000;
export const NRDS_RANDOM_MAX = 99999;
export const NRDS_PATTERN = /^\d{4,15}$/;

/** 'Auto NRDS' for a location without one: 5022 and five random digits. */
export function autoNrdsId(random: () => number = Math.random): string {
  const n = NRDS_RANDOM_MIN + Math.floor(random() * (NRDS_RANDOM_MAX - NRDS_RANDOM_MIN + 1));
  return `${NRDS_PREFIX}${n}`;
}

// ---------------------------------------------------------------- limits and list keys

export const COMPANY_LIMITS = { name: 200, websiteUrl: 500, description: 100_000 } as const satisfies FieldLimits;

/** Value formats: docs/API.md, "List calls". */
export const COMPANY_FILTER_KEYS = ['type', 'isActive', 'sponsership', 'locations', 'updatedAt'] as const;
export const COMPANY_SORT_KEYS = ['createdAt', 'updatedAt', 'name', 'nameInLower', 'type', 'isActive', 'locationCount', 'membersCount'] as const;

/** Addresses: ADDRESS_LIMITS. */
export const LOCATION_LIMITS = {
  name: 200,
  website: 500,
  phoneNumber: 30,
  fax: 30,
  contactName: 200,
  contactPhone: 30,
  designatedRealtorName: 200,
  designatedRealtorEmail: 254,
  designatedRealtorPhone: 30,
  description: 100_000,
} as const satisfies FieldLimits;

export const LOCATION_SORT_KEYS = ['createdAt', 'updatedAt', 'name', 'nrdsId', 'type'] as const;

export const SPONSORSHIP_LIMITS = { name: 100, position: { min: 0, max: 100_000 } } as const satisfies FieldLimits;

export const SPONSORSHIP_SORT_KEYS = ['position', 'name', 'nameInLower', 'companyCount', 'createdAt', 'isActive'] as const;
