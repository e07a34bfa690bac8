import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { COMPANY_SORT_KEYS, COMPANY_TYPES, type Company, type CompanyLocationChanges, type CompanyWriteBody } from '../../../shared/companies';
import {
  aboutLocation,
  companyHasMembers,
  locationNotOfCompany,
  locationOfAnotherCompany,
  MESSAGES,
  unknownReference,
} from '../../../shared/messages';
import { companies, companySponsorships, locations, sponsorships, users, type CompanyRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import { defineExport } from '../../core/listExport';
import { createLocation, deleteLocation, updateLocation } from '../locations';
import { assertOwnUpload } from '../uploads';
import { assertVersion } from '../../core/recordVersion';
import {
  booleanFilter,
  buildListPlan,
  dateRangeFilter,
  deleteOrConflict,
  idPage,
  idsFilter,
  inOrder,
  inTransaction,
  oneOfFilter,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';

export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

// Counters kept by triggers, so sorting by them walks an index instead of counting per company.
export const locationCount = companies.locationCount;
export const membersCount = companies.membersCount;

/** Keys and value formats are documented in docs/API.md, "List calls". */
export const COMPANY_LIST: ListDeclaration<CompanySortKey> = {
  sortable: {
    createdAt: companies.createdAt,
    updatedAt: companies.updatedAt,
    name: companies.nameInLower,
    nameInLower: companies.nameInLower,
    type: [companies.type, companies.nameInLower],
    isActive: [companies.isActive, companies.nameInLower],
    locationCount,
    membersCount,
  },
  defaultSort: { key: 'createdAt', order: -1 },
  tieBreaker: companies.id,
  search: [companies.nameInLower, sql`lower(${companies.websiteUrl})`],
  filters: {
    type: oneOfFilter(companies.type, COMPANY_TYPES),
    isActive: booleanFilter((flag) => eq(companies.isActive, flag)),
    sponsership: idsFilter(
      (ids) =>
        sql`exists (select 1 from company_sponsorships cs where cs.company_id = companies.id and ${inArray(sql`cs.sponsorship_id`, ids)})`,
    ),
    locations: idsFilter(
      (ids) => sql`exists (select 1 from locations l where l.company_id = companies.id and ${inArray(sql`l.id`, ids)})`,
    ),
    updatedAt: dateRangeFilter(companies.updatedAt),
  },
};

/** The logo is an image, left out. */
export const COMPANY_EXPORT = defineExport({
  module: 'Companies',
  list: COMPANY_LIST,
  sortKeys: COMPANY_SORT_KEYS,
  rows: (db, fields, plan) => db.select(fields).from(companies).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: companies.name },
    type: { value: companies.type },
    isActive: { value: companies.isActive },
    // The whole address, though the screen shows it without its scheme.
    websiteUrl: { value: companies.websiteUrl },
    locationCount: { value: locationCount, kind: 'number' },
    membersCount: { value: membersCount, kind: 'number' },
    updatedAt: { value: companies.updatedAt, kind: 'usDate' },
  },
});

/**
 * Plain SQL for the outer table: Drizzle leaves a one-table query's columns unqualified, which
 * inside the subquery would bind to the subquery's own table.
 */
const locationsOfCompany = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.name_in_lower, l.id)
    from locations l where l.company_id = companies.id), '[]'::json)`;
const sponsorshipsOfCompany = sql<{ id: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.position, s.name_in_lower)
    from company_sponsorships cs join sponsorships s on s.id = cs.sponsorship_id
   where cs.company_id = companies.id), '[]'::json)`;

const COMPANY_COLUMNS = { row: companies, locations: locationsOfCompany, sponsorships: sponsorshipsOfCompany };

async function companiesByIds(db: Executor, ids: string[]): Promise<Company[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(COMPANY_COLUMNS)
    .from(companies)
    .where(inArray(companies.id, ids));
  return inOrder(ids, rows, (r) => r.row.id).map(toCompany);
}

