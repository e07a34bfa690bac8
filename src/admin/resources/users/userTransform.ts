import type { Identifier } from 'react-admin';
import { DEFAULT_COUNTRY, DEFAULT_STATE } from '../../../shared/addressValues';
import { passwordMessageKey } from '../../common/passwordRule';
import type { User, UserBody } from '../../../shared/users';
import {
  DEFAULT_USER_LANGUAGE,
  STAFF_FIELDS,
  STAFF_ROLE,
  SUPPORT_GROUP,
  USER_MESSAGES,
  USER_MULTI_FIELDS,
  type UserMultiField,
} from '../../../shared/userValues';

export type { UserRecord } from './userTypes';

/** A chosen role as the form lists it. */
export type UserRoleRef = User['roles'][number];
/** A chosen support-staff member as the form lists it. */
export type UserStaffRef = User['supportStaffMembers'][number];
export type UserCompanyRef = NonNullable<User['company']>;
export type UserLocationRef = NonNullable<User['companyLocation']>;

/**
 * The values of the user form: the record's fields, any of which an emptied input may have turned
 * into null (react-admin parses '' as null), plus the password fields, which the record never has.
 */
export type UserFormValues = { [K in keyof User]?: User[K] | null } & {
  id?: Identifier;
  /** Create only. */
  password?: string | null;
  /** Edit only: both blank keeps the password. */
  newPassword?: string | null;
  confirmPassword?: string | null;
};

/** What the form sends: the API's write body before its own parsing (ids, not objects). */
export type UserPayload = { [K in keyof UserBody]?: unknown };

/** Staff (and the super administrator) carry roles and keep only the STAFF_FIELDS. */
export const isStaffRole = (role: unknown) => role === STAFF_ROLE || role === 'superAdmin';

export const hasSupportGroup = (groups: unknown) => Array.isArray(groups) && groups.includes(SUPPORT_GROUP);

/** The create form's starting values. */
export const USER_DEFAULT_VALUES: UserFormValues = {
  role: 'member',
  language: DEFAULT_USER_LANGUAGE,
  state: DEFAULT_STATE,
  country: DEFAULT_COUNTRY,
  picture: null,
  company: null,
  companyLocation: null,
  nrds: null,
  alowMcpeAccess: false,
  billToHomeAddress: false,
  roles: [],
  supportStaffMembers: [],
  realStateSpecialty: [],
  marketAreaSpecialty: [],
  currentLineOfWork: [],
  mncarMarket: [],
  typeOfBusiness: [],
  volunteer: [],
  groups: [],
};

const TEXT_FIELDS = [
  'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'secondaryPhone', 'fax', 'address1', 'address2', 'city',
  'state', 'country', 'postalCode', 'reLicenseNo', 'designations', 'websiteURL', 'adminEmail', 'adminNote', 'cdxAccessCode',
  'biography', 'description',
] as const satisfies readonly (keyof UserBody)[];

/** Single choices the API takes as a value or null. */
const CHOICE_FIELDS = [
  'mncarMemberStatus', 'mncarlMemberStatus', 'mncarMiscellaneousStatus', 'mcpeAccessType',
  'MemberOfFollowingREALTORAssociation', 'ethics', 'orientation', 'generation',
] as const satisfies readonly (keyof UserBody)[];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const choice = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The id of a ref the form holds ({ _id, name … }), or a bare id. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object') {
    const id = (value as { _id?: unknown; id?: unknown })._id ?? (value as { id?: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return String(id);
  }
  return null;
}

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(idOf).filter((id): id is string => id !== null) : [];

function experience(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return null;
}

/**
 * The payload of POST /users/create and PUT /users/update/{id}: texts trimmed ('' rather than
 * null, which the API refuses for texts), ids out of the refs. A Staff user sends only the
 * STAFF_FIELDS; a non-Staff user sends no roles, and support staff only while the groups include
 * Support, since the hidden sections must not keep what they held.
 */
export function userTransform(values: UserFormValues): UserPayload {
  const role = values.role || 'member';
  const staff = isStaffRole(role);
  const body: UserPayload = { role, language: values.language || DEFAULT_USER_LANGUAGE, picture: values.picture || null };
  for (const field of TEXT_FIELDS) body[field] = text(values[field]);
  for (const field of CHOICE_FIELDS) body[field] = choice(values[field]);
  for (const field of Object.keys(USER_MULTI_FIELDS) as UserMultiField[]) body[field] = list(values[field]);
  const companyId = idOf(values.company);
  body.company = companyId;
  // A location belongs to its company: none without one.
  body.companyLocation = companyId ? idOf(values.companyLocation) : null;
  body.nrds = text(values.nrds) || null;
  body.alowMcpeAccess = values.alowMcpeAccess === true;
  body.billToHomeAddress = values.billToHomeAddress === true;
  body.dob = values.dob || null;
  body.industryExperience = experience(values.industryExperience);
  body.roles = staff ? ids(values.roles) : [];
  body.supportStaffMembers = hasSupportGroup(values.groups) ? ids(values.supportStaffMembers) : [];
  // Add User has the initial password and its confirmation; Edit User the new password and its
  // confirmation. Either pair goes only when one of its fields is filled (the server checks it again).
  const creating = 'password' in values;
  if (creating && (values.password || values.confirmPassword)) {
    body.password = values.password ?? '';
    body.confirmPassword = values.confirmPassword ?? '';
  } else if (!creating && (values.newPassword || values.confirmPassword)) {
    body.newPassword = values.newPassword ?? '';
    body.confirmPassword = values.confirmPassword ?? '';
  }
  if (!staff) return body;
  const kept: readonly string[] = STAFF_FIELDS;
  return Object.fromEntries(Object.entries(body).filter(([key]) => kept.includes(key))) as UserPayload;
}

/** The catalogue key of one of the shared USER_MESSAGES or password-rule texts (the form shows them translated). */
export function userMessageKey(message: string): string {
  const key = (Object.keys(USER_MESSAGES) as (keyof typeof USER_MESSAGES)[]).find((k) => USER_MESSAGES[k] === message);
  return key ? `app.userEdit.messages.${key}` : passwordMessageKey(message)!;
}
