import { z } from './zod';
import { isVersion } from './recordVersion';
import { UploadPath } from './uploads';
import { AddressSchema, type Address } from './addresses';
import { maxCharactersMessage, optionalDay, webAddress, wholeRangeMessage } from './fields';
import {
  COMPANY_LIMITS,
  COMPANY_TYPES,
  LOCATION_LIMITS,
  LOCATION_MCPE_ACCESS_TYPES,
  LOCATION_TYPES,
  MARKETS,
  MCPE_STATUSES,
  NRDS_PATTERN,
  SPONSORSHIP_LIMITS,
  YES_NO,
  type CompanyType,
  type LocationMcpeAccessType,
  type LocationType,
  type Market,
  type McpeStatus,
  type YesNo,
} from './companyValues';

/** The server validates with these schemas and the forms offer the same lists, so both agree. */

export * from './companyValues';

// ---------------------------------------------------------------- shared field rules

const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));
const optionalText = (max: number) => text(max).optional().default('');
const id = z.uuid('must be a valid id');
const nullableId = z.union([id, z.literal(''), z.null()]).transform((v) => v || null);
/** Any letter case, since some clients send 'yes'; stored and answered as 'Yes' or 'No'. */
const yesNo = (fallback: YesNo) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && /^(yes|no)$/i.test(v.trim()) ? (v.trim().toLowerCase() === 'yes' ? 'Yes' : 'No') : v),
      z.enum(YES_NO, { error: 'must be Yes or No' }),
    )
    .default(fallback);