function toCompany({
  row,
  locations: own,
  sponsorships: spons,
}: {
  row: CompanyRow;
  locations: { id: string; name: string }[];
  sponsorships: { id: string; name: string }[];
}): Company {
  return {
    _id: row.id,
    name: row.name,
    nameInLower: row.nameInLower,
    type: row.type,
    isActive: row.isActive,
    activeStatus: row.isActive ? 'active' : 'inactive',
    websiteUrl: row.websiteUrl,
    description: row.description,
    logo: row.logo,
    locations: own.map((l) => ({ _id: l.id, name: l.name })),
    address: own.map((l) => l.id),
    sponsership: spons.map((s) => ({ sponser: { _id: s.id, name: s.name } })),
    locationCount: row.locationCount,
    membersCount: row.membersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCompanies(db: Executor, query: ListQuery<CompanySortKey>): Promise<ListResult<Company>> {
  const plan = buildListPlan(query, COMPANY_LIST);
  const { rows, ...counted } = await runList(db, companies, plan, (p, total) => {
    const page = idPage(db, companies, companies.id, p);
    return db
      .with(page)
      .select({ ...COMPANY_COLUMNS, total })
      .from(page)
      .innerJoin(companies, eq(companies.id, page.pageId))
      .orderBy(...p.orderBy);
  });
  return { rows: rows.map(toCompany), ...counted };
}

export async function getCompany(db: Executor, id: string): Promise<Company | undefined> {
  return (await companiesByIds(db, [id]))[0];
}

async function setCompanyLocations(tx: Executor, companyId: string, ids: string[]): Promise<void> {
  if (ids.length > 0) {
    // Locked, so that two companies saved at once cannot both claim a location.
    const found = await tx
      .select({ id: locations.id, name: locations.name, companyId: locations.companyId })
      .from(locations)
      .where(inArray(locations.id, ids))
      .for('update');
    const missing = ids.find((id) => !found.some((l) => l.id === id));
    if (missing) throw badRequest(unknownReference('address', 'location', missing));
    const taken = found.find((l) => l.companyId && l.companyId !== companyId);
    if (taken) {
      const [owner] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, taken.companyId!));
      throw conflict(locationOfAnotherCompany(taken.name, owner?.name ?? ''));
    }
    await tx
      .update(locations)
      .set({ companyId })
      .where(and(inArray(locations.id, ids), isNull(locations.companyId)));
  }
  // Detached, not deleted: removing a location on the company screen deletes it through its own call.
  await tx
    .update(locations)
    .set({ companyId: null })
    .where(and(eq(locations.companyId, companyId), ids.length ? notInArray(locations.id, ids) : undefined));
}

async function setCompanySponsorships(tx: Executor, companyId: string, ids: string[]): Promise<void> {
  if (ids.length > 0) {
    // Key-share locked: a sponsorship cannot be deleted between this check and the links' insert.
    const found = await tx
      .select({ id: sponsorships.id })
      .from(sponsorships)
      .where(inArray(sponsorships.id, ids))
      .for('key share');
    const missing = ids.find((id) => !found.some((s) => s.id === id));
    if (missing) throw badRequest(unknownReference('sponsership', 'sponsorship', missing));
  }
  await tx.delete(companySponsorships).where(eq(companySponsorships.companyId, companyId));
  if (ids.length > 0) await tx.insert(companySponsorships).values(ids.map((sponsorshipId) => ({ companyId, sponsorshipId })));
}

const unique = (ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** A refusal names the location, since the form saves several at once. */
async function forLocation<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof AppError) throw new AppError(err.statusCode, aboutLocation(name, err.message));
    throw err;
  }
}

/** Edited and removed locations must be the company's own, or a form could touch any location. */
async function applyLocationChanges(tx: Executor, companyId: string, changes: CompanyLocationChanges): Promise<string[]> {
  const named = unique([...changes.remove, ...changes.update.map((l) => l._id)]);
  if (named.length > 0) {
    const own = await tx
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(inArray(locations.id, named), eq(locations.companyId, companyId)))
      .for('update');
    const stranger = named.find((id) => !own.some((l) => l.id === id));
    if (stranger) throw badRequest(locationNotOfCompany(stranger));
    for (const id of unique(changes.remove)) {
      const name = own.find((l) => l.id === id)!.name;
      await forLocation(name, () => deleteLocation(tx, id));
    }
  }
  const removed = new Set(unique(changes.remove));
  for (const { _id, updatedAt, ...body } of changes.update) {
    if (removed.has(_id.toLowerCase())) continue;
    await assertVersion(tx, 'locations', { id: _id }, updatedAt, { fieldPrefix: `locations.${_id}.` });
    await forLocation(body.name, () => updateLocation(tx, _id, { ...body, companyId }));
  }
  const created: string[] = [];
  for (const body of changes.create) {
    const location = await forLocation(body.name, () => createLocation(tx, { ...body, companyId }));
    created.push(location._id);
  }
  return created;
}

