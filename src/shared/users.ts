import { z } from 'zod';
import { UploadPath } from './uploads';
import { US_STATE_CODES } from './addresses';
import { maxCharactersMessage, optionalDay, webAddress, type FieldLimits } from './fields';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordPolicyIssue } from './passwordPolicy';

/**
 * Users: value lists, the write schema, the list's sort and filter keys and the JSON shapes of the
 * users API (spec 000 §3, §5, §7). The server validates with these schemas; the forms and the
 * filter panel offer the same lists. Lists the spec names without listing them in full (groups,
 * type of business, realtor associations, generations, languages) are filled with plausible
 * Minnesota values here, in one place.
 */

// ---------------------------------------------------------------- value lists (spec 000 §3)

/** The user types a staff member may choose ('admin' is shown as Staff). superAdmin is never chosen. */
export const USER_ROLES = ['member', 'non-member', 'admin', 'support'] as const;
export type UserRole = (typeof USER_ROLES)[number] | 'superAdmin';
/** The role stored for Staff users; only they carry role assignments. */
export const STAFF_ROLE = 'admin';

export const MEMBER_STATUSES = ['Inactive', 'Active', 'Pending', 'Suspended', 'Terminated'] as const;
export const L_MEMBER_STATUSES = ['Inactive', 'Active', 'Pending'] as const;
export const MISC_STATUSES = ['Active', 'Inactive'] as const;
export const MCPE_ACCESS_TYPES = ['N/A', 'Billable', 'ADN', 'Staff', 'Support', 'Billable-Autopay'] as const;
export const ETHICS_STATUSES = ['Approved', 'Pending'] as const;
export const ORIENTATION_STATUSES = ['Pending', 'Approved'] as const;

export const REAL_ESTATE_SPECIALTIES = [
  'Industrial', 'Office', 'Land', 'Retail', 'Investment', 'Appraisal', 'Multi-Family', 'Developer', 'Hospitality', 'Tenant Rep',
] as const;
export const MARKET_AREAS = [
  'Minneapolis CBD', 'Northwest', 'Northeast', 'Rochester', 'St Cloud', 'St. Paul CBD', 'Southwest', 'Southeast', 'Out of Metro', 'Duluth',
] as const;
export const LINES_OF_WORK = ['Design', 'Development', 'Appraisal', 'Consulting', 'Transactions', 'Other'] as const;
export const ASSOCIATION_MARKETS = ['Twin Cities', 'St Cloud', 'Rochester', 'Duluth', 'Mankato'] as const;
export const VOLUNTEER_GROUPS = [
  'Board of Directors', 'Exchange Board', 'Program Committee', 'Emerging Brokers Committee', 'Awards Committee',
  'Sponsorship Committee', 'Golf Committee', 'Expo Committee', 'Communications Committee', 'Website Committee',
  'Community Relations Committee', 'Data Improvement Committee', 'St. Cloud Taskforce', 'Rochester Taskforce', 'Data Reviewers',
] as const;
/** The 20 membership types. 'Support' opens the support-staff section of Edit User. */
export const GROUPS = [
  'Administrators', 'Affiliate', 'Broker', 'Realtor', 'Staff', 'Support', 'Non-Member', 'Senior Member',
  'Associate Member', 'Appraiser Member', 'Board Member', 'Committee Chair', 'Emerging Broker', 'Honorary Member',
  'Life Member', 'Past President', 'Student', 'Sponsor Contact', 'Instructor', 'Designated Realtor',
] as const;
export const SUPPORT_GROUP = 'Support';
export const BUSINESS_TYPES = [
  'Accounting', 'Architecture', 'Attorneys', 'Banking/Financing', 'Contractor', 'Title', 'Appraisal Services',
  'Construction Management', 'Energy Consulting', 'Engineering', 'Environmental Services', 'Facility Management',
  'Insurance', 'Interior Design', 'Moving and Relocation', 'Property Management', 'Real Estate Media', 'Signage', 'Technology',
] as const;
/** The 16 regional REALTOR associations of Minnesota. */
export const REALTOR_ASSOCIATIONS = [
  'Minneapolis Area REALTORS', 'Saint Paul Area Association of REALTORS', 'Rochester Area Association of REALTORS',
  'St. Cloud Area Association of REALTORS', 'Duluth Area Association of REALTORS', 'REALTOR Association of Southern Minnesota',
  'Lakes Area REALTORS', 'Range Association of REALTORS', 'Southwest Metro Association of REALTORS',
  'Northwest Metro Association of REALTORS', 'Bemidji Board of REALTORS', 'Fergus Falls Area Association of REALTORS',
  'Willmar Area Association of REALTORS', 'Central Minnesota Association of REALTORS',
  'Northeast Minnesota Association of REALTORS', 'Southeast Minnesota Association of REALTORS',
] as const;
export const GENERATIONS = ['Silent Generation', 'Baby Boomer', 'Generation X', 'Millennial', 'Generation Z'] as const;

