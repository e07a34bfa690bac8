import { US_STATE_CODES } from './addressValues';
import { readCell, type CellKind } from './importMapping';
import {
  ETHICS_STATUSES,
  GENERATIONS,
  L_MEMBER_STATUSES,
  MCPE_ACCESS_TYPES,
  MEMBER_STATUSES,
  MISC_STATUSES,
  ORIENTATION_STATUSES,
  REALTOR_ASSOCIATIONS,
  USER_MULTI_FIELDS,
  USER_ROLES,
} from './userValues';

/**
 * The user fields an import file can fill (issue 18), each under the header the user report
 * export writes for it (src/server/resources/users/export.ts takes its headers from here, so an export
 * re-imports unchanged), and how a cell becomes the value the create and edit forms send.
 * The report's other columns (Name, Location NRDS, Registered, Support Staff) are computed or
 * belong to other records, and are not imported.
 */

export type UserImportKind =
  | CellKind
  /** A company, or one of its locations, by name: the server finds it. */
  | { kind: 'company' }
  | { kind: 'companyLocation' };

export type UserImportField = { key: string; header: string } & UserImportKind;

/** The user types as the user report names them ('admin' is Staff); resources/users/export.ts writes these. */
export const USER_TYPE_NAMES = { superAdmin: 'Super Admin', admin: 'Staff', member: 'Member', 'non-member': 'Non-Member', support: 'Support' } as const;

/**
 * The types a cell may name, under the report's names: the form's, and the super administrator's,
 * so that an export re-imports unchanged. Who may make or change one is the authority table's rule
 * (src/shared/userAuthority.ts), as on the form: only a super administrator.
 */
const USER_TYPES = [...USER_ROLES, 'superAdmin'] as const;
const USER_TYPE_LABELS = Object.fromEntries(USER_TYPES.map((role) => [role, [USER_TYPE_NAMES[role]]]));

export const USER_IMPORT_FIELDS = [
  { key: 'firstName', header: 'First Name', kind: 'text' },
  { key: 'middleName', header: 'Middle Name', kind: 'text' },
  { key: 'lastName', header: 'Last Name', kind: 'text' },
  { key: 'email', header: 'Email', kind: 'text' },
  { key: 'phoneNumber', header: 'Primary Phone', kind: 'text' },
  { key: 'secondaryPhone', header: 'Secondary/Cell Phone', kind: 'text' },
  { key: 'fax', header: 'Fax', kind: 'text' },
  { key: 'role', header: 'User Type', kind: 'choice', values: USER_TYPES, labels: USER_TYPE_LABELS },
  { key: 'isActive', header: 'Status', kind: 'status' },
  { key: 'company', header: 'Company', kind: 'company' },
  { key: 'companyLocation', header: 'Company Location', kind: 'companyLocation' },
  { key: 'nrds', header: 'NRDS ID', kind: 'text' },
  { key: 'reLicenseNo', header: 'RE License No', kind: 'text' },
  { key: 'mncarMemberStatus', header: 'Member Status', kind: 'choice', values: MEMBER_STATUSES },
  { key: 'mncarlMemberStatus', header: 'L-Member Status', kind: 'choice', values: L_MEMBER_STATUSES },
  { key: 'mncarMiscellaneousStatus', header: 'Miscellaneous Status', kind: 'choice', values: MISC_STATUSES },
  { key: 'alowMcpeAccess', header: 'Allow MCPE Access', kind: 'yesNo' },
  { key: 'mcpeAccessType', header: 'MCPE Access Type', kind: 'choice', values: MCPE_ACCESS_TYPES },
  { key: 'designations', header: 'Designations', kind: 'text' },
  { key: 'dob', header: 'Birthday', kind: 'day' },
  { key: 'websiteURL', header: 'Website URL', kind: 'text' },
  { key: 'industryExperience', header: 'Industry Experience', kind: 'number' },
  { key: 'MemberOfFollowingREALTORAssociation', header: 'REALTOR Association', kind: 'choice', values: REALTOR_ASSOCIATIONS },
  { key: 'realStateSpecialty', header: 'Real Estate Specialty', kind: 'list', values: USER_MULTI_FIELDS.realStateSpecialty },
  { key: 'marketAreaSpecialty', header: 'Market Area Specialty', kind: 'list', values: USER_MULTI_FIELDS.marketAreaSpecialty },
  { key: 'currentLineOfWork', header: 'Current Line of Work', kind: 'list', values: USER_MULTI_FIELDS.currentLineOfWork },
  { key: 'mncarMarket', header: 'Association Market', kind: 'list', values: USER_MULTI_FIELDS.mncarMarket },
  { key: 'typeOfBusiness', header: 'Type of Business', kind: 'list', values: USER_MULTI_FIELDS.typeOfBusiness },
  { key: 'volunteer', header: 'Volunteer', kind: 'list', values: USER_MULTI_FIELDS.volunteer },
  { key: 'groups', header: 'Groups', kind: 'list', values: USER_MULTI_FIELDS.groups },
  { key: 'ethics', header: 'Ethics', kind: 'choice', values: ETHICS_STATUSES },
  { key: 'orientation', header: 'Orientation', kind: 'choice', values: ORIENTATION_STATUSES },
  { key: 'billToHomeAddress', header: 'Bill to Home Address', kind: 'yesNo' },
  { key: 'generation', header: 'Generation', kind: 'choice', values: GENERATIONS },
  { key: 'adminEmail', header: 'Admin Email', kind: 'text' },
  { key: 'address1', header: 'Address 1', kind: 'text' },
  { key: 'address2', header: 'Address 2', kind: 'text' },
  { key: 'city', header: 'City', kind: 'text' },
  { key: 'state', header: 'State', kind: 'choice', values: US_STATE_CODES },
  { key: 'postalCode', header: 'Postal Code', kind: 'text' },
  { key: 'country', header: 'Country', kind: 'text' },
] as const satisfies readonly UserImportField[];

