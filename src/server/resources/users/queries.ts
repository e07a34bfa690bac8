import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES, unknownReference } from '../../../shared/messages';
import { accountRefusal, REFUSAL_REASONS, type AuthorityActor } from '../../../shared/userAuthority';
import {
  ETHICS_STATUSES,
  GENERATIONS,
  L_MEMBER_STATUSES,
  MCPE_ACCESS_TYPES,
  MEMBER_STATUSES,
  MISC_STATUSES,
  ORIENTATION_STATUSES,
  REALTOR_ASSOCIATIONS,
  STAFF_FIELDS,
  STAFF_ROLE,
  SUPPORT_GROUP,
  USER_MESSAGES,
  USER_MULTI_FIELDS,
  USER_ROLES,
  type User,
  type UserBody,
  type UserLinks,
  USER_SORT_KEYS,
  type UserSortKey,
} from '../../../shared/users';
import { companies, eventAttendees, locations, passwordResets, roles, userRoles, users, userSupportStaff, type NewUser } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { hashPassword } from '../../core/password';
import { sanitizeRichText } from '../../core/sanitize';
import { defineExport } from '../../core/listExport';
import { fullName } from '../../core/session';
import { assertOwnUpload } from '../uploads';
import {
  buildListPlan,
  dateRangeFilter,
  idPage,
  idsFilter,
  inOrder,
  inTransaction,
  likePattern,
  oneOfFilter,
  pgErrorOf,
  readBoolean,
  runList,
  valueList,
  type Executor,
  type FilterHandler,
  type ListDeclaration,
  type ListPlan,
  type ListQuery,
  type ListResult,
} from '../../core/list';

// ---------------------------------------------------------------- filters

function containsText(expr: SQLWrapper): FilterHandler {
  return (value) => {
    if (typeof value !== 'string' && typeof value !== 'number') return `must be a text (got ${JSON.stringify(value)})`;
    return sql`lower(${expr}) like lower(${likePattern(String(value).trim())})`;
  };
}

/** 'Yes'/'No' (any case) or true/false; 'All' restricts nothing. */
function yesNoFilter(column: PgColumn): FilterHandler {
  return (value) => {
    if (typeof value === 'string' && /^all$/i.test(value.trim())) return sql`true`;
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    const flag = text === 'yes' ? true : text === 'no' ? false : readBoolean(value);
    return flag === undefined ? `must be Yes, No or All (got ${JSON.stringify(value)})` : eq(column, flag);
  };
}

/** A value list whose 'All' restricts nothing. */
function oneOfOrAll(column: Parameters<typeof oneOfFilter>[0], values: readonly string[]): FilterHandler {
  const handler = oneOfFilter(column, values);
  return (value) => (typeof value === 'string' && /^all$/i.test(value.trim()) ? sql`true` : handler(value));
}

/** An overlap, so the GIN index serves it. */
function anyOfList(column: SQLWrapper, values: readonly string[]): FilterHandler {
  return (value) => {
    const list = valueList(value);
    const bad = list.find((v) => typeof v !== 'string' || !values.includes(v));
    if (bad !== undefined || list.length === 0) {
      return `must be one or more of: ${values.join(', ')} (got ${JSON.stringify(bad ?? value)})`;
    }
    return sql`${column} && ${sql.param(list as string[])}::text[]`;
  };
}

function numberRangeFilter(column: typeof users.industryExperience): FilterHandler {
  return (value) => {
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'number' ? `${value},${value}` : String(value ?? '');
    const [fromText = '', toText = ''] = text.split(',').map((s) => s.trim());
    const parse = (s: string) => (s === '' ? undefined : /^\d+$/.test(s) ? Number(s) : null);
    const from = parse(fromText);
    const to = parse(toText);
    if (from === null || to === null || (from === undefined && to === undefined)) {
      return `must be "from,to" whole numbers (got ${JSON.stringify(value)})`;
    }
    if (from !== undefined && to !== undefined && from > to) return 'the "from" number must not be above the "to" number';
    return and(from !== undefined ? gte(column, from) : undefined, to !== undefined ? lte(column, to) : undefined)!;
  };
}

