import { touchVersion } from '../../core/recordVersion';
import { and, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { autoNrdsId, LOCATION_SORT_KEYS, type Location, type LocationBody } from '../../../shared/companies';
import { locationHasMembers, MESSAGES, unknownReference } from '../../../shared/messages';
import { companies, locations, users, type LocationRow, type NewLocation } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../core/errors';
import { sanitizeRichText } from '../../core/sanitize';
import {
  booleanFilter,
  buildListPlan,
  deleteOrConflict,
  idPage,
  inTransaction,
  pgErrorOf,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';

export type LocationSortKey = (typeof LOCATION_SORT_KEYS)[number];

export const LOCATION_LIST: ListDeclaration<LocationSortKey> = {
  sortable: {
    createdAt: locations.createdAt,
    updatedAt: locations.updatedAt,
    name: locations.nameInLower,
    nrdsId: locations.nrdsId,
    type: [locations.type, locations.nameInLower],
  },
  defaultSort: { key: 'createdAt', order: -1 },
  tieBreaker: locations.id,
  search: [locations.nameInLower, locations.nrdsId, sql`lower(${locations.physicalAddress} ->> 'city')`],
  filters: {
    unassigned: booleanFilter((flag) => (flag ? isNull(locations.companyId) : sql`true`)),
  },
};

export const LOCATION_EXPORT = defineExport({
  module: 'Companies',
  list: LOCATION_LIST,
  sortKeys: LOCATION_SORT_KEYS,
  params: { companyId: z.uuid('must be a valid id').optional() },
  conditions: ({ companyId }) => [companyId ? eq(locations.companyId, companyId) : undefined],
  rows: (db, fields, plan) => db.select(fields).from(locations).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    name: { value: locations.name },
    nrdsId: { value: locations.nrdsId },
    type: { value: locations.type },
    address: { value: locations.physicalAddress, kind: 'address' },
  },
});

const payMember = alias(users, 'pay_member');

const locationFields = {
  row: getTableColumns(locations),
  companyName: companies.name,
  payMemberName: payMember.name,
};

type LocationJoined = { row: LocationRow; companyName: string | null; payMemberName: string | null };

function selectLocations(db: Executor) {
  return db
    .select(locationFields)
    .from(locations)
    .leftJoin(companies, eq(companies.id, locations.companyId))
    .leftJoin(payMember, eq(payMember.id, locations.payMemberId));
}

function toLocation({ row, companyName, payMemberName }: LocationJoined): Location {
  return {
    _id: row.id,
    name: row.name,
    nrdsId: row.nrdsId,
    type: row.type,
    payMemberId: row.payMemberId,
    payMember: payMemberName ?? '',
    website: row.website,
    phoneNumber: row.phoneNumber,
    marketId: row.marketId,
    largeCompany: row.largeCompany,
    mcpeAccessType: row.mcpeAccessType,
    allowMcpeAccess: row.allowMcpeAccess,
    currentMcpeStatus: row.currentMcpeStatus,
    currentMcpeStatusDate: row.currentMcpeStatusDate,
    fax: row.fax,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    rawDataFeeds: row.rawDataFeeds,
    dataFeedsOffice: row.dataFeedsOffice,
    dataFeedsIndividual: row.dataFeedsIndividual,
    templates: row.templates,
    designatedRealtorId: row.designatedRealtorId,
    designatedRealtorName: row.designatedRealtorName,
    designatedRealtorEmail: row.designatedRealtorEmail,
    designatedRealtorPhone: row.designatedRealtorPhone,
    description: row.description,
    isMailingAddressAsPhysicalAddress: row.isMailingAddressAsPhysicalAddress,
    physicalAddress: row.physicalAddress,
    mailingAddress: row.mailingAddress,
    companyId: row.companyId,
    company: row.companyId ? { _id: row.companyId, name: companyName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLocations(
  db: Executor,
  companyId: string | 'all',
  query: ListQuery<LocationSortKey>,
): Promise<ListResult<Location>> {
  if (companyId !== 'all') {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound(MESSAGES.companyNotFound);
  }
  const plan = buildListPlan(query, LOCATION_LIST, [companyId === 'all' ? undefined : eq(locations.companyId, companyId)]);
  const { rows, ...counted } = await runList(db, locations, plan, (p, total) => {
    const page = idPage(db, locations, locations.id, p);
    return db
      .with(page)
      .select({ ...locationFields, total })
      .from(page)
      .innerJoin(locations, eq(locations.id, page.pageId))
      .leftJoin(companies, eq(companies.id, locations.companyId))
      .leftJoin(payMember, eq(payMember.id, locations.payMemberId))
      .orderBy(...p.orderBy);
  });
  return { rows: rows.map(toLocation), ...counted };
}

export async function getLocation(db: Executor, id: string): Promise<Location | undefined> {
  const [row] = await selectLocations(db).where(eq(locations.id, id));
  return row && toLocation(row);
}

async function checkReferences(db: Executor, body: LocationBody): Promise<void> {
  const userFields = (['payMemberId', 'designatedRealtorId'] as const).filter((f) => body[f]);
  if (userFields.length) {
    const ids = userFields.map((f) => body[f]!);
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    for (const field of userFields) {
      if (!found.some((u) => u.id === body[field]!.toLowerCase())) throw badRequest(unknownReference(field, 'user', body[field]!));
    }
  }
  if (body.companyId) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, body.companyId));
    if (!company) throw badRequest(unknownReference('companyId', 'company', body.companyId));
  }
}

function locationValues(body: LocationBody) {
  const { companyId: _companyId, ...fields } = body;
  return {
    ...fields,
    description: sanitizeRichText(body.description),
    mailingAddress: body.isMailingAddressAsPhysicalAddress ? { ...body.physicalAddress } : body.mailingAddress,
  } satisfies Omit<NewLocation, 'nrdsId' | 'companyId'> & { nrdsId: string | null };
}

async function nrdsTaken(db: Executor, nrdsId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.nrdsId, nrdsId), exceptId ? ne(locations.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

async function freeAutoNrdsId(db: Executor): Promise<string> {
  const candidates = [...new Set(Array.from({ length: 20 }, () => autoNrdsId()))];
  const used = await db.select({ nrdsId: locations.nrdsId }).from(locations).where(inArray(locations.nrdsId, candidates));
  const free = candidates.find((c) => !used.some((u) => u.nrdsId === c));
  if (!free) throw conflict(MESSAGES.nrdsUnavailable);
  return free;
}

const isNrdsConflict = (err: unknown) => {
  const { code, constraint } = pgErrorOf(err);
  return code === '23505' && constraint === 'locations_nrds_id_key';
};

/** An Auto id taken by a concurrent save in the meantime is replaced by another. */
async function writeWithNrds(db: Executor, nrdsId: string | null, exceptId: string | undefined, write: (nrdsId: string, db: Executor) => Promise<string>): Promise<string> {
  if (nrdsId && (await nrdsTaken(db, nrdsId, exceptId))) throw conflict(MESSAGES.nrdsTaken);
  for (let attempt = 0; ; attempt++) {
    const id = nrdsId ?? (await freeAutoNrdsId(db));
    try {
      // A savepoint inside a caller's transaction, so a refused insert can be retried with another id.
      return await db.transaction((tx) => write(id, tx));
    } catch (err) {
      if (!isNrdsConflict(err)) throw err;
      if (nrdsId || attempt >= 4) throw conflict(nrdsId ? MESSAGES.nrdsTaken : MESSAGES.nrdsUnavailable);
    }
  }
}

export async function createLocation(db: Executor, body: LocationBody): Promise<Location> {
  await checkReferences(db, body);
  const values = locationValues(body);
  const id = await writeWithNrds(db, body.nrdsId, undefined, async (nrdsId, tx) => {
    const [row] = await tx
      .insert(locations)
      .values({ ...values, nrdsId, companyId: body.companyId ?? null })
      .returning({ id: locations.id });
    await touchCompanies(tx, [body.companyId]);
    return row!.id;
  });
  return (await getLocation(db, id))!;
}

/** companyId left out keeps the company; null detaches the location. */
export async function updateLocation(db: Executor, id: string, body: LocationBody): Promise<Location> {
  const [existing] = await db.select({ nrdsId: locations.nrdsId, companyId: locations.companyId }).from(locations).where(eq(locations.id, id));
  if (!existing) throw notFound(MESSAGES.locationNotFound);
  await checkReferences(db, body);
  const values = locationValues(body);
  await writeWithNrds(db, body.nrdsId ?? existing.nrdsId, id, async (nrdsId, tx) => {
    const [row] = await tx
      .update(locations)
      .set({ ...values, nrdsId, ...(body.companyId !== undefined ? { companyId: body.companyId } : {}) })
      .where(eq(locations.id, id))
      .returning({ id: locations.id });
    if (!row) throw notFound(MESSAGES.locationNotFound);
    if (body.companyId !== undefined && body.companyId !== existing.companyId) await touchCompanies(tx, [existing.companyId, body.companyId]);
    return row.id;
  });
  return (await getLocation(db, id))!;
}

export async function deleteLocation(db: Executor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [location] = await tx.select({ id: locations.id, companyId: locations.companyId }).from(locations).where(eq(locations.id, id)).for('update');
    if (!location) throw notFound(MESSAGES.locationNotFound);
    const [members] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.companyLocationId, id));
    if (members && members.n > 0) throw conflict(locationHasMembers(members.n));
    await deleteOrConflict(() => tx.delete(locations).where(eq(locations.id, id)), MESSAGES.stillInUse);
    await touchCompanies(tx, [location.companyId]);
  });
}

/** A company's list of locations is part of it: gaining or losing one gives the company a new version. */
async function touchCompanies(db: Executor, ids: (string | null | undefined)[]): Promise<void> {
  for (const id of new Set(ids.filter((value): value is string => !!value))) await touchVersion(db, 'companies', id);
}
