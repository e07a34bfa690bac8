import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event, EventHistoryEntry } from '../../../src/shared/events';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let admin: string;
let staff: string;
let coordinator: string;

beforeAll(async () => {
  t = await buildTestApp();
  // 'Events Coordinator' has no User Management access; the staff user's 'Membership Desk' has its view.
  await addStaffUser(t.dbUrl);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  coordinator = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await t.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const history = (userId: string, query: Record<string, string> = {}, token = admin) =>
  call('GET', `/users/events/as/attendee/history/list/${userId}`, { token, query });

async function ok(method: 'POST' | 'PUT', path: string, payload: object) {
  const res = await call(method, path, { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}
let serial = 0;
const newUser = async (firstName: string) =>
  (await ok('POST', '/users/create', { firstName, lastName: 'History', email: `hist${++serial}@example.com`, phoneNumber: '612-555-0100' })).user
    ._id as string;

/** An event on day `day` of 2025 with the given credit hours. */
async function eventOn(day: number, courseCredit: number, name = `Event ${day}`): Promise<Event> {
  const start = new Date(Date.UTC(2025, 0, day, 14));
  return (
    await ok('POST', '/events/create', {
      name,
      startAt: start.toISOString(),
      endAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      venue: 'Hall',
      courseCredit,
      status: 'published',
    })
  ).event as Event;
}

describe('GET /api/v1/admin/users/events/as/attendee/history/list/:id', () => {
  let member: string;
  let other: string;
  // 13 attended events, days 1..13 of 2025, with 0.25 * day credit hours; day 7's credit is overridden.
  const days = Array.from({ length: 13 }, (_, i) => i + 1);
  const earned = (day: number) => (day === 7 ? 5 : day * 0.25);
  const expectedTotal = days.reduce((sum, day) => sum + earned(day), 0);

  beforeAll(async () => {
    member = await newUser('Hanna');
    other = await newUser('Otto');
    // Created out of order: the history sorts by start, not by creation.
    for (const day of [...days].reverse().filter((d) => d % 2 === 0).concat(days.filter((d) => d % 2 === 1))) {
      const event = await eventOn(day, day * 0.25);
      await ok('POST', `/events/${event._id}/attendees`, { userIds: [member, other] });
      await ok('PUT', `/events/${event._id}/attendees/${member}`, { attended: true, ...(day === 7 ? { creditHours: 5 } : {}) });
    }
    // Registered but not attended: not in the history.
    const missed = await eventOn(20, 9, 'Missed');
    await ok('POST', `/events/${missed._id}/attendees`, { userIds: [member] });
    // Another user's attendance: not in this history either.
    const others = await eventOn(21, 9, 'Not hers');
    await ok('POST', `/events/${others._id}/attendees`, { userIds: [other] });
    await ok('PUT', `/events/${others._id}/attendees/${other}`, { attended: true });
  });

  it('answers the attended events, most recent start first, ten per page, with the total credit hours of all', async () => {
    const first = await history(member);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json().body as { history: EventHistoryEntry[]; total: number; totalCreditHoursHistory: number };
    expect(body.total).toBe(13);
    expect(body.history).toHaveLength(10);
    expect(body.history.map((h) => h.event.name)).toEqual(days.slice(3).reverse().map((d) => `Event ${d}`));
    expect(body.totalCreditHoursHistory).toBe(expectedTotal);
    expect(expectedTotal).toBe(26);
    const seventh = body.history.find((h) => h.event.name === 'Event 7')!;
    expect(seventh).toMatchObject({ creditHours: 5, event: { courseCredit: 1.75, startAt: '2025-01-07T14:00:00.000Z' } });
    expect(seventh.attendedAt).toEqual(expect.any(String));
    expect(Object.keys(seventh).sort()).toEqual(['_id', 'attendedAt', 'creditHours', 'event'].sort());
    expect(Object.keys(seventh.event).sort()).toEqual(['_id', 'courseCredit', 'name', 'startAt'].sort());

    const second = (await history(member, { offset: '10' })).json().body;
    expect(second.history.map((h: EventHistoryEntry) => h.event.name)).toEqual(['Event 3', 'Event 2', 'Event 1']);
    expect(second.history.map((h: EventHistoryEntry) => h.creditHours)).toEqual([0.75, 0.5, 0.25]);
    // The same totals on every page: they are not the page's sums.
    expect(second.total).toBe(13);
    expect(second.totalCreditHoursHistory).toBe(expectedTotal);

    const small = (await history(member, { offset: '2', limit: '3' })).json().body;
    expect(small.history.map((h: EventHistoryEntry) => h.event.name)).toEqual(['Event 11', 'Event 10', 'Event 9']);
    expect(small.totalCreditHoursHistory).toBe(expectedTotal);
  });

  it('answers an empty history for a user who attended nothing', async () => {
    const newcomer = await newUser('Nina');
    expect((await history(newcomer)).json()).toEqual({
      status: { code: 200, message: 'Success' },
      body: { history: [], total: 0, totalCreditHoursHistory: 0 },
    });
  });

  it('follows changes of attendance and credit', async () => {
    const user = await newUser('Carl');
    const event = await eventOn(15, 2);
    await ok('POST', `/events/${event._id}/attendees`, { userIds: [user] });
    expect((await history(user)).json().body.total).toBe(0);
    await ok('PUT', `/events/${event._id}/attendees/${user}`, { attended: true });
    expect((await history(user)).json().body).toMatchObject({ total: 1, totalCreditHoursHistory: 2 });
    await ok('PUT', `/events/${event._id}/attendees/${user}`, { creditHours: 0.5 });
    expect((await history(user)).json().body).toMatchObject({ total: 1, totalCreditHoursHistory: 0.5, history: [{ creditHours: 0.5 }] });
    await ok('PUT', `/events/${event._id}/attendees/${user}`, { attended: false });
    expect((await history(user)).json().body).toMatchObject({ total: 0, totalCreditHoursHistory: 0 });
  });

  it('validates paging and answers 404, 400, 401 and 403', async () => {
    expect((await history(member, { limit: '0' })).json().status).toEqual({ code: 400, message: 'limit: must be 1 or more' });
    expect((await history(member, { offset: '-1' })).json().status.message).toBe('offset: must be 0 or more');
    expect((await history(UNKNOWN)).json().status).toEqual({ code: 404, message: 'User not found.' });
    expect((await history('someone')).json().status).toEqual({ code: 400, message: 'id: must be a valid id' });
    expect((await call('GET', `/users/events/as/attendee/history/list/${member}`)).statusCode).toBe(401);
    const denied = await history(member, {}, coordinator);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View User!" }, body: {} });
    expect((await history(member, {}, staff)).json().body.total).toBe(13);
  });
});

describe('a user’s registrations when the user is deleted', () => {
  it('are counted before the delete and go with the user', async () => {
    const user = await newUser('Dora');
    const [a, b, c] = [await eventOn(25, 1), await eventOn(26, 1), await eventOn(27, 1)];
    for (const e of [a!, b!, c!]) await ok('POST', `/events/${e._id}/attendees`, { userIds: [user] });
    await ok('PUT', `/events/${a!._id}/attendees/${user}`, { attended: true });
    const links = await call('GET', `/users/count/as/attendee/staff/${user}`, { token: admin });
    // Counted as the screens show them: one attended event (the Event History's one row), two other registrations.
    expect(links.json().body).toMatchObject({ attendeeCount: 1, registrationCount: 2, asSupportMemberToOtherCount: 0 });
    expect((await history(user)).json().body.total).toBe(1);

    const removed = await call('DELETE', `/users/${user}`, { token: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    const event = (await call('GET', `/events/${a!._id}`, { token: admin })).json().body.event as Event;
    expect(event).toMatchObject({ attendeeCount: 0, attendedCount: 0 });
    expect((await history(user)).statusCode).toBe(404);
  });
});