/** Compared as dates, so the 'to' day is included whole. */
function dateOnlyRangeFilter(column: typeof users.dob): FilterHandler {
  const ranged = dateRangeFilter(column);
  return (value) => {
    const checked = ranged(value);
    if (typeof checked === 'string') return checked;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    const [from = '', to = ''] = text.split(',').map((s) => s.trim().slice(0, 10));
    return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined)!;
  };
}

type Parts = Record<string, unknown>;
const isParts = (v: unknown): v is Parts => typeof v === 'object' && v !== null && !Array.isArray(v);

function partsCondition(value: Parts, columns: Record<string, SQL>, where: string): SQL | string {
  const conditions: SQL[] = [];
  for (const [part, raw] of Object.entries(value)) {
    if (raw === undefined || raw === null || raw === '') continue;
    const column = Object.hasOwn(columns, part) ? columns[part] : undefined;
    if (!column) return `${where}: unknown part "${part}"; the parts are: ${Object.keys(columns).join(', ')}`;
    if (typeof raw !== 'string' && typeof raw !== 'number') return `${where}.${part} must be a text`;
    conditions.push(sql`lower(${column}) like lower(${likePattern(String(raw).trim())})`);
  }
  return conditions.length ? and(...conditions)! : sql`true`;
}

const addressParts = (column: SQL) => ({
  addressLine1: sql`${column} ->> 'addressLine1'`,
  city: sql`${column} ->> 'city'`,
  state: sql`${column} ->> 'state'`,
  zipCode: sql`${column} ->> 'zipCode'`,
});

const locationFilter: FilterHandler = (value) => {
  if (!isParts(value)) return 'must be an object such as {"name": "…", "physicalAddress": {"city": "…"}}';
  const { physicalAddress, mailingAddress, ...own } = value;
  const conditions: (SQL | string)[] = [
    partsCondition(own, { name: sql`l.name`, nrdsId: sql`l.nrds_id`, fax: sql`l.fax` }, 'location'),
  ];
  for (const [key, block] of [['physicalAddress', physicalAddress], ['mailingAddress', mailingAddress]] as const) {
    if (block === undefined || block === null) continue;
    if (!isParts(block)) return `location.${key} must be an object of address parts`;
    conditions.push(partsCondition(block, addressParts(sql.raw(`l.${key === 'physicalAddress' ? 'physical_address' : 'mailing_address'}`)), `location.${key}`));
  }
  const bad = conditions.find((c) => typeof c === 'string');
  if (bad) return bad;
  // A semi-join, not `= any(array(…))`: the planner then knows how many users match, so a common
  // city walks the sort order and stops at a page while a rare one starts from its few locations.
  return sql`${users.companyLocationId} in (select l.id from locations l where ${and(...(conditions as SQL[]))})`;
};

/** The state and the country are chosen from lists, so they match whole, not as substrings. */
const homeAddressFilter: FilterHandler = (value) => {
  if (!isParts(value)) return 'must be an object such as {"city": "…", "state": "MN"}';
  const { state, country, ...parts } = value;
  for (const [part, v] of [['state', state], ['country', country]] as const) {
    if (v !== undefined && v !== null && typeof v !== 'string') return `homeAddress.${part} must be a text`;
  }
  const condition = partsCondition(
    parts,
    {
      address1: sql`${users.address1}`,
      address2: sql`${users.address2}`,
      city: sql`${users.city}`,
      postalCode: sql`${users.postalCode}`,
    },
    'homeAddress',
  );
  if (typeof condition === 'string') return condition.replace('the parts are:', 'the parts are: state, country,');
  return and(
    condition,
    typeof state === 'string' && state.trim() ? eq(users.state, state.trim().toUpperCase()) : undefined,
    typeof country === 'string' && country.trim() ? sql`lower(${users.country}) = lower(${country.trim()})` : undefined,
  )!;
};

