import { and, asc, desc, gte, inArray, is, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgColumn, type PgDatabase, type PgTable, type PgView } from 'drizzle-orm/pg-core';

/** What a list reads from: a table, or a view that computes some of its columns. */
type ListSource = PgTable | PgView;
import { parseDateRange, type FilterEntry } from '../../shared/listQuery';
import type * as schema from '../db/schema';
import { badRequest, conflict } from './errors';

/** The database or a transaction: query functions take either. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/**
 * Joins the caller's transaction without a savepoint: one costs two round trips per write and
 * only helps a caller that catches the error and carries on, which none does.
 */
export function inTransaction<T>(db: Executor, write: (tx: Executor) => Promise<T>): Promise<T> {
  return is(db, PgTransaction) ? write(db) : db.transaction(write);
}

export type SortOrder = 1 | -1;

export interface ListQuery<K extends string = string> {
  offset: number;
  limit: number;
  sortKey?: K;
  sortOrder?: number;
  search?: string;
  filters?: FilterEntry[];
  exactTotal?: boolean;
}

/** A filter's condition, or a text that says what the value should look like. */
export type FilterHandler = (value: unknown) => SQL | string;

export interface ListDeclaration<K extends string> {
  sortable: Record<K, SQLWrapper | readonly SQLWrapper[]>;
  defaultSort: { key: K; order: SortOrder };
  /** A unique column last, so that pages neither repeat nor skip rows. */
  tieBreaker: PgColumn;
  filters?: Record<string, FilterHandler>;
  /** Lower-case text expressions, so pg_trgm indexes serve the substring search. */
  search?: readonly (SQLWrapper | ((pattern: string) => SQL))[];
  /**
   * For rows that cluster on the sort column (the audit history): the planner assumes matches are
   * spread evenly and would otherwise scan the whole table to count a recent month's first rows.
   */
  countAlongOrder?: boolean;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** A page near the end is read from the end (see runList). */
  reverseOrderBy: SQL[];
  limit: number;
  offset: number;
  exactTotal: boolean;
  countOrder?: SQL[];
}

export interface ListResult<T> {
  rows: T[];
  total: number;
  /** false: more than `total` rows match; ask again with exactTotal for the figure. */
  totalExact: boolean;
}

/**
 * Counting stops here, so a total's cost does not grow with the table; a hundred pages is more
 * than anyone pages through, and 'Count all' gives the exact figure on demand.
 */
export const TOTAL_CAP = 1_000;

/** `%term%` for LIKE, with the term's own wildcards taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Empty filter values (a cleared input) restrict nothing. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function buildListPlan<K extends string>(
  query: ListQuery<K>,
  decl: ListDeclaration<K>,
  extra: (SQL | undefined)[] = [],
): ListPlan {
  const conditions: (SQL | undefined)[] = [...extra];

  const term = query.search?.trim();
  if (term && decl.search?.length) {
    const pattern = likePattern(term);
    conditions.push(
      or(...decl.search.map((expr) => (typeof expr === 'function' ? expr(pattern) : sql`${expr} like lower(${pattern})`))),
    );
  }

  for (const { key, value } of query.filters ?? []) {
    const handler = Object.hasOwn(decl.filters ?? {}, key) ? decl.filters![key] : undefined;
    if (!handler) {
      const known = Object.keys(decl.filters ?? {});
      throw badRequest(
        `filters: unknown key "${key}"; ${known.length ? `the keys are: ${known.join(', ')}` : 'this list takes no filters'}`,
      );
    }
    if (isEmpty(value)) continue;
    const condition = handler(value);
    if (typeof condition === 'string') throw badRequest(`filters.${key}: ${condition}`);
    conditions.push(condition);
  }

  const key = query.sortKey ?? decl.defaultSort.key;
  const order = (query.sortOrder ?? (query.sortKey ? 1 : decl.defaultSort.order)) as SortOrder;
  const [direction, backwards] = order === 1 ? [asc, desc] : [desc, asc];
  const sortBy = decl.sortable[key];
  const expressions = [...((Array.isArray(sortBy) ? sortBy : [sortBy]) as SQLWrapper[]), decl.tieBreaker];

  const orderBy = expressions.map((e) => direction(e));
  return {
    where: and(...conditions),
    // Default null placement, so the backward order is exactly the forward one reversed.
    orderBy,
    reverseOrderBy: expressions.map((e) => backwards(e)),
    limit: query.limit,
    offset: query.offset,
    exactTotal: query.exactTotal ?? false,
    ...(decl.countAlongOrder ? { countOrder: orderBy } : {}),
  };
}

function matchingRows(db: Executor, table: ListSource, where: SQL | undefined, cap?: number, order?: SQL[]) {
  const matching = db.select({ one: sql`1` }).from(table).where(where);
  if (cap === undefined) return matching;
  return (order ? matching.orderBy(...order) : matching).limit(cap + 1);
}

async function countRows(db: Executor, table: ListSource, where: SQL | undefined, cap?: number, order?: SQL[]): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(matchingRows(db, table, where, cap, order).as('matching'));
  return counted?.total ?? 0;
}

/** An uncorrelated subquery: PostgreSQL runs it once, and saves the page a second round trip. */
function totalColumn(db: Executor, table: ListSource, where: SQL | undefined, cap?: number, order?: SQL[]): SQL<number> {
  return sql<number>`(select count(*)::int from (${matchingRows(db, table, where, cap, order)}) as matching)`;
}

