import { and, asc, desc, gte, inArray, is, lte, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { PgTransaction, type PgColumn, type PgDatabase, type PgTable } from 'drizzle-orm/pg-core';
import { parseDateRange, type FilterEntry } from '../../shared/listQuery';
import type * as schema from '../db/schema';
import { badRequest, conflict } from './errors';

/** The database or a transaction: query functions take either. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/**
 * Runs `write` all or nothing: in a transaction of its own, or in the caller's when `db` already is
 * one (every API write runs in withAudit's, src/server/core/auditContext.ts). No savepoint then: it
 * would cost two round trips per write and only helps a caller that catches the error and carries
 * on, which none of these does (a retry that needs one, the locations' NRDS id, opens its own).
 */
export function inTransaction<T>(db: Executor, write: (tx: Executor) => Promise<T>): Promise<T> {
  return is(db, PgTransaction) ? write(db) : db.transaction(write);
}

export type SortOrder = 1 | -1;

/** The list query as `listQuerySchema` parses it (STYLE habit 5). */
export interface ListQuery<K extends string = string> {
  offset: number;
  limit: number;
  sortKey?: K;
  sortOrder?: number;
  search?: string;
  filters?: FilterEntry[];
  /** Count every matching row even above TOTAL_CAP (the list's "count all", on demand). */
  exactTotal?: boolean;
}

/** A filter's condition, or a text that says what the value should look like. */
export type FilterHandler = (value: unknown) => SQL | string;

/** What a resource declares about its list: the rest is the same for every list. */
export interface ListDeclaration<K extends string> {
  /** sortKey → the expression(s) it orders by, most significant first. */
  sortable: Record<K, SQLWrapper | readonly SQLWrapper[]>;
  defaultSort: { key: K; order: SortOrder };
  /** A unique column that breaks ties last, so that pages neither repeat nor skip rows. */
  tieBreaker: PgColumn;
  /** Filter keys of the `filters` parameter. */
  filters?: Record<string, FilterHandler>;
  /**
   * Lower-case text expressions searched for the term as a substring (pg_trgm indexes serve these),
   * or functions that turn the LIKE pattern into a condition of their own (a related table's name).
   */
  search?: readonly (SQLWrapper | ((pattern: string) => SQL))[];
  /**
   * Count the capped total along the list's order: for a table whose rows cluster on the sort
   * column (the audit history, written in time order), where the planner's guess that matching
   * rows are spread evenly would send the count through the whole table to find a recent month's
   * first 1,001 (docs/PERFORMANCE.md, 'Audit history at 1,000,000 entries').
   */
  countAlongOrder?: boolean;
}

export interface ListPlan {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The same order backwards: a page near the end is read from the end (see runList). */
  reverseOrderBy: SQL[];
  limit: number;
  offset: number;
  /** Count past TOTAL_CAP. */
  exactTotal: boolean;
  /** The order a capped count reads the rows in (ListDeclaration.countAlongOrder). */
  countOrder?: SQL[];
}

export interface ListResult<T> {
  rows: T[];
  /** The number of matching rows, or TOTAL_CAP when there are more and they were not all counted. */
  total: number;
  /** false: more than `total` rows match ("10,000+"); ask again with exactTotal for the figure. */
  totalExact: boolean;
}

/**
 * Above this many matching rows a list's total is "more than 1,000" unless the exact figure is
 * asked for. Counting stops at the cap, so a total costs at most a visit to 1,001 matching rows
 * whatever the table's size. The cap was 10,000 at first: at 1,000,000 users a broad filter's
 * 10,001 rows lie on as many table pages, and counting them took 60–230 ms against 6–70 ms for
 * 1,001 (docs/PERFORMANCE.md, "Totals"). A hundred pages is more than anyone pages through; past
 * them the list counts exactly, and 'Count all' gives the figure on demand.
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

/** Turns a parsed list query and a resource's declaration into where, order, limit and offset. */
export function buildListPlan<K extends string>(
  query: ListQuery<K>,
  decl: ListDeclaration<K>,
  /** Conditions the route adds itself (a path parameter, a plain query parameter). */
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
  // A sortKey without a sortOrder sorts ascending; no sortKey at all is the resource's default.
  const order = (query.sortOrder ?? (query.sortKey ? 1 : decl.defaultSort.order)) as SortOrder;
  const [direction, backwards] = order === 1 ? [asc, desc] : [desc, asc];
  const sortBy = decl.sortable[key];
  const expressions = [...((Array.isArray(sortBy) ? sortBy : [sortBy]) as SQLWrapper[]), decl.tieBreaker];

  const orderBy = expressions.map((e) => direction(e));
  return {
    where: and(...conditions),
    // Plain ASC/DESC with PostgreSQL's default null placement (last ascending, first descending),
    // so the backward order is exactly the forward one reversed.
    orderBy,
    reverseOrderBy: expressions.map((e) => backwards(e)),
    limit: query.limit,
    offset: query.offset,
    exactTotal: query.exactTotal ?? false,
    ...(decl.countAlongOrder ? { countOrder: orderBy } : {}),
  };
}

/** `select 1` for each matching row: what a total counts, capped when a cap is given (in `order`, when given). */
function matchingRows(db: Executor, table: PgTable, where: SQL | undefined, cap?: number, order?: SQL[]) {
  const matching = db.select({ one: sql`1` }).from(table).where(where);
  if (cap === undefined) return matching;
  return (order ? matching.orderBy(...order) : matching).limit(cap + 1);
}

/** The matching rows, counted up to `cap` + 1 when a cap is given (the count then stops early). */
async function countRows(db: Executor, table: PgTable, where: SQL | undefined, cap?: number, order?: SQL[]): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(matchingRows(db, table, where, cap, order).as('matching'));
  return counted?.total ?? 0;
}

