import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type Course } from '../../../src/shared/events';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let admin: string;
let staff: string;
let coordinator: string;

beforeAll(async () => {
  t = await buildTestApp();
  // 'Events Coordinator': Events and Courses, every action; the staff user's role has no Courses access.
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
const list = (query: Record<string, string | object[]> = {}, token = admin) =>
  call('GET', '/courses', {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  });
const codes = (res: { json: () => { body: { courses: Course[] } } }) => res.json().body.courses.map((c) => c.code);

async function createCourse(payload: object): Promise<Course> {
  const res = await call('POST', '/courses/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.course as Course;
}
async function createEvent(course: string | null, name = 'Session'): Promise<string> {
  const payload = { name, startAt: '2026-03-01T15:00:00Z', endAt: '2026-03-01T18:00:00Z', venue: 'Hall', course };
  const res = await call('POST', '/events/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.event._id as string;
}
const course = (code: string, extra: object = {}) => ({ code, title: `Title of ${code}`, creditHours: 2, delivery: 'in-person', ...extra });

// A small catalogue with unique codes ("LST-"), created oldest first.
let catalogue: Course[];
beforeAll(async () => {
  catalogue = [];
  catalogue.push(await createCourse(course('LST-1', { title: 'Lease Analysis', creditHours: 3, delivery: 'online' })));
  catalogue.push(await createCourse(course('LST-2', { title: 'Agency Law', creditHours: 1.5, delivery: 'hybrid' })));
  catalogue.push(await createCourse(course('LST-3', { title: 'Zoning Basics', creditHours: 2.25, delivery: 'in-person', isActive: false })));
  await createEvent(catalogue[1]!._id, 'Agency Law, spring');
  await createEvent(catalogue[1]!._id, 'Agency Law, fall');
  await createEvent(catalogue[0]!._id, 'Lease Analysis, spring');
});

describe('GET /api/v1/admin/courses', () => {
  it('lists newest first with event counts and the total', async () => {
    const res = await list({ search: 'lst-' });
    expect(res.statusCode).toBe(200);
    expect(codes(res)).toEqual(['LST-3', 'LST-2', 'LST-1']);
    expect(res.json().body.total).toBe(3);
    const [zoning, agency, lease] = res.json().body.courses as Course[];
    expect(agency).toMatchObject({ title: 'Agency Law', creditHours: 1.5, delivery: 'hybrid', isActive: true, eventCount: 2 });
    expect(lease!.eventCount).toBe(1);
    expect(zoning).toMatchObject({ eventCount: 0, isActive: false, creditHours: 2.25 });
    expect(Object.keys(agency!).sort()).toEqual(
      ['_id', 'code', 'title', 'creditHours', 'delivery', 'description', 'isActive', 'eventCount', 'createdAt', 'updatedAt'].sort(),
    );
  });

  it('searches code and title, case-insensitively', async () => {
    expect(codes(await list({ search: 'LsT-2' }))).toEqual(['LST-2']);
    expect(codes(await list({ search: 'ZONING' }))).toEqual(['LST-3']);
    expect(codes(await list({ search: 'no such course' }))).toEqual([]);
  });

  it('filters by delivery (one or a list) and by status', async () => {
    const scoped = (filters: object[]) => list({ search: 'lst-', filters });
    expect(codes(await scoped([{ key: 'delivery', value: 'online' }]))).toEqual(['LST-1']);
    expect(codes(await scoped([{ key: 'delivery', value: ['online', 'hybrid'] }]))).toEqual(['LST-2', 'LST-1']);
    expect(codes(await scoped([{ key: 'delivery', value: 'online,in-person' }]))).toEqual(['LST-3', 'LST-1']);
    expect(codes(await scoped([{ key: 'isActive', value: false }]))).toEqual(['LST-3']);
    expect(codes(await scoped([{ key: 'isActive', value: 'true' }, { key: 'delivery', value: 'hybrid' }]))).toEqual(['LST-2']);
    expect(codes(await scoped([{ key: 'delivery', value: '' }]))).toHaveLength(3);

    const bad = await scoped([{ key: 'delivery', value: 'by pigeon' }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('filters.delivery: must be one of in-person, online, hybrid, or a list of them (got "by pigeon")');
    const flag = await scoped([{ key: 'isActive', value: 'maybe' }]);
    expect(flag.json().status.message).toBe('filters.isActive: must be true or false (got "maybe")');
    const unknown = await scoped([{ key: 'colour', value: 'red' }]);
    expect(unknown.json().status).toEqual({ code: 400, message: 'filters: unknown key "colour"; the keys are: delivery, isActive' });
  });

  it('sorts by every key', async () => {
    const sorted = async (sortKey: string, sortOrder: string) => codes(await list({ search: 'lst-', sortKey, sortOrder }));
    expect(await sorted('code', '1')).toEqual(['LST-1', 'LST-2', 'LST-3']);
    expect(await sorted('title', '1')).toEqual(['LST-2', 'LST-1', 'LST-3']);
    expect(await sorted('creditHours', '-1')).toEqual(['LST-1', 'LST-3', 'LST-2']);
    expect(await sorted('delivery', '1')).toEqual(['LST-2', 'LST-3', 'LST-1']);
    expect(await sorted('isActive', '1')).toEqual(['LST-3', 'LST-2', 'LST-1']);
    expect(await sorted('eventCount', '-1')).toEqual(['LST-2', 'LST-1', 'LST-3']);
    expect(await sorted('createdAt', '1')).toEqual(['LST-1', 'LST-2', 'LST-3']);
    const bad = await list({ sortKey: 'colour' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('sortKey: must be one of: createdAt, code, title, creditHours, delivery, isActive, eventCount');
  });

  it('pages with offset and limit', async () => {
    const res = await list({ search: 'lst-', offset: '1', limit: '1' });
    expect(codes(res)).toEqual(['LST-2']);
    expect(res.json().body).toMatchObject({ total: 3, totalExact: true });
    // The exact figure on demand (the same here: under 10,000 every count is exact).
    expect((await list({ search: 'lst-', limit: '1', exactTotal: 'true' })).json().body).toMatchObject({ total: 3, totalExact: true });
    expect((await list({ exactTotal: 'yes' })).json().status.message).toBe('exactTotal: must be true or false');
    expect((await list({ limit: '101' })).json().status.message).toBe('limit: must be 100 or less');
  });

  it('needs a token and the Courses view permission', async () => {
    expect((await call('GET', '/courses')).statusCode).toBe(401);
    const denied = await list({}, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View Course!" }, body: {} });
    expect((await list({ search: 'lst-' }, coordinator)).json().body.total).toBe(3);
  });
});

describe('GET /api/v1/admin/courses/:id', () => {
  it('answers one course', async () => {
    const res = await call('GET', `/courses/${catalogue[1]!._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.course).toMatchObject({ code: 'LST-2', eventCount: 2 });
  });

  it('answers 404, 400, 401 and 403', async () => {
    const unknown = await call('GET', `/courses/${UNKNOWN}`, { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe(EVENT_MESSAGES.courseNotFound);
    expect((await call('GET', '/courses/lst-1', { token: admin })).json().status).toEqual({ code: 400, message: 'id: must be a valid id' });
    expect((await call('GET', `/courses/${catalogue[0]!._id}`)).statusCode).toBe(401);
    const denied = await call('GET', `/courses/${catalogue[0]!._id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to View Course!");
  });
});

describe('POST /api/v1/admin/courses/create', () => {
  it('creates a course, trimmed, active by default, with its description sanitised', async () => {
    const res = await call('POST', '/courses/create', {
      token: admin,
      payload: {
        code: '  NEW-100 ',
        title: ' Brokerage Basics ',
        creditHours: 0.75,
        delivery: 'online',
        description: '<p onclick="steal()">Intro<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(EVENT_MESSAGES.courseCreated);
    const created = res.json().body.course as Course;
    expect(created).toMatchObject({ code: 'NEW-100', title: 'Brokerage Basics', creditHours: 0.75, delivery: 'online', isActive: true, eventCount: 0 });
    expect(created.description).toBe('<p>Intro <a>x</a></p>');
    expect((await call('GET', `/courses/${created._id}`, { token: admin })).json().body.course).toEqual(created);
  });

  it('refuses a code already used, whatever its case', async () => {
    const res = await call('POST', '/courses/create', { token: admin, payload: course('lst-1') });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe(EVENT_MESSAGES.courseCodeTaken);
  });

  it('validates each field, naming it', async () => {
    const post = async (payload: object) => (await call('POST', '/courses/create', { token: admin, payload })).json().status;
    expect(await post({ ...course('V-1'), code: '' })).toEqual({ code: 400, message: 'code: Code is required' });
    expect((await post({ ...course('V-1'), code: 'x'.repeat(41) })).message).toBe('code: must be at most 40 characters');
    expect((await post({ ...course('V-1'), title: '  ' })).message).toBe('title: Title is required');
    expect((await post({ ...course('V-1'), creditHours: 1.3 })).message).toBe('creditHours: must be in quarter hours (for example 1.5 or 3.25)');
    expect((await post({ ...course('V-1'), creditHours: -1 })).message).toBe('creditHours: must be 0 or more');
    expect((await post({ ...course('V-1'), creditHours: 100 })).message).toBe('creditHours: must be at most 99.75');
    expect((await post({ ...course('V-1'), creditHours: 'two' })).message).toBe('creditHours: must be a number of hours');
    expect((await post({ ...course('V-1'), delivery: 'by pigeon' })).message).toBe(
      'delivery: Delivery is required: one of in-person, online, hybrid',
    );
    expect((await post({ ...course('V-1'), isActive: 'yes' })).message).toMatch(/^isActive: /);
  });

  it('needs a token and the add permission', async () => {
    expect((await call('POST', '/courses/create', { payload: course('P-1') })).statusCode).toBe(401);
    const denied = await call('POST', '/courses/create', { token: staff, payload: course('P-1') });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Add Course!");
  });
});

describe('PUT /api/v1/admin/courses/update/:id', () => {
  it('replaces the fields and keeps the status when left out', async () => {
    const c = await createCourse(course('UPD-1', { isActive: false }));
    const res = await call('PUT', `/courses/update/${c._id}`, {
      token: admin,
      payload: { code: 'upd-1', title: 'Renamed', creditHours: 4, delivery: 'hybrid', description: '<p>New<img src=x onerror=alert(1)></p>' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(EVENT_MESSAGES.courseUpdated);
    expect(res.json().body.course).toMatchObject({ code: 'upd-1', title: 'Renamed', creditHours: 4, delivery: 'hybrid', isActive: false, description: '<p>New</p>' });
    const on = await call('PUT', `/courses/update/${c._id}`, { token: admin, payload: { ...course('UPD-1'), isActive: true } });
    expect(on.json().body.course.isActive).toBe(true);
    const taken = await call('PUT', `/courses/update/${c._id}`, { token: admin, payload: course('Lst-2') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.message).toBe(EVENT_MESSAGES.courseCodeTaken);
  });

  it('answers 404, 400, 401 and 403', async () => {
    const unknown = await call('PUT', `/courses/update/${UNKNOWN}`, { token: admin, payload: course('X-1') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe(EVENT_MESSAGES.courseNotFound);
    const invalid = await call('PUT', `/courses/update/${catalogue[0]!._id}`, { token: admin, payload: { code: 'X-1' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().status.message).toMatch(/^title: /);
    expect((await call('PUT', `/courses/update/${catalogue[0]!._id}`, { payload: course('X-1') })).statusCode).toBe(401);
    const denied = await call('PUT', `/courses/update/${catalogue[0]!._id}`, { token: staff, payload: course('X-1') });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Edit Course!");
  });
});

describe('PUT /api/v1/admin/courses/update/active/inactive/:id', () => {
  const path = (id: string) => `/courses/update/active/inactive/${id}`;
  it('sets the status', async () => {
    const c = await createCourse(course('ST-1'));
    const off = await call('PUT', path(c._id), { token: admin, query: { isActive: 'false' } });
    expect(off.statusCode).toBe(200);
    expect(off.json().status.message).toBe(EVENT_MESSAGES.courseStatusUpdated);
    expect(off.json().body.course).toMatchObject({ code: 'ST-1', isActive: false });
    expect((await call('PUT', path(c._id), { token: admin, query: { isActive: 'true' }, payload: {} })).json().body.course.isActive).toBe(true);
  });

  it('answers 400, 404, 401 and 403', async () => {
    const id = catalogue[0]!._id;
    expect((await call('PUT', path(id), { token: admin })).json().status).toEqual({ code: 400, message: 'isActive: must be true or false' });
    expect((await call('PUT', path(UNKNOWN), { token: admin, query: { isActive: 'true' } })).statusCode).toBe(404);
    expect((await call('PUT', path(id), { query: { isActive: 'true' } })).statusCode).toBe(401);
    const denied = await call('PUT', path(id), { token: staff, query: { isActive: 'true' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Active/Inactive Course!");
  });
});

describe('DELETE /api/v1/admin/courses/:id', () => {
  it('refuses while events are sessions of the course, saying how many', async () => {
    const many = await call('DELETE', `/courses/${catalogue[1]!._id}`, { token: admin });
    expect(many.statusCode).toBe(409);
    expect(many.json().status.message).toBe(EVENT_MESSAGES.courseInUse(2));
    expect(many.json().status.message).toBe(
      'This course has 2 events. Remove the course from them or deactivate the course instead.',
    );
    const one = await call('DELETE', `/courses/${catalogue[0]!._id}`, { token: admin });
    expect(one.json().status.message).toBe('This course has 1 event. Remove the course from it or deactivate the course instead.');
  });

  it('deletes a course once no event refers to it', async () => {
    const c = await createCourse(course('DEL-1'));
    const eventId = await createEvent(c._id);
    expect((await call('DELETE', `/courses/${c._id}`, { token: admin })).statusCode).toBe(409);
    // The event leaves the course: the course can go.
    const detached = await call('PUT', `/events/update/${eventId}`, {
      token: admin,
      payload: { name: 'Session', startAt: '2026-03-01T15:00:00Z', endAt: '2026-03-01T18:00:00Z', venue: 'Hall', course: null },
    });
    expect(detached.statusCode, detached.body).toBe(200);
    const res = await call('DELETE', `/courses/${c._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: EVENT_MESSAGES.courseDeleted }, body: {} });
    expect((await call('GET', `/courses/${c._id}`, { token: admin })).statusCode).toBe(404);
    expect((await call('DELETE', `/courses/${c._id}`, { token: admin })).json().status).toEqual({ code: 404, message: EVENT_MESSAGES.courseNotFound });
  });

  it('needs a token and the delete permission', async () => {
    const id = catalogue[2]!._id;
    expect((await call('DELETE', `/courses/${id}`)).statusCode).toBe(401);
    const denied = await call('DELETE', `/courses/${id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe("You don't have access to Delete Course!");
  });
});