const requiredEnum = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} is required: one of ${values.join(', ')}` });

// ---------------------------------------------------------------- companies

/** Read-only fields (counts, _id) are ignored, so a form may send back what it loaded. */
export const CompanyBody = z.object({
  name: text(COMPANY_LIMITS.name).min(1, 'Name is required'),
  type: requiredEnum(COMPANY_TYPES, 'Type'),
  isActive: z.boolean({ error: 'Status is required (isActive true or false)' }).default(true),
  websiteUrl: webAddress(COMPANY_LIMITS.websiteUrl).optional().default(''),
  /** Rich text; the server sanitises it. */
  description: optionalText(COMPANY_LIMITS.description),
  logo: UploadPath.optional().default(null),
  /** The company's locations, as location ids. */
  address: z.array(id).max(1000).default([]),
  /** `[{ sponser: <sponsorship id> }]`: the API's spelling, kept for its clients. */
  sponsership: z.array(z.object({ sponser: id })).max(100).default([]),
});
export type CompanyBody = z.infer<typeof CompanyBody>;

export interface Company {
  _id: string;
  name: string;
  nameInLower: string;
  type: CompanyType;
  isActive: boolean;
  activeStatus: 'active' | 'inactive';
  websiteUrl: string;
  description: string;
  logo: string | null;
  locations: { _id: string; name: string }[];
  address: string[];
  sponsership: { sponser: { _id: string; name: string } }[];
  locationCount: number;
  membersCount: number;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- locations

export const LocationBody = z.object({
  name: text(LOCATION_LIMITS.name).min(1, 'Name is required'),
  nrdsId: z
    .union([z.string().trim().regex(NRDS_PATTERN, 'NRDS ID must be 4 to 15 digits'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  type: requiredEnum(LOCATION_TYPES, 'Type'),
  payMemberId: nullableId.optional().default(null),
  website: webAddress(LOCATION_LIMITS.website).optional().default(''),
  phoneNumber: optionalText(LOCATION_LIMITS.phoneNumber),
  marketId: requiredEnum(MARKETS, 'Market ID'),
  largeCompany: yesNo('Yes'),
  mcpeAccessType: z
    .union([z.enum(LOCATION_MCPE_ACCESS_TYPES, { error: `must be one of ${LOCATION_MCPE_ACCESS_TYPES.join(', ')}` }), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  allowMcpeAccess: z.boolean().default(false),
  currentMcpeStatus: z.enum(MCPE_STATUSES, { error: `must be one of ${MCPE_STATUSES.join(', ')}` }).default('nostatus'),
  currentMcpeStatusDate: optionalDay()
    .optional()
    .transform((v) => v ?? null),
  fax: optionalText(LOCATION_LIMITS.fax),
  contactName: optionalText(LOCATION_LIMITS.contactName),
  contactPhone: optionalText(LOCATION_LIMITS.contactPhone),
  rawDataFeeds: yesNo('No'),
  dataFeedsOffice: yesNo('No'),
  dataFeedsIndividual: yesNo('No'),
  templates: yesNo('No'),
  /** Name, email and phone are kept as typed, even when the realtor is a user. */
  designatedRealtorId: nullableId.optional().default(null),
  designatedRealtorName: optionalText(LOCATION_LIMITS.designatedRealtorName),
  designatedRealtorEmail: z
    .union([
      z
        .email('Designated realtor email must be a valid email address')
        .max(LOCATION_LIMITS.designatedRealtorEmail, maxCharactersMessage(LOCATION_LIMITS.designatedRealtorEmail)),
      z.literal(''),
    ])
    .optional()
    .default(''),
  designatedRealtorPhone: optionalText(LOCATION_LIMITS.designatedRealtorPhone),
  /** Rich text; the server sanitises it. */
  description: optionalText(LOCATION_LIMITS.description),
  isMailingAddressAsPhysicalAddress: z.boolean().default(false),
  physicalAddress: AddressSchema.default(AddressSchema.parse({})),
  mailingAddress: AddressSchema.default(AddressSchema.parse({})),
  /** Usually set by saving the company with the location in `address`. */
  companyId: nullableId.optional(),
});
export type LocationBody = z.infer<typeof LocationBody>;

/**
 * Locations added, edited or removed in the company form persist only on the company's Update, in
 * its transaction, so Cancel leaves everything as it was.
 */
export const CompanyLocationChanges = z.object({
  create: z.array(LocationBody.omit({ companyId: true })).max(100, 'at most 100 new locations at once').default([]),
  update: z
    .array(
      LocationBody.omit({ companyId: true }).extend({
        _id: id,
        updatedAt: z.string().refine(isVersion, "must be the location's updatedAt as loaded").optional(),
      }),
    )
    .max(1000, 'at most 1000 edited locations at once')
    .default([]),
  remove: z.array(id).max(1000, 'at most 1000 removed locations at once').default([]),
});
export type CompanyLocationChanges = z.infer<typeof CompanyLocationChanges>;

export const CompanyWriteBody = CompanyBody.extend({ locationChanges: CompanyLocationChanges.optional() });
export type CompanyWriteBody = z.infer<typeof CompanyWriteBody>;

export interface Location {
  _id: string;
  name: string;
  nrdsId: string | null;
  type: LocationType;
  payMemberId: string | null;
  payMember: string;
  website: string;
  phoneNumber: string;
  marketId: Market;
  largeCompany: YesNo;
  mcpeAccessType: LocationMcpeAccessType | null;
  allowMcpeAccess: boolean;
  currentMcpeStatus: McpeStatus;
  currentMcpeStatusDate: string | null;
  fax: string;
  contactName: string;
  contactPhone: string;
  rawDataFeeds: YesNo;
  dataFeedsOffice: YesNo;
  dataFeedsIndividual: YesNo;
  templates: YesNo;
  designatedRealtorId: string | null;
  designatedRealtorName: string;
  designatedRealtorEmail: string;
  designatedRealtorPhone: string;
  description: string;
  isMailingAddressAsPhysicalAddress: boolean;
  physicalAddress: Address;
  mailingAddress: Address;
  companyId: string | null;
  company: { _id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

// ---------------------------------------------------------------- sponsorships

const POSITION_MESSAGE = `Position ${wholeRangeMessage(SPONSORSHIP_LIMITS.position)}`;

export const SponsorshipBody = z.object({
  name: text(SPONSORSHIP_LIMITS.name).min(1, 'Name is required'),
  /** The list's order; left out on create, the sponsorship goes last. */
  position: z.coerce
    .number({ error: POSITION_MESSAGE })
    .int(POSITION_MESSAGE)
    .min(SPONSORSHIP_LIMITS.position.min, POSITION_MESSAGE)
    .max(SPONSORSHIP_LIMITS.position.max, POSITION_MESSAGE)
    .optional(),
  isActive: z.boolean().default(true),
});
export type SponsorshipBody = z.infer<typeof SponsorshipBody>;

export interface Sponsorship {
  _id: string;
  name: string;
  nameInLower: string;
  position: number;
  companyCount: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}
