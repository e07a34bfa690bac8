import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seed } from '../../../src/server/db/seed';
import { DEMO_COMPANIES, DEMO_SPONSORSHIPS } from '../../../src/server/db/seed/companies';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN } from '../../helpers/constants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function counts() {
  const result = await t.app.db.execute(sql`
    select (select count(*)::int from companies) as companies,
           (select count(*)::int from locations) as locations,
           (select count(*)::int from sponsorships) as sponsorships,
           (select count(*)::int from company_sponsorships) as links,
           (select count(*)::int from users) as users,
           (select count(*)::int from users where company_id is not null) as attached`);
  return result.rows[0] as Record<string, number>;
}
const opts = { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password };

describe('seed', () => {
  it('seeds the demo companies, locations and sponsorships, and attaches the demo staff and member', async () => {
    const c = await counts();
    expect(c.companies).toBe(DEMO_COMPANIES.length);
    expect(c.sponsorships).toBe(DEMO_SPONSORSHIPS.length);
    expect(c.locations).toBe(DEMO_COMPANIES.reduce((n, _, i) => n + 1 + (i % 4), 0));
    expect(c.links).toBe(DEMO_COMPANIES.reduce((n, co) => n + co.sponsorships.length, 0));
    expect(c.attached).toBe(2);
    const cities = await t.app.db.execute(sql`select distinct physical_address->>'city' as city from locations`);
    expect(cities.rows.map((r) => r.city)).toEqual(
      expect.arrayContaining(['Minneapolis', 'St. Paul', 'Bloomington', 'Edina', 'Rochester', 'St. Cloud', 'Duluth', 'Mankato']),
    );
  });

  it('is idempotent', async () => {
    const before = await counts();
    await seed(t.app.db, opts);
    expect(await counts()).toEqual(before);
  });

  it('adds many companies with three locations each in bulk, once', async () => {
    const before = await counts();
    await seed(t.app.db, { ...opts, users: 30, companies: 60 });
    const after = await counts();
    expect(after.companies).toBe(before.companies + 60);
    expect(after.locations).toBe(before.locations + 180);
    expect(after.users).toBe(before.users + 30);
    expect(after.attached).toBe(before.attached + 30);
    await seed(t.app.db, { ...opts, users: 30, companies: 60 });
    expect(await counts()).toEqual(after);
  });

  it('starts over with --reset', async () => {
    await t.app.db.execute(sql`insert into sponsorships (name, name_in_lower, position) values ('Extra', 'extra', 99)`);
    await seed(t.app.db, { ...opts, reset: true });
    const c = await counts();
    expect(c).toMatchObject({ companies: DEMO_COMPANIES.length, sponsorships: DEMO_SPONSORSHIPS.length, users: 3, attached: 2 });
  });
});
