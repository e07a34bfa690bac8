import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, users } from '../../../src/server/db/schema';
import { withIndexesDeferred } from '../../../src/server/db/seed/bulk';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const run = (query: ReturnType<typeof sql>) => t.app.db.execute(query);

/** Companies whose kept counters differ from a fresh count (none, when the triggers work). */
async function drift() {
  const { rows } = await t.app.db.execute<{ id: string; kept: number; actual: number; what: string }>(sql`
    select id, members_count as kept, (select count(*)::int from users u where u.company_id = c.id) as actual, 'members' as what
      from companies c
     where members_count <> (select count(*) from users u where u.company_id = c.id)
    union all
    select id, location_count, (select count(*)::int from locations l where l.company_id = c.id), 'locations'
      from companies c
     where location_count <> (select count(*) from locations l where l.company_id = c.id)`);
  return rows;
}
async function counts(name: string) {
  const { rows } = await t.app.db.execute<{ members: number; locations: number }>(
    sql`select members_count as members, location_count as locations from companies where name = ${name}`,
  );
  return rows[0];
}

describe('company member and location counters (migration 0008)', () => {
  it('start right on the seeded data', async () => {
    expect(await drift()).toEqual([]);
    const { rows } = await run(sql`select count(*)::int as n from companies where members_count > 0 and location_count > 0`);
    expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('follow inserts, moves, detaches and deletes of users and locations, one row or many at a time', async () => {
    await run(sql`insert into companies (name, type) values ('Count A', 'Broker'), ('Count B', 'Broker')`);
    const a = sql`(select id from companies where name = 'Count A')`;
    const b = sql`(select id from companies where name = 'Count B')`;
    // A bulk insert: five members of A in one statement.
    await run(sql`
      insert into users (first_name, name, email, company_id)
      select 'Counted', 'Counted ' || n, 'counted' || n || '@example.com', ${a} from generate_series(1, 5) n`);
    await run(sql`
      insert into locations (name, type, market_id, physical_address, mailing_address, company_id)
      select 'Office ' || n, 'branch', 'duluth', '{}', '{}', ${a} from generate_series(1, 3) n`);
    expect(await counts('Count A')).toEqual({ members: 5, locations: 3 });

    // Two members move to B, one leaves every company, one is deleted; an update that keeps the company changes nothing.
    await run(sql`update users set company_id = ${b} where email in ('counted1@example.com', 'counted2@example.com')`);
    await run(sql`update users set company_id = null where email = 'counted3@example.com'`);
    await run(sql`delete from users where email = 'counted4@example.com'`);
    await run(sql`update users set first_name = 'Renamed' where email like 'counted%'`);
    // A location moves to B, one is detached, one deleted.
    await run(sql`update locations set company_id = ${b} where name = 'Office 1'`);
    await run(sql`update locations set company_id = null where name = 'Office 2'`);
    await run(sql`delete from locations where name = 'Office 3'`);

    expect(await counts('Count A')).toEqual({ members: 1, locations: 0 });
    expect(await counts('Count B')).toEqual({ members: 2, locations: 1 });
    expect(await drift()).toEqual([]);

    // Deleting a company, its members and locations detached first as the app does, leaves no drift.
    await run(sql`update users set company_id = null where company_id = ${b}`);
    await run(sql`update locations set company_id = null where company_id = ${b}`);
    await run(sql`delete from companies where name = 'Count B'`);
    expect(await drift()).toEqual([]);
  });
});

describe('a bulk load (withIndexesDeferred)', () => {
  it('loads with the counters off, counts once at the end, and turns them on again', async () => {
    await run(sql`insert into companies (name, type) values ('Bulk A', 'Broker')`);
    const a = sql`(select id from companies where name = 'Bulk A')`;
    await withIndexesDeferred(t.app.db, [users, locations], async (tx) => {
      await tx.execute(sql`
        insert into users (first_name, name, email, company_id)
        select 'Bulk', 'Bulk ' || n, 'bulk' || n || '@example.com', ${a} from generate_series(1, 40) n`);
      // Off during the load: the counter has not moved yet.
      const { rows } = await tx.execute<{ n: number }>(sql`select members_count as n from companies where name = 'Bulk A'`);
      expect(rows[0]!.n).toBe(0);
      await tx.execute(sql`
        insert into locations (name, type, market_id, physical_address, mailing_address, company_id)
        select 'Bulk office ' || n, 'branch', 'duluth', '{}', '{}', ${a} from generate_series(1, 4) n`);
    });
    expect(await counts('Bulk A')).toEqual({ members: 40, locations: 4 });
    expect(await drift()).toEqual([]);
    // The triggers are on again.
    await run(sql`delete from users where email = 'bulk1@example.com'`);
    expect(await counts('Bulk A')).toEqual({ members: 39, locations: 4 });
  });

  it('leaves the counters on when the load fails', async () => {
    await expect(
      withIndexesDeferred(t.app.db, [users], async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    await run(sql`update users set company_id = (select id from companies where name = 'Bulk A') where email = 'counted5@example.com'`);
    expect(await drift()).toEqual([]);
    const { rows } = await run(sql`select count(*)::int as n from pg_trigger where tgrelid = 'users'::regclass and not tgisinternal and tgenabled = 'D'`);
    expect((rows[0] as { n: number }).n).toBe(0);
  });
});

