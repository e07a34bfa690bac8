import { notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, events, users } from '../../../src/server/db/schema';
import type { Dashboard } from '../../../src/shared/dashboard';
import type { EventStatus } from '../../../src/shared/events';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

/**
 * A known data set around a fixed day: the caller is in Chicago (UTC-5 in March), it is
 * 2024-03-15 12:30 there, and their today started at 05:00 UTC. The seeded people, companies and
 * events are cleared first; only the three accounts that sign in stay, registered in 2020.
 */
const DATE = '2024-03-15T17:30:00.000Z';
const EVENT_DATE = '2024-03-15T05:00:00.000Z';
const COORDINATOR = 'events@example.com';
const KEPT = [TEST_ADMIN.email, TEST_STAFF.email, COORDINATOR];

let t: TestApp;
let admin: string;
let staff: string;
let coordinator: string;

type Role = 'member' | 'non-member' | 'admin' | 'support' | 'superAdmin';
let n = 0;
const user = (createdAt: string, role: Role, isActive = true) => {
  n += 1;
  return {
    firstName: `U${n}`,
    name: `U${n} Dash`,
    nameInLower: `u${n} dash`,
    email: `u${n}.dash@example.com`,
    role,
    isActive,
    createdAt: new Date(createdAt),
  };
};
const event = (startAt: string, status: EventStatus, isActive = true) => {
  n += 1;
  return { name: `E${n}`, nameInLower: `e${n}`, startAt: new Date(startAt), endAt: new Date(startAt), status, isActive };
};