const activeFilter: FilterHandler = (value) => {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (text === 'all') return sql`true`;
  const flag = text === 'active' ? true : text === 'inactive' ? false : readBoolean(value);
  return flag === undefined ? `must be Active, Inactive or All (got ${JSON.stringify(value)})` : eq(users.isActive, flag);
};

/** The filters' value formats are in src/shared/users.ts. */
export const USER_LIST: ListDeclaration<UserSortKey> = {
  sortable: {
    createdAt: users.createdAt,
    name: users.nameInLower,
    nameInLower: users.nameInLower,
    email: users.email,
    role: [users.role, users.nameInLower],
    type: [users.role, users.nameInLower],
    alowMcpeAccess: [users.alowMcpeAccess, users.nameInLower],
    mcpeAccessType: [users.mcpeAccessType, users.nameInLower],
    isActive: [users.isActive, users.nameInLower],
  },
  defaultSort: { key: 'createdAt', order: -1 },
  tieBreaker: users.id,
  search: [
    users.nameInLower,
    sql`lower(${users.email})`,
    users.nrds,
    (pattern) =>
      sql`${users.companyId} = any(array(select c.id from companies c where c.name_in_lower like lower(${pattern})))`,
  ],
  filters: {
    firstName: containsText(users.firstName),
    lastName: containsText(users.lastName),
    // Digits have no case, so the column's own trigram index serves it.
    nrds: (value) => (typeof value === 'string' || typeof value === 'number' ? sql`${users.nrds} like ${likePattern(String(value).trim())}` : `must be a text (got ${JSON.stringify(value)})`),
    reLicenseNo: containsText(users.reLicenseNo),
    phoneNumber: containsText(users.phoneNumber),
    secondaryPhone: containsText(users.secondaryPhone),
    websiteURL: containsText(users.websiteUrl),
    designations: containsText(users.designations),
    biography: containsText(users.biography),
    adminEmail: containsText(users.adminEmail),
    adminNote: containsText(users.adminNote),
    role: oneOfOrAll(users.role, [...USER_ROLES, 'superAdmin']),
    mncarMemberStatus: oneOfOrAll(users.mncarMemberStatus, MEMBER_STATUSES),
    mncarlMemberStatus: oneOfOrAll(users.mncarlMemberStatus, L_MEMBER_STATUSES),
    mncarMiscellaneousStatus: oneOfOrAll(users.mncarMiscellaneousStatus, MISC_STATUSES),
    mcpeAccessType: oneOfOrAll(users.mcpeAccessType, MCPE_ACCESS_TYPES),
    generation: oneOfOrAll(users.generation, GENERATIONS),
    MemberOfFollowingREALTORAssociation: oneOfOrAll(users.realtorAssociation, REALTOR_ASSOCIATIONS),
    alowMcpeAccess: yesNoFilter(users.alowMcpeAccess),
    billToHomeAddress: yesNoFilter(users.billToHomeAddress),
    isActive: activeFilter,
    ethics: oneOfOrAll(users.ethics, ETHICS_STATUSES),
    orientation: oneOfOrAll(users.orientation, ORIENTATION_STATUSES),
    realStateSpecialty: anyOfList(users.realStateSpecialty, USER_MULTI_FIELDS.realStateSpecialty),
    marketAreaSpecialty: anyOfList(users.marketAreaSpecialty, USER_MULTI_FIELDS.marketAreaSpecialty),
    currentLineOfWork: anyOfList(users.currentLineOfWork, USER_MULTI_FIELDS.currentLineOfWork),
    mncarMarket: anyOfList(users.mncarMarket, USER_MULTI_FIELDS.mncarMarket),
    typeOfBusiness: anyOfList(users.typeOfBusiness, USER_MULTI_FIELDS.typeOfBusiness),
    volunteer: anyOfList(users.volunteer, USER_MULTI_FIELDS.volunteer),
    groups: anyOfList(users.groups, USER_MULTI_FIELDS.groups),
    companyName: idsFilter((ids) => inArray(users.companyId, ids)),
    supportStaff: idsFilter(
      (ids) =>
        sql`exists (select 1 from user_support_staff s where s.user_id = ${users.id} and ${inArray(sql`s.staff_id`, ids)})`,
    ),
    roles: idsFilter(
      (ids) => sql`exists (select 1 from user_roles r where r.user_id = ${users.id} and ${inArray(sql`r.role_id`, ids)})`,
    ),
    createdAt: dateRangeFilter(users.createdAt),
    dob: dateOnlyRangeFilter(users.dob),
    industryExperience: numberRangeFilter(users.industryExperience),
    location: locationFilter,
    homeAddress: homeAddressFilter,
  },
};

