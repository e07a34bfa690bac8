import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Attendee, type Event } from '../../../src/shared/events';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let admin: string;
let staff: string;
let coordinator: string;

beforeAll(async () => {
  t = await buildTestApp();
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

async function createEvent(payload: object = {}): Promise<Event> {
  const res = await call('POST', '/events/create', {
    token: admin,
    payload: { name: 'Class', startAt: '2026-05-04T14:00:00Z', endAt: '2026-05-04T17:00:00Z', venue: 'Hall', courseCredit: 3, ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.event as Event;
}
let serial = 0;
async function newUser(firstName: string, lastName = 'Person', extra: object = {}): Promise<string> {
  const res = await call('POST', '/users/create', {
    token: admin,
    payload: { firstName, lastName, email: `att${++serial}@example.com`, phoneNumber: '612-555-0100', ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.user._id as string;
}
const register = (eventId: string, userIds: string[], token = admin) =>
  call('POST', `/events/${eventId}/attendees`, { token, payload: { userIds } });
const attendeesOf = (eventId: string, query: Record<string, string> = {}, token = admin) =>
  call('GET', `/events/${eventId}/attendees`, { token, query });
const namesOf = (res: { json: () => { body: { attendees: Attendee[] } } }) => res.json().body.attendees.map((a) => a.user.name);

let company: { _id: string; name: string };
let zoe: string, adam: string, mia: string, ben: string;
beforeAll(async () => {
  const res = await call('POST', '/company/create', { token: admin, payload: { name: 'Attendee Realty', type: 'Broker' } });
  company = res.json().body.company;
  zoe = await newUser('Zoe', 'Zimmer', { company: company._id });
  adam = await newUser('Adam', 'Abbott');
  mia = await newUser('Mia', 'Moss');
  ben = await newUser('Ben', 'Berg');
});

describe('POST /api/v1/admin/events/:id/attendees', () => {
  it('registers users, leaving those already registered as they are', async () => {
    const event = await createEvent({ capacity: 10 });
    const first = await register(event._id, [zoe, adam]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status.message).toBe(EVENT_MESSAGES.attendeesRegistered(2));
    expect(first.json().status.message).toBe('2 attendees registered.');
    expect(first.json().body.registered).toBe(2);
    const [a, z] = first.json().body.attendees as Attendee[];
    expect(a).toMatchObject({
      _id: adam,
      user: { _id: adam, name: 'Adam Abbott', email: expect.stringMatching(/@example\.com$/), companyName: null },
      attended: false,
      attendedAt: null,
      checkedInBy: null,
      creditHours: 3,
      creditHoursOverride: null,
    });
    expect(z!.user).toMatchObject({ name: 'Zoe Zimmer', companyName: 'Attendee Realty' });

    await call('PUT', `/events/${event._id}/attendees/${zoe}`, { token: admin, payload: { attended: true } });
    const again = await register(event._id, [zoe, mia, mia.toUpperCase()]);
    expect(again.json().status.message).toBe('1 attendee registered.');
    expect(again.json().body).toMatchObject({ registered: 1, attendees: [{ _id: mia }] });
    // Zoe's attendance is untouched.
    expect((await call('GET', `/events/${event._id}/attendees/${zoe}`, { token: admin })).json().body.attendee.attended).toBe(true);
    const none = await register(event._id, [zoe]);
    expect(none.json()).toEqual({ status: { code: 200, message: '0 attendees registered.' }, body: { attendees: [], registered: 0 } });
  });

  it('refuses unknown users, naming them, and registers nobody', async () => {
    const event = await createEvent();
    const other = '00000000-0000-4000-8000-000000000001';
    const res = await register(event._id, [ben, UNKNOWN, other]);
    expect(res.json().status).toEqual({ code: 400, message: `userIds: no user with id ${UNKNOWN}, ${other}.` });
    expect((await attendeesOf(event._id)).json().body.total).toBe(0);
  });

  it('refuses more people than the seats left, counting only the new ones', async () => {
    const event = await createEvent({ capacity: 3 });
    expect((await register(event._id, [zoe, adam])).statusCode).toBe(200);
    const over = await register(event._id, [zoe, adam, mia, ben]);
    expect(over.json().status).toEqual({ code: 409, message: EVENT_MESSAGES.overCapacity(1) });
    expect(over.json().status.message).toBe('Only 1 seat is left. Choose fewer people or raise the capacity.');
    expect((await attendeesOf(event._id)).json().body.total).toBe(2);
    // Those already registered do not take a seat again.
    expect((await register(event._id, [zoe, adam, mia])).json().body.registered).toBe(1);
    const full = await register(event._id, [ben]);
    expect(full.json().status).toEqual({ code: 409, message: 'The event is full.' });
  });

  it('lets only one of two registrations racing for the last seats through', async () => {
    for (let round = 0; round < 3; round++) {
      const event = await createEvent({ capacity: 3 });
      const results = await Promise.all([register(event._id, [zoe, adam]), register(event._id, [mia, ben])]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = results.find((r) => r.statusCode === 409)!;
      expect(refused.json().status.message).toBe(EVENT_MESSAGES.overCapacity(1));
      const listed = await attendeesOf(event._id);
      expect(listed.json().body).toMatchObject({ total: 2, capacity: 3 });
    }
  });

  it('validates the body and the event', async () => {
    const event = await createEvent();
    expect((await register(event._id, [])).json().status).toEqual({ code: 400, message: 'userIds: Choose at least one user' });
    expect((await register(event._id, ['zoe'])).json().status.message).toBe('userIds.0: must be a valid id');
    const noBody = await call('POST', `/events/${event._id}/attendees`, { token: admin, payload: {} });
    expect(noBody.json().status.message).toMatch(/^userIds: /);
    expect((await register(UNKNOWN, [zoe])).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
  });

  it('needs a token and the Events edit permission', async () => {
    const event = await createEvent();
    expect((await call('POST', `/events/${event._id}/attendees`, { payload: { userIds: [zoe] } })).statusCode).toBe(401);
    const denied = await register(event._id, [zoe], staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Edit Event!");
    expect((await register(event._id, [zoe], coordinator)).statusCode).toBe(200);
  });
});

describe('GET /api/v1/admin/events/:id/attendees', () => {
  let event: Event;
  beforeAll(async () => {
    event = await createEvent({ capacity: 20 });
    await register(event._id, [mia]);
    await register(event._id, [zoe, adam]);
    await register(event._id, [ben]);
    await call('PUT', `/events/${event._id}/attendees/${mia}`, { token: admin, payload: { attended: true } });
    await call('PUT', `/events/${event._id}/attendees/${ben}`, { token: admin, payload: { attended: true, creditHours: 1.5 } });
  });

  it('lists by name with the total, the capacity and how many attended', async () => {
    const res = await attendeesOf(event._id);
    expect(res.statusCode).toBe(200);
    expect(namesOf(res)).toEqual(['Adam Abbott', 'Ben Berg', 'Mia Moss', 'Zoe Zimmer']);
    expect(res.json().body).toMatchObject({ total: 4, capacity: 20, attendedCount: 2 });
    const ben_ = (res.json().body.attendees as Attendee[])[1]!;
    expect(ben_).toMatchObject({ attended: true, checkedInBy: 'staff', creditHours: 1.5, creditHoursOverride: 1.5 });
  });

  it('searches name and email, sorts and pages', async () => {
    expect(namesOf(await attendeesOf(event._id, { search: 'MOSS' }))).toEqual(['Mia Moss']);
    const email = (await attendeesOf(event._id, { search: 'zimmer' })).json().body.attendees[0].user.email as string;
    expect(namesOf(await attendeesOf(event._id, { search: email.toUpperCase() }))).toEqual(['Zoe Zimmer']);
    expect(namesOf(await attendeesOf(event._id, { sortKey: 'name', sortOrder: '-1' }))).toEqual(['Zoe Zimmer', 'Mia Moss', 'Ben Berg', 'Adam Abbott']);
    // The attended first, the name breaking ties in the same direction.
    expect(namesOf(await attendeesOf(event._id, { sortKey: 'attended', sortOrder: '-1' }))).toEqual(['Mia Moss', 'Ben Berg', 'Zoe Zimmer', 'Adam Abbott']);
    expect(namesOf(await attendeesOf(event._id, { sortKey: 'attended' }))).toEqual(['Adam Abbott', 'Zoe Zimmer', 'Ben Berg', 'Mia Moss']);
    const registered = namesOf(await attendeesOf(event._id, { sortKey: 'registeredAt' }));
    expect(registered[0]).toBe('Mia Moss');
    expect(registered[3]).toBe('Ben Berg');
    const page = await attendeesOf(event._id, { offset: '1', limit: '2' });
    expect(namesOf(page)).toEqual(['Ben Berg', 'Mia Moss']);
    expect(page.json().body.total).toBe(4);
    const searchedPage = await attendeesOf(event._id, { search: 'm', limit: '1', offset: '1' });
    // Adam, Mia, Zoe (Zimmer) and anyone whose email has an m: the total counts them all.
    expect(searchedPage.json().body.total).toBe(4);
    expect((await attendeesOf(event._id, { sortKey: 'email' })).json().status.message).toBe('sortKey: must be one of: name, registeredAt, attended');
  });

  it('answers 404, 401 and 403', async () => {
    expect((await attendeesOf(UNKNOWN)).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
    expect((await call('GET', `/events/${event._id}/attendees`)).statusCode).toBe(401);
    const denied = await attendeesOf(event._id, {}, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to View Event!");
  });
});

describe('GET /api/v1/admin/events/:id/attendees/:userId', () => {
  it('answers one registration, or 404 / 400 / 401 / 403', async () => {
    const event = await createEvent();
    await register(event._id, [adam]);
    const res = await call('GET', `/events/${event._id}/attendees/${adam}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.attendee).toMatchObject({ _id: adam, user: { name: 'Adam Abbott' }, creditHours: 3 });
    expect((await call('GET', `/events/${event._id}/attendees/${ben}`, { token: admin })).json().status).toEqual({
      code: 404,
      message: EVENT_MESSAGES.attendeeNotFound,
    });
    expect((await call('GET', `/events/${UNKNOWN}/attendees/${adam}`, { token: admin })).json().status.message).toBe(EVENT_MESSAGES.eventNotFound);
    expect((await call('GET', `/events/${event._id}/attendees/adam`, { token: admin })).json().status).toEqual({
      code: 400,
      message: 'userId: must be a valid id',
    });
    expect((await call('GET', `/events/${event._id}/attendees/${adam}`)).statusCode).toBe(401);
    const denied = await call('GET', `/events/${event._id}/attendees/${adam}`, { token: staff });
    expect(denied.json().status).toEqual({ code: 403, message: "You don't have access to View Event!" });
  });
});

describe('PUT /api/v1/admin/events/:id/attendees/:userId', () => {
  const put = (eventId: string, userId: string, payload: object, token = admin) =>
    call('PUT', `/events/${eventId}/attendees/${userId}`, { token, payload });

  it('marks attended (now, by staff), keeps a recorded attendance, and clears it', async () => {
    const event = await createEvent();
    await register(event._id, [mia]);
    const before = Date.now();
    const marked = await put(event._id, mia, { attended: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().status.message).toBe(EVENT_MESSAGES.attendeeUpdated);
    const attendee = marked.json().body.attendee as Attendee;
    expect(attendee).toMatchObject({ attended: true, checkedInBy: 'staff', creditHours: 3, creditHoursOverride: null });
    const at = new Date(attendee.attendedAt!).getTime();
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // Marking again keeps the time first recorded.
    expect((await put(event._id, mia, { attended: true })).json().body.attendee.attendedAt).toBe(attendee.attendedAt);
    const ev = (await call('GET', `/events/${event._id}`, { token: admin })).json().body.event as Event;
    expect(ev).toMatchObject({ attendeeCount: 1, attendedCount: 1 });

    const cleared = await put(event._id, mia, { attended: false });
    expect(cleared.json().body.attendee).toMatchObject({ attended: false, attendedAt: null, checkedInBy: null });
  });

  it('overrides the credit hours, and null goes back to the event’s', async () => {
    const event = await createEvent({ courseCredit: 2.5 });
    await register(event._id, [ben]);
    const override = await put(event._id, ben, { creditHours: 1.25 });
    expect(override.json().body.attendee).toMatchObject({ attended: false, creditHours: 1.25, creditHoursOverride: 1.25 });
    const both = await put(event._id, ben, { attended: true, creditHours: 0 });
    expect(both.json().body.attendee).toMatchObject({ attended: true, creditHours: 0, creditHoursOverride: 0 });
    const back = await put(event._id, ben, { creditHours: null });
    expect(back.json().body.attendee).toMatchObject({ attended: true, creditHours: 2.5, creditHoursOverride: null });
  });

  it('validates the body and answers 404, 401 and 403', async () => {
    const event = await createEvent();
    await register(event._id, [zoe]);
    expect((await put(event._id, zoe, {})).json().status).toEqual({ code: 400, message: 'Give attended or creditHours' });
    expect((await put(event._id, zoe, { creditHours: 1.1 })).json().status.message).toBe(
      'creditHours: must be in quarter hours (for example 1.5 or 3.25)',
    );
    expect((await put(event._id, zoe, { creditHours: -0.25 })).json().status.message).toBe('creditHours: must be 0 or more');
    expect((await put(event._id, zoe, { attended: 'yes' })).json().status.message).toMatch(/^attended: /);
    expect((await put(event._id, adam, { attended: true })).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.attendeeNotFound });
    expect((await put(UNKNOWN, zoe, { attended: true })).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
    expect((await call('PUT', `/events/${event._id}/attendees/${zoe}`, { payload: { attended: true } })).statusCode).toBe(401);
    const denied = await put(event._id, zoe, { attended: true }, staff);
    expect(denied.json().status).toEqual({ code: 403, message: "You don't have access to Edit Event!" });
  });
});

describe('DELETE /api/v1/admin/events/:id/attendees/:userId', () => {
  it('removes a registration, and answers 404, 401 and 403', async () => {
    const event = await createEvent({ capacity: 1 });
    await register(event._id, [adam]);
    expect((await call('DELETE', `/events/${event._id}/attendees/${adam}`)).statusCode).toBe(401);
    const denied = await call('DELETE', `/events/${event._id}/attendees/${adam}`, { token: staff });
    expect(denied.json().status).toEqual({ code: 403, message: "You don't have access to Edit Event!" });
    const res = await call('DELETE', `/events/${event._id}/attendees/${adam}`, { token: admin });
    expect(res.json()).toEqual({ status: { code: 200, message: EVENT_MESSAGES.attendeeRemoved }, body: {} });
    expect((await attendeesOf(event._id)).json().body.total).toBe(0);
    // The seat is free again.
    expect((await register(event._id, [ben])).statusCode).toBe(200);
    expect((await call('DELETE', `/events/${event._id}/attendees/${adam}`, { token: admin })).json().status).toEqual({
      code: 404,
      message: EVENT_MESSAGES.attendeeNotFound,
    });
    expect((await call('DELETE', `/events/${UNKNOWN}/attendees/${adam}`, { token: admin })).json().status.message).toBe(
      EVENT_MESSAGES.eventNotFound,
    );
  });
});