beforeAll(async () => {
  t = await buildTestApp();
  await addStaffUser(t.dbUrl, { email: COORDINATOR, roleName: 'Events Coordinator' });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  coordinator = await signIn(t.app, COORDINATOR, TEST_MEMBER.password);

  const db = t.app.db;
  await db.update(users).set({ companyId: null, companyLocationId: null, createdAt: new Date('2020-01-01T00:00:00Z') });
  await db.delete(users).where(notInArray(users.email, KEPT));
  await db.delete(companies);
  await db.delete(events);

  await db.insert(users).values([
    /* u1 */ user('2023-10-31T12:00:00.000Z', 'member'), // before the first month
    /* u2 */ user('2023-11-01T05:00:00.000Z', 'member'), // exactly the first month's start: Nov
    /* u3 */ user('2023-11-01T04:59:59.999Z', 'member'), // Nov 1 in UTC, Oct 31 for the caller
    /* u4 */ user('2023-12-01T05:00:00.000Z', 'non-member', false), // Dec (boundary: the later month)
    /* u5 */ user('2023-12-15T12:00:00.000Z', 'admin'), // Dec
    /* u6 */ user('2024-01-20T12:00:00.000Z', 'support'), // Jan
    /* u7 */ user('2024-02-10T05:00:00.000Z', 'member', false), // Feb, first week's start
    /* u8 */ user('2024-02-10T04:59:59.999Z', 'member'), // Feb, before the first week
    /* u9 */ user('2024-02-14T17:30:00.000Z', 'member'), // Feb, week 1, new (exactly 30 days)
    /* u10 */ user('2024-02-14T17:29:59.999Z', 'admin', false), // Feb, week 1, not new
    /* u11 */ user('2024-02-24T05:00:00.000Z', 'member'), // Feb, week 3 (boundary), new
    /* u12 */ user('2024-03-01T05:00:00.000Z', 'admin'), // Mar (boundary), week 3, new
    /* u13 */ user('2024-03-09T05:00:00.000Z', 'member'), // Mar, week 5 (boundary), new
    /* u14 */ user('2024-03-15T17:30:00.000Z', 'member'), // Mar, week 5, new (exactly `date`)
    /* u15 */ user('2024-03-15T17:30:00.001Z', 'member'), // Mar, week 5, after `date`: not new
    /* u16 */ user('2024-03-16T04:59:59.999Z', 'non-member'), // Mar, week 5 (the caller's 23:59)
    /* u17 */ user('2024-03-16T05:00:00.000Z', 'member'), // Mar, after the last week
    /* u18 */ user('2024-04-01T05:00:00.000Z', 'member'), // after the last month
    /* u19 */ user('2024-03-05T12:00:00.000Z', 'support', false), // Mar, week 4, new
  ]);
  await db.insert(companies).values([
    { name: 'Active One', type: 'Broker' },
    { name: 'Active Two', type: 'Other' },
    { name: 'Closed', type: 'Broker', isActive: false },
  ]);
  await db.insert(events).values([
    /* e1 */ event('2023-11-01T05:00:00.000Z', 'published'), // Nov
    /* e2 */ event('2023-11-20T18:00:00.000Z', 'draft'), // not counted
    /* e3 */ event('2023-12-10T18:00:00.000Z', 'published', false), // inactive: not counted
    /* e4 */ event('2024-01-31T12:00:00.000Z', 'published'), // Jan (before Feb 1 05:00)
    /* e5 */ event('2024-02-24T05:00:00.000Z', 'published'), // Feb, week 3 (boundary)
    /* e6 */ event('2024-02-20T18:00:00.000Z', 'cancelled'), // not counted
    /* e7 */ event('2024-03-09T04:59:59.999Z', 'published'), // Mar, week 4
    /* e8 */ event('2024-03-15T05:00:00.000Z', 'published'), // Mar, week 5, upcoming (exactly eventDate)
    /* e9 */ event('2024-03-15T04:59:59.999Z', 'published'), // Mar, week 5, just past
    /* e10 */ event('2024-03-20T18:00:00.000Z', 'published'), // Mar, upcoming
    /* e11 */ event('2024-05-01T18:00:00.000Z', 'published'), // upcoming
    /* e12 */ event('2024-04-10T18:00:00.000Z', 'draft'), // not upcoming
    /* e13 */ event('2024-04-11T18:00:00.000Z', 'published', false), // not upcoming
    /* e14 */ event('2024-04-12T18:00:00.000Z', 'cancelled'), // not upcoming
  ]);
});
afterAll(async () => {
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const dashboard = async (query: Record<string, string>, token = admin): Promise<Dashboard> => {
  const res = await call('GET', '/dashboard', { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.dashboard as Dashboard;
};

describe('GET /api/v1/admin/dashboard', () => {
  it('answers every figure of the known data set', async () => {
    const res = await call('GET', '/dashboard', { token: admin, query: { date: DATE, eventDate: EVENT_DATE } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toEqual({ code: 200, message: expect.any(String) });
    expect(res.json().body.dashboard).toEqual({
      // Active members: u1 u2 u3 u8 u9 u11 u13 u14 u15 u17 u18 (u7 is inactive).
      totalActiveUsers: 11,
      // Active Staff and super administrators: admin, staff, coordinator, u5, u12 (u10 is inactive).
      totalAdminsUsers: 5,
      // Registered from 2024-02-14T17:30Z to DATE, both included: u9 u11 u12 u13 u14 u19.
      totalNewUsers: 6,
      totalActiveCompanies: 2,
      // Published, active, from EVENT_DATE on: e8 e10 e11.
      totalUpcomingEvents: 3,
      lastFiveMonthsData: [
        { date: '2023-11-01T05:00:00.000Z', usersCount: 1, eventsCount: 1 }, // u2; e1
        { date: '2023-12-01T05:00:00.000Z', usersCount: 2, eventsCount: 0 }, // u4 u5
        { date: '2024-01-01T05:00:00.000Z', usersCount: 1, eventsCount: 1 }, // u6; e4
        { date: '2024-02-01T05:00:00.000Z', usersCount: 5, eventsCount: 1 }, // u7 u8 u9 u10 u11; e5
        { date: '2024-03-01T05:00:00.000Z', usersCount: 7, eventsCount: 4 }, // u12-u17 u19; e7 e8 e9 e10
      ],
      lastFiveWeeksData: [
        { date: '2024-02-10T05:00:00.000Z', usersCount: 3, eventsCount: 0 }, // u7 u9 u10
        { date: '2024-02-17T05:00:00.000Z', usersCount: 0, eventsCount: 0 }, // (e6 is cancelled)
        { date: '2024-02-24T05:00:00.000Z', usersCount: 2, eventsCount: 1 }, // u11 u12; e5
        { date: '2024-03-02T05:00:00.000Z', usersCount: 1, eventsCount: 1 }, // u19; e7
        { date: '2024-03-09T05:00:00.000Z', usersCount: 4, eventsCount: 2 }, // u13 u14 u15 u16; e8 e9
      ],
    });
  });

  it("follows the caller's calendar east of UTC (Tokyo: the day starts at 15:00 UTC the day before)", async () => {
    const tokyo = await dashboard({ date: '2024-03-15T03:00:00.000Z', eventDate: '2024-03-14T15:00:00.000Z' });
    expect(tokyo.lastFiveMonthsData.map((p) => p.date)).toEqual([
      '2023-10-31T15:00:00.000Z',
      '2023-11-30T15:00:00.000Z',
      '2023-12-31T15:00:00.000Z',
      '2024-01-31T15:00:00.000Z',
      '2024-02-29T15:00:00.000Z',
    ]);
    expect(tokyo.lastFiveWeeksData.map((p) => p.date)).toEqual([
      '2024-02-09T15:00:00.000Z',
      '2024-02-16T15:00:00.000Z',
      '2024-02-23T15:00:00.000Z',
      '2024-03-01T15:00:00.000Z',
      '2024-03-08T15:00:00.000Z',
    ]);
    // Nov: u2 u3 (u3's 04:59 UTC is 13:59 in Tokyo); Dec: u4 u5; Jan: u6; Feb: u7-u11 (the first
    // of them before Feb 1 JST: none); Mar from Feb 29 15:00 UTC to Mar 31 15:00 UTC: u12-u17 u19.
    expect(tokyo.lastFiveMonthsData.map((p) => p.usersCount)).toEqual([2, 2, 1, 5, 7]);
    // Nov: e1; Jan: e4 (Jan 31 12:00 UTC is still Jan 31 21:00 in Tokyo); Feb: e5; Mar: e7-e10.
    expect(tokyo.lastFiveMonthsData.map((p) => p.eventsCount)).toEqual([1, 0, 1, 1, 4]);
    // Weeks from Feb 9 15:00 UTC to Mar 15 15:00 UTC: u7 u8 u9 u10 | none | u11 u12 | u19 | u13
    // (u14 registered at 17:30 UTC, past the caller's Mar 15).
    expect(tokyo.lastFiveWeeksData.map((p) => p.usersCount)).toEqual([4, 0, 2, 1, 1]);
    // e5 in the third week; e7 (Mar 9 04:59 UTC is 13:59 in Tokyo), e8 and e9 in the last.
    expect(tokyo.lastFiveWeeksData.map((p) => p.eventsCount)).toEqual([0, 0, 1, 0, 3]);
    // From Tokyo's midnight (Mar 14 15:00 UTC) on: e8 e9 e10 e11.
    expect(tokyo.totalUpcomingEvents).toBe(4);
    // From Feb 14 03:00 UTC to Mar 15 03:00 UTC: u9 u10 u11 u12 u13 u19.
    expect(tokyo.totalNewUsers).toBe(6);
  });

  it("keeps the month boundary at the caller's midnight on the last day of a short month", async () => {
    // 2024-02-29 in New York (UTC-5): the months end with February, which starts Feb 1 05:00 UTC.
    const leap = await dashboard({ date: '2024-02-29T20:00:00.000Z', eventDate: '2024-02-29T05:00:00.000Z' });
    expect(leap.lastFiveMonthsData.map((p) => p.date)).toEqual([
      '2023-10-01T05:00:00.000Z',
      '2023-11-01T05:00:00.000Z',
      '2023-12-01T05:00:00.000Z',
      '2024-01-01T05:00:00.000Z',
      '2024-02-01T05:00:00.000Z',
    ]);
    // Oct: u1 u3; Nov: u2; Dec: u4 u5; Jan: u6; Feb to Mar 1 05:00 UTC: u7 u8 u9 u10 u11.
    expect(leap.lastFiveMonthsData.map((p) => p.usersCount)).toEqual([2, 1, 2, 1, 5]);
    expect(leap.lastFiveWeeksData.at(-1)!.date).toBe('2024-02-23T05:00:00.000Z');
  });

  it("defaults to now and the server's UTC midnight", async () => {
    const before = Date.now();
    const now = await dashboard({});
    const midnight = Math.floor(before / 86_400_000) * 86_400_000;
    expect(now.lastFiveMonthsData).toHaveLength(5);
    expect(now.lastFiveWeeksData).toHaveLength(5);
    expect(now.lastFiveWeeksData.at(-1)!.date).toBe(new Date(midnight - 6 * 86_400_000).toISOString());
    expect(now.lastFiveWeeksData[0]!.date).toBe(new Date(midnight - 34 * 86_400_000).toISOString());
    const today = new Date(midnight);
    expect(now.lastFiveMonthsData.at(-1)!.date).toBe(
      new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1)).toISOString(),
    );
    // Nothing of the data set is recent; the totals do not depend on the day.
    expect(now).toMatchObject({ totalActiveUsers: 11, totalAdminsUsers: 5, totalActiveCompanies: 2, totalNewUsers: 0 });
  });

  it('answers a staff member whose role has Dashboard view', async () => {
    const seen = await dashboard({ date: DATE, eventDate: EVENT_DATE }, coordinator);
    expect(seen.totalActiveUsers).toBe(11);
  });

  it('refuses malformed dates with 400', async () => {
    for (const [query, message] of [
      [{ date: '2024-03-15' }, 'date: must be a date and time (ISO 8601)'],
      [{ eventDate: 'yesterday' }, 'eventDate: must be a date and time (ISO 8601)'],
      [{ date: DATE, eventDate: '2024-13-01T00:00:00Z' }, 'eventDate: must be a date and time (ISO 8601)'],
    ] as const) {
      const res = await call('GET', '/dashboard', { token: admin, query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toEqual({ status: { code: 400, message }, body: {} });
    }
  });

  it('needs a token (401) and the Dashboard view permission (403)', async () => {
    const anonymous = await call('GET', '/dashboard', { query: { date: DATE } });
    expect(anonymous.statusCode).toBe(401);
    const denied = await call('GET', '/dashboard', { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View Dashboard!" }, body: {} });
  });
});