export const USER_EXPORT = defineExport({
  module: 'User Management',
  list: USER_LIST,
  sortKeys: USER_SORT_KEYS,
  rows: (db, fields, plan) =>
    db.select(fields).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: users.name },
    email: { value: users.email },
    company: { value: companies.name },
    role: { value: users.role },
    mncarMemberStatus: { value: users.mncarMemberStatus },
    mncarlMemberStatus: { value: users.mncarlMemberStatus },
    mncarMiscellaneousStatus: { value: users.mncarMiscellaneousStatus },
    alowMcpeAccess: { value: users.alowMcpeAccess },
    mcpeAccessType: { value: users.mcpeAccessType },
    nrds: { value: users.nrds },
    phoneNumber: { value: users.phoneNumber },
    createdAt: { value: users.createdAt, kind: 'usDate' },
    isActive: { value: users.isActive },
  },
});

export interface UserListOptions {
  companyId?: string;
  activeOnly?: boolean;
  /** The roster the association sells: active members and non-members. */
  purchasable?: boolean;
}

function optionConditions(options: UserListOptions): (SQL | undefined)[] {
  return [
    options.companyId ? eq(users.companyId, options.companyId) : undefined,
    options.activeOnly || options.purchasable ? eq(users.isActive, true) : undefined,
    options.purchasable ? inArray(users.role, ['member', 'non-member']) : undefined,
  ];
}

export function userListPlan(query: ListQuery<UserSortKey>, options: UserListOptions = {}): ListPlan {
  return buildListPlan(query, USER_LIST, optionConditions(options));
}

// ---------------------------------------------------------------- reading

export type UserRow = typeof users.$inferSelect;

/**
 * Read with the user's row: one statement for a page instead of three, since round trips cost the
 * most under load. Plain SQL, because Drizzle may leave a column unqualified and bind it inside.
 */
const rolesOfUser = sql<{ id: string; name: string; isActive: boolean }[]>`coalesce((
  select json_agg(json_build_object('id', r.id, 'name', r.name, 'isActive', r.is_active) order by r.name_in_lower, r.id)
    from user_roles ur join roles r on r.id = ur.role_id
   where ur.user_id = users.id), '[]'::json)`;
