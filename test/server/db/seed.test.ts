import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_MEMBER, seed } from '../../../src/server/db/seed';
import { DEMO_COMPANIES, DEMO_SPONSORSHIPS, seedId } from '../../../src/server/db/seed/companies';
import { DEMO_COURSES } from '../../../src/server/db/seed/events';
import { bulkCompaniesFor, DEMO_USER_COUNTS } from '../../../src/server/db/seed/users';
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
           (select count(*)::int from users where company_id is not null) as attached,
           (select count(*)::int from courses) as courses,
           (select count(*)::int from events) as events,
           (select count(*)::int from event_attendees) as attendees,
           (select count(*)::int from payments) as payments`);
  return result.rows[0] as Record<string, number>;
}
const opts = { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password };

/** Every e-mail lower-case and unique, every NRDS id unique, support users with staff attached and staff with roles. */
async function expectSoundUsers() {
  const result = await t.app.db.execute(sql`
    select count(*)::int as users,
           count(distinct email)::int as emails,
           count(*) filter (where email <> lower(email))::int as upper_case,
           count(nrds)::int as nrds,
           count(distinct nrds)::int as distinct_nrds,
           count(*) filter (where nrds !~ '^[0-9]{4,15}$')::int as bad_nrds,
           count(*) filter (where role = 'support' and not ('Support' = any(groups)))::int as support_outside_group,
           count(*) filter (where role = 'support' and not exists (select 1 from user_support_staff s where s.user_id = users.id))::int as unsupported,
           count(*) filter (where role = 'admin' and not exists (select 1 from user_roles r where r.user_id = users.id))::int as staff_without_role,
           (select count(*)::int from user_support_staff s join users staff on staff.id = s.staff_id where staff.role <> 'admin') as support_not_staff
    from users`);
  const r = result.rows[0]!;
  expect(r.emails).toBe(r.users);
  expect(r.distinct_nrds).toBe(r.nrds);
  expect(r).toMatchObject({ upper_case: 0, bad_nrds: 0, support_outside_group: 0, unsupported: 0, staff_without_role: 0, support_not_staff: 0 });
}

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
    await seed(t.app.db, { ...opts, companies: 60 });
    const after = await counts();
    expect(after.companies).toBe(before.companies + 60);
    expect(after.locations).toBe(before.locations + 180);
    expect(after.users).toBe(before.users);
    await seed(t.app.db, { ...opts, companies: 60 });
    expect(await counts()).toEqual(after);
  });

  it('adds the demo users: every type, unique e-mails and NRDS ids, staff roles and support staff', async () => {
    const before = await counts();
    await seed(t.app.db, { ...opts, demoUsers: true });
    const added = Object.values(DEMO_USER_COUNTS).reduce((a, b) => a + b, 0);
    expect((await counts()).users).toBe(before.users + added);

    const byRole = await t.app.db.execute(sql`select role, count(*)::int as n from users group by role`);
    const roles = Object.fromEntries(byRole.rows.map((r) => [r.role, r.n]));
    // The demo accounts (one staff, one member) come on top of the demo users.
    expect(roles).toEqual({
      superAdmin: 1,
      admin: DEMO_USER_COUNTS.admin + 1,
      member: DEMO_USER_COUNTS.member + 1,
      'non-member': DEMO_USER_COUNTS['non-member'],
      support: DEMO_USER_COUNTS.support,
    });
    await expectSoundUsers();

    const filled = await t.app.db.execute(sql`
      select count(*) filter (where role = 'member' and company_id is not null and nrds is not null and city <> ''
                                and postal_code ~ '^5[56][0-9]{3}$' and cardinality(groups) > 0 and biography <> '')::int as members,
             count(distinct city)::int as cities
      from users`);
    expect(filled.rows[0]!.members).toBeGreaterThan(DEMO_USER_COUNTS.member * 0.9);
    expect(filled.rows[0]!.cities).toBeGreaterThan(10);
    // Every seeded person, the demo accounts included, has what the user form requires, so each
    // can be opened and saved as it is.
    const incomplete = await t.app.db.execute(sql`
      select email from users where first_name = '' or email = '' or coalesce(phone_number, '') = ''`);
    expect(incomplete.rows).toEqual([]);

    // Running it again changes nothing.
    const after = await counts();
    await seed(t.app.db, { ...opts, demoUsers: true });
    expect(await counts()).toEqual(after);
  });

  it('adds a year of courses, events, attendance and payments with the demo users', async () => {
    const c = await counts();
    expect(c.courses).toBe(DEMO_COURSES.length);
    const r = (
      await t.app.db.execute(sql`
        select count(*) filter (where e.start_at < now() and e.status = 'published')::int as past,
               count(*) filter (where e.start_at >= now() and e.status = 'published')::int as upcoming,
               count(*) filter (where e.start_at > now() - interval '35 days' and e.start_at < now())::int as last_five_weeks,
               (select count(*)::int from event_attendees a join events ev on ev.id = a.event_id
                 where a.attended and ev.start_at > now()) as attended_in_future,
               (select count(*)::int from event_attendees a join events ev on ev.id = a.event_id
                 where ev.capacity is not null group by ev.id, ev.capacity having count(*) > ev.capacity limit 1) as over_capacity,
               (select count(*)::int from event_attendees a join users u on u.id = a.user_id
                 where a.attended and u.email = ${DEMO_MEMBER.email}) as member_attended,
               (select count(distinct purpose)::int from payments) as purposes
        from events e`)
    ).rows[0]!;
    expect(r.past).toBeGreaterThan(25);
    expect(r.upcoming).toBeGreaterThan(5);
    expect(r.last_five_weeks).toBeGreaterThanOrEqual(4);
    expect(r.attended_in_future).toBe(0);
    expect(r.over_capacity).toBeNull();
    // The demo member has a history to show on Edit User.
    expect(r.member_attended).toBeGreaterThan(5);
    expect(r.purposes).toBe(3);
  });

  it('adds N bulk users with companies to match, once', async () => {
    const before = await counts();
    // As `npm run seed -- --users 500` runs it: the demo data (already there) and the bulk users.
    await seed(t.app.db, { ...opts, demoUsers: true, users: 500 });
    const after = await counts();
    expect(after.users).toBe(before.users + 500);
    // Bulk users are never registered for the demo events, nor do they pay for them.
    expect(after).toMatchObject({ courses: before.courses, events: before.events, attendees: before.attendees, payments: before.payments });
    const bulkCompanies = await t.app.db.execute(sql`
      select count(*)::int as n from companies
      where id = any(${`{${Array.from({ length: bulkCompaniesFor(500) }, (_, i) => seedId('bulk-company', i)).join(',')}}`}::uuid[])`);
    expect(bulkCompanies.rows[0]!.n).toBe(bulkCompaniesFor(500));
    const bulkIds = `{${Array.from({ length: 500 }, (_, i) => seedId('bulk-user', i)).join(',')}}`;
    const kinds = await t.app.db.execute(sql`select distinct role from users where id = any(${bulkIds}::uuid[])`);
    expect(kinds.rows.map((r) => r.role)).toEqual(expect.arrayContaining(['member', 'non-member', 'admin', 'support']));
    await expectSoundUsers();
    await seed(t.app.db, { ...opts, users: 500 });
    expect(await counts()).toEqual(after);
  });

  it('starts over with --reset', async () => {
    await t.app.db.execute(sql`insert into sponsorships (name, position) values ('Extra', 99)`);
    await seed(t.app.db, { ...opts, reset: true });
    const c = await counts();
    expect(c).toMatchObject({ companies: DEMO_COMPANIES.length, sponsorships: DEMO_SPONSORSHIPS.length, users: 3, attached: 2 });
  });
});