/** The languages a user record may carry (locale codes, default en_US), with their own names. */
export const USER_LANGUAGES = [
  ['en_US', 'English (United States)'], ['en_GB', 'English (United Kingdom)'], ['es_ES', 'Español (España)'],
  ['es_MX', 'Español (México)'], ['fr_FR', 'Français (France)'], ['fr_CA', 'Français (Canada)'], ['de_DE', 'Deutsch'],
  ['it_IT', 'Italiano'], ['pt_BR', 'Português (Brasil)'], ['pt_PT', 'Português (Portugal)'], ['nl_NL', 'Nederlands'],
  ['sv_SE', 'Svenska'], ['nb_NO', 'Norsk bokmål'], ['da_DK', 'Dansk'], ['fi_FI', 'Suomi'], ['pl_PL', 'Polski'],
  ['cs_CZ', 'Čeština'], ['hu_HU', 'Magyar'], ['ro_RO', 'Română'], ['ru_RU', 'Русский'], ['uk_UA', 'Українська'],
  ['tr_TR', 'Türkçe'], ['el_GR', 'Ελληνικά'], ['ar_SA', 'العربية'], ['he_IL', 'עברית'], ['hi_IN', 'हिन्दी'],
  ['ja_JP', '日本語'], ['ko_KR', '한국어'], ['zh_CN', '中文 (简体)'], ['vi_VN', 'Tiếng Việt'], ['so_SO', 'Soomaali'],
  ['hmn_US', 'Hmoob'],
] as const;
export const USER_LANGUAGE_CODES = USER_LANGUAGES.map(([code]) => code) as unknown as readonly [string, ...string[]];
export const DEFAULT_USER_LANGUAGE = 'en_US';

/** Multi-value fields and their value lists. */
export const USER_MULTI_FIELDS = {
  realStateSpecialty: REAL_ESTATE_SPECIALTIES,
  marketAreaSpecialty: MARKET_AREAS,
  currentLineOfWork: LINES_OF_WORK,
  mncarMarket: ASSOCIATION_MARKETS,
  volunteer: VOLUNTEER_GROUPS,
  typeOfBusiness: BUSINESS_TYPES,
  groups: GROUPS,
} as const;
export type UserMultiField = keyof typeof USER_MULTI_FIELDS;

// ---------------------------------------------------------------- rules and messages (spec 000 §5)

/** The product's one password rule (src/shared/passwordPolicy.ts), not the spec's 5 to 128. */
export const USER_PASSWORD_MIN = PASSWORD_MIN;
export const USER_PASSWORD_MAX = PASSWORD_MAX;

/**
 * The most characters each text of the user form takes and the range of the industry experience
 * (the form and the profile panel check the same). Passwords follow the password rule instead.
 */
export const USER_LIMITS = {
  firstName: 100,
  middleName: 100,
  lastName: 100,
  email: 254,
  phoneNumber: 30,
  secondaryPhone: 30,
  fax: 30,
  address1: 200,
  address2: 200,
  city: 100,
  country: 100,
  reLicenseNo: 50,
  designations: 200,
  websiteURL: 500,
  industryExperience: { min: 0, max: 100 },
  adminEmail: 254,
  adminNote: 5000,
  cdxAccessCode: 100,
  biography: 20_000,
  description: 20_000,
} as const satisfies FieldLimits;

