import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '../../../shared/addresses';
import type {
  CompanyType,
  LocationMcpeAccessType,
  LocationType,
  Market,
  McpeStatus,
  YesNo,
} from '../../../shared/companies';
import { users } from './users';
import { lowerCaseOf, updatedAtColumn } from './columns';

export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    type: text().$type<CompanyType>().notNull(),
    isActive: boolean().notNull().default(true),
    websiteUrl: text().notNull().default(''),
    /** Rich text, sanitised before it is stored. */
    description: text().notNull().default(''),
    logo: text(),
    /**
     * The company's locations and members, kept by triggers on locations and users (migration
     * 0008): the list sorts by them through an index instead of counting for every company.
     */
    locationCount: integer().notNull().default(0),
    membersCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('companies_location_count_idx').on(t.locationCount, t.id),
    index('companies_members_count_idx').on(t.membersCount, t.id),
    index('companies_created_at_idx').on(t.createdAt),
    index('companies_updated_at_idx').on(t.updatedAt),
    index('companies_name_in_lower_idx').on(t.nameInLower),
    // Filter on type or status, and sort by it with names in order within.
    index('companies_type_idx').on(t.type, t.nameInLower),
    index('companies_is_active_idx').on(t.isActive, t.nameInLower),
    // Substring search (ILIKE '%term%') over name and website URL.
    index('companies_name_trgm_idx').using('gin', sql`${t.nameInLower} gin_trgm_ops`),
    index('companies_website_url_trgm_idx').using('gin', sql`lower(${t.websiteUrl}) gin_trgm_ops`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The company the location belongs to; its locations go when the company is deleted. */
    companyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    nrdsId: text(),
    type: text().$type<LocationType>().notNull(),
    payMemberId: uuid().references(() => users.id, { onDelete: 'set null' }),
    website: text().notNull().default(''),
    phoneNumber: text().notNull().default(''),
    marketId: text().$type<Market>().notNull(),
    largeCompany: text().$type<YesNo>().notNull().default('No'),
    mcpeAccessType: text().$type<LocationMcpeAccessType>(),
    allowMcpeAccess: boolean().notNull().default(false),
    currentMcpeStatus: text().$type<McpeStatus>().notNull().default('nostatus'),
    currentMcpeStatusDate: date({ mode: 'string' }),
    fax: text().notNull().default(''),
    contactName: text().notNull().default(''),
    contactPhone: text().notNull().default(''),
    rawDataFeeds: text().$type<YesNo>().notNull().default('No'),
    dataFeedsOffice: text().$type<YesNo>().notNull().default('No'),
    dataFeedsIndividual: text().$type<YesNo>().notNull().default('No'),
    templates: text().$type<YesNo>().notNull().default('No'),
    designatedRealtorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    designatedRealtorName: text().notNull().default(''),
    designatedRealtorEmail: text().notNull().default(''),
    designatedRealtorPhone: text().notNull().default(''),
    /** Rich text, sanitised before it is stored. */
    description: text().notNull().default(''),
    isMailingAddressAsPhysicalAddress: boolean().notNull().default(false),
    physicalAddress: jsonb().$type<Address>().notNull(),
    mailingAddress: jsonb().$type<Address>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    // Unique where not null (PostgreSQL unique indexes let NULLs repeat); also serves the nrdsId sort.
    uniqueIndex('locations_nrds_id_key').on(t.nrdsId),
    index('locations_company_id_idx').on(t.companyId),
    index('locations_created_at_idx').on(t.createdAt),
    index('locations_updated_at_idx').on(t.updatedAt),
    index('locations_name_in_lower_idx').on(t.nameInLower),
    index('locations_type_idx').on(t.type, t.nameInLower),
    index('locations_pay_member_id_idx').on(t.payMemberId),
    index('locations_designated_realtor_id_idx').on(t.designatedRealtorId),
    // Substring search over name, NRDS id and the physical address's city.
    index('locations_name_trgm_idx').using('gin', sql`${t.nameInLower} gin_trgm_ops`),
    index('locations_nrds_id_trgm_idx').using('gin', sql`${t.nrdsId} gin_trgm_ops`),
    index('locations_city_trgm_idx').using('gin', sql`lower(${t.physicalAddress} ->> 'city') gin_trgm_ops`),
  ],
);

export const sponsorships = pgTable(
  'sponsorships',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    /** The list's order, ascending. */
    position: integer().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('sponsorships_name_in_lower_key').on(t.nameInLower),
    index('sponsorships_position_idx').on(t.position, t.nameInLower),
  ],
);

/** A sponsorship attached to a company. A sponsorship still attached cannot be deleted. */
export const companySponsorships = pgTable(
  'company_sponsorships',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sponsorshipId: uuid()
      .notNull()
      .references(() => sponsorships.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.sponsorshipId] }),
    index('company_sponsorships_sponsorship_idx').on(t.sponsorshipId),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
export type SponsorshipRow = typeof sponsorships.$inferSelect;
export type NewSponsorship = typeof sponsorships.$inferInsert;
