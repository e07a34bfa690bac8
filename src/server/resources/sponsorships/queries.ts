import { and, eq, ne, sql } from 'drizzle-orm';
import { SPONSORSHIP_SORT_KEYS, type Sponsorship, type SponsorshipBody } from '../../../shared/companies';
import { BooleanParam } from '../../../shared/listQuery';
import { MESSAGES, sponsorshipAttached } from '../../../shared/messages';
import { companySponsorships, sponsorships, type SponsorshipRow } from '../../db/schema';
import { conflict, fieldConflict, notFound } from '../../core/errors';
import {
  booleanFilter,
  buildListPlan,
  deleteOrConflict,
  inTransaction,
  pgErrorOf,
  runList,
  type Executor,
  type ListDeclaration,
  type ListQuery,
  type ListResult,
} from '../../core/list';
import { defineExport } from '../../core/listExport';

export type SponsorshipSortKey = (typeof SPONSORSHIP_SORT_KEYS)[number];

// Plain SQL names: Drizzle leaves columns of a one-table query unqualified.
export const companyCount = sql<number>`(select count(*)::int from company_sponsorships cs where cs.sponsorship_id = sponsorships.id)`;

export const SPONSORSHIP_LIST: ListDeclaration<SponsorshipSortKey> = {
  sortable: {
    position: [sponsorships.position, sponsorships.nameInLower],
    name: sponsorships.nameInLower,
    nameInLower: sponsorships.nameInLower,
    companyCount: [companyCount, sponsorships.nameInLower],
    createdAt: sponsorships.createdAt,
    isActive: [sponsorships.isActive, sponsorships.position, sponsorships.nameInLower],
  },
  defaultSort: { key: 'position', order: 1 },
  tieBreaker: sponsorships.id,
  search: [sponsorships.nameInLower],
  filters: { isActive: booleanFilter((flag) => eq(sponsorships.isActive, flag)) },
};

export const SPONSORSHIP_EXPORT = defineExport({
  module: 'Sponsorship',
  list: SPONSORSHIP_LIST,
  sortKeys: SPONSORSHIP_SORT_KEYS,
  params: { isActive: BooleanParam.optional() },
  conditions: ({ isActive }) => [isActive === undefined ? undefined : eq(sponsorships.isActive, isActive)],
  rows: (db, fields, plan) => db.select(fields).from(sponsorships).where(plan.where).orderBy(...plan.orderBy),
  columns: {
    position: { value: sponsorships.position, kind: 'number' },
    name: { value: sponsorships.name },
    companyCount: { value: companyCount, kind: 'number' },
    createdAt: { value: sponsorships.createdAt, kind: 'usDate' },
  },
});

const sponsorshipFields = { row: sponsorships, companyCount };

function toSponsorship({ row, companyCount }: { row: SponsorshipRow; companyCount: number }): Sponsorship {
  return {
    _id: row.id,
    name: row.name,
    nameInLower: row.nameInLower,
    position: row.position,
    companyCount,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSponsorships(
  db: Executor,
  query: ListQuery<SponsorshipSortKey> & { isActive?: boolean },
): Promise<ListResult<Sponsorship>> {
  const plan = buildListPlan(query, SPONSORSHIP_LIST, [
    query.isActive === undefined ? undefined : eq(sponsorships.isActive, query.isActive),
  ]);
  const { rows, ...counted } = await runList(db, sponsorships, plan, (p, total) =>
    db.select({ ...sponsorshipFields, total }).from(sponsorships).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset),
  );
  return { rows: rows.map(toSponsorship), ...counted };
}

export async function getSponsorship(db: Executor, id: string): Promise<Sponsorship | undefined> {
  const [row] = await db.select(sponsorshipFields).from(sponsorships).where(eq(sponsorships.id, id));
  return row && toSponsorship(row);
}

/** Compared as PostgreSQL lowers it, like the unique key. */
async function assertNameFree(db: Executor, name: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: sponsorships.id })
    .from(sponsorships)
    .where(and(eq(sponsorships.nameInLower, sql`lower(${name})`), exceptId ? ne(sponsorships.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw fieldConflict('name', MESSAGES.sponsorshipNameTaken);
}

/** A unique-name race lost between the check and the write gives the same answer as the check. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const { code, constraint } = pgErrorOf(err);
    if (code === '23505' && constraint === 'sponsorships_name_in_lower_key') throw fieldConflict('name', MESSAGES.sponsorshipNameTaken);
    throw err;
  }
}

export async function createSponsorship(db: Executor, body: SponsorshipBody): Promise<Sponsorship> {
  await assertNameFree(db, body.name);
  const [row] = await uniqueName(() =>
    db
      .insert(sponsorships)
      .values({
        name: body.name,
        position: body.position ?? sql`(select coalesce(max(${sponsorships.position}), 0) + 1 from ${sponsorships})`,
        isActive: body.isActive,
      })
      .returning({ id: sponsorships.id }),
  );
  return (await getSponsorship(db, row!.id))!;
}

export async function updateSponsorship(
  db: Executor,
  id: string,
  body: Omit<SponsorshipBody, 'isActive'> & { isActive?: boolean },
): Promise<Sponsorship> {
  await assertNameFree(db, body.name, id);
  const [row] = await uniqueName(() =>
    db
      .update(sponsorships)
      .set({
        name: body.name,
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
      })
      .where(eq(sponsorships.id, id))
      .returning({ id: sponsorships.id }),
  );
  if (!row) throw notFound(MESSAGES.sponsorshipNotFound);
  return (await getSponsorship(db, id))!;
}

export async function setSponsorshipActive(db: Executor, id: string, isActive: boolean): Promise<Sponsorship> {
  const [row] = await db
    .update(sponsorships)
    .set({ isActive })
    .where(eq(sponsorships.id, id))
    .returning({ id: sponsorships.id });
  if (!row) throw notFound(MESSAGES.sponsorshipNotFound);
  return (await getSponsorship(db, id))!;
}

export async function deleteSponsorship(db: Executor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select({ id: sponsorships.id }).from(sponsorships).where(eq(sponsorships.id, id)).for('update');
    if (!row) throw notFound(MESSAGES.sponsorshipNotFound);
    const [attached] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(companySponsorships)
      .where(eq(companySponsorships.sponsorshipId, id));
    if (attached && attached.n > 0) throw conflict(sponsorshipAttached(attached.n));
    await deleteOrConflict(() => tx.delete(sponsorships).where(eq(sponsorships.id, id)), MESSAGES.stillInUse);
  });
}
