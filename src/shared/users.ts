import { z } from './zod';
import { UploadPath } from './uploads';
import { US_STATE_CODES } from './addresses';
import { maxCharactersMessage, optionalDay, webAddress } from './fields';
import { passwordPolicyIssue } from './passwordPolicy';
import {
  ASSOCIATION_MARKETS,
  BUSINESS_TYPES,
  EMAIL_PATTERN,
  ETHICS_STATUSES,
  GENERATIONS,
  GROUPS,
  L_MEMBER_STATUSES,
  LINES_OF_WORK,
  MARKET_AREAS,
  MCPE_ACCESS_TYPES,
  MEMBER_STATUSES,
  MISC_STATUSES,
  ORIENTATION_STATUSES,
  passwordChangeError,
  REAL_ESTATE_SPECIALTIES,
  REALTOR_ASSOCIATIONS,
  STAFF_ROLE,
  SUPPORT_GROUP,
  USER_LANGUAGE_CODES,
  USER_LIMITS,
  USER_MESSAGES,
  USER_PASSWORD_MAX,
  USER_ROLES,
  VOLUNTEER_GROUPS,
  type UserRole,
} from './userValues';

/** The server validates with these schemas and the forms offer the same lists, so both agree. */

export * from './userValues';

// ---------------------------------------------------------------- the write body

const text = (max: number) => z.string().trim().max(max, maxCharactersMessage(max));
const optionalText = (max: number) => text(max).optional();
const id = z.uuid('must be a valid id');
/**
 * The form sends back the object it was given. A union rather than a preprocess, so the API
 * document shows both forms.
 */
const idRef = z.union([id, z.looseObject({ _id: id }).transform((ref) => ref._id)], { error: 'must be a valid id' });
const nullableIdRef = z.union([idRef, z.literal(''), z.null()], { error: 'must be a valid id' }).transform((v) => v || null);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });
const optionalOneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? null : v), oneOf(values).nullable()).optional();
const multi = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(oneOf(values)).max(values.length).transform((list) => [...new Set(list)]).optional();
const yesNoFlag = z
  .union([z.boolean(), z.string().regex(/^(yes|no|true|false)$/i, 'must be Yes or No')])
  .transform((v) => (typeof v === 'boolean' ? v : /^(yes|true)$/i.test(v)))
  .optional();
const dateOnly = optionalDay().optional();

/**
 * On update a field left out keeps its value: the profile panel sends five fields only. Cross-field
 * rules are in `userBodyIssues`.
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
  /** Optional on create: without one the user signs in after 'Forgot password'. */
  password: z.string().max(USER_PASSWORD_MAX, USER_MESSAGES.passwordLength).optional(),
  newPassword: z.string().max(1000).optional(),
  confirmPassword: z.string().max(1000).optional(),
  isActive: z.boolean({ error: 'must be true or false' }).optional(),
  address1: optionalText(USER_LIMITS.address1),
  address2: optionalText(USER_LIMITS.address2),
  city: optionalText(USER_LIMITS.city),
  state: z.union([oneOf(US_STATE_CODES), z.literal('')]).optional(),
  country: optionalText(USER_LIMITS.country),
  postalCode: z.string().trim().regex(/^(\d{5}(-\d{4})?)?$/, 'must be a ZIP code such as 55401 or 55401-1234').optional(),
  company: nullableIdRef.describe("The user's company: its id, or `{ _id, … }`; '' or null for none").optional(),
  companyLocation: nullableIdRef
    .describe("The user's company location, which must belong to their company: its id, or `{ _id, … }`; '' or null for none")
    .optional(),
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
  /** Staff only. */
  roles: z.array(idRef).max(50).transform((list) => [...new Set(list)]).optional(),
  /** Only while the groups include Support. */
  supportStaffMembers: z.array(idRef).max(50).transform((list) => [...new Set(list)]).optional(),
});
export type UserBody = z.infer<typeof UserBody>;

/** For the form and the server alike. `current` fills what the body leaves out on update. */
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
  roles: { _id: string; name: string; isActive: boolean }[];
  supportStaffMembers: UserRef[];
  createdAt: string;
  updatedAt: string;
}

/** Shown before a delete, so the person knows what it takes with it. */
export interface UserLinks {
  attendeeCount: number;
  /** Upcoming events and no-shows. */
  registrationCount: number;
  asSupportMemberToOtherCount: number;
  locationContactCount: number;
}