export type UserImportKey = (typeof USER_IMPORT_FIELDS)[number]['key'];

/** The header the user report writes for an imported field. */
export const USER_REPORT_HEADERS = Object.fromEntries(USER_IMPORT_FIELDS.map((field) => [field.key, field.header])) as Record<UserImportKey, string>;

/** A cell that could not be read, by its column (0-based) in the file. */
export interface CellIssue {
  column: number;
  message: string;
}

/** One row as the forms would send it, with the company and location by name for the server to find. */
export interface UserRow {
  body: Record<string, unknown>;
  companyName?: string | null;
  locationName?: string | null;
  issues: CellIssue[];
}

/**
 * A row's cells as the create/edit body, for the fields `mapping` gives its columns (null: not
 * imported). A mapped column's empty cell empties its field, so the file is the truth for the
 * columns it maps; a yes/no, status or user type left empty keeps the field as it is (it has no
 * empty value). `valueMaps` are the person's readings of choice cells, by field and cell.
 * What the cells cannot be (an unknown choice, a day that is not one) is a cell issue here; the
 * rest of the rules are the forms' own, checked by the server on the body.
 */
export function userRow(
  cells: readonly string[],
  mapping: readonly (UserImportKey | null)[],
  valueMaps: Readonly<Partial<Record<UserImportKey, Readonly<Record<string, string>>>>> = {},
): UserRow {
  const row: UserRow = { body: {}, issues: [] };
  mapping.forEach((key, column) => {
    if (key === null) return;
    const field = USER_IMPORT_FIELDS.find((f) => f.key === key);
    if (!field) return;
    const cell = (cells[column] ?? '').trim();
    if (field.kind === 'company') return void (row.companyName = cell || null);
    if (field.kind === 'companyLocation') return void (row.locationName = cell || null);
    const reading = readCell(field, cell, valueMaps[key]);
    if ('issue' in reading) return void row.issues.push({ column, message: reading.issue });
    // The user type has no empty value either; the state's empty value is ''.
    if ('keep' in reading || (key === 'role' && reading.value === null)) return;
    row.body[key] = key === 'state' ? (reading.value ?? '') : reading.value;
  });
  return row;
}