export const USER_MESSAGES = {
  invalidEmail: 'Please enter valid Email Address!',
  firstNameRequired: 'First name is required',
  phoneRequired: 'Phone number is required.',
  passwordEmpty: 'New Password or Confirm Password cannot be empty!',
  passwordMismatch: 'New Password and Confirm Password does not match!',
  newPasswordOnCreate: "A new user's password is sent as 'password' (with 'confirmPassword'), not 'newPassword'.",
  passwordLength: PASSWORD_MESSAGES.length,
  selfSupport: "You can't select yourself as support staff!",
  supportNeedsGroup: 'Support staff can be attached only when the groups include Support.',
  rolesOnlyForStaff: 'Roles can be assigned to Staff users only.',
  experience: `Industry experience must be a whole number of years, from ${USER_LIMITS.industryExperience.min} to ${USER_LIMITS.industryExperience.max}.`,
  created: 'User created successfully!',
  updated: 'User updated successfully!',
  deleted: 'User deleted Successfully',
  statusUpdated: 'User status updated.',
  nrdsTaken: 'This NRDS ID is already used by another user.',
  notFound: 'User not found.',
  selfDelete: "You can't delete your own account.",
  selfDeactivate: "You can't deactivate your own account.",
  superAdminOnly: 'Only a super administrator can change a super administrator.',
  currentPasswordWrong: 'Your current password is not right.',
  ownPasswordChanged: 'Your password has been changed. Sign in again with the new password.',
  resetLinkSent: 'A password reset link has been sent to %{email}.',
  resetLinkInactive: 'This user is inactive: activate them before sending a password reset link.',
  locationOfOtherCompany: 'The chosen location does not belong to the chosen company.',
} as const;

/**
 * A password pair (Edit User, the profile panel; spec 000 §5): both blank leaves the password as it
 * is; one of them blank or a mismatch is refused with the spec's message; then the password rule
 * (src/shared/passwordPolicy.ts; the server adds the common-password list). Returns the message,
 * or undefined when the pair is acceptable.
 */
export function passwordChangeError(newPassword = '', confirmPassword = '', email?: string | null): string | undefined {
  if (!newPassword && !confirmPassword) return undefined;
  if (!newPassword || !confirmPassword) return USER_MESSAGES.passwordEmpty;
  if (newPassword !== confirmPassword) return USER_MESSAGES.passwordMismatch;
  return passwordPolicyIssue(newPassword, email);
}

/** A loose email check: something, an @, something, a dot, something (the form and the server agree). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** When the edited user is Staff, only these fields are taken (spec 000 §6). */
export const STAFF_FIELDS = [
  'firstName', 'lastName', 'email', 'role', 'picture', 'middleName', 'language', 'phoneNumber', 'roles', 'password',
  'newPassword', 'confirmPassword',
] as const;

// ---------------------------------------------------------------- the write body

const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));
const optionalText = (max: number) => text(max).optional();
const id = z.uuid('must be a valid id');
/** An id, or an object carrying one as `_id` (the form sends back what it was given). */
const idRef = z.preprocess((v) => (v && typeof v === 'object' && '_id' in v ? (v as { _id: unknown })._id : v), id);
const nullableIdRef = z.union([idRef, z.literal(''), z.null()]).transform((v) => v || null);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });
/** One of the values, or empty ('' or null) for none. */
const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? null : v), oneOf(values).nullable()).optional();
const multi = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(oneOf(values)).max(values.length).transform((list) => [...new Set(list)]).optional();
/** 'Yes'/'No' (any case) or a boolean. */
const yesNoFlag = z
  .union([z.boolean(), z.string().regex(/^(yes|no|true|false)$/i, 'must be Yes or No')])
  .transform((v) => (typeof v === 'boolean' ? v : /^(yes|true)$/i.test(v)))
  .optional();
const dateOnly = optionalDay().optional();

/**
 * POST /users/create and PUT /users/update/{id}. On update a field left out keeps its value (the
 * profile panel sends five fields only); on create it takes its default. Cross-field rules
 * (password pair, support staff, roles for Staff) are checked by `userBodyIssues`.
 */
