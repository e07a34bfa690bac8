import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../../src/server/db/seed/companies';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;
let events: string;
let dashboardViewer: string;
let companyViewer: string;

/** A user with the given role, sharing the demo member's password. */
async function addUser(first: string, last: string, email: string, role: string | null, isActive = true): Promise<void> {
  const name = `${first} ${last}`;
  await db.query(
    `insert into users (first_name, last_name, name, email, role, is_active, password_hash, phone_number)
     select $1, $2, $3, $4, 'admin', $5, password_hash, '651-555-0199' from users where email = $6`,
    [first, last, name, email, isActive, TEST_MEMBER.email],
  );
  if (role) {
    await db.query(`insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = $1 and r.name = $2`, [
      email,
      role,
    ]);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  await addUser('Eve', 'Events', 'events@example.com', 'Events Coordinator');
  // A role that may view Companies and nothing else.
  await db.query(`insert into roles (name) values ('Company Viewer')`);
  await db.query(
    `insert into role_access (role_id, module_id, read) select r.id, m.id, true from roles r, modules m
     where r.name = 'Company Viewer' and m.name = 'Companies'`,
  );
  await addUser('Cora', 'Viewer', 'cora@example.com', 'Company Viewer');
  // A role that may view the Dashboard and nothing else.
  await db.query(`insert into roles (name) values ('Dashboard Viewer')`);
  await db.query(
    `insert into role_access (role_id, module_id, read) select r.id, m.id, true from roles r, modules m
     where r.name = 'Dashboard Viewer' and m.name = 'Dashboard'`,
  );
  await addUser('Dana', 'Dashboard', 'dana@example.com', 'Dashboard Viewer');
  await addUser('Ina', 'Inactive', 'inactive@example.com', null, false);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  events = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
  companyViewer = await signIn(t.app, 'cora@example.com', TEST_MEMBER.password);
  dashboardViewer = await signIn(t.app, 'dana@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const members = (query: Record<string, string> = {}, token: string | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/users/list/members', query, headers: token ? bearer(token) : {} });

describe('GET /api/v1/admin/users/list/members', () => {
  it('lists active users by name with the total', async () => {
    const res = await members();
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json().body;
    expect(users.map((u: { name: string }) => u.name)).toEqual([
      'Cora Viewer',
      'Dana Dashboard',
      'Eve Events',
      'Morgan Member',
      'Sam Staffer',
      'Super Admin',
    ]);
    expect(total).toBe(6);
    expect(users[0]).toEqual({ _id: expect.any(String), name: 'Cora Viewer', email: 'cora@example.com', phoneNumber: '651-555-0199' });
  });

  it('searches name or email, case-insensitively', async () => {
    expect((await members({ search: 'SAM' })).json().body.users.map((u: { email: string }) => u.email)).toEqual([TEST_STAFF.email]);
    expect((await members({ search: 'member@exa' })).json().body.users.map((u: { name: string }) => u.name)).toEqual(['Morgan Member']);
    expect((await members({ search: 'inactive' })).json().body).toEqual({ users: [], total: 0, totalExact: true });
  });

  it('narrows to one company', async () => {
    const res = await members({ companyId: seedId('company', 'North Star Commercial Realty') });
    expect(res.json().body.users.map((u: { name: string }) => u.name)).toEqual(['Morgan Member', 'Sam Staffer']);
    expect((await members({ companyId: seedId('company', 'Loring Park Equity') })).json().body.total).toBe(0);
    const bad = await members({ companyId: 'north-star' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status.message).toBe('companyId: must be a valid id');
  });

  it('pages with offset and limit', async () => {
    const res = await members({ offset: '1', limit: '2' });
    expect(res.json().body.users.map((u: { name: string }) => u.name)).toEqual(['Dana Dashboard', 'Eve Events']);
    expect(res.json().body.total).toBe(6);
    expect((await members({ limit: '0' })).json().status.message).toBe('limit: must be 1 or more');
  });

  it('is open to User Management and Companies viewers and to those who register attendees, not to others', async () => {
    expect((await members({}, staff)).statusCode).toBe(200);
    expect((await members({}, companyViewer)).statusCode).toBe(200);
    // The Events Coordinator registers attendees through the picker.
    expect((await members({}, events)).statusCode).toBe(200);
    const denied = await members({}, dashboardViewer);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to View User!" }, body: {} });
    // Refused before the input is looked at.
    expect((await members({ limit: 'x' }, dashboardViewer)).statusCode).toBe(403);
    expect((await members({}, null)).statusCode).toBe(401);
  });
});
