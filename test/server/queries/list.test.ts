import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, courses } from '../../../src/server/db/schema';
import { AppError } from '../../../src/server/core/errors';
import {
  booleanFilter,
  buildListPlan,
  dateRangeFilter,
  deleteOrConflict,
  idsFilter,
  likePattern,
  oneOfFilter,
  runList,
  TOTAL_CAP,
  valueList,
  type ListDeclaration,
} from '../../../src/server/core/list';
import { COMPANY_SORT_KEYS, COMPANY_TYPES } from '../../../src/shared/companies';
import { listQuerySchema } from '../../../src/shared/listQuery';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';

const dialect = new PgDialect({ casing: 'snake_case' });
const render = (s: SQL | undefined) => (s ? dialect.sqlToQuery(s) : undefined);

type Key = 'createdAt' | 'name' | 'type';
const DECL: ListDeclaration<Key> = {
  sortable: { createdAt: companies.createdAt, name: companies.nameInLower, type: [companies.type, companies.nameInLower] },
  defaultSort: { key: 'createdAt', order: -1 },
  tieBreaker: companies.id,
  search: [companies.nameInLower, sql`lower(${companies.websiteUrl})`],
  filters: {
    type: oneOfFilter(companies.type, COMPANY_TYPES),
    isActive: booleanFilter((flag) => eq(companies.isActive, flag)),
    ids: idsFilter((ids) => sql`${companies.id} = any(${ids})`),
    updatedAt: dateRangeFilter(companies.updatedAt),
  },
};
const parse = (q: Record<string, unknown>) => listQuerySchema(['createdAt', 'name', 'type']).parse(q);
const plan = (q: Record<string, unknown>) => buildListPlan(parse(q), DECL);
const orderSql = (q: Record<string, unknown>) =>
  plan(q)
    .orderBy.map((o) => dialect.sqlToQuery(o).sql)
    .join(', ');
const failure = (q: Record<string, unknown>) => {
  try {
    plan(q);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { code: (err as AppError).statusCode, message: (err as AppError).message };
  }
  throw new Error('expected a failure');
};
const filters = (...entries: { key: string; value: unknown }[]) => JSON.stringify(entries);