export const UserBody = z.object({
  role: z.enum([...USER_ROLES, 'superAdmin'], { error: `User Type must be one of: ${USER_ROLES.join(', ')}` }).optional(),
  firstName: text(USER_LIMITS.firstName).min(1, USER_MESSAGES.firstNameRequired).optional(),
  middleName: optionalText(USER_LIMITS.middleName),
  lastName: optionalText(USER_LIMITS.lastName),
  language: z.enum(USER_LANGUAGE_CODES, { error: 'must be one of the offered languages, e.g. en_US' }).optional(),
  email: z
    .string({ error: USER_MESSAGES.invalidEmail })
    .trim()
    .max(USER_LIMITS.email, USER_MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, USER_MESSAGES.invalidEmail)
    .transform((v) => v.toLowerCase())
    .optional(),
  phoneNumber: z.union([text(USER_LIMITS.phoneNumber), z.null()]).optional(),
  secondaryPhone: optionalText(USER_LIMITS.secondaryPhone),
  fax: optionalText(USER_LIMITS.fax),
  picture: UploadPath.optional(),
  /** Create: the initial password (optional: without one the user signs in after 'Forgot password'). */
  password: z.string().max(USER_PASSWORD_MAX, USER_MESSAGES.passwordLength).optional(),
  newPassword: z.string().max(1000).optional(),
  confirmPassword: z.string().max(1000).optional(),
  isActive: z.boolean({ error: 'must be true or false' }).optional(),
  // home address
  address1: optionalText(USER_LIMITS.address1),
  address2: optionalText(USER_LIMITS.address2),
  city: optionalText(USER_LIMITS.city),
  state: z.union([oneOf(US_STATE_CODES), z.literal('')]).optional(),
  country: optionalText(USER_LIMITS.country),
  postalCode: z.string().trim().regex(/^(\d{5}(-\d{4})?)?$/, 'must be a ZIP code such as 55401 or 55401-1234').optional(),
  // professional and membership fields
  company: nullableIdRef.optional(),
  companyLocation: nullableIdRef.optional(),
  nrds: z.union([z.string().trim().regex(/^\d{4,15}$/, 'NRDS ID must be 4 to 15 digits'), z.literal(''), z.null()]).transform((v) => v || null).optional(),
  reLicenseNo: optionalText(USER_LIMITS.reLicenseNo),
  mncarMemberStatus: optionalOneOf(MEMBER_STATUSES),
  mncarlMemberStatus: optionalOneOf(L_MEMBER_STATUSES),
  mncarMiscellaneousStatus: optionalOneOf(MISC_STATUSES),
  alowMcpeAccess: yesNoFlag,
  mcpeAccessType: optionalOneOf(MCPE_ACCESS_TYPES),
  designations: optionalText(USER_LIMITS.designations),
  dob: dateOnly,
  websiteURL: webAddress(USER_LIMITS.websiteURL).optional(),
  industryExperience: z
    .union([z.number(), z.string().trim().regex(/^\d*$/, USER_MESSAGES.experience), z.null()])
    .transform((v) => (v === '' || v === null ? null : Number(v)))
    .pipe(
      z
        .number()
        .int(USER_MESSAGES.experience)
        .min(USER_LIMITS.industryExperience.min, USER_MESSAGES.experience)
        .max(USER_LIMITS.industryExperience.max, USER_MESSAGES.experience)
        .nullable(),
    )
    .optional(),
  MemberOfFollowingREALTORAssociation: optionalOneOf(REALTOR_ASSOCIATIONS),
  realStateSpecialty: multi(REAL_ESTATE_SPECIALTIES),
  marketAreaSpecialty: multi(MARKET_AREAS),
  currentLineOfWork: multi(LINES_OF_WORK),
  mncarMarket: multi(ASSOCIATION_MARKETS),
  volunteer: multi(VOLUNTEER_GROUPS),
  typeOfBusiness: multi(BUSINESS_TYPES),
  groups: multi(GROUPS),
  ethics: optionalOneOf(ETHICS_STATUSES),
  orientation: optionalOneOf(ORIENTATION_STATUSES),
  billToHomeAddress: yesNoFlag,
  generation: optionalOneOf(GENERATIONS),
  adminEmail: z
    .union([
      z
        .string()
        .trim()
        .max(USER_LIMITS.adminEmail, maxCharactersMessage(USER_LIMITS.adminEmail))
        .regex(EMAIL_PATTERN, 'Admin email must be a valid email address'),
      z.literal(''),
    ])
    .optional(),
  adminNote: optionalText(USER_LIMITS.adminNote),
  cdxAccessCode: optionalText(USER_LIMITS.cdxAccessCode),
  biography: optionalText(USER_LIMITS.biography),
  description: optionalText(USER_LIMITS.description),
  /** Staff only: the assigned roles, as ids (or `{ _id }` objects). */
  roles: z.array(idRef).max(50).transform((list) => [...new Set(list)]).optional(),
  /** Users whose groups include Support: their support staff, as user ids (or `{ _id }` objects). */
  supportStaffMembers: z.array(idRef).max(50).transform((list) => [...new Set(list)]).optional(),
});
export type UserBody = z.infer<typeof UserBody>;

