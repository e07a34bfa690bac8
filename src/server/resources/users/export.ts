import type { Readable } from 'node:stream';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MARKET_AREAS, REAL_ESTATE_SPECIALTIES } from '../../../shared/users';
import { USER_REPORT_HEADERS as H, USER_TYPE_NAMES } from '../../../shared/userImport';
import type { Database } from '../../db/client';
import { companies, locations, users } from '../../db/schema';
import { copyCsv, type CopyColumn } from '../../core/csvExport';
import type { ListPlan } from '../../core/list';

/** Every cell is computed in SQL and streamed by COPY, so memory stays flat whatever the list's size. */

export { neutraliseCell } from '../../core/csvExport';

const text = (header: string, value: PgColumn | SQL): CopyColumn => ({ header, value });
const plain = (header: string, value: PgColumn | SQL): CopyColumn => ({ header, value, plain: true });

const list = (values: PgColumn) => sql`array_to_string(${values}, '; ', '')`;
const yesNo = (flag: PgColumn | SQL) => sql`case when ${flag} then 'Yes' else 'No' end`;
/** In SQL, so the server's time zone can never shift a stored day. */
const day = (d: PgColumn) => sql`to_char(${d}, 'YYYY-MM-DD')`;
const utcDay = (d: PgColumn) => sql`to_char(${d} at time zone 'UTC', 'YYYY-MM-DD')`;
const typeLabel = sql`case ${users.role} ${sql.join(Object.entries(USER_TYPE_NAMES).map(([role, name]) => sql`when ${role} then ${name}`), sql` `)} else ${users.role} end`;

/** Aggregated once for the whole export and joined, instead of a lookup per row. */
const SUPPORT_STAFF = sql`(select x.user_id, string_agg(s.name, '; ' order by s.name_in_lower) as names from user_support_staff x join users s on s.id = x.staff_id group by x.user_id) as support_staff`;

/** Under the headers the import reads (src/shared/userImport.ts), so a report re-imports unchanged. */
const REPORT_COLUMNS: CopyColumn[] = [
  text(H.name, users.name),
  text(H.firstName, users.firstName),
  text(H.middleName, users.middleName),
  text(H.lastName, users.lastName),
  text(H.email, users.email),
  text(H.phoneNumber, users.phoneNumber),
  text(H.secondaryPhone, users.secondaryPhone),
  text(H.fax, users.fax),
  text(H.role, typeLabel),
  plain(H.isActive, sql`case when ${users.isActive} then 'Active' else 'Inactive' end`),
  text(H.company, companies.name),
  text(H.companyLocation, locations.name),
  text('Location NRDS', locations.nrdsId),
  text(H.nrds, users.nrds),
  text(H.reLicenseNo, users.reLicenseNo),
  text(H.mncarMemberStatus, users.mncarMemberStatus),
  text(H.mncarlMemberStatus, users.mncarlMemberStatus),
  text(H.mncarMiscellaneousStatus, users.mncarMiscellaneousStatus),
  plain(H.alowMcpeAccess, yesNo(users.alowMcpeAccess)),
  text(H.mcpeAccessType, users.mcpeAccessType),
  text(H.designations, users.designations),
  plain(H.dob, day(users.dob)),
  text(H.websiteURL, users.websiteUrl),
  plain(H.industryExperience, users.industryExperience),
  text(H.MemberOfFollowingREALTORAssociation, users.realtorAssociation),
  text(H.realStateSpecialty, list(users.realStateSpecialty)),
  text(H.marketAreaSpecialty, list(users.marketAreaSpecialty)),
  text(H.currentLineOfWork, list(users.currentLineOfWork)),
  text(H.mncarMarket, list(users.mncarMarket)),
  text(H.typeOfBusiness, list(users.typeOfBusiness)),
  text(H.volunteer, list(users.volunteer)),
  text(H.groups, list(users.groups)),
  text(H.ethics, users.ethics),
  text(H.orientation, users.orientation),
  plain(H.billToHomeAddress, yesNo(users.billToHomeAddress)),
  text(H.generation, users.generation),
  text(H.adminEmail, users.adminEmail),
  text(H.address1, users.address1),
  text(H.address2, users.address2),
  text(H.city, users.city),
  text(H.state, users.state),
  text(H.postalCode, users.postalCode),
  text(H.country, users.country),
  plain(H.createdAt, utcDay(users.createdAt)),
  text('Support Staff', sql`support_staff.names`),
];

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
