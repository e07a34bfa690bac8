import type { FieldLimits } from './fieldValues';
import { PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN, passwordPolicyIssue } from './passwordPolicy';

/** Without zod, which stays off the screens' first download; src/shared/users.ts builds the schema. */

// ---------------------------------------------------------------- value lists

/** 'admin' is shown as Staff; superAdmin is never chosen, only seeded. */
export const USER_ROLES = ['member', 'non-member', 'admin', 'support'] as const;
export type UserRole = (typeof USER_ROLES)[number] | 'superAdmin';
/** Only Staff users carry role assignments. */
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
/** 'Support' opens the support-staff section of Edit User. */
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
export const REALTOR_ASSOCIATIONS = [
  'Minneapolis Area REALTORS', 'Saint Paul Area Association of REALTORS', 'Rochester Area Association of REALTORS',
  'St. Cloud Area Association of REALTORS', 'Duluth Area Association of REALTORS', 'REALTOR Association of Southern Minnesota',
  'Lakes Area REALTORS', 'Range Association of REALTORS', 'Southwest Metro Association of REALTORS',
  'Northwest Metro Association of REALTORS', 'Bemidji Board of REALTORS', 'Fergus Falls Area Association of REALTORS',
  'Willmar Area Association of REALTORS', 'Central Minnesota Association of REALTORS',
  'Northeast Minnesota Association of REALTORS', 'Southeast Minnesota Association of REALTORS',
] as const;
export const GENERATIONS = ['Silent Generation', 'Baby Boomer', 'Generation X', 'Millennial', 'Generation Z'] as const;

/** Each named in its own language, so a person finds theirs. */
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

// ---------------------------------------------------------------- rules and messages

/** The product's one password rule (src/shared/passwordPolicy.ts), the same on every form. */
export const USER_PASSWORD_MIN = PASSWORD_MIN;
export const USER_PASSWORD_MAX = PASSWORD_MAX;

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

/** Both blank leaves the password as it is; the server adds the common-password list. */
export function passwordChangeError(newPassword = '', confirmPassword = '', email?: string | null): string | undefined {
  if (!newPassword && !confirmPassword) return undefined;
  if (!newPassword || !confirmPassword) return USER_MESSAGES.passwordEmpty;
  if (newPassword !== confirmPassword) return USER_MESSAGES.passwordMismatch;
  return passwordPolicyIssue(newPassword, email);
}

/** Loose, and the same on the form and the server, so they never disagree. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Staff user's record holds only these fields; the server drops the rest. */
export const STAFF_FIELDS = [
  'firstName', 'lastName', 'email', 'role', 'picture', 'middleName', 'language', 'phoneNumber', 'roles', 'password',
  'newPassword', 'confirmPassword',
] as const;

// ---------------------------------------------------------------- the list contract

/** `name` sorts by the lower-case name, `type` by the user type. */
export const USER_SORT_KEYS = [
  'createdAt', 'name', 'nameInLower', 'email', 'role', 'type', 'alowMcpeAccess', 'mcpeAccessType', 'isActive',
] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

/** Each filter's value format is in docs/API.md, "User list filters". */
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

export interface LocationFilterValue {
  name?: string;
  nrdsId?: string;
  fax?: string;
  physicalAddress?: { addressLine1?: string; city?: string; state?: string; zipCode?: string };
  mailingAddress?: { addressLine1?: string; city?: string; state?: string; zipCode?: string };
}
export interface HomeAddressFilterValue {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  country?: string;
  postalCode?: string;
}

/** user_report_YYYYMMDD.csv, purchasable_list_YYYYMMDD.csv. */
export function exportFileName(kind: 'report' | 'purchasable', date: Date): string {
  const stamp = date.toISOString().slice(0, 10).replaceAll('-', '');
  return kind === 'report' ? `user_report_${stamp}.csv` : `purchasable_list_${stamp}.csv`;
}