/**
 * The rules that span several fields, for the form and the server alike. `self` is the id of the
 * signed-in user (never their own support staff); `current` fills what the body leaves out on update.
 */
export function userBodyIssues(
  body: UserBody,
  context: { creating: boolean; selfId?: string; editedId?: string; current?: { role: string; groups: string[]; email?: string } },
): { path: keyof UserBody; message: string }[] {
  const issues: { path: keyof UserBody; message: string }[] = [];
  const role = body.role ?? context.current?.role ?? 'member';
  const staff = role === STAFF_ROLE || role === 'superAdmin';
  if (context.creating) {
    if (!body.firstName) issues.push({ path: 'firstName', message: USER_MESSAGES.firstNameRequired });
    if (!body.email) issues.push({ path: 'email', message: USER_MESSAGES.invalidEmail });
    const passwordIssue = body.password ? passwordPolicyIssue(body.password, body.email) : undefined;
    if (passwordIssue) issues.push({ path: 'password', message: passwordIssue });
    // The initial password comes as a pair from Add User; an API client may send it alone.
    if (body.newPassword) issues.push({ path: 'newPassword', message: USER_MESSAGES.newPasswordOnCreate });
    else if (body.confirmPassword !== undefined && (body.password ?? '') !== body.confirmPassword) {
      issues.push({ path: 'confirmPassword', message: USER_MESSAGES.passwordMismatch });
    }
  }
  if (context.creating ? !body.phoneNumber : body.phoneNumber !== undefined && !body.phoneNumber) {
    issues.push({ path: 'phoneNumber', message: USER_MESSAGES.phoneRequired });
  }
  const changeIssue = context.creating
    ? undefined
    : passwordChangeError(body.newPassword, body.confirmPassword, body.email ?? context.current?.email);
  if (changeIssue) issues.push({ path: 'newPassword', message: changeIssue });
  if (!staff && body.roles && body.roles.length > 0) issues.push({ path: 'roles', message: USER_MESSAGES.rolesOnlyForStaff });
  if (!staff && body.supportStaffMembers && body.supportStaffMembers.length > 0) {
    const groups = body.groups ?? context.current?.groups ?? [];
    if (!groups.includes(SUPPORT_GROUP)) issues.push({ path: 'supportStaffMembers', message: USER_MESSAGES.supportNeedsGroup });
    const self = [context.selfId, context.editedId].filter(Boolean);
    if (body.supportStaffMembers.some((s) => self.includes(s))) {
      issues.push({ path: 'supportStaffMembers', message: USER_MESSAGES.selfSupport });
    }
  }
  return issues;
}

// ---------------------------------------------------------------- the list contract (spec 000 §4, §7)