describe('buildListPlan', () => {
  it('pages with the defaults and sorts by the default key, ties broken by id', () => {
    const p = plan({});
    expect(p).toMatchObject({ limit: 10, offset: 0, where: undefined });
    expect(orderSql({})).toBe('"companies"."created_at" desc, "companies"."id" desc');
  });

  it('sorts by the asked key and order, ascending when no order is given', () => {
    expect(orderSql({ sortKey: 'name', sortOrder: '-1' })).toBe('"companies"."name_in_lower" desc, "companies"."id" desc');
    expect(orderSql({ sortKey: 'name' })).toBe('"companies"."name_in_lower" asc, "companies"."id" asc');
    expect(orderSql({ sortKey: 'type', sortOrder: 1 })).toBe(
      '"companies"."type" asc, "companies"."name_in_lower" asc, "companies"."id" asc',
    );
  });

  it('searches every search column for the lower-cased term as a substring, wildcards taken literally', () => {
    const where = render(plan({ search: '  Lake_50%  ' }).where)!;
    expect(where.sql).toBe(
      '("companies"."name_in_lower" like lower($1) or lower("companies"."website_url") like lower($2))',
    );
    expect(where.params).toEqual(['%Lake\\_50\\%%', '%Lake\\_50\\%%']);
    expect(likePattern('a\\b')).toBe('%a\\\\b%');
  });

  it('turns each filter into a condition and ANDs them with the search and the extra conditions', () => {
    const p = buildListPlan(
      parse({ search: 'x', filters: filters({ key: 'type', value: ['Broker', 'Other'] }, { key: 'isActive', value: 'false' }) }),
      DECL,
      [eq(companies.logo, 'l')],
    );
    const where = render(p.where)!;
    expect(where.sql).toBe(
      '("companies"."logo" = $1 and ("companies"."name_in_lower" like lower($2) or lower("companies"."website_url") like lower($3)) and "companies"."type" in ($4, $5) and "companies"."is_active" = $6)',
    );
    expect(where.params).toEqual(['l', '%x%', '%x%', 'Broker', 'Other', false]);
  });

  it('takes one value, a list or a comma-separated text', () => {
    expect(valueList('Broker, Other')).toEqual(['Broker', 'Other']);
    expect(valueList(['Broker'])).toEqual(['Broker']);
    expect(render(plan({ filters: filters({ key: 'type', value: 'Design/Architecture' }) }).where)!.params).toEqual([
      'Design/Architecture',
    ]);
  });

  it('ignores empty filter values', () => {
    expect(plan({ filters: filters({ key: 'type', value: '' }, { key: 'ids', value: [] }, { key: 'isActive', value: null }) }).where).toBe(
      undefined,
    );
  });

  it('refuses an unknown filter key with 400, naming the key and the known keys', () => {
    expect(failure({ filters: filters({ key: 'colour', value: 'red' }) })).toEqual({
      code: 400,
      message: 'filters: unknown key "colour"; the keys are: type, isActive, ids, updatedAt',
    });
    // Keys of Object.prototype are not filters either.
    expect(failure({ filters: filters({ key: 'constructor', value: 'x' }) }).code).toBe(400);
  });

  it('refuses a bad value with 400, naming the key and the expected format', () => {
    expect(failure({ filters: filters({ key: 'type', value: 'Farm' }) })).toEqual({
      code: 400,
      message: `filters.type: must be one of ${COMPANY_TYPES.join(', ')}, or a list of them (got "Farm")`,
    });
    expect(failure({ filters: filters({ key: 'isActive', value: 'yes' }) })).toEqual({
      code: 400,
      message: 'filters.isActive: must be true or false (got "yes")',
    });
    expect(failure({ filters: filters({ key: 'ids', value: ['not-an-id'] }) }).message).toBe(
      'filters.ids: must be an id or a list of ids (got "not-an-id")',
    );
    expect(failure({ filters: filters({ key: 'updatedAt', value: '2026-13-45,' }) }).message).toMatch(
      /^filters\.updatedAt: must be "from,to" dates/,
    );
    expect(failure({ filters: filters({ key: 'updatedAt', value: '2026-02-01,2026-01-01' }) }).message).toMatch(
      /^filters\.updatedAt: the "from" date must not be after the "to" date/,
    );
  });

  it('reads a date range from the start of the first day to the end of the last', () => {
    const where = render(plan({ filters: filters({ key: 'updatedAt', value: '2026-01-01,2026-01-31' }) }).where)!;
    expect(where.sql).toBe('("companies"."updated_at" >= $1 and "companies"."updated_at" <= $2)');
    expect(where.params).toEqual(['2026-01-01T00:00:00.000Z', '2026-01-31T23:59:59.999Z']);
    const open = render(plan({ filters: filters({ key: 'updatedAt', value: ',2026-01-31T12:00:00Z' }) }).where)!;
    expect(open.sql).toBe('"companies"."updated_at" <= $1');
    expect(open.params).toEqual(['2026-01-31T12:00:00.000Z']);
  });

  it('works with the companies sort keys of the contract', () => {
    expect(listQuerySchema(COMPANY_SORT_KEYS).safeParse({ sortKey: 'colour' }).success).toBe(false);
  });
});

describe('deleteOrConflict', () => {
  it('turns a foreign-key refusal into a 409 with the message, and leaves other errors alone', async () => {
    const fkError = Object.assign(new Error('query failed'), { cause: { code: '23503' } });
    await expect(deleteOrConflict(() => Promise.reject(fkError), 'in use')).rejects.toMatchObject({ statusCode: 409, message: 'in use' });
    const other = new Error('other');
    await expect(deleteOrConflict(() => Promise.reject(other), 'in use')).rejects.toBe(other);
    await expect(deleteOrConflict(() => Promise.resolve(1), 'in use')).resolves.toBeUndefined();
  });
});

describe('runList', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const page = (p: ReturnType<typeof buildListPlan>, total: SQL<number>) =>
    t.app.db.select({ id: companies.id, total }).from(companies).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset);

  it('gives the page and the total of all matching rows', async () => {
    const [all] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    const first = await runList(t.app.db, companies, plan({ limit: 5 }), page);
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBe(all!.n);
    // Past the end: no rows, the total still right.
    const past = await runList(t.app.db, companies, plan({ offset: 10_000 }), page);
    expect(past).toEqual({ rows: [], total: all!.n, totalExact: true });
    // A short last page knows the total by itself.
    const last = await runList(t.app.db, companies, plan({ offset: all!.n - 2 }), page);
    expect(last.rows).toHaveLength(2);
    expect(last.total).toBe(all!.n);
  });

  it('pages without repeating or skipping rows when the sort key ties', async () => {
    const ids: string[] = [];
    for (let offset = 0; ; offset += 4) {
      const { rows } = await runList(t.app.db, companies, plan({ sortKey: 'type', limit: 4, offset }), page);
      ids.push(...rows.map((r) => r.id));
      if (rows.length < 4) break;
    }
    const [all] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(companies);
    expect(new Set(ids).size).toBe(all!.n);
    expect(ids).toHaveLength(all!.n);
  });
});

