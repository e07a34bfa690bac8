import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { roles } from './access';
import type { Address } from '../../../shared/addresses';
import type {
  CompanyType,
  LocationMcpeAccessType,
  LocationType,
  Market,
  McpeStatus,
  YesNo,
} from '../../../shared/companies';
import { lowerCaseOf, updatedAtColumn } from './columns';

// Users, companies and locations refer to each other (a user works at a location; a location names
// its pay member), so their tables are declared together.

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull().default(''),
    name: text().notNull(),
    nameInLower: lowerCaseOf('name'),
    email: text().notNull(),
    phoneNumber: text(),
    picture: text(),
    /** 'admin' is shown as Staff. */
    role: text().notNull().default('member'),
    isActive: boolean().notNull().default(true),
    language: text().notNull().default('en_US'),
    passwordHash: text(),
    /** Raising it ends every token issued before. */
    tokenVersion: integer().notNull().default(0),
    companyId: uuid().references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    companyLocationId: uuid().references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    secondaryPhone: text().notNull().default(''),
    fax: text().notNull().default(''),
    address1: text().notNull().default(''),
    address2: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default('MN'),
    country: text().notNull().default('United States'),
    postalCode: text().notNull().default(''),
    nrds: text(),
    reLicenseNo: text().notNull().default(''),
    mncarMemberStatus: text(),
    mncarlMemberStatus: text(),
    mncarMiscellaneousStatus: text(),
    alowMcpeAccess: boolean().notNull().default(false),
    mcpeAccessType: text(),
    designations: text().notNull().default(''),
    dob: date({ mode: 'string' }),
    websiteUrl: text().notNull().default(''),
    industryExperience: integer(),
    realtorAssociation: text(),
    realStateSpecialty: text().array().notNull().default(sql`'{}'::text[]`),
    marketAreaSpecialty: text().array().notNull().default(sql`'{}'::text[]`),
    currentLineOfWork: text().array().notNull().default(sql`'{}'::text[]`),
    mncarMarket: text().array().notNull().default(sql`'{}'::text[]`),
    typeOfBusiness: text().array().notNull().default(sql`'{}'::text[]`),
    volunteer: text().array().notNull().default(sql`'{}'::text[]`),
    groups: text().array().notNull().default(sql`'{}'::text[]`),
    ethics: text(),
    orientation: text(),
    billToHomeAddress: boolean().notNull().default(false),
    generation: text(),
    adminEmail: text().notNull().default(''),
    adminNote: text().notNull().default(''),
    cdxAccessCode: text().notNull().default(''),
    biography: text().notNull().default(''),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_company_id_idx').on(t.companyId),
    index('users_company_location_id_idx').on(t.companyLocationId),
    uniqueIndex('users_nrds_key').on(t.nrds),
    // The user list's sorts, with the id last so pages neither repeat nor skip rows.
    index('users_email_sort_idx').on(t.email, t.id),
    index('users_role_sort_idx').on(t.role, t.nameInLower, t.id),
    index('users_mcpe_access_sort_idx').on(t.alowMcpeAccess, t.nameInLower, t.id),
    index('users_mcpe_type_sort_idx').on(t.mcpeAccessType, t.nameInLower, t.id),
    index('users_active_sort_idx').on(t.isActive, t.nameInLower, t.id),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_name_sort_idx').on(t.nameInLower, t.id),
    index('users_name_trgm_idx').using('gin', sql`${t.nameInLower} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_nrds_trgm_idx').using('gin', sql`${t.nrds} gin_trgm_ops`),
    // No b-tree beside these: a capped count would walk it in value order and reach late values last.
    ...(
      [
        ['groups', t.groups],
        ['market_area', t.marketAreaSpecialty],
        ['specialty', t.realStateSpecialty],
        ['line_of_work', t.currentLineOfWork],
        ['mncar_market', t.mncarMarket],
        ['business', t.typeOfBusiness],
        ['volunteer', t.volunteer],
      ] as const
    ).map(([name, column]) => index(`users_${name}_idx`).using('gin', column)),
    ...(
      [
        ['first_name', t.firstName],
        ['last_name', t.lastName],
        ['re_license_no', t.reLicenseNo],
        ['phone_number', t.phoneNumber],
        ['secondary_phone', t.secondaryPhone],
        ['website_url', t.websiteUrl],
        ['designations', t.designations],
        ['admin_email', t.adminEmail],
        ['admin_note', t.adminNote],
        ['biography', t.biography],
        ['address1', t.address1],
        ['address2', t.address2],
        ['city', t.city],
        ['postal_code', t.postalCode],
      ] as const
    ).map(([name, column]) => index(`users_${name}_trgm_idx`).using('gin', sql`lower(${column}) gin_trgm_ops`)),
    // So the filters' counts read an index rather than the table.
    index('users_member_status_idx').on(t.mncarMemberStatus),
    index('users_l_member_status_idx').on(t.mncarlMemberStatus),
    index('users_misc_status_idx').on(t.mncarMiscellaneousStatus),
    index('users_generation_idx').on(t.generation),
    index('users_realtor_association_idx').on(t.realtorAssociation),
    index('users_ethics_idx').on(t.ethics),
    index('users_orientation_idx').on(t.orientation),
    index('users_bill_to_home_idx').on(t.billToHomeAddress),
    index('users_dob_idx').on(t.dob),
    index('users_industry_experience_idx').on(t.industryExperience),
    index('users_state_idx').on(t.state),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid()
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const userSupportStaff = pgTable(
  'user_support_staff',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.staffId] }), index('user_support_staff_staff_idx').on(t.staffId)],
);

/** Kept on the server so they follow the person to another browser. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    value: jsonb().notNull(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const passwordResets = pgTable('password_resets', {
  id: uuid().primaryKey().defaultRandom(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The token itself is never stored, so a copy of the table opens nothing. */
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

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
    /** Kept by triggers, so the list sorts by them through an index instead of counting per company. */
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
    index('companies_type_idx').on(t.type, t.nameInLower),
    index('companies_is_active_idx').on(t.isActive, t.nameInLower),
    index('companies_name_trgm_idx').using('gin', sql`${t.nameInLower} gin_trgm_ops`),
    index('companies_website_url_trgm_idx').using('gin', sql`lower(${t.websiteUrl}) gin_trgm_ops`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: uuid().primaryKey().defaultRandom(),
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
    // PostgreSQL unique indexes let NULLs repeat, so only given ids must be unique.
    uniqueIndex('locations_nrds_id_key').on(t.nrdsId),
    index('locations_company_id_idx').on(t.companyId),
    index('locations_created_at_idx').on(t.createdAt),
    index('locations_updated_at_idx').on(t.updatedAt),
    index('locations_name_in_lower_idx').on(t.nameInLower),
    index('locations_type_idx').on(t.type, t.nameInLower),
    index('locations_pay_member_id_idx').on(t.payMemberId),
    index('locations_designated_realtor_id_idx').on(t.designatedRealtorId),
    index('locations_name_trgm_idx').using('gin', sql`${t.nameInLower} gin_trgm_ops`),
    index('locations_nrds_id_trgm_idx').using('gin', sql`${t.nrdsId} gin_trgm_ops`),
    index('locations_city_trgm_idx').using('gin', sql`lower(${t.physicalAddress} ->> 'city') gin_trgm_ops`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type LocationRow = typeof locations.$inferSelect;
export type NewLocation = typeof locations.$inferInsert;
