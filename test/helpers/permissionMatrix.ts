import pg from 'pg';
import { MODULES, type AccessFlag, type Action, type ModuleName } from '../../src/shared/modules';
import { bearer, buildTestApp, signIn, type TestApp } from './buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from './constants';

/**
 * What the permission tests share: an app with a record of each kind made by the super admin, and
 * staff users holding exactly the access a test names.
 */

export const API = '/api/v1/admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Flags = Record<AccessFlag, boolean>;
export type AccessInput = { module: ModuleName } & Flags;

export const flags = (value: boolean): Flags => ({ create: value, read: value, update: value, delete: value });
/** Every module and flag except one. */
export const allBut = (module: ModuleName, flag: AccessFlag): AccessInput[] =>
  MODULES.map((m) => ({ module: m, ...flags(true), ...(m === module ? { [flag]: false } : {}) }));
export const only = (module: ModuleName, flag: AccessFlag): AccessInput[] => [{ module, ...flags(false), [flag]: true }];

export interface Fixtures {
  company: string;
  location: string;
  sponsorship: string;
  role: string;
  user: string;
  course: string;
  event: string;
  /** The user id of a person registered for the event. */
  attendee: string;
  payment: string;
  /** A member with a licence number, so in the CE compliance list. */
  licensee: string;
}

/** A request to an admin route that succeeds on the fixtures for whoever may call it. */
export interface Row {
  method: Method;
  /** The route as declared, for the test's name. */
  path: string;
  /** The path after /api/v1/admin; a function of the fixtures, or of a fresh one (deletes). */
  url: (f: Fixtures) => string | Promise<string>;
  module: ModuleName;
  action: Action;
  payload?: () => object | Promise<object>;
}

export interface Holder {
  roleId: string;
  roleName: string;
  token: string;
}