const staffOfUser = sql<{ id: string; name: string; email: string }[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'name', s.name, 'email', s.email) order by s.name_in_lower, s.id)
    from user_support_staff uss join users s on s.id = uss.staff_id
   where uss.user_id = users.id), '[]'::json)`;

const USER_COLUMNS = {
  user: users,
  companyName: companies.name,
  locationName: locations.name,
  locationNrdsId: locations.nrdsId,
  locationMailing: locations.mailingAddress,
  roles: rolesOfUser,
  staff: staffOfUser,
};

async function usersByIds(db: Executor, ids: string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(USER_COLUMNS)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(locations, eq(locations.id, users.companyLocationId))
    .where(inArray(users.id, ids));
  return inOrder(ids, rows, (r) => r.user.id).map((r) => toUser(r, r.roles, r.staff));
}

function toUser(
  r: { user: UserRow; companyName: string | null; locationName: string | null; locationNrdsId: string | null; locationMailing: { addressLine1: string; addressLine2: string; city: string; state: string; zipCode: string } | null },
  roleRows: { id: string; name: string; isActive: boolean }[],
  staffRows: { id: string; name: string; email: string }[],
): User {
  const u = r.user;
  const mailing = r.locationMailing;
  return {
    _id: u.id,
    name: u.name,
    nameInLower: u.nameInLower,
    firstName: u.firstName,
    middleName: u.middleName ?? '',
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber ?? '',
    secondaryPhone: u.secondaryPhone,
    fax: u.fax,
    picture: u.picture,
    language: u.language,
    role: u.role as User['role'],
    isActive: u.isActive,
    address1: u.address1,
    address2: u.address2,
    city: u.city,
    state: u.state,
    country: u.country,
    postalCode: u.postalCode,
    company: u.companyId && r.companyName !== null ? { _id: u.companyId, name: r.companyName } : null,
    companyLocation:
      u.companyLocationId && r.locationName !== null
        ? {
            _id: u.companyLocationId,
            name: r.locationName,
            nrdsId: r.locationNrdsId,
            mailingAddress: {
              addressLine1: mailing?.addressLine1 ?? '',
              addressLine2: mailing?.addressLine2 ?? '',
              city: mailing?.city ?? '',
              state: mailing?.state ?? '',
              zipCode: mailing?.zipCode ?? '',
            },
          }
        : null,
    nrds: u.nrds,
    reLicenseNo: u.reLicenseNo,
    mncarMemberStatus: u.mncarMemberStatus,
    mncarlMemberStatus: u.mncarlMemberStatus,
    mncarMiscellaneousStatus: u.mncarMiscellaneousStatus,
    alowMcpeAccess: u.alowMcpeAccess,
    mcpeAccessType: u.mcpeAccessType,
    designations: u.designations,
    dob: u.dob,
    websiteURL: u.websiteUrl,
    industryExperience: u.industryExperience,
    MemberOfFollowingREALTORAssociation: u.realtorAssociation,
    realStateSpecialty: u.realStateSpecialty,
    marketAreaSpecialty: u.marketAreaSpecialty,
    currentLineOfWork: u.currentLineOfWork,
    mncarMarket: u.mncarMarket,
    typeOfBusiness: u.typeOfBusiness,
    volunteer: u.volunteer,
    groups: u.groups,
    ethics: u.ethics,
    orientation: u.orientation,
    billToHomeAddress: u.billToHomeAddress,
    generation: u.generation,
    adminEmail: u.adminEmail,
    adminNote: u.adminNote,
    cdxAccessCode: u.cdxAccessCode,
    biography: u.biography,
    description: u.description,
    roles: roleRows.map((x) => ({ _id: x.id, name: x.name, isActive: x.isActive })),
    supportStaffMembers: staffRows.map((x) => ({ _id: x.id, name: x.name, email: x.email })),
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export async function listUsers(
  db: Executor,
  query: ListQuery<UserSortKey>,
  options: UserListOptions = {},
): Promise<ListResult<User>> {
  const plan = userListPlan(query, options);
  const { rows, ...counted } = await runList(db, users, plan, (p, total) => {
    const page = idPage(db, users, users.id, p);
    return db
      .with(page)
      .select({ ...USER_COLUMNS, total })
      .from(page)
      .innerJoin(users, eq(users.id, page.pageId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(locations, eq(locations.id, users.companyLocationId))
      .orderBy(...p.orderBy);
  });
  return { rows: rows.map((r) => toUser(r, r.roles, r.staff)), ...counted };
}

export async function getUser(db: Executor, id: string): Promise<User | undefined> {
  return (await usersByIds(db, [id]))[0];
}

// ---------------------------------------------------------------- writing

export type Actor = AuthorityActor;

/** A field left out of the body is left out here, so an update keeps it. */
function columnsOf(body: UserBody): Partial<NewUser> {
  const set: Partial<NewUser> = {};
  const put = <K extends keyof NewUser>(key: K, value: NewUser[K] | undefined) => {
    if (value !== undefined) set[key] = value;
  };
  put('role', body.role);
  put('firstName', body.firstName);
  put('middleName', body.middleName === undefined ? undefined : body.middleName || null);
  put('lastName', body.lastName);
  put('language', body.language);
  put('email', body.email);
  put('phoneNumber', body.phoneNumber);
  put('secondaryPhone', body.secondaryPhone);
  put('fax', body.fax);
  put('picture', body.picture === undefined ? undefined : body.picture || null);
  put('isActive', body.isActive);
  put('address1', body.address1);
  put('address2', body.address2);
  put('city', body.city);
  put('state', body.state);
  put('country', body.country);
  put('postalCode', body.postalCode);
  put('companyId', body.company);
  put('companyLocationId', body.companyLocation);
  put('nrds', body.nrds);
  put('reLicenseNo', body.reLicenseNo);
  put('mncarMemberStatus', body.mncarMemberStatus);
  put('mncarlMemberStatus', body.mncarlMemberStatus);
  put('mncarMiscellaneousStatus', body.mncarMiscellaneousStatus);
  put('alowMcpeAccess', body.alowMcpeAccess);
  put('mcpeAccessType', body.mcpeAccessType);
  put('designations', body.designations);
  put('dob', body.dob);
  put('websiteUrl', body.websiteURL);
  put('industryExperience', body.industryExperience);
  put('realtorAssociation', body.MemberOfFollowingREALTORAssociation);
  put('realStateSpecialty', body.realStateSpecialty);
  put('marketAreaSpecialty', body.marketAreaSpecialty);
  put('currentLineOfWork', body.currentLineOfWork);
  put('mncarMarket', body.mncarMarket);
  put('typeOfBusiness', body.typeOfBusiness);
  put('volunteer', body.volunteer);
  put('groups', body.groups);
  put('ethics', body.ethics);
  put('orientation', body.orientation);
  put('billToHomeAddress', body.billToHomeAddress);
  put('generation', body.generation);
  put('adminEmail', body.adminEmail);
  put('adminNote', body.adminNote);
  put('cdxAccessCode', body.cdxAccessCode);
  put('biography', body.biography === undefined ? undefined : sanitizeRichText(body.biography));
  put('description', body.description === undefined ? undefined : sanitizeRichText(body.description));
  return set;
}

/** A Staff user's record holds only STAFF_FIELDS; anything else in the body is dropped. */
function staffSubset(body: UserBody): UserBody {
  const kept: Record<string, unknown> = {};
  for (const key of STAFF_FIELDS) if (body[key] !== undefined) kept[key] = body[key];
  return kept as UserBody;
}

export const isStaff = (role: string) => role === STAFF_ROLE || role === 'superAdmin';

async function checkCompanyAndLocation(tx: Executor, companyId: string | null, locationId: string | null): Promise<void> {
  if (companyId) {
    const [found] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!found) throw badRequest(unknownReference('company', 'company', companyId));
  }
  if (locationId) {
    const [found] = await tx
      .select({ id: locations.id, companyId: locations.companyId })
      .from(locations)
      .where(eq(locations.id, locationId));
    if (!found) throw badRequest(unknownReference('companyLocation', 'location', locationId));
    if (found.companyId !== companyId) throw badRequest(USER_MESSAGES.locationOfOtherCompany);
  }
}

async function checkIdsExist(tx: Executor, table: typeof roles | typeof users, ids: string[], field: string, what: string) {
  if (ids.length === 0) return;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const missing = ids.find((id) => !found.some((f) => f.id === id));
  if (missing) throw badRequest(unknownReference(field, what, missing));
}

export async function uniqueOrConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = pgErrorOf(err);
    if (code === '23505' && constraint === 'users_email_lower_key') throw conflict(MESSAGES.emailTaken);
    if (code === '23505' && constraint === 'users_nrds_key') throw conflict(USER_MESSAGES.nrdsTaken);
    throw err;
  }
}

/** Shared by the forms' save and the CSV import, so both write a user the same way. */
export function userWriteOf(rawBody: UserBody, current?: UserRow): { role: string; body: UserBody; set: Partial<NewUser> } {
  const role = rawBody.role ?? current?.role ?? 'member';
  const body = isStaff(role) ? staffSubset(rawBody) : rawBody;
  const set = columnsOf(body);

  const companyId = body.company !== undefined ? body.company : (current?.companyId ?? null);
  // Removing or changing the company clears a location that is not the new company's.
  let locationId = body.companyLocation !== undefined ? body.companyLocation : (current?.companyLocationId ?? null);
  if (body.company !== undefined && body.companyLocation === undefined && companyId !== current?.companyId) locationId = null;
  if (!companyId) locationId = null;
  set.companyId = isStaff(role) ? (current?.companyId ?? null) : companyId;
  set.companyLocationId = isStaff(role) ? (current?.companyLocationId ?? null) : locationId;

  set.firstName = set.firstName ?? current?.firstName ?? '';
  set.lastName = set.lastName ?? current?.lastName ?? '';
  const middleName = set.middleName !== undefined ? set.middleName : (current?.middleName ?? null);
  set.name = fullName(set.firstName, set.lastName, middleName);
  return { role, body, set };
}

/** The body has passed UserBody and userBodyIssues; the caller has checked the power fields. */
export async function saveUser(db: Executor, rawBody: UserBody, actor: Actor, id?: string): Promise<User> {
  const savedId = await inTransaction(db, async (tx) => {
    const [current] = id ? await tx.select().from(users).where(eq(users.id, id)).for('update') : [];
    if (id && !current) throw notFound(USER_MESSAGES.notFound);
    // A super administrator's record is theirs alone.
    if (current?.role === 'superAdmin' && actor.role !== 'superAdmin') throw forbidden(USER_MESSAGES.superAdminOnly);

    const { role, body, set } = userWriteOf(rawBody, current);
    if (!isStaff(role)) await checkCompanyAndLocation(tx, set.companyId ?? null, set.companyLocationId ?? null);
    const { firstName, lastName, name } = set as Required<Pick<NewUser, 'firstName' | 'lastName' | 'name'>>;

    // A new picture must be a file uploaded here; one already stored stays as it is.
    if (set.picture && set.picture !== current?.picture) await assertOwnUpload(tx, 'picture', set.picture);

    const password = id ? body.newPassword : body.password;
    if (password) {
      set.passwordHash = await hashPassword(password);
    }
    // A new password, a deactivation or the loss of every role ends the user's sessions.
    const heldRoles = current ? await tx.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, current.id)) : [];
    const rolesAfter = !isStaff(role) ? [] : body.roles !== undefined ? body.roles : heldRoles.map((h) => h.roleId);
    const losesLastRole = heldRoles.length > 0 && rolesAfter.length === 0;
    if (current && (password || losesLastRole || (set.isActive === false && current.isActive))) set.tokenVersion = current.tokenVersion + 1;

    let userId: string;
    if (current) {
      set.updatedAt = new Date();
      await uniqueOrConflict(() => tx.update(users).set(set).where(eq(users.id, current.id)));
      if (set.email !== undefined) await afterEmailChange(tx, { userId: current.id, previousEmail: current.email, newEmail: set.email, changedBy: actor.id });
      userId = current.id;
    } else {
      const [created] = await uniqueOrConflict(() =>
        tx
          .insert(users)
          .values({ ...set, firstName, lastName, name, email: set.email! } as NewUser)
          .returning({ id: users.id }),
      );
      userId = created!.id;
    }

    if (!isStaff(role)) {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    } else if (body.roles !== undefined) {
      await checkIdsExist(tx, roles, body.roles, 'roles', 'role');
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (body.roles.length) await tx.insert(userRoles).values(body.roles.map((roleId) => ({ userId, roleId })));
    }

    const groups = set.groups ?? current?.groups ?? [];
    if (isStaff(role) || !groups.includes(SUPPORT_GROUP)) {
      await tx.delete(userSupportStaff).where(eq(userSupportStaff.userId, userId));
    } else if (body.supportStaffMembers !== undefined) {
      if (body.supportStaffMembers.includes(userId) || body.supportStaffMembers.includes(actor.id)) {
        throw badRequest(USER_MESSAGES.selfSupport);
      }
      await checkIdsExist(tx, users, body.supportStaffMembers, 'supportStaffMembers', 'user');
      await tx.delete(userSupportStaff).where(eq(userSupportStaff.userId, userId));
      if (body.supportStaffMembers.length) {
        await tx.insert(userSupportStaff).values(body.supportStaffMembers.map((staffId) => ({ userId, staffId })));
      }
    }
    return userId;
  });
  return (await getUser(db, savedId))!;
}

export interface EmailChange {
  userId: string;
  previousEmail: string;
  newEmail: string;
  changedBy: string;
}

/** Reset links not yet used went to the previous address, so they stop working; that address is told. */
export async function afterEmailChange(tx: Executor, change: EmailChange): Promise<void> {
  if (change.previousEmail.toLowerCase() === change.newEmail.toLowerCase()) return;
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, change.userId), isNull(passwordResets.usedAt)));
  await enqueueMail(tx, { kind: 'emailChanged', ...change, changedAt: new Date().toISOString() });
}

async function changeableUser(db: Executor, id: string, actor: Actor): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const refusal = accountRefusal(actor, row);
  if (refusal) throw forbidden(refusal === 'superAdminOnly' ? USER_MESSAGES.superAdminOnly : REFUSAL_REASONS[refusal]);
  return row;
}

export async function setUserActive(db: Executor, id: string, isActive: boolean, actor: Actor): Promise<User> {
  const row = await changeableUser(db, id, actor);
  if (!isActive && id === actor.id) throw badRequest(USER_MESSAGES.selfDeactivate);
  await db
    .update(users)
    .set({
      isActive,
      // Deactivating ends the user's sessions at once.
      ...(row.isActive && !isActive ? { tokenVersion: row.tokenVersion + 1 } : {}),
    })
    .where(eq(users.id, id));
  return (await getUser(db, id))!;
}

export async function countUserLinks(db: Executor, id: string): Promise<UserLinks> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  const [[attendee], [support], [contacts]] = await Promise.all([
    db
      .select({
        attended: sql<number>`count(*) filter (where ${eventAttendees.attended})::int`,
        other: sql<number>`count(*) filter (where not ${eventAttendees.attended})::int`,
      })
      .from(eventAttendees)
      .where(eq(eventAttendees.userId, id)),
    db.select({ n: sql<number>`count(*)::int` }).from(userSupportStaff).where(eq(userSupportStaff.staffId, id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(locations)
      .where(or(eq(locations.payMemberId, id), eq(locations.designatedRealtorId, id))),
  ]);
  // As the Event History lists them.
  return {
    attendeeCount: attendee?.attended ?? 0,
    registrationCount: attendee?.other ?? 0,
    asSupportMemberToOtherCount: support?.n ?? 0,
    locationContactCount: contacts?.n ?? 0,
  };
}

export async function deleteUser(db: Executor, id: string, actor: Actor): Promise<void> {
  if (id === actor.id) throw badRequest(USER_MESSAGES.selfDelete);
  await inTransaction(db, async (tx) => {
    await changeableUser(tx, id, actor);
    await tx.delete(userSupportStaff).where(or(eq(userSupportStaff.staffId, id), eq(userSupportStaff.userId, id)));
    await tx.update(locations).set({ payMemberId: null }).where(eq(locations.payMemberId, id));
    await tx.update(locations).set({ designatedRealtorId: null }).where(eq(locations.designatedRealtorId, id));
    await tx.delete(userRoles).where(eq(userRoles.userId, id));
    // Preferences, reset links and event registrations go with the row (on delete cascade).
    await tx.delete(users).where(eq(users.id, id));
  });
}

/** Every session ends, the person's own included, so a thief's session does not outlive the change. */
export async function setOwnPassword(db: Executor, id: string, passwordHash: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`${users.updatedAt}` }) // not a change of the record's fields
      .where(eq(users.id, id));
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
  });
}
