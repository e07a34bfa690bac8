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
import { companies, locations } from './companies';
import { lowerCaseOf, updatedAtColumn } from './columns';

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
    /** The user type: superAdmin, admin (shown as Staff), member, non-member, support. */
    role: text().notNull().default('member'),
    isActive: boolean().notNull().default(true),
    language: text().notNull().default('en_US'),
    passwordHash: text(),
    /** Raised on sign-out, deactivation and password change: tokens carrying an older value stop working. */
    tokenVersion: integer().notNull().default(0),
    /** The member's company and company location; a company or location in use cannot be deleted. */
    companyId: uuid().references((): AnyPgColumn => companies.id, { onDelete: 'restrict' }),
    companyLocationId: uuid().references((): AnyPgColumn => locations.id, { onDelete: 'restrict' }),
    secondaryPhone: text().notNull().default(''),
    fax: text().notNull().default(''),
    // Home address.
    address1: text().notNull().default(''),
    address2: text().notNull().default(''),
    city: text().notNull().default(''),
    state: text().notNull().default('MN'),
    country: text().notNull().default('United States'),
    postalCode: text().notNull().default(''),
    // Professional and membership fields (spec 000 §3).
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
    // Sorts of the user list (spec 000 §4), each with the name and id as tie-breakers.
    index('users_email_sort_idx').on(t.email, t.id),
    index('users_role_sort_idx').on(t.role, t.nameInLower, t.id),
    index('users_mcpe_access_sort_idx').on(t.alowMcpeAccess, t.nameInLower, t.id),
    index('users_mcpe_type_sort_idx').on(t.mcpeAccessType, t.nameInLower, t.id),
    index('users_active_sort_idx').on(t.isActive, t.nameInLower, t.id),
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_name_sort_idx').on(t.nameInLower, t.id),
    // Substring search over name, email and NRDS id (pg_trgm).
    index('users_name_trgm_idx').using('gin', sql`${t.nameInLower} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_nrds_trgm_idx').using('gin', sql`${t.nrds} gin_trgm_ops`),
    // Any-of filters on the multi-value fields: a GIN index finds the matching users. (A b-tree
    // index of each field served exact counts by an index-only scan until totals were capped;
    // a capped count then walked it in value order, which put 'Title' at the very end: dropped
    // in migration 0010, docs/PERFORMANCE.md.)
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
    // Text filters of the user list (case-insensitive substrings), one trigram index each.
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
    // Value filters of the user list, so that their counts read an index rather than the table.
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

/** Support staff attached to a user (users whose groups include Support); both sides go with a deleted user. */
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

/** A staff user's screen preferences (chosen columns, saved queries), kept so they follow the person. */
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
  /** SHA-256 of the token mailed to the user; the token itself is never stored. */
  tokenHash: text().notNull().unique(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
