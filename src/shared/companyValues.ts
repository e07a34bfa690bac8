import type { FieldLimits } from './fieldValues';

/**
 * The value lists, limits and list keys of companies, locations and sponsorships (spec 001 §3),
 * without zod: the screens import them from here; src/shared/companies.ts builds the schemas.
 */

// ---------------------------------------------------------------- value lists (spec 001 §3)

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

// ---------------------------------------------------------------- NRDS ids (spec 000 §4, 001 §4)

export const NRDS_PREFIX = '5022';
export const NRDS_RANDOM_MIN = 10000;
export const NRDS_RANDOM_MAX = 99999;
export const NRDS_PATTERN = /^\d{4,15}$/;

/** 'Auto NRDS': the prefix 5022 followed by a random number from 10000 to 99999. */
export function autoNrdsId(random: () => number = Math.random): string {
  const n = NRDS_RANDOM_MIN + Math.floor(random() * (NRDS_RANDOM_MAX - NRDS_RANDOM_MIN + 1));
  return `${NRDS_PREFIX}${n}`;
}

// ---------------------------------------------------------------- limits and list keys

/** The most characters each text of the company form takes (the form checks the same). */
export const COMPANY_LIMITS = { name: 200, websiteUrl: 500, description: 100_000 } as const satisfies FieldLimits;

/** Filter keys of GET /company/list (spec 001 §7); values as documented in the README. */
export const COMPANY_FILTER_KEYS = ['type', 'isActive', 'sponsership', 'locations', 'updatedAt'] as const;
export const COMPANY_SORT_KEYS = ['createdAt', 'updatedAt', 'name', 'nameInLower', 'type', 'isActive', 'locationCount', 'membersCount'] as const;

/** The most characters each text of the location form takes (the form checks the same); addresses: ADDRESS_LIMITS. */
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

/** The most characters of the sponsorship's name and the range of its position (the form checks the same). */
export const SPONSORSHIP_LIMITS = { name: 100, position: { min: 0, max: 100_000 } } as const satisfies FieldLimits;

export const SPONSORSHIP_SORT_KEYS = ['position', 'name', 'nameInLower', 'companyCount', 'createdAt', 'isActive'] as const;