/** Sort keys of GET /users/list/all; `name` sorts by the lower-case name, `type` by the user type. */
export const USER_SORT_KEYS = [
  'createdAt', 'name', 'nameInLower', 'email', 'role', 'type', 'alowMcpeAccess', 'mcpeAccessType', 'isActive',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/**
 * Filter keys of GET /users/list/all and the form of each value (README, 'User list filters'):
 * - text (case-insensitive substring): firstName, lastName, nrds, reLicenseNo, phoneNumber,
 *   secondaryPhone, websiteURL, designations, biography, adminEmail, adminNote
 * - one value or a list (matches any): role, mncarMemberStatus, mncarlMemberStatus,
 *   mncarMiscellaneousStatus, mcpeAccessType, generation, MemberOfFollowingREALTORAssociation
 * - Yes/No (All = leave the key out): alowMcpeAccess, billToHomeAddress; Active/Inactive: isActive;
 *   Approved/Pending: ethics, orientation
 * - lists (matches a user with any of the chosen values): realStateSpecialty, marketAreaSpecialty,
 *   currentLineOfWork, mncarMarket, typeOfBusiness, volunteer, groups
 * - ids (any of): companyName (company ids from the company picker), supportStaff (user ids: users
 *   with any of them as support staff), roles (role ids: Staff holding any of them)
 * - date ranges 'from,to' (YYYY-MM-DD; the 'to' day ends 23:59:59): createdAt, dob
 * - number ranges 'from,to': industryExperience
 * - objects of parts, each a case-insensitive substring: location { name, nrdsId, fax,
 *   physicalAddress: { addressLine1, city, state, zipCode }, mailingAddress: { … } };
 *   homeAddress { address1, address2, city, postalCode } with { state, country } matched whole
 */
export const USER_TEXT_FILTERS = [
  'firstName', 'lastName', 'nrds', 'reLicenseNo', 'phoneNumber', 'secondaryPhone', 'websiteURL', 'designations', 'biography', 'adminEmail',
  'adminNote',
] as const;
export const USER_FILTER_KEYS = [
  ...USER_TEXT_FILTERS,
  'role', 'mncarMemberStatus', 'mncarlMemberStatus', 'mncarMiscellaneousStatus', 'mcpeAccessType', 'generation',
  'MemberOfFollowingREALTORAssociation', 'alowMcpeAccess', 'billToHomeAddress', 'isActive', 'ethics', 'orientation',
  'realStateSpecialty', 'marketAreaSpecialty', 'currentLineOfWork', 'mncarMarket', 'typeOfBusiness', 'volunteer', 'groups',
  'companyName', 'supportStaff', 'roles', 'createdAt', 'dob', 'industryExperience', 'location', 'homeAddress',
] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

/** The parts of the `location` filter value. */
export interface LocationFilterValue {
  name?: string;
  nrdsId?: string;
  fax?: string;
  physicalAddress?: { addressLine1?: string; city?: string; state?: string; zipCode?: string };
  mailingAddress?: { addressLine1?: string; city?: string; state?: string; zipCode?: string };
}
/** The parts of the `homeAddress` filter value. */
export interface HomeAddressFilterValue {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** File names of the exports (spec 000 §9): user_report_20261122.csv, purchasable_list_20261122.csv. */
export function exportFileName(kind: 'report' | 'purchasable', date: Date): string {
  const stamp = date.toISOString().slice(0, 10).replaceAll('-', '');
  return kind === 'report' ? `user_report_${stamp}.csv` : `purchasable_list_${stamp}.csv`;
}

// ---------------------------------------------------------------- JSON shapes

export interface UserRef {
  _id: string;
  name: string;
  email: string;
}

export interface UserAddressParts {
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** A user as GET /users/list/all and GET /users/{id} answer it. */
export interface User {
  _id: string;
  name: string;
  nameInLower: string;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  secondaryPhone: string;
  fax: string;
  picture: string | null;
  language: string;
  role: UserRole;
  isActive: boolean;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  company: { _id: string; name: string } | null;
  companyLocation: {
    _id: string;
    name: string;
    nrdsId: string | null;
    mailingAddress: UserAddressParts;
  } | null;
  nrds: string | null;
  reLicenseNo: string;
  mncarMemberStatus: string | null;
  mncarlMemberStatus: string | null;
  mncarMiscellaneousStatus: string | null;
  alowMcpeAccess: boolean;
  mcpeAccessType: string | null;
  designations: string;
  dob: string | null;
  websiteURL: string;
  industryExperience: number | null;
  MemberOfFollowingREALTORAssociation: string | null;
  realStateSpecialty: string[];
  marketAreaSpecialty: string[];
  currentLineOfWork: string[];
  mncarMarket: string[];
  typeOfBusiness: string[];
  volunteer: string[];
  groups: string[];
  ethics: string | null;
  orientation: string | null;
  billToHomeAddress: boolean;
  generation: string | null;
  adminEmail: string;
  adminNote: string;
  cdxAccessCode: string;
  biography: string;
  description: string;
  /** The assigned roles (Staff only). */
  roles: { _id: string; name: string; isActive: boolean }[];
  supportStaffMembers: UserRef[];
  createdAt: string;
  updatedAt: string;
}

/** GET /users/count/as/attendee/staff/{id}: what the user is still linked to, shown before a delete. */
export interface UserLinks {
  /** Events the user attended: the rows of their Event History. */
  attendeeCount: number;
  /** Registrations not (yet) attended: upcoming events and no-shows. Both go with the user. */
  registrationCount: number;
  asSupportMemberToOtherCount: number;
  /** Locations that name the user as pay member or designated realtor (cleared by the delete). */
  locationContactCount: number;
}
