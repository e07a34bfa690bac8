import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../../src/server/db/schema';
import { withIndexesDeferred } from '../../../src/server/db/seed/bulk';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN } from '../../helpers/constants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const run = (query: ReturnType<typeof sql>) => t.app.db.execute(query);

/** Groups whose kept total differs from a fresh count of the table (none, when the triggers work). */
async function drift() {
  const { rows } = await t.app.db.execute<{ what: string; kept: number; actual: number }>(sql`
    select 'users ' || coalesce(k.role, a.role) || ' ' || coalesce(k.is_active, a.is_active) as what,
           coalesce(k.n, 0) as kept, coalesce(a.n, 0) as actual
      from user_totals k
      full join (select role, is_active, count(*)::int as n from users group by 1, 2) a on a.role = k.role and a.is_active = k.is_active
     where coalesce(k.n, 0) <> coalesce(a.n, 0)
    union all
    select 'companies ' || coalesce(k.is_active, a.is_active), coalesce(k.n, 0), coalesce(a.n, 0)
      from company_totals k
      full join (select is_active, count(*)::int as n from companies group by 1) a on a.is_active = k.is_active
     where coalesce(k.n, 0) <> coalesce(a.n, 0)`);
  return rows;
}

describe("the dashboard's totals (migration 0011)", () => {
  it('start right on the seeded data', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await run(sql`select coalesce(sum(n), 0)::int as n from user_totals`);
    expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('follow inserts, type and status changes and deletes, one row or many at a time, and the dashboard shows them', async () => {
    const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const dashboard = async () => (await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: bearer(admin) })).json().body.dashboard;
    const before = await dashboard();

    await run(sql`
      insert into users (first_name, name, email, role)
      select 'Totalled', 'Totalled ' || n, 'totalled' || n || '@example.com', 'member' from generate_series(1, 6) n`);
    await run(sql`insert into companies (name, type) values ('Total A', 'Broker'), ('Total B', 'Broker')`);
    expect(await dashboard()).toMatchObject({
      totalActiveUsers: before.totalActiveUsers + 6,
      totalActiveCompanies: before.totalActiveCompanies + 2,
    });

    // Two become admins, one is switched off, one deleted; a company switched off; a rename changes nothing.
    await run(sql`update users set role = 'admin' where email in ('totalled1@example.com', 'totalled2@example.com')`);
    await run(sql`update users set is_active = false where email = 'totalled3@example.com'`);
    await run(sql`delete from users where email = 'totalled4@example.com'`);
    await run(sql`update companies set is_active = false where name = 'Total B'`);
    await run(sql`update users set first_name = 'Renamed' where email like 'totalled%'`);
    expect(await drift()).toEqual([]);
    expect(await dashboard()).toMatchObject({
      totalActiveUsers: before.totalActiveUsers + 2,
      totalAdminsUsers: before.totalAdminsUsers + 2,
      totalActiveCompanies: before.totalActiveCompanies + 1,
    });
  });

  it('count again after a bulk load with the triggers off', async () => {
    await withIndexesDeferred(t.app.db, [users, companies], async (tx) => {
      await tx.execute(sql`
        insert into users (first_name, name, email)
        select 'Bulk', 'Bulk ' || n, 'bulk-total' || n || '@example.com' from generate_series(1, 50) n`);
      await tx.execute(sql`insert into companies (name, type) values ('Total Bulk', 'Broker')`);
    });
    expect(await drift()).toEqual([]);
    // The triggers are on again.
    await run(sql`delete from users where email = 'bulk-total1@example.com'`);
    expect(await drift()).toEqual([]);
  });
});
