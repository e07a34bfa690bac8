import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import { MARKET_AREAS, REAL_ESTATE_SPECIALTIES } from '../../shared/users';
import type { Database } from '../db/client';
import { companies, locations, users } from '../db/schema';
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

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and the tab and carriage return that can
 * hide one) is prefixed with an apostrophe, so it shows as text and never runs.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

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

/** The longest an export may read: far beyond 100,000 rows (about 10 s), short of forever. */
const EXPORT_TIMEOUT_MS = 10 * 60 * 1000;

export function exportHeaders(kind: ExportKind): string[] {
  return (kind === 'report' ? REPORT_COLUMNS : PURCHASABLE_COLUMNS).map(([header]) => header);
}

/** Bytes gathered before a write: the compressor and the socket then see 64 KB writes, not one per row. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Gathers the CSV's small per-row pieces into larger chunks. Each write to a compression stream is
 * a round trip to the thread pool: 100,000 row-sized writes cost seconds, a few hundred cost nothing.
 */
function inChunks(): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(piece: Buffer | string, _encoding, done) {
      const buffer = typeof piece === 'string' ? Buffer.from(piece) : piece;
      pending.push(buffer);
      size += buffer.length;
      if (size >= CHUNK_BYTES) {
        this.push(Buffer.concat(pending, size));
        pending = [];
        size = 0;
      }
      done();
    },
    flush(done) {
      if (size > 0) this.push(Buffer.concat(pending, size));
      done();
    },
  });
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
  // Drizzle keeps the node-postgres pool it was given as `$client`; a cursor needs a client of its own.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  // One cursor reads the whole list, so the export runs as one statement: it gets its own time
  // limit instead of the per-request one, and a consistent snapshot of the list.
  try {
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${EXPORT_TIMEOUT_MS}`);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  const rows = client.query(new QueryStream(query.sql, query.params as unknown[], { batchSize: 500, rowMode: 'array' }));
  const toRecord = new Transform({
    objectMode: true,
    transform(values: unknown[], _encoding, done) {
      const row = Object.fromEntries(KEYS.map((key, i) => [key, values[i]])) as Row;
      done(
        null,
        columns.map(([, read]) => {
          const value = read(row);
          return typeof value === 'string' ? neutraliseCell(value) : (value ?? '');
        }),
      );
    },
  });
  const out = new PassThrough();
  // A BOM lets spreadsheets read the file as UTF-8 (names such as Nguyễn, Østby).
  const csv = stringify({ header: true, columns: columns.map(([header]) => header), bom: true });
  pipeline(rows, toRecord, csv, inChunks(), out).then(
    () =>
      client.query('commit').then(
        () => client.release(),
        (err: unknown) => client.release(err as Error),
      ),
    (err: unknown) => {
      // A connection left mid-query is not reused.
      client.release(err as Error);
      out.destroy(err as Error);
    },
  );
  return out;
}