/** The matrix of one test file: call open() in beforeAll and close() in afterAll. */
export function createMatrix() {
  let t: TestApp;
  let db: pg.Pool;
  let admin = '';
  let serial = 0;
  const unique = (label: string) => `${label} ${++serial}`;
  // Filled by open(); the same object throughout, so rows may hold it.
  const fx = {} as Fixtures;

  async function asAdmin(method: Method, url: string, payload?: object): Promise<{ _id: string }> {
    const res = await t.app.inject({ method, url: `${API}${url}`, payload, headers: bearer(admin) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    const body = res.json().body;
    const record = body.company ?? body.location?.[0] ?? body.sponsorship ?? body.role ?? body.user ?? body.course ?? body.event ?? body.payment;
    return record as { _id: string };
  }

  const newUser = () => {
    const n = unique('matrix-user').replace(' ', '');
    return { firstName: 'Matrix', lastName: n, email: `${n}@example.com`, phoneNumber: '612-555-0100' };
  };
  const newCourse = () => {
    const code = unique('MX').replace(' ', '-');
    return { code, title: `Matrix Course ${code}`, creditHours: 2, delivery: 'online' };
  };
  const newEvent = () => ({ name: unique('Matrix Event'), startAt: '2026-06-01T14:00:00Z', endAt: '2026-06-01T17:00:00Z', venue: 'Matrix Hall' });
  const newPayment = () => ({
    company: fx.company,
    purpose: 'membership-dues',
    amountCents: 45000,
    method: 'check',
    paidOn: '2026-06-01',
    reference: unique('Check'),
  });
  /** A table export of one column. */
  const exportOf = (key: string) => ({ columns: [{ key, label: 'Column' }] });

  /** Fresh fixtures, created as the super admin. */
  const make = {
    company: () => asAdmin('POST', '/company/create', { name: unique('Matrix Company'), type: 'Other' }),
    location: () => asAdmin('POST', '/locations/create', { name: unique('Matrix Office'), type: 'branch', marketId: 'twinCities' }),
    sponsorship: () => asAdmin('POST', '/sponsorships/create', { name: unique('Matrix Sponsorship') }),
    role: () => asAdmin('POST', '/roles/create', { name: unique('Matrix Role') }),
    user: () => asAdmin('POST', '/users/create', newUser()),
    course: () => asAdmin('POST', '/courses/create', newCourse()),
    event: () => asAdmin('POST', '/events/create', newEvent()),
    payment: () => asAdmin('POST', '/payments/create', newPayment()),
    /** A fresh user registered for the event fixture: the user's id. */
    attendee: async () => {
      const user = await make.user();
      await asAdmin('POST', `/events/${fx.event}/attendees`, { userIds: [user._id] });
      return user;
    },
  };

  /** Every admin route guarded by a module permission (but those tested on their own), as a request that succeeds. */
  const routes: Row[] = [
    // Companies
    { method: 'GET', path: '/company/list', url: () => '/company/list', module: 'Companies', action: 'view' },
    { method: 'GET', path: '/company/:id', url: (f) => `/company/${f.company}`, module: 'Companies', action: 'view' },
    { method: 'POST', path: '/company/create', url: () => '/company/create', module: 'Companies', action: 'add', payload: () => ({ name: unique('Matrix Company'), type: 'Other' }) },
    { method: 'PUT', path: '/company/update/:id', url: (f) => `/company/update/${f.company}`, module: 'Companies', action: 'edit', payload: () => ({ name: unique('Matrix Company'), type: 'Broker' }) },
    { method: 'PUT', path: '/company/update/active/inactive/:id', url: (f) => `/company/update/active/inactive/${f.company}?isActive=true`, module: 'Companies', action: 'activeInactive' },
    { method: 'DELETE', path: '/company/:id', url: async () => `/company/${(await make.company())._id}`, module: 'Companies', action: 'delete' },
    // Company locations (Companies module)
    { method: 'GET', path: '/locations/list/:companyId', url: (f) => `/locations/list/${f.company}`, module: 'Companies', action: 'view' },
    { method: 'GET', path: '/locations/:id', url: (f) => `/locations/${f.location}`, module: 'Companies', action: 'view' },
    { method: 'POST', path: '/locations/create', url: () => '/locations/create', module: 'Companies', action: 'add', payload: () => ({ name: unique('Matrix Office'), type: 'branch', marketId: 'twinCities' }) },
    { method: 'PUT', path: '/locations/update/:id', url: (f) => `/locations/update/${f.location}`, module: 'Companies', action: 'edit', payload: () => ({ name: unique('Matrix Office'), type: 'corporate', marketId: 'duluth' }) },
    { method: 'DELETE', path: '/locations/:id', url: async () => `/locations/${(await make.location())._id}`, module: 'Companies', action: 'delete' },
    // Sponsorships
    { method: 'GET', path: '/sponsorships', url: () => '/sponsorships', module: 'Sponsorship', action: 'view' },
    { method: 'GET', path: '/sponsorships/:id', url: (f) => `/sponsorships/${f.sponsorship}`, module: 'Sponsorship', action: 'view' },
    { method: 'POST', path: '/sponsorships/create', url: () => '/sponsorships/create', module: 'Sponsorship', action: 'add', payload: () => ({ name: unique('Matrix Sponsorship') }) },
    { method: 'PUT', path: '/sponsorships/update/:id', url: (f) => `/sponsorships/update/${f.sponsorship}`, module: 'Sponsorship', action: 'edit', payload: () => ({ name: unique('Matrix Sponsorship') }) },
    { method: 'PUT', path: '/sponsorships/update/active/inactive/:id', url: (f) => `/sponsorships/update/active/inactive/${f.sponsorship}?isActive=true`, module: 'Sponsorship', action: 'activeInactive' },
    { method: 'DELETE', path: '/sponsorships/:id', url: async () => `/sponsorships/${(await make.sponsorship())._id}`, module: 'Sponsorship', action: 'delete' },
    // Roles
    { method: 'GET', path: '/roles', url: () => '/roles', module: 'Role Management', action: 'view' },
    { method: 'GET', path: '/roles/:id', url: (f) => `/roles/${f.role}`, module: 'Role Management', action: 'view' },
    { method: 'GET', path: '/roles/count/user/role/:id', url: (f) => `/roles/count/user/role/${f.role}`, module: 'Role Management', action: 'view' },
    { method: 'POST', path: '/roles/create', url: () => '/roles/create', module: 'Role Management', action: 'add', payload: () => ({ name: unique('Matrix Role'), access: [{ module: 'Role Management', create: true }] }) },
    { method: 'PUT', path: '/roles/update/:id', url: (f) => `/roles/update/${f.role}`, module: 'Role Management', action: 'edit', payload: () => ({ name: unique('Matrix Role') }) },
    { method: 'PUT', path: '/roles/update/active/inactive/:id', url: (f) => `/roles/update/active/inactive/${f.role}?isActive=true`, module: 'Role Management', action: 'activeInactive' },
    { method: 'DELETE', path: '/roles/:id', url: async () => `/roles/${(await make.role())._id}?removeFromUsers=true`, module: 'Role Management', action: 'delete' },
    // Users
    { method: 'GET', path: '/users/list/all', url: () => '/users/list/all', module: 'User Management', action: 'view' },
    { method: 'GET', path: '/users/list/all?download=csv', url: () => '/users/list/all?download=csv&isPurchasableListAccess=true', module: 'User Management', action: 'view' },
    { method: 'GET', path: '/users/:id', url: (f) => `/users/${f.user}`, module: 'User Management', action: 'view' },
    { method: 'GET', path: '/users/count/as/attendee/staff/:id', url: (f) => `/users/count/as/attendee/staff/${f.user}`, module: 'User Management', action: 'view' },
    { method: 'POST', path: '/users/create', url: () => '/users/create', module: 'User Management', action: 'add', payload: newUser },
    { method: 'PUT', path: '/users/update/:id', url: (f) => `/users/update/${f.user}`, module: 'User Management', action: 'edit', payload: () => ({ city: 'Duluth' }) },
    { method: 'PUT', path: '/users/update/active/inactive/:id', url: (f) => `/users/update/active/inactive/${f.user}?isActive=true`, module: 'User Management', action: 'activeInactive' },
    { method: 'DELETE', path: '/users/:id', url: async () => `/users/${(await make.user())._id}`, module: 'User Management', action: 'delete' },
    { method: 'GET', path: '/users/events/as/attendee/history/list/:id', url: (f) => `/users/events/as/attendee/history/list/${f.attendee}`, module: 'User Management', action: 'view' },
    // Courses
    { method: 'GET', path: '/courses', url: () => '/courses', module: 'Courses', action: 'view' },
    { method: 'GET', path: '/courses/:id', url: (f) => `/courses/${f.course}`, module: 'Courses', action: 'view' },
    { method: 'POST', path: '/courses/create', url: () => '/courses/create', module: 'Courses', action: 'add', payload: newCourse },
    { method: 'PUT', path: '/courses/update/:id', url: (f) => `/courses/update/${f.course}`, module: 'Courses', action: 'edit', payload: newCourse },
    { method: 'PUT', path: '/courses/update/active/inactive/:id', url: (f) => `/courses/update/active/inactive/${f.course}?isActive=true`, module: 'Courses', action: 'activeInactive' },
    { method: 'DELETE', path: '/courses/:id', url: async () => `/courses/${(await make.course())._id}`, module: 'Courses', action: 'delete' },
    // Events
    { method: 'GET', path: '/events', url: () => '/events', module: 'Events', action: 'view' },
    { method: 'GET', path: '/events/:id', url: (f) => `/events/${f.event}`, module: 'Events', action: 'view' },
    { method: 'POST', path: '/events/create', url: () => '/events/create', module: 'Events', action: 'add', payload: newEvent },
    { method: 'PUT', path: '/events/update/:id', url: (f) => `/events/update/${f.event}`, module: 'Events', action: 'edit', payload: newEvent },
    { method: 'PUT', path: '/events/update/active/inactive/:id', url: (f) => `/events/update/active/inactive/${f.event}?isActive=true`, module: 'Events', action: 'activeInactive' },
    { method: 'DELETE', path: '/events/:id', url: async () => `/events/${(await make.event())._id}`, module: 'Events', action: 'delete' },
    // Event attendees and the public link (Events module)
    { method: 'GET', path: '/events/:id/attendees', url: (f) => `/events/${f.event}/attendees`, module: 'Events', action: 'view' },
    { method: 'GET', path: '/events/:id/attendees/:userId', url: (f) => `/events/${f.event}/attendees/${f.attendee}`, module: 'Events', action: 'view' },
    { method: 'POST', path: '/events/:id/attendees', url: (f) => `/events/${f.event}/attendees`, module: 'Events', action: 'edit', payload: () => ({ userIds: [fx.attendee] }) },
    { method: 'PUT', path: '/events/:id/attendees/:userId', url: (f) => `/events/${f.event}/attendees/${f.attendee}`, module: 'Events', action: 'edit', payload: () => ({ attended: true }) },
    { method: 'DELETE', path: '/events/:id/attendees/:userId', url: async (f) => `/events/${f.event}/attendees/${(await make.attendee())._id}`, module: 'Events', action: 'edit' },
    { method: 'POST', path: '/events/:id/public-link', url: (f) => `/events/${f.event}/public-link`, module: 'Events', action: 'edit' },
    { method: 'DELETE', path: '/events/:id/public-link', url: (f) => `/events/${f.event}/public-link`, module: 'Events', action: 'edit' },
    // Dashboard
    { method: 'GET', path: '/dashboard', url: () => '/dashboard', module: 'Dashboard', action: 'view' },
    // Payments
    { method: 'GET', path: '/payments', url: () => '/payments', module: 'Payment', action: 'view' },
    { method: 'GET', path: '/payments?download=csv', url: () => '/payments?download=csv', module: 'Payment', action: 'view' },
    { method: 'GET', path: '/payments/:id', url: (f) => `/payments/${f.payment}`, module: 'Payment', action: 'view' },
    { method: 'POST', path: '/payments/create', url: () => '/payments/create', module: 'Payment', action: 'add', payload: newPayment },
    { method: 'PUT', path: '/payments/update/:id', url: (f) => `/payments/update/${f.payment}`, module: 'Payment', action: 'edit', payload: newPayment },
    { method: 'DELETE', path: '/payments/:id', url: async () => `/payments/${(await make.payment())._id}`, module: 'Payment', action: 'delete' },
    // Table exports: each list's export needs what the list needs
    { method: 'POST', path: '/export/users', url: () => '/export/users', module: 'User Management', action: 'view', payload: () => exportOf('email') },
    { method: 'POST', path: '/export/companies', url: () => '/export/companies', module: 'Companies', action: 'view', payload: () => exportOf('name') },
    { method: 'POST', path: '/export/locations', url: () => '/export/locations', module: 'Companies', action: 'view', payload: () => exportOf('name') },
    { method: 'POST', path: '/export/sponsorships', url: () => '/export/sponsorships', module: 'Sponsorship', action: 'view', payload: () => exportOf('name') },
    { method: 'POST', path: '/export/roles', url: () => '/export/roles', module: 'Role Management', action: 'view', payload: () => exportOf('name') },
    { method: 'POST', path: '/export/courses', url: () => '/export/courses', module: 'Courses', action: 'view', payload: () => exportOf('code') },
    { method: 'POST', path: '/export/events', url: () => '/export/events', module: 'Events', action: 'view', payload: () => exportOf('name') },
    { method: 'POST', path: '/export/payments', url: () => '/export/payments', module: 'Payment', action: 'view', payload: () => exportOf('payerName') },
    { method: 'POST', path: '/export/compliance', url: () => '/export/compliance', module: 'CE Compliance', action: 'view', payload: () => exportOf('name') },
    // CE compliance
    { method: 'GET', path: '/compliance', url: () => '/compliance?offset=0&limit=5', module: 'CE Compliance', action: 'view' },
    { method: 'GET', path: '/compliance/summary', url: () => '/compliance/summary', module: 'CE Compliance', action: 'view' },
    { method: 'GET', path: '/compliance/settings', url: () => '/compliance/settings', module: 'CE Compliance', action: 'view' },
    { method: 'GET', path: '/compliance/history/:id', url: (f) => `/compliance/history/${f.licensee}`, module: 'CE Compliance', action: 'view' },
    { method: 'PUT', path: '/compliance/settings', url: () => '/compliance/settings', module: 'CE Compliance', action: 'edit', payload: currentSettings },
    { method: 'POST', path: '/compliance/reminders/preview', url: () => '/compliance/reminders/preview', module: 'CE Compliance', action: 'add', payload: () => ({ userIds: [fx.licensee] }) },
    { method: 'POST', path: '/compliance/reminders', url: () => '/compliance/reminders', module: 'CE Compliance', action: 'add', payload: () => ({ userIds: [fx.licensee] }) },
  ];

  /** The CE settings in force, to save again unchanged (their version moves on each save). */
  async function currentSettings(): Promise<object> {
    const { rows } = await db.query(`select * from compliance_settings order by id desc limit 1`);
    const s = rows[0];
    return {
      cycleMonths: s.cycle_months,
      hoursRequired: Number(s.hours_required),
      cycleBasis: s.cycle_basis,
      cycleStart: s.cycle_start instanceof Date ? s.cycle_start.toISOString().slice(0, 10) : s.cycle_start,
      countBy: s.count_by,
      deliveries: s.deliveries,
      courseIds: s.course_ids,
      version: s.id,
    };
  }

  /** A staff user holding only a new role with the given access, signed in. */
  async function holderOf(label: string, access: AccessInput[]): Promise<Holder> {
    const roleName = unique(label);
    const role = await asAdmin('POST', '/roles/create', { name: roleName, access });
    const email = `matrix${serial}@example.com`;
    await db.query(
      `insert into users (first_name, last_name, name, email, role, password_hash)
       select 'Matrix', $2, 'Matrix ' || $2, $1, 'admin', password_hash from users where email = $3`,
      [email, String(serial), TEST_MEMBER.email],
    );
    await db.query('insert into user_roles (user_id, role_id) select id, $2 from users where email = $1', [email, role._id]);
    return { roleId: role._id, roleName, token: await signIn(t.app, email, TEST_MEMBER.password) };
  }

  async function send(row: Row, token: string) {
    return t.app.inject({ method: row.method, url: `${API}${await row.url(fx)}`, payload: await row.payload?.(), headers: bearer(token) });
  }

  async function open(): Promise<void> {
    // A couple of sign-ins per holder: more than the default per-minute limit of the sign-in route.
    t = await buildTestApp({ authRateLimit: 1000 });
    db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
    admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    fx.company = (await make.company())._id;
    fx.location = (await make.location())._id;
    fx.sponsorship = (await make.sponsorship())._id;
    fx.role = (await make.role())._id;
    fx.user = (await make.user())._id;
    fx.course = (await make.course())._id;
    fx.event = (await make.event())._id;
    fx.attendee = (await make.attendee())._id;
    fx.payment = (await make.payment())._id;
    fx.licensee = (await make.user())._id;
    await db.query(`update users set role = 'member', re_license_no = 'MX-LICENSEE' where id = $1`, [fx.licensee]);
  }

  async function close(): Promise<void> {
    await db?.end();
    await t?.close();
  }

  return {
    open,
    close,
    fx,
    routes,
    unique,
    make,
    newUser,
    newCourse,
    newEvent,
    newPayment,
    exportOf,
    asAdmin,
    holderOf,
    send,
    /** The app, the super admin's token and a pool on the app's database, once open. */
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    get db() {
      return db;
    },
  };
}
export type Matrix = ReturnType<typeof createMatrix>;
