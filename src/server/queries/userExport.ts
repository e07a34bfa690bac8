import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { MARKET_AREAS, REAL_ESTATE_SPECIALTIES } from '../../shared/users';
import type { Database } from '../db/client';
import { companies, locations, users } from '../db/schema';
import { streamCsv } from './csvExport';
import type { ListPlan } from './list';

/**
 * The user exports (spec 000 §9): the whole filtered list as CSV, streamed. Rows are read through a
 * cursor in batches and written out as they come, so memory stays flat whatever the list's size.
 */

const list = (values: string[] | null) => (values ?? []).join('; ');
const yesNo = (flag: boolean) => (flag ? 'Yes' : 'No');
const date = (d: Date | string | null) => (d instanceof Date ? d.toISOString().slice(0, 10) : (d ?? ''));
const TYPE_LABELS: Record<string, string> = {
  admin: 'Staff',
  superAdmin: 'Super Admin',
  member: 'Member',
  'non-member': 'Non-Member',
  support: 'Support',
};

/** The export machinery lives in csvExport.ts; its cell rule is still offered from here. */
export { neutraliseCell } from './csvExport';

/** The columns read for each row, in order (rows arrive as arrays). */
const SELECTED = {
  name: users.name,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  secondaryPhone: users.secondaryPhone,
  fax: users.fax,
  role: users.role,
  isActive: users.isActive,
  company: companies.name,
  location: locations.name,
  locationNrds: locations.nrdsId,
  nrds: users.nrds,
  reLicenseNo: users.reLicenseNo,
  mncarMemberStatus: users.mncarMemberStatus,
  mncarlMemberStatus: users.mncarlMemberStatus,
  mncarMiscellaneousStatus: users.mncarMiscellaneousStatus,
  alowMcpeAccess: users.alowMcpeAccess,
  mcpeAccessType: users.mcpeAccessType,
  designations: users.designations,
  dob: users.dob,
  websiteUrl: users.websiteUrl,
  industryExperience: users.industryExperience,
  realtorAssociation: users.realtorAssociation,
  realStateSpecialty: users.realStateSpecialty,
  marketAreaSpecialty: users.marketAreaSpecialty,
  currentLineOfWork: users.currentLineOfWork,
  mncarMarket: users.mncarMarket,
  typeOfBusiness: users.typeOfBusiness,
  volunteer: users.volunteer,
  groups: users.groups,
  ethics: users.ethics,
  orientation: users.orientation,
  billToHomeAddress: users.billToHomeAddress,
  generation: users.generation,
  adminEmail: users.adminEmail,
  address1: users.address1,
  address2: users.address2,
  city: users.city,
  state: users.state,
  postalCode: users.postalCode,
  country: users.country,
  createdAt: users.createdAt,
  supportStaff: sql<string>`(select string_agg(s.name, '; ' order by s.name_in_lower) from user_support_staff x join users s on s.id = x.staff_id where x.user_id = ${users.id})`,
};
type Row = { [K in keyof typeof SELECTED]: unknown };
const KEYS = Object.keys(SELECTED) as (keyof typeof SELECTED)[];

