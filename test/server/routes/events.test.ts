import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Course, type Event } from '../../../src/shared/events';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;
let coordinator: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  // 'Events Coordinator': Events and Courses, every action; the staff user's role has no Events access.
  await addStaffUser(t.dbUrl);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  coordinator = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const list = (query: Record<string, string | object[]> = {}, token = admin) =>
  call('GET', '/events', {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  });
const names = (res: { json: () => { body: { events: Event[] } } }) => res.json().body.events.map((e) => e.name);

const base = { startAt: '2026-05-04T14:00:00.000Z', endAt: '2026-05-04T17:00:00.000Z', venue: 'Convention Center' };
async function createEvent(payload: object): Promise<Event> {
  const res = await call('POST', '/events/create', { token: admin, payload: { ...base, ...payload } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.event as Event;
}
async function createCourse(code: string, creditHours: number): Promise<Course> {
  const res = await call('POST', '/courses/create', { token: admin, payload: { code, title: `Course ${code}`, creditHours, delivery: 'in-person' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.course as Course;
}
async function newUser(label: string): Promise<string> {
  const res = await call('POST', '/users/create', {
    token: admin,
    payload: { firstName: label, lastName: 'Attendee', email: `${label.toLowerCase()}@example.com`, phoneNumber: '612-555-0100' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.user._id as string;
}
async function register(eventId: string, userIds: string[]) {
  const res = await call('POST', `/events/${eventId}/attendees`, { token: admin, payload: { userIds } });
  expect(res.statusCode, res.body).toBe(200);
}
async function markAttended(eventId: string, userId: string) {
  const res = await call('PUT', `/events/${eventId}/attendees/${userId}`, { token: admin, payload: { attended: true } });
  expect(res.statusCode, res.body).toBe(200);
}

let lease: Course;
let ethics: Course;
let people: string[];
beforeAll(async () => {
  lease = await createCourse('EV-LEASE', 3.5);
  ethics = await createCourse('EV-ETHICS', 2);
  people = [];
  for (const label of ['Ann', 'Ben', 'Cat']) people.push(await newUser(`Ev${label}`));
});

describe('POST /api/v1/admin/events/create', () => {
  it('creates an event with its course, its credit hours defaulting to the course’s', async () => {
    const res = await call('POST', '/events/create', {
      token: admin,
      payload: {
        name: '  Lease Workshop ',
        startAt: '2026-05-04T09:00:00-05:00',
        endAt: '2026-05-04T12:00:00-05:00',
        venue: 'Convention Center',
        onlineUrl: 'https://meet.example.org/lease',
        description: '<p>Bring a lease<script>x()</script><a href="javascript:x()" onclick="x()">!</a></p>',
        course: lease._id,
        capacity: 40,
        priceCents: 4500,
        status: 'published',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(EVENT_MESSAGES.eventCreated);
    const event = res.json().body.event as Event;
    expect(event).toMatchObject({
      name: 'Lease Workshop',
      startAt: '2026-05-04T14:00:00.000Z',
      endAt: '2026-05-04T17:00:00.000Z',
      venue: 'Convention Center',
      onlineUrl: 'https://meet.example.org/lease',
      description: '<p>Bring a lease<a>!</a></p>',
      course: { _id: lease._id, code: 'EV-LEASE', title: 'Course EV-LEASE', creditHours: 3.5 },
      courseCredit: 3.5,
      capacity: 40,
      priceCents: 4500,
      status: 'published',
      isActive: true,
      attendeeCount: 0,
      attendedCount: 0,
      rosterKey: null,
      sheetKey: null,
      hasKioskToken: false,
    });
    expect((await call('GET', `/events/${event._id}`, { token: admin })).json().body.event).toEqual(event);
  });

  it('takes the course’s credit hours for a null courseCredit, its own when given, and 0 without a course', async () => {
    expect((await createEvent({ name: 'Null credit', course: ethics._id, courseCredit: null })).courseCredit).toBe(2);
    expect((await createEvent({ name: 'Own credit', course: ethics._id, courseCredit: 1.25 })).courseCredit).toBe(1.25);
    expect((await createEvent({ name: 'Zero credit', course: ethics._id, courseCredit: 0 })).courseCredit).toBe(0);
    const social = await createEvent({ name: 'Luncheon' });
    expect(social).toMatchObject({ course: null, courseCredit: 0, capacity: null, priceCents: 0, status: 'draft', isActive: true });
    expect((await createEvent({ name: 'Credit without course', courseCredit: 1 })).courseCredit).toBe(1);
    expect((await createEvent({ name: 'Empty course', course: '' })).course).toBeNull();
  });

  it('refuses an unknown course with a clear message', async () => {
    const res = await call('POST', '/events/create', { token: admin, payload: { ...base, name: 'Ghost', course: UNKNOWN } });
    expect(res.json().status).toEqual({ code: 400, message: `course: no course with id ${UNKNOWN}.` });
  });

  it('validates each rule, naming the field', async () => {
    const post = async (payload: object) =>
      (await call('POST', '/events/create', { token: admin, payload: { ...base, name: 'Valid', ...payload } })).json().status;
    expect(await post({ name: '' })).toEqual({ code: 400, message: 'name: Name is required' });
    expect((await post({ name: 'x'.repeat(201) })).message).toBe('name: must be at most 200 characters');
    expect((await post({ startAt: 'next tuesday' })).message).toMatch(/^startAt: must be a date and time \(ISO 8601\)/);
    expect((await post({ endAt: '2026-05-04T13:59:00Z' })).message).toBe('endAt: The end must not be before the start');
    expect((await post({ venue: '', onlineUrl: '' })).message).toBe('venue: Give a venue or an online link');
    expect((await post({ venue: '', onlineUrl: 'https://meet.example.org/x' })).code).toBe(200);
    expect((await post({ onlineUrl: 'javascript:alert(1)' })).message).toBe('onlineUrl: must be a web address (https://…)');
    expect((await post({ course: 'lease' })).message).toMatch(/^course: /);
    expect((await post({ courseCredit: 1.1 })).message).toBe('courseCredit: must be in quarter hours (for example 1.5 or 3.25)');
    expect((await post({ courseCredit: 120 })).message).toBe('courseCredit: must be at most 99.75');
    expect((await post({ capacity: 0 })).message).toBe('capacity: must be 1 or more');
    expect((await post({ capacity: 2.5 })).message).toBe('capacity: must be a whole number');
    expect((await post({ priceCents: 12.5 })).message).toBe('priceCents: must be whole cents');
    expect((await post({ priceCents: -1 })).message).toBe('priceCents: must be 0 or more');
    expect((await post({ priceCents: 10_000_001 })).message).toBe('priceCents: must be at most $100,000');
    expect((await post({ status: 'postponed' })).message).toBe('status: Status is one of draft, published, cancelled');
    expect((await post({ isActive: 'yes' })).message).toMatch(/^isActive: /);
  });

  it('needs a token and the add permission', async () => {
    expect((await call('POST', '/events/create', { payload: { ...base, name: 'X' } })).statusCode).toBe(401);
    const denied = await call('POST', '/events/create', { token: staff, payload: { ...base, name: 'X' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Add Event!");
    expect((await call('POST', '/events/create', { token: coordinator, payload: { ...base, name: 'By the coordinator' } })).statusCode).toBe(200);
  });
});

describe('GET /api/v1/admin/events', () => {
  // Scoped by the "LST" prefix of their names.
  let march: Event, may: Event;
  beforeAll(async () => {
    march = await createEvent({ name: 'LST March Luncheon', startAt: '2026-03-10T17:00:00Z', endAt: '2026-03-10T19:00:00Z', venue: 'Duluth DECC', status: 'published', capacity: 50, priceCents: 2500 });
    await createEvent({ name: 'LST April Class', startAt: '2026-04-10T14:00:00Z', endAt: '2026-04-10T17:00:00Z', course: lease._id, status: 'cancelled', priceCents: 0 });
    may = await createEvent({ name: 'LST May Class', startAt: '2026-05-10T14:00:00Z', endAt: '2026-05-10T17:00:00Z', course: ethics._id, status: 'published', capacity: 10, isActive: false, priceCents: 4500 });
    await createEvent({ name: 'LST June Tour', startAt: '2026-06-10T14:00:00Z', endAt: '2026-06-10T17:00:00Z', venue: '', onlineUrl: 'https://meet.example.org/tour', priceCents: 100 });
    await register(may._id, people);
    await register(march._id, [people[0]!]);
    await markAttended(may._id, people[0]!);
  });
  const scoped = (query: Record<string, string | object[]> = {}) => list({ search: 'lst ', ...query });

  it('lists the latest start first, with course, counts and the total', async () => {
    const res = await scoped();
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['LST June Tour', 'LST May Class', 'LST April Class', 'LST March Luncheon']);
    expect(res.json().body.total).toBe(4);
    const mayRow = (res.json().body.events as Event[])[1]!;
    expect(mayRow).toMatchObject({ attendeeCount: 3, attendedCount: 1, course: { _id: ethics._id, code: 'EV-ETHICS' }, courseCredit: 2, isActive: false });
    expect((res.json().body.events as Event[])[0]!.course).toBeNull();
  });

  it('searches names and venues', async () => {
    expect(names(await list({ search: 'lst may' }))).toEqual(['LST May Class']);
    expect(names(await list({ search: 'duluth decc' }))).toEqual(['LST March Luncheon']);
  });

  it('filters by start dates, course, status and isActive', async () => {
    const filtered = async (filters: object[]) => names(await scoped({ filters }));
    expect(await filtered([{ key: 'startAt', value: '2026-04-01,2026-05-10' }])).toEqual(['LST May Class', 'LST April Class']);
    expect(await filtered([{ key: 'startAt', value: '2026-05-11,' }])).toEqual(['LST June Tour']);
    expect(await filtered([{ key: 'startAt', value: ',2026-03-10' }])).toEqual(['LST March Luncheon']);
    expect(await filtered([{ key: 'course', value: lease._id }])).toEqual(['LST April Class']);
    expect(await filtered([{ key: 'course', value: [lease._id, ethics._id] }])).toEqual(['LST May Class', 'LST April Class']);
    expect(await filtered([{ key: 'status', value: 'published' }])).toEqual(['LST May Class', 'LST March Luncheon']);
    expect(await filtered([{ key: 'status', value: ['draft', 'cancelled'] }])).toEqual(['LST June Tour', 'LST April Class']);
    expect(await filtered([{ key: 'isActive', value: false }])).toEqual(['LST May Class']);
    expect(await filtered([{ key: 'isActive', value: 'true' }, { key: 'status', value: 'published' }])).toEqual(['LST March Luncheon']);

    const message = async (filters: object[]) => (await scoped({ filters })).json().status;
    expect(await message([{ key: 'startAt', value: 'soon' }])).toEqual({ code: 400, message: 'filters.startAt: must be "from,to" dates (YYYY-MM-DD) (got "soon")' });
    expect((await message([{ key: 'startAt', value: '2026-05-01,2026-04-01' }])).message).toBe(
      'filters.startAt: the "from" date must not be after the "to" date (got "2026-05-01,2026-04-01")',
    );
    expect((await message([{ key: 'course', value: 'lease' }])).message).toBe('filters.course: must be an id or a list of ids (got "lease")');
    expect((await message([{ key: 'status', value: 'postponed' }])).message).toBe(
      'filters.status: must be one of draft, published, cancelled, or a list of them (got "postponed")',
    );
    expect((await message([{ key: 'venue', value: 'x' }])).message).toBe('filters: unknown key "venue"; the keys are: startAt, course, status, isActive');
  });

  it('sorts by every key', async () => {
    const sorted = async (sortKey: string, sortOrder = '1') => names(await scoped({ sortKey, sortOrder }));
    expect(await sorted('startAt')).toEqual(['LST March Luncheon', 'LST April Class', 'LST May Class', 'LST June Tour']);
    expect(await sorted('name')).toEqual(['LST April Class', 'LST June Tour', 'LST March Luncheon', 'LST May Class']);
    expect(await sorted('status')).toEqual(['LST April Class', 'LST June Tour', 'LST March Luncheon', 'LST May Class']);
    expect(await sorted('isActive')).toEqual(['LST May Class', 'LST March Luncheon', 'LST April Class', 'LST June Tour']);
    expect(await sorted('capacity')).toEqual(['LST May Class', 'LST March Luncheon', 'LST April Class', 'LST June Tour']);
    expect(await sorted('priceCents', '-1')).toEqual(['LST May Class', 'LST March Luncheon', 'LST June Tour', 'LST April Class']);
    expect(await sorted('attendeeCount', '-1')).toEqual(['LST May Class', 'LST March Luncheon', 'LST June Tour', 'LST April Class']);
    const created = await sorted('createdAt', '-1');
    expect(created).toEqual(['LST June Tour', 'LST May Class', 'LST April Class', 'LST March Luncheon']);
    expect((await scoped({ sortKey: 'venue' })).json().status.message).toMatch(/^sortKey: must be one of: startAt, createdAt, name/);
  });

  it('pages with offset and limit', async () => {
    const res = await scoped({ offset: '1', limit: '2' });
    expect(names(res)).toEqual(['LST May Class', 'LST April Class']);
    expect(res.json().body.total).toBe(4);
  });

  it('needs a token and the Events view permission', async () => {
    expect((await call('GET', '/events')).statusCode).toBe(401);
    const denied = await list({}, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View Event!" }, body: {} });
    expect(names(await list({ search: 'lst ' }, coordinator))).toHaveLength(4);
  });
});

describe('GET /api/v1/admin/events/:id', () => {
  it('answers 404, 400, 401 and 403', async () => {
    const event = await createEvent({ name: 'One event' });
    expect((await call('GET', `/events/${event._id}`, { token: admin })).json().body.event.name).toBe('One event');
    const unknown = await call('GET', `/events/${UNKNOWN}`, { token: admin });
    expect(unknown.json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
    expect((await call('GET', '/events/one', { token: admin })).json().status).toEqual({ code: 400, message: 'id: must be a valid id' });
    expect((await call('GET', `/events/${event._id}`)).statusCode).toBe(401);
    const denied = await call('GET', `/events/${event._id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to View Event!");
  });
});

describe('PUT /api/v1/admin/events/update/:id', () => {
  it('replaces the fields, keeping the status and isActive when left out', async () => {
    const event = await createEvent({ name: 'To update', status: 'published', isActive: false, course: lease._id });
    const res = await call('PUT', `/events/update/${event._id}`, {
      token: admin,
      payload: { ...base, name: 'Updated', venue: 'Saint Paul', course: ethics._id, capacity: 5, priceCents: 100, description: '<p>ok<iframe></iframe></p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(EVENT_MESSAGES.eventUpdated);
    // A new course without credit hours of its own: the new course's.
    expect(res.json().body.event).toMatchObject({
      name: 'Updated', venue: 'Saint Paul', course: { _id: ethics._id }, courseCredit: 2, capacity: 5, priceCents: 100,
      status: 'published', isActive: false, description: '<p>ok</p>',
    });
    const changed = await call('PUT', `/events/update/${event._id}`, {
      token: admin,
      payload: { ...base, name: 'Updated', course: null, courseCredit: 1.5, status: 'cancelled', isActive: true },
    });
    expect(changed.json().body.event).toMatchObject({ course: null, courseCredit: 1.5, capacity: null, status: 'cancelled', isActive: true });
    const noCourse = await call('PUT', `/events/update/${event._id}`, { token: admin, payload: { ...base, name: 'Updated' } });
    expect(noCourse.json().body.event.courseCredit).toBe(0);
  });

  it('refuses a capacity below the people already registered, saying how many', async () => {
    const event = await createEvent({ name: 'Capacity change', capacity: 10 });
    await register(event._id, people);
    const put = (capacity: number | null) =>
      call('PUT', `/events/update/${event._id}`, { token: admin, payload: { ...base, name: 'Capacity change', capacity } });
    const res = await put(2);
    expect(res.json().status).toEqual({ code: 400, message: EVENT_MESSAGES.capacityBelowRegistered(3) });
    expect(res.json().status.message).toBe(
      'capacity: 3 people are already registered. Set a capacity of at least 3, or remove registrations first.',
    );
    expect((await put(3)).json().body.event.capacity).toBe(3);
    expect((await put(null)).json().body.event.capacity).toBeNull();
  });

  it('answers 400, 404, 401 and 403', async () => {
    const event = await createEvent({ name: 'Guarded' });
    const put = (id: string, payload: object, token?: string) => call('PUT', `/events/update/${id}`, { token, payload });
    expect((await put(event._id, { ...base, name: 'Guarded', course: UNKNOWN }, admin)).json().status).toEqual({
      code: 400,
      message: `course: no course with id ${UNKNOWN}.`,
    });
    expect((await put(event._id, { ...base, name: 'Guarded', endAt: '2026-01-01T00:00:00Z' }, admin)).json().status.message).toBe(
      'endAt: The end must not be before the start',
    );
    expect((await put(event._id, { ...base, name: 'Guarded', status: 'over' }, admin)).json().status.message).toBe(
      'status: Status is one of draft, published, cancelled',
    );
    expect((await put(UNKNOWN, { ...base, name: 'Guarded' }, admin)).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
    expect((await put(event._id, { ...base, name: 'Guarded' })).statusCode).toBe(401);
    const denied = await put(event._id, { ...base, name: 'Guarded' }, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Edit Event!");
  });
});

describe('PUT /api/v1/admin/events/update/active/inactive/:id', () => {
  const path = (id: string) => `/events/update/active/inactive/${id}`;
  it('sets the status, and answers 400, 404, 401 and 403', async () => {
    const event = await createEvent({ name: 'Toggle' });
    const off = await call('PUT', path(event._id), { token: admin, query: { isActive: 'false' } });
    expect(off.statusCode).toBe(200);
    expect(off.json().status.message).toBe(EVENT_MESSAGES.eventStatusUpdated);
    expect(off.json().body.event.isActive).toBe(false);
    expect((await call('PUT', path(event._id), { token: admin, query: { isActive: 'true' } })).json().body.event.isActive).toBe(true);
    expect((await call('PUT', path(event._id), { token: admin, query: { isActive: 'on' } })).json().status).toEqual({
      code: 400,
      message: 'isActive: must be true or false',
    });
    expect((await call('PUT', path(UNKNOWN), { token: admin, query: { isActive: 'true' } })).statusCode).toBe(404);
    expect((await call('PUT', path(event._id), { query: { isActive: 'true' } })).statusCode).toBe(401);
    const denied = await call('PUT', path(event._id), { token: staff, query: { isActive: 'true' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Active/Inactive Event!");
  });
});

describe('DELETE /api/v1/admin/events/:id', () => {
  it('refuses once anyone attended, saying how many', async () => {
    const event = await createEvent({ name: 'Attended' });
    await register(event._id, people);
    await markAttended(event._id, people[0]!);
    const one = await call('DELETE', `/events/${event._id}`, { token: admin });
    expect(one.json().status).toEqual({ code: 409, message: EVENT_MESSAGES.eventHasAttendance(1) });
    expect(one.json().status.message).toBe('1 attendee has attended this event and earned credit. Deactivate or cancel the event instead.');
    await markAttended(event._id, people[1]!);
    expect((await call('DELETE', `/events/${event._id}`, { token: admin })).json().status.message).toBe(
      '2 attendees have attended this event and earned credit. Deactivate or cancel the event instead.',
    );
  });

  it('deletes an event with its registrations; its payments stay on record without it', async () => {
    const event = await createEvent({ name: 'Doomed' });
    await register(event._id, people.slice(0, 2));
    // The payments module records payments; a row for this event is enough here.
    const { rows } = await db.query(
      `insert into payments (event_id, payer_name, purpose, amount_cents, method, paid_on)
       values ($1, 'Ev Ann', 'event', 2500, 'check', '2026-05-01') returning id`,
      [event._id],
    );
    const res = await call('DELETE', `/events/${event._id}`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: EVENT_MESSAGES.eventDeleted }, body: {} });
    expect((await call('GET', `/events/${event._id}`, { token: admin })).statusCode).toBe(404);
    const left = await db.query('select count(*)::int as n from event_attendees where event_id = $1', [event._id]);
    expect(left.rows[0].n).toBe(0);
    const payment = await db.query('select event_id from payments where id = $1', [rows[0].id]);
    expect(payment.rows).toEqual([{ event_id: null }]);
    expect((await call('DELETE', `/events/${event._id}`, { token: admin })).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
  });

  it('needs a token and the delete permission', async () => {
    const event = await createEvent({ name: 'Kept' });
    expect((await call('DELETE', `/events/${event._id}`)).statusCode).toBe(401);
    const denied = await call('DELETE', `/events/${event._id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Delete Event!");
  });
});

describe('POST and DELETE /api/v1/admin/events/:id/public-link', () => {
  it('makes unguessable keys, one per page, new ones each time, and revokes them page by page', async () => {
    const event = await createEvent({ name: 'Linked', status: 'published' });
    const first = await call('POST', `/events/${event._id}/public-link`, { token: admin });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status.message).toBe(EVENT_MESSAGES.publicLinkCreated);
    const { rosterKey, sheetKey } = first.json().body.event as Event;
    // 24 random bytes in base64url, and the two pages never share a key.
    expect(rosterKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sheetKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(sheetKey).not.toBe(rosterKey);

    // A new sheet link leaves the roster's as it is.
    const sheetOnly = (await call('POST', `/events/${event._id}/public-link?page=sheet`, { token: admin })).json().body.event as Event;
    expect(sheetOnly.rosterKey).toBe(rosterKey);
    expect(sheetOnly.sheetKey).not.toBe(sheetKey);
    expect((await call('GET', `/events/${event._id}`, { token: admin })).json().body.event.sheetKey).toBe(sheetOnly.sheetKey);

    const rosterRevoked = await call('DELETE', `/events/${event._id}/public-link?page=roster`, { token: admin });
    expect(rosterRevoked.json().status.message).toBe(EVENT_MESSAGES.publicLinkRevoked);
    expect(rosterRevoked.json().body.event).toMatchObject({ rosterKey: null, sheetKey: sheetOnly.sheetKey });
    const revoked = await call('DELETE', `/events/${event._id}/public-link`, { token: admin });
    expect(revoked.json().body.event).toMatchObject({ rosterKey: null, sheetKey: null });
    expect((await call('POST', `/events/${event._id}/public-link?page=both`, { token: admin })).statusCode).toBe(400);
  });

  it('gives a kiosk token once, keeps only that there is one, and switches it off', async () => {
    const event = await createEvent({ name: 'Kiosk', status: 'published' });
    const made = await call('POST', `/events/${event._id}/kiosk-token`, { token: admin });
    expect(made.json().body.kioskToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = (await call('GET', `/events/${event._id}`, { token: admin })).json().body.event as Event;
    expect(stored.hasKioskToken).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(made.json().body.kioskToken);
    expect((await call('DELETE', `/events/${event._id}/kiosk-token`, { token: admin })).json().status.message).toBe(EVENT_MESSAGES.kioskTokenRevoked);
    expect((await call('GET', `/events/${event._id}`, { token: admin })).json().body.event.hasKioskToken).toBe(false);
  });

  it('answers 404, 401 and 403', async () => {
    const event = await createEvent({ name: 'Link guarded' });
    expect((await call('POST', `/events/${UNKNOWN}/public-link`, { token: admin })).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.eventNotFound });
    expect((await call('DELETE', `/events/${UNKNOWN}/public-link`, { token: admin })).statusCode).toBe(404);
    expect((await call('POST', `/events/${event._id}/public-link`)).statusCode).toBe(401);
    for (const method of ['POST', 'DELETE'] as const) {
      const denied = await call(method, `/events/${event._id}/public-link`, { token: staff });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().status.message).toBe("You don't have access to Edit Event!");
    }
  });
});
