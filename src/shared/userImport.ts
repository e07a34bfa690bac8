import { US_STATE_CODES } from './addressValues';
import { readCell, type CellKind, type DateFormat } from './importMapping';
import { canadianProvinceOf, US_STATE_LABELS } from './stateNames';
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
 * The user report takes its headers from here, so a report re-imports unchanged. Its other columns
 * are computed or belong to other records, and are not imported.
 */

export type UserImportKind =
  | CellKind
  | { kind: 'company' }
  | { kind: 'companyLocation' }
  /** Split into first, middle and last names when the file has no columns for them. */
  | { kind: 'fullName' }
  /** The registration date: the day a member joined, kept when the record's own is that day. */
  | { kind: 'registered' };

export type UserImportField = { key: string; header: string } & UserImportKind;

/** As the user report names them, so the import reads its own export. */
export const USER_TYPE_NAMES = { superAdmin: 'Super Admin', admin: 'Staff', member: 'Member', 'non-member': 'Non-Member', support: 'Support' } as const;

/**
 * superAdmin too, so that an export re-imports unchanged; only a super administrator may set it
 * (src/shared/userAuthority.ts).
 */
const USER_TYPES = [...USER_ROLES, 'superAdmin'] as const;
const USER_TYPE_LABELS = Object.fromEntries(USER_TYPES.map((role) => [role, [USER_TYPE_NAMES[role]]]));

export const USER_IMPORT_FIELDS = [
  { key: 'name', header: 'Name', kind: 'fullName' },
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
  { key: 'state', header: 'State', kind: 'choice', values: US_STATE_CODES, labels: US_STATE_LABELS },
  { key: 'postalCode', header: 'Postal Code', kind: 'text' },
  { key: 'country', header: 'Country', kind: 'text' },
  { key: 'createdAt', header: 'Registered', kind: 'registered' },
] as const satisfies readonly UserImportField[];

export type UserImportKey = (typeof USER_IMPORT_FIELDS)[number]['key'];

export const USER_REPORT_HEADERS = Object.fromEntries(USER_IMPORT_FIELDS.map((field) => [field.key, field.header])) as Record<UserImportKey, string>;

export interface CellIssue {
  column: number;
  message: string;
}

export interface UserRow {
  body: Record<string, unknown>;
  companyName?: string | null;
  locationName?: string | null;
  /** YYYY-MM-DD */
  registered?: string | null;
  issues: CellIssue[];
}

/** The ways a file names the United States, read as the form writes it. */
const UNITED_STATES = new Set(['us', 'usa', 'unitedstates', 'unitedstatesofamerica', 'america']);

/** "Ann Marie van der Berg" is first "Ann", middle "Marie van der", last "Berg": the form can fix it later. */
function nameParts(cell: string): { firstName: string; middleName: string; lastName: string } {
  const words = cell.split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', middleName: '', lastName: '' };
  return { firstName: words[0]!, middleName: words.slice(1, -1).join(' '), lastName: words[words.length - 1]! };
}

/**
 * The file is the truth for the columns it maps, so an empty cell empties its field. Only what a
 * cell cannot be is checked here; the rest are the forms' own rules, checked by the server.
 */
export function userRow(
  cells: readonly string[],
  mapping: readonly (UserImportKey | null)[],
  valueMaps: Readonly<Partial<Record<UserImportKey, Readonly<Record<string, string>>>>> = {},
  dateFormat: DateFormat = 'MDY',
): UserRow {
  const row: UserRow = { body: {}, issues: [] };
  // A Name column beside First and Last Name columns is their sum, as in the user report.
  const namesGiven = mapping.includes('firstName') || mapping.includes('lastName');
  mapping.forEach((key, column) => {
    if (key === null) return;
    const field = USER_IMPORT_FIELDS.find((f) => f.key === key);
    if (!field) return;
    const cell = (cells[column] ?? '').trim();
    if (field.kind === 'company') return void (row.companyName = cell || null);
    if (field.kind === 'companyLocation') return void (row.locationName = cell || null);
    if (field.kind === 'fullName') return void (namesGiven || !cell ? undefined : Object.assign(row.body, nameParts(cell)));
    if (field.kind === 'registered') {
      const reading = readCell({ kind: 'day' }, cell, {}, dateFormat);
      if ('issue' in reading) return void row.issues.push({ column, message: reading.issue });
      return void (row.registered = 'value' in reading ? (reading.value as string | null) : null);
    }
    if (key === 'country' && UNITED_STATES.has(cell.toLowerCase().replace(/[^a-z]/g, ''))) return void (row.body.country = 'United States');
    const reading = readCell(field, cell, valueMaps[key], dateFormat);
    if ('issue' in reading) {
      const province = key === 'state' ? canadianProvinceOf(cell) : undefined;
      const message = province ? `"${cell}" is the Canadian province ${province.name} (${province.code}): the address takes a US state only, so leave the cell empty or give the US state.` : reading.issue;
      return void row.issues.push({ column, message });
    }
    // The user type has no empty value either; the state's empty value is ''.
    if ('keep' in reading || (key === 'role' && reading.value === null)) return;
    row.body[key] = key === 'state' ? (reading.value ?? '') : reading.value;
  });
  return row;
}