describe('runList above TOTAL_CAP', () => {
  let t: TestApp;
  // 2,500 courses: more than twice the cap, so a deep page can sit in either half of the list.
  const COUNT = 2_500;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.db.execute(sql`
      insert into courses (code, title, credit_hours, delivery)
      select 'C' || n, 'Course ' || (n % 997), (n % 7)::numeric, (array['in-person', 'online', 'hybrid'])[1 + n % 3]
      from generate_series(1, ${COUNT}) as n`);
  }, 60_000);
  afterAll(() => t.close());

  type CourseKey = 'title' | 'creditHours';
  const COURSES: ListDeclaration<CourseKey> = {
    // Many ties (997 titles, 7 hour values): the id settles the order.
    sortable: { title: courses.titleInLower, creditHours: [courses.creditHours, courses.titleInLower] },
    defaultSort: { key: 'title', order: 1 },
    tieBreaker: courses.id,
    filters: {
      delivery: oneOfFilter(courses.delivery, ['in-person', 'online', 'hybrid']),
      title: (value) => eq(courses.titleInLower, String(value)),
    },
  };
  const coursePlan = (q: Record<string, unknown>) => buildListPlan(listQuerySchema(['title', 'creditHours']).parse(q), COURSES);
  const coursePage = (p: ReturnType<typeof buildListPlan>, total = sql<number>`0`) =>
    t.app.db.select({ id: courses.id, total }).from(courses).where(p.where).orderBy(...p.orderBy).limit(p.limit).offset(p.offset);
  /** The rows PostgreSQL gives for the same order read forwards from the start. */
  const reference = async (q: Record<string, unknown>) => {
    return (await coursePage(coursePlan(q))).map((r) => r.id);
  };

  it('counts up to the cap and says so; the exact figure on demand', async () => {
    const capped = await runList(t.app.db, courses, coursePlan({}), coursePage);
    expect(capped.rows).toHaveLength(10);
    expect(capped).toMatchObject({ total: TOTAL_CAP, totalExact: false });
    const exact = await runList(t.app.db, courses, coursePlan({ exactTotal: 'true' }), coursePage);
    expect(exact).toMatchObject({ total: COUNT, totalExact: true });
    // Under the cap the count is exact without asking: the courses of one title.
    const [one] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(courses).where(eq(courses.titleInLower, 'course 5'));
    expect(one!.n).toBeGreaterThan(1);
    expect(one!.n).toBeLessThan(TOTAL_CAP);
    const titled = await runList(t.app.db, courses, coursePlan({ filters: filters({ key: 'title', value: 'course 5' }) }), coursePage);
    expect(titled).toMatchObject({ total: one!.n, totalExact: true });
  });

  it('reads a deep page in the back half from the end, in the same order as from the start', async () => {
    for (const q of [
      { offset: '2490', sortKey: 'title', sortOrder: '1' },
      { offset: '2495', sortKey: 'title', sortOrder: '-1' },
      { offset: '2003', sortKey: 'creditHours', sortOrder: '1', limit: '25' },
      // The front half of a deep offset reads forwards.
      { offset: '1000', sortKey: 'creditHours', sortOrder: '-1' },
    ]) {
      const result = await runList(t.app.db, courses, coursePlan(q), coursePage);
      expect(result.totalExact).toBe(true);
      expect(result.total).toBe(COUNT);
      expect(result.rows.map((r) => r.id)).toEqual(await reference(q));
      expect(result.rows.length).toBe(Math.min(Number(q.limit ?? 10), COUNT - Number(q.offset)));
    }
    const past = await runList(t.app.db, courses, coursePlan({ offset: String(COUNT) }), coursePage);
    expect(past).toEqual({ rows: [], total: COUNT, totalExact: true });
  });

  it('reads the last page from the end: the statement skips few rows', async () => {
    const offsets: unknown[] = [];
    await runList(t.app.db, courses, coursePlan({ offset: String(COUNT - 10) }), (p) => {
      offsets.push(p.offset);
      return coursePage(p);
    });
    expect(offsets).toEqual([0]);
  });
});
