import type { Readable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MARKET_AREAS, REAL_ESTATE_SPECIALTIES } from '../../shared/users';
import type { Database } from '../db/client';
import { companies, locations, users } from '../db/schema';
import { copyCsv, type CopyColumn } from './csvExport';
import type { ListPlan } from './list';

/**
 * The user exports (spec 000 §9): the whole filtered list as CSV, streamed through PostgreSQL's
 * COPY (csvExport.ts). Every cell is computed in SQL, so memory stays flat whatever the list's size.
 */

/** The export machinery lives in csvExport.ts; its cell rule is still offered from here. */
export { neutraliseCell } from './csvExport';

const text = (header: string, value: PgColumn | SQL): CopyColumn => ({ header, value });
/** A label, a day or a number: never a formula. */
const plain = (header: string, value: PgColumn | SQL): CopyColumn => ({ header, value, plain: true });

/** A list joined with '; ' (a missing element as an empty one). */
const list = (values: PgColumn) => sql`array_to_string(${values}, '; ', '')`;
const yesNo = (flag: PgColumn | SQL) => sql`case when ${flag} then 'Yes' else 'No' end`;
/**
 * YYYY-MM-DD: a stored day as it is, whatever the server's time zone. (Written by Node, a day was
 * read as local midnight and written as its UTC day: the same day on a server whose time zone is
 * UTC or west of it, but the day before east of it.)
 */
const day = (d: PgColumn) => sql`to_char(${d}, 'YYYY-MM-DD')`;
/** An instant's day in UTC, YYYY-MM-DD. */
const utcDay = (d: PgColumn) => sql`to_char(${d} at time zone 'UTC', 'YYYY-MM-DD')`;
/** The user type as the screens name it. */
const typeLabel = sql`case ${users.role} when 'admin' then 'Staff' when 'superAdmin' then 'Super Admin' when 'member' then 'Member' when 'non-member' then 'Non-Member' when 'support' then 'Support' else ${users.role} end`;

/**
 * Each user's support staff by name, aggregated once for the whole export and joined: a lookup per
 * row cost about half a second at 100,000 users.
 */
const SUPPORT_STAFF = sql`(select x.user_id, string_agg(s.name, '; ' order by s.name_in_lower) as names from user_support_staff x join users s on s.id = x.staff_id group by x.user_id) as support_staff`;

/** The user report: one column per field a staff member reads in the list and the edit screen. */
const REPORT_COLUMNS: CopyColumn[] = [
  text('Name', users.name),
  text('First Name', users.firstName),
  text('Middle Name', users.middleName),
  text('Last Name', users.lastName),
  text('Email', users.email),
  text('Primary Phone', users.phoneNumber),
  text('Secondary/Cell Phone', users.secondaryPhone),
  text('Fax', users.fax),
  text('User Type', typeLabel),
  plain('Status', sql`case when ${users.isActive} then 'Active' else 'Inactive' end`),
  text('Company', companies.name),
  text('Company Location', locations.name),
  text('Location NRDS', locations.nrdsId),
  text('NRDS ID', users.nrds),
  text('RE License No', users.reLicenseNo),
  text('Member Status', users.mncarMemberStatus),
  text('L-Member Status', users.mncarlMemberStatus),
  text('Miscellaneous Status', users.mncarMiscellaneousStatus),
  plain('Allow MCPE Access', yesNo(users.alowMcpeAccess)),
  text('MCPE Access Type', users.mcpeAccessType),
  text('Designations', users.designations),
  plain('Birthday', day(users.dob)),
  text('Website URL', users.websiteUrl),
  plain('Industry Experience', users.industryExperience),
  text('REALTOR Association', users.realtorAssociation),
  text('Real Estate Specialty', list(users.realStateSpecialty)),
  text('Market Area Specialty', list(users.marketAreaSpecialty)),
  text('Current Line of Work', list(users.currentLineOfWork)),
  text('Association Market', list(users.mncarMarket)),
  text('Type of Business', list(users.typeOfBusiness)),
  text('Volunteer', list(users.volunteer)),
  text('Groups', list(users.groups)),
  text('Ethics', users.ethics),
  text('Orientation', users.orientation),
  plain('Bill to Home Address', yesNo(users.billToHomeAddress)),
  text('Generation', users.generation),
  text('Admin Email', users.adminEmail),
  text('Address 1', users.address1),
  text('Address 2', users.address2),
  text('City', users.city),
  text('State', users.state),
  text('Postal Code', users.postalCode),
  text('Country', users.country),
  plain('Registered', utcDay(users.createdAt)),
  text('Support Staff', sql`support_staff.names`),
];

/** The purchasable list: contact columns, then a Yes/No column per market area and per specialty. */
const PURCHASABLE_COLUMNS: CopyColumn[] = [
  text('Name', users.name),
  text('Email', users.email),
  text('Primary Phone', users.phoneNumber),
  text('Company', companies.name),
  text('Company Location', locations.name),
  text('Designations', users.designations),
  text('Website URL', users.websiteUrl),
  text('City', users.city),
  text('State', users.state),
  text('Postal Code', users.postalCode),
  ...MARKET_AREAS.map((area) => plain(`Market Area: ${area}`, yesNo(sql`${users.marketAreaSpecialty} @> array[${area}]::text[]`))),
  ...REAL_ESTATE_SPECIALTIES.map((specialty) =>
    plain(`Specialty: ${specialty}`, yesNo(sql`${users.realStateSpecialty} @> array[${specialty}]::text[]`)),
  ),
];

export type ExportKind = 'report' | 'purchasable';

export function exportHeaders(kind: ExportKind): string[] {
  return (kind === 'report' ? REPORT_COLUMNS : PURCHASABLE_COLUMNS).map(({ header }) => header);
}

/**
 * Streams the users of `plan` (its filters and order; no paging) as CSV. The connection goes back
 * to the pool when the stream ends, fails or the client goes away.
 */
export async function streamUserCsv(db: Database, plan: ListPlan, kind: ExportKind): Promise<Readable> {
  const report = kind === 'report';
  return copyCsv(db, {
    columns: report ? REPORT_COLUMNS : PURCHASABLE_COLUMNS,
    rows: (fields) => {
      const rows = db
        .select(fields)
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(locations, eq(locations.id, users.companyLocationId))
        .$dynamic();
      return (report ? rows.leftJoin(SUPPORT_STAFF, sql`support_staff.user_id = ${users.id}`) : rows)
        .where(plan.where)
        .orderBy(...plan.orderBy);
    },
  });
}