/**
 * The list's total as a column of the page's own statement: an uncorrelated subquery, which
 * PostgreSQL runs once (an InitPlan), and only if the page has a row to put it on.
 */
function totalColumn(db: Executor, table: PgTable, where: SQL | undefined, cap?: number, order?: SQL[]): SQL<number> {
  return sql<number>`(select count(*)::int from (${matchingRows(db, table, where, cap, order)}) as matching)`;
}

/** A page's row with the list's total beside it (the column `total` that runList hands over). */
export type WithTotal<T> = T & { total: number };

/**
 * Runs a page and its total (TOTAL_CAP above) as one statement: `page` selects the page's rows
 * with the given `total` expression as a column named `total`. An offset past the end has no row
 * to carry the total, so it is counted on its own. A deep page (offset beyond the cap, reached
 * once the exact total is known) counts first and, in the back half of the list, reads its rows
 * from the end in the reverse order: the last page of 1,000,000 rows skips ten rows instead of
 * 999,990.
 */
export async function runList<T extends { total: number }>(
  db: Executor,
  table: PgTable,
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

/**
 * A page's ids as a common table expression `page` (column `pageId`): narrow rows, cheap to skip
 * past. The caller joins the table back on them for the page's columns and orders by `plan.orderBy`
 * again (ten to a hundred rows), so a page and its related lists are one statement.
 */
export function idPage(db: Executor, table: PgTable, id: PgColumn, plan: ListPlan) {
  return db
    .$with('page')
    .as(db.select({ pageId: sql<string>`${id}`.as('page_id') }).from(table).where(plan.where).orderBy(...plan.orderBy).limit(plan.limit).offset(plan.offset));
}

/** PostgreSQL's error code and constraint of a failed query (Drizzle puts the driver's error in `cause`). */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.cause ?? e;
}

/**
 * A delete that a row added meanwhile still refers to (23503, foreign key) becomes a 409 with the
 * given message instead of a server error; the pre-checks give the precise message in every
 * ordinary case.
 */
export async function deleteOrConflict(remove: () => Promise<unknown>, message: string): Promise<void> {
  try {
    await remove();
  } catch (err) {
    if (pgErrorOf(err).code === '23503') throw conflict(message);
    throw err;
  }
}

/** Rows fetched by id, put back in the order of the page's ids. */
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

/** A filter on a column that takes one of a fixed set of values, or any of a list of them. */
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

/** Ids, one or a list; the condition gets the valid list. */
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

/** true or false, as a boolean or as text. */
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

/** 'from,to' (see parseDateRange): from the start of the first day to the end of the last. */
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