export type WithTotal<T> = T & { total: number };

/**
 * A page and its total in one statement. A page in the back half of a long list is read from the
 * end, so the last page skips a few rows instead of nearly all of them.
 */
export async function runList<T extends { total: number }>(
  db: Executor,
  table: ListSource,
  plan: ListPlan,
  page: (plan: ListPlan, total: SQL<number>) => Promise<T[]>,
): Promise<ListResult<T>> {
  const exact = plan.exactTotal || plan.offset + plan.limit > TOTAL_CAP;
  if (plan.offset >= TOTAL_CAP) {
    const total = await countRows(db, table, plan.where);
    if (plan.offset >= total) return { rows: [], total, totalExact: true };
    const known = sql<number>`${total}::int`;
    if (plan.offset <= total / 2) return { rows: await page(plan, known), total, totalExact: true };
    const end = Math.min(plan.offset + plan.limit, total);
    const rows = await page({ ...plan, orderBy: plan.reverseOrderBy, offset: total - end, limit: end - plan.offset }, known);
    return { rows: rows.reverse(), total, totalExact: true };
  }
  const cap = exact ? undefined : TOTAL_CAP;
  const rows = await page(plan, totalColumn(db, table, plan.where, cap, plan.countOrder));
  const counted = rows.length > 0 ? rows[0]!.total : plan.offset === 0 ? 0 : await countRows(db, table, plan.where, cap, plan.countOrder);
  return counted > TOTAL_CAP && !exact ? { rows, total: TOTAL_CAP, totalExact: false } : { rows, total: counted, totalExact: true };
}

/** A page's ids first: narrow rows are cheap to skip past; the caller joins back for the columns. */
export function idPage(db: Executor, table: ListSource, id: PgColumn, plan: ListPlan) {
  return db
    .$with('page')
    .as(db.select({ pageId: sql<string>`${id}`.as('page_id') }).from(table).where(plan.where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset));
}

/** Drizzle puts the driver's error in `cause`. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.cause ?? e;
}

/** A row added after the pre-checks may still refer to the deleted one: a 409, not a server error. */
export async function deleteOrConflict(remove: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await remove();
  } catch (err) {
    if (pgErrorOf(err).code === '23503') throw conflict(message);
    throw err;
  }
}

export function inOrder<T>(ids: string[], rows: T[], idOf: (row: T) => string): T[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------- filter value readers

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One value or a list; a text may also list values separated by commas. */
export function valueList(value: unknown): unknown[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()) : [v])).filter((v) => v !== '');
}

export function oneOfFilter(column: PgColumn, values: readonly string[]): FilterHandler {
  return (value) => {
    const list = valueList(value);
    const bad = list.find((v) => typeof v !== 'string' || !values.includes(v));
    if (bad !== undefined || list.length === 0) {
      return `must be one of ${values.join(', ')}, or a list of them (got ${JSON.stringify(bad ?? value)})`;
    }
    return inArray(column, list as string[]);
  };
}

export function idsFilter(condition: (ids: string[]) => SQL): FilterHandler {
  return (value) => {
    const list = valueList(value);
    const bad = list.find((v) => typeof v !== 'string' || !UUID.test(v));
    if (bad !== undefined || list.length === 0) {
      return `must be an id or a list of ids (got ${JSON.stringify(bad ?? value)})`;
    }
    return condition([...new Set((list as string[]).map((v) => v.toLowerCase()))]);
  };
}

export function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export function booleanFilter(condition: (flag: boolean) => SQL): FilterHandler {
  return (value) => {
    const flag = readBoolean(value);
    return flag === undefined ? `must be true or false (got ${JSON.stringify(value)})` : condition(flag);
  };
}

export function dateRangeFilter(column: PgColumn): FilterHandler {
  return (value) => {
    const range = parseDateRange(value);
    if (typeof range === 'string') return `${range} (got ${JSON.stringify(value)})`;
    return and(
      range.from ? gte(column, range.from) : undefined,
      range.to ? lte(column, range.to) : undefined,
    )!;
  };
}