/** The user report: one column per field a staff member reads in the list and the edit screen. */
const REPORT_COLUMNS: [string, (r: Row) => unknown][] = [
  ['Name', (r) => r.name],
  ['First Name', (r) => r.firstName],
  ['Middle Name', (r) => r.middleName],
  ['Last Name', (r) => r.lastName],
  ['Email', (r) => r.email],
  ['Primary Phone', (r) => r.phoneNumber],
  ['Secondary/Cell Phone', (r) => r.secondaryPhone],
  ['Fax', (r) => r.fax],
  ['User Type', (r) => TYPE_LABELS[r.role as string] ?? r.role],
  ['Status', (r) => (r.isActive ? 'Active' : 'Inactive')],
  ['Company', (r) => r.company],
  ['Company Location', (r) => r.location],
  ['Location NRDS', (r) => r.locationNrds],
  ['NRDS ID', (r) => r.nrds],
  ['RE License No', (r) => r.reLicenseNo],
  ['Member Status', (r) => r.mncarMemberStatus],
  ['L-Member Status', (r) => r.mncarlMemberStatus],
  ['Miscellaneous Status', (r) => r.mncarMiscellaneousStatus],
  ['Allow MCPE Access', (r) => yesNo(r.alowMcpeAccess as boolean)],
  ['MCPE Access Type', (r) => r.mcpeAccessType],
  ['Designations', (r) => r.designations],
  ['Birthday', (r) => date(r.dob as string | null)],
  ['Website URL', (r) => r.websiteUrl],
  ['Industry Experience', (r) => r.industryExperience],
  ['REALTOR Association', (r) => r.realtorAssociation],
  ['Real Estate Specialty', (r) => list(r.realStateSpecialty as string[])],
  ['Market Area Specialty', (r) => list(r.marketAreaSpecialty as string[])],
  ['Current Line of Work', (r) => list(r.currentLineOfWork as string[])],
  ['Association Market', (r) => list(r.mncarMarket as string[])],
  ['Type of Business', (r) => list(r.typeOfBusiness as string[])],
  ['Volunteer', (r) => list(r.volunteer as string[])],
  ['Groups', (r) => list(r.groups as string[])],
  ['Ethics', (r) => r.ethics],
  ['Orientation', (r) => r.orientation],
  ['Bill to Home Address', (r) => yesNo(r.billToHomeAddress as boolean)],
  ['Generation', (r) => r.generation],
  ['Admin Email', (r) => r.adminEmail],
  ['Address 1', (r) => r.address1],
  ['Address 2', (r) => r.address2],
  ['City', (r) => r.city],
  ['State', (r) => r.state],
  ['Postal Code', (r) => r.postalCode],
  ['Country', (r) => r.country],
  ['Registered', (r) => date(r.createdAt as Date)],
  ['Support Staff', (r) => r.supportStaff],
];

/** The purchasable list: contact columns, then a Yes/No column per market area and per specialty. */
const PURCHASABLE_COLUMNS: [string, (r: Row) => unknown][] = [
  ['Name', (r) => r.name],
  ['Email', (r) => r.email],
  ['Primary Phone', (r) => r.phoneNumber],
  ['Company', (r) => r.company],
  ['Company Location', (r) => r.location],
  ['Designations', (r) => r.designations],
  ['Website URL', (r) => r.websiteUrl],
  ['City', (r) => r.city],
  ['State', (r) => r.state],
  ['Postal Code', (r) => r.postalCode],
  ...MARKET_AREAS.map((area): [string, (r: Row) => unknown] => [
    `Market Area: ${area}`,
    (r) => yesNo((r.marketAreaSpecialty as string[]).includes(area)),
  ]),
  ...REAL_ESTATE_SPECIALTIES.map((specialty): [string, (r: Row) => unknown] => [
    `Specialty: ${specialty}`,
    (r) => yesNo((r.realStateSpecialty as string[]).includes(specialty)),
  ]),
];

export type ExportKind = 'report' | 'purchasable';

export function exportHeaders(kind: ExportKind): string[] {
  return (kind === 'report' ? REPORT_COLUMNS : PURCHASABLE_COLUMNS).map(([header]) => header);
}

/**
 * Streams the users of `plan` (its filters and order; no paging) as CSV. The connection goes back
 * to the pool when the stream ends, fails or the client goes away.
 */
export async function streamUserCsv(db: Database, plan: ListPlan, kind: ExportKind): Promise<Readable> {
  const query = db
    .select(SELECTED)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(locations, eq(locations.id, users.companyLocationId))
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .toSQL();
  const columns = kind === 'report' ? REPORT_COLUMNS : PURCHASABLE_COLUMNS;
  return streamCsv(db, query, {
    headers: columns.map(([header]) => header),
    toCells: (values) => {
      const row = Object.fromEntries(KEYS.map((key, i) => [key, values[i]])) as Row;
      return columns.map(([, read]) => read(row));
    },
  });
}