/** All or nothing: a refused location or sponsorship leaves the company and its links as they were. */
export async function saveCompany(db: Executor, body: CompanyWriteBody, id?: string): Promise<Company> {
  const savedId = await inTransaction(db, async (tx) => {
    // A new logo must be an image uploaded here; one already stored stays as it is.
    const [current] = id ? await tx.select({ logo: companies.logo }).from(companies).where(eq(companies.id, id)) : [];
    if (body.logo && body.logo !== current?.logo) await assertOwnUpload(tx, 'logo', body.logo);
    const values = {
      name: body.name,
      type: body.type,
      isActive: body.isActive,
      websiteUrl: body.websiteUrl,
      description: sanitizeRichText(body.description),
      logo: body.logo || null,
    };
    let companyId: string;
    if (id) {
      const [row] = await tx
        .update(companies)
        .set(values)
        .where(eq(companies.id, id))
        .returning({ id: companies.id });
      if (!row) throw notFound(MESSAGES.companyNotFound);
      companyId = row.id;
    } else {
      const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
      companyId = row!.id;
    }
    const created = body.locationChanges ? await applyLocationChanges(tx, companyId, body.locationChanges) : [];
    const removed = new Set(unique(body.locationChanges?.remove ?? []));
    await setCompanyLocations(tx, companyId, unique([...body.address, ...created]).filter((l) => !removed.has(l)));
    await setCompanySponsorships(tx, companyId, unique(body.sponsership.map((s) => s.sponser)));
    return companyId;
  });
  // After the commit, so the answer's queries run side by side on the pool, not on one connection.
  return (await getCompany(db, savedId))!;
}

export async function setCompanyActive(db: Executor, id: string, isActive: boolean): Promise<Company> {
  const [row] = await db
    .update(companies)
    .set({ isActive })
    .where(eq(companies.id, id))
    .returning({ id: companies.id });
  if (!row) throw notFound(MESSAGES.companyNotFound);
  return (await getCompany(db, id))!;
}

function membersOf(companyId: string): SQL {
  return or(
    eq(users.companyId, companyId),
    inArray(users.companyLocationId, sql`(select l.id from locations l where l.company_id = ${companyId})`),
  )!;
}

export async function deleteCompany(db: Executor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    // Locked: a member cannot be attached to the company while it is being deleted.
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
    if (!company) throw notFound(MESSAGES.companyNotFound);
    const [members] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(membersOf(id));
    if (members && members.n > 0) throw conflict(companyHasMembers(members.n));
    await deleteOrConflict(() => tx.delete(companies).where(eq(companies.id, id)), MESSAGES.stillInUse);
  });
}

export interface MemberChoice {
  _id: string;
  name: string;
  email: string;
  phoneNumber: string | null;
}

export const MEMBER_CHOICES: ListDeclaration<'name'> = {
  sortable: { name: users.nameInLower },
  defaultSort: { key: 'name', order: 1 },
  tieBreaker: users.id,
  search: [users.nameInLower, sql`lower(${users.email})`],
};

export async function listMemberChoices(
  db: Executor,
  query: { search?: string; companyId?: string; offset: number; limit: number },
): Promise<ListResult<MemberChoice>> {
  const plan = buildListPlan(query, MEMBER_CHOICES, [
    eq(users.isActive, true),
    query.companyId ? eq(users.companyId, query.companyId) : undefined,
  ]);
  const { rows, ...counted } = await runList(db, users, plan, (p, total) =>
    db
      .select({ _id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber, total })
      .from(users)
      .where(p.where)
      .orderBy(...p.orderBy)
      .limit(p.limit)
      .offset(p.offset),
  );
  return { rows: rows.map(({ total: _, ...choice }) => choice), ...counted };
}
