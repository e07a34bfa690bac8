import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { MODULES } from '../../../src/shared/modules';
import type { Role } from '../../../src/shared/roles';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SEEDED = ['Administrator', 'Membership Desk', 'Events Coordinator'];
let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);
const list = (query: Record<string, string> = {}, token = admin) => call('GET', '/roles', { token, query });
const names = (res: { json: () => { body: { roles: Role[] } } }) => res.json().body.roles.map((r) => r.name);
const denial = (action: string) => `You don't have access to ${action} Role!`;

async function create(payload: object): Promise<Role> {
  const res = await call('POST', '/roles/create', { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.role as Role;
}

async function roleId(name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from roles where name = $1', [name]);
  return rows[0]!.id;
}

/** Members given the role directly in the database. */
async function giveRole(id: string, emails: string[]): Promise<void> {
  await db.query('insert into user_roles (user_id, role_id) select u.id, $1 from users u where u.email = any($2)', [id, emails]);
}

const flagsOf = (role: Role, module: string) => {
  const entry = role.access.find((a) => a.moduleId.name === module)!;
  return { create: entry.create, read: entry.read, update: entry.update, delete: entry.delete };
};

describe('GET /api/v1/admin/roles', () => {
  it('lists newest first, with the full access matrix and the total', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().body.total).toBe(SEEDED.length);
    expect(names(res)).toEqual([...SEEDED].reverse());
    const desk = (res.json().body.roles as Role[]).find((r) => r.name === 'Membership Desk')!;
    expect(desk).toMatchObject({ nameInLower: 'membership desk', isActive: true });
    expect(desk.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(desk.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(desk.access.map((a) => a.moduleId.name)).toEqual([...MODULES]);
    expect(flagsOf(desk, 'User Management')).toEqual({ create: false, read: true, update: true, delete: false });
    expect(flagsOf(desk, 'Companies')).toEqual({ create: false, read: true, update: false, delete: false });
    expect(flagsOf(desk, 'Payment')).toEqual({ create: false, read: false, update: false, delete: false });
    expect(desk.access[0]!.moduleId._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('searches names, filters by isActive and sorts by name and status', async () => {
    const off = await create({ name: 'Zeta Archive', isActive: false });
    expect(names(await list({ search: 'DESK' }))).toEqual(['Membership Desk']);
    expect(names(await list({ search: 'zz-none' }))).toEqual([]);
    expect(names(await list({ isActive: 'false' }))).toEqual(['Zeta Archive']);
    expect((await list({ isActive: 'true' })).json().body.total).toBe(SEEDED.length);
    expect(names(await list({ search: 'a', isActive: 'true', sortKey: 'name', sortOrder: '1' }))).toEqual([
      'Administrator',
      'Events Coordinator',
    ]);
    const byName = names(await list({ sortKey: 'name', sortOrder: '1' }));
    expect(byName).toEqual(['Administrator', 'Events Coordinator', 'Membership Desk', 'Zeta Archive']);
    expect(names(await list({ sortKey: 'nameInLower', sortOrder: '-1' }))).toEqual([...byName].reverse());
    expect(names(await list({ sortKey: 'isActive', sortOrder: '1' }))[0]).toBe('Zeta Archive');
    expect(names(await list({ sortKey: 'isActive', sortOrder: '-1' })).at(-1)).toBe('Zeta Archive');
    const created = ((await list({ sortKey: 'createdAt', sortOrder: '1' })).json().body.roles as Role[]).map((r) => r.createdAt);
    expect(created).toEqual([...created].sort());
    const page = await list({ sortKey: 'name', sortOrder: '1', offset: '1', limit: '2' });
    expect(names(page)).toEqual(['Events Coordinator', 'Membership Desk']);
    expect(page.json().body.total).toBe(4);
    await call('DELETE', `/roles/${off._id}`, { token: admin });
  });

  it('validates the query, naming the field', async () => {
    expect((await list({ isActive: 'sometimes' })).json().status).toEqual({ code: 400, message: 'isActive: must be true or false' });
    expect((await list({ sortKey: 'colour' })).json().status.message).toBe('sortKey: must be one of: createdAt, name, nameInLower, isActive');
    expect((await list({ sortOrder: '2' })).json().status.message).toMatch(/^sortOrder: /);
  });

  it('needs a token and the Role Management view permission', async () => {
    expect((await call('GET', '/roles')).statusCode).toBe(401);
    const denied = await list({}, staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: denial('View') }, body: {} });
  });
});

describe('GET /api/v1/admin/roles/:id', () => {
  it('answers one role', async () => {
    const id = await roleId('Events Coordinator');
    const res = await call('GET', `/roles/${id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    const role = res.json().body.role as Role;
    expect(role).toMatchObject({ _id: id, name: 'Events Coordinator', nameInLower: 'events coordinator', isActive: true });
    expect(flagsOf(role, 'Events')).toEqual({ create: true, read: true, update: true, delete: true });
    expect(flagsOf(role, 'Dashboard')).toEqual({ create: false, read: true, update: false, delete: false });
  });

  it('answers 404, 400, 401 and 403', async () => {
    const unknown = await call('GET', `/roles/${UNKNOWN}`, { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Role not found.');
    expect((await call('GET', '/roles/desk', { token: admin })).json().status).toEqual({ code: 400, message: 'id: must be a valid id' });
    const id = await roleId('Administrator');
    expect((await call('GET', `/roles/${id}`)).statusCode).toBe(401);
    const denied = await call('GET', `/roles/${id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe(denial('View'));
  });
});

describe('POST /api/v1/admin/roles/create', () => {
  it('creates a role and its access matrix, which reads back the same', async () => {
    const res = await call('POST', '/roles/create', {
      token: admin,
      payload: {
        name: '  Finance Clerk  ',
        access: [
          { module: 'Payment', create: true, read: true },
          { module: 'Dashboard', read: true },
          { module: 'Companies', update: true, delete: true },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.roleCreated);
    const role = res.json().body.role as Role;
    expect(role).toMatchObject({ name: 'Finance Clerk', nameInLower: 'finance clerk', isActive: true });
    expect(role.access.map((a) => a.moduleId.name)).toEqual([...MODULES]);
    expect(flagsOf(role, 'Payment')).toEqual({ create: true, read: true, update: false, delete: false });
    expect(flagsOf(role, 'Dashboard')).toEqual({ create: false, read: true, update: false, delete: false });
    expect(flagsOf(role, 'Companies')).toEqual({ create: false, read: false, update: true, delete: true });
    expect(flagsOf(role, 'Events')).toEqual({ create: false, read: false, update: false, delete: false });
    const read = await call('GET', `/roles/${role._id}`, { token: admin });
    expect(read.json().body.role).toEqual(role);
    const { rows } = await db.query('select count(*)::int as n from role_access where role_id = $1', [role._id]);
    expect(rows[0].n).toBe(3);
    const empty = await create({ name: 'No Access' });
    expect(empty.access.every((a) => !a.create && !a.read && !a.update && !a.delete)).toBe(true);
    for (const r of [role, empty]) await call('DELETE', `/roles/${r._id}`, { token: admin });
  });

  it('refuses a name already used, whatever its case', async () => {
    const res = await call('POST', '/roles/create', { token: admin, payload: { name: ' membership DESK ' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toBe('A role with this name already exists.');
  });

  it('validates the fields, naming each', async () => {
    const post = async (payload: object) => (await call('POST', '/roles/create', { token: admin, payload })).json().status;
    expect(await post({ name: '  ' })).toEqual({ code: 400, message: 'name: Name is required' });
    expect((await post({})).message).toMatch(/^name: /);
    expect((await post({ name: 'x'.repeat(101) })).message).toBe('name: must be at most 100 characters');
    expect((await post({ name: 'X', isActive: 'yes' })).message).toMatch(/^isActive: /);
    expect((await post({ name: 'X', access: [{ module: 'Parking' }] })).message).toMatch(/^access\.0\.module: must be one of: Dashboard/);
    expect((await post({ name: 'X', access: [{ module: 'Events', read: 'yes' }] })).message).toMatch(/^access\.0\.read: /);
    expect(await post({ name: 'X', access: [{ module: 'Events' }, { module: 'Events', read: true }] })).toEqual({
      code: 400,
      message: 'access.1.module: Events appears more than once',
    });
    expect((await post({ name: 'X', access: 'all' })).message).toMatch(/^access: /);
    expect((await list({ search: 'x' })).json().body.roles.filter((r: Role) => r.name === 'X')).toEqual([]);
  });

  it('needs a token and the add permission', async () => {
    expect((await call('POST', '/roles/create', { payload: { name: 'X' } })).statusCode).toBe(401);
    const denied = await call('POST', '/roles/create', { token: staff, payload: { name: 'X' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe(denial('Add'));
  });
});

describe('PUT /api/v1/admin/roles/update/:id', () => {
  it('renames, replaces the access matrix and keeps the status when left out', async () => {
    const r = await create({ name: 'Editors', isActive: false, access: [{ module: 'Courses', read: true, update: true }] });
    const res = await call('PUT', `/roles/update/${r._id}`, {
      token: admin,
      payload: { name: 'Course Editors', access: [{ module: 'Events', read: true }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.roleUpdated);
    const role = res.json().body.role as Role;
    expect(role).toMatchObject({ _id: r._id, name: 'Course Editors', nameInLower: 'course editors', isActive: false });
    expect(flagsOf(role, 'Courses')).toEqual({ create: false, read: false, update: false, delete: false });
    expect(flagsOf(role, 'Events')).toEqual({ create: false, read: true, update: false, delete: false });
    expect((await call('GET', `/roles/${r._id}`, { token: admin })).json().body.role).toEqual(role);
    const on = await call('PUT', `/roles/update/${r._id}`, { token: admin, payload: { name: 'course editors', isActive: true } });
    expect(on.json().body.role).toMatchObject({ name: 'course editors', isActive: true });
    expect((on.json().body.role as Role).access.some((a) => a.read)).toBe(false);
    const taken = await call('PUT', `/roles/update/${r._id}`, { token: admin, payload: { name: 'ADMINISTRATOR' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.message).toBe('A role with this name already exists.');
    // The refused update changed nothing.
    expect((await call('GET', `/roles/${r._id}`, { token: admin })).json().body.role.name).toBe('course editors');
    await call('DELETE', `/roles/${r._id}`, { token: admin });
  });

  it('answers 404, 400, 401 and 403', async () => {
    const unknown = await call('PUT', `/roles/update/${UNKNOWN}`, { token: admin, payload: { name: 'X' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Role not found.');
    const id = await roleId('Events Coordinator');
    expect((await call('PUT', `/roles/update/${id}`, { token: admin, payload: {} })).json().status.message).toMatch(/^name: /);
    expect((await call('PUT', `/roles/update/${id}`, { payload: { name: 'X' } })).statusCode).toBe(401);
    const denied = await call('PUT', `/roles/update/${id}`, { token: staff, payload: { name: 'X' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe(denial('Edit'));
  });
});

describe('GET /api/v1/admin/roles/count/user/role/:id', () => {
  it('counts the users holding the role', async () => {
    const desk = await call('GET', `/roles/count/user/role/${await roleId('Membership Desk')}`, { token: admin });
    expect(desk.statusCode).toBe(200);
    expect(desk.json().body).toEqual({ count: 1 });
    const none = await call('GET', `/roles/count/user/role/${await roleId('Events Coordinator')}`, { token: admin });
    expect(none.json().body).toEqual({ count: 0 });
  });

  it('answers 404, 400, 401 and 403', async () => {
    const unknown = await call('GET', `/roles/count/user/role/${UNKNOWN}`, { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Role not found.');
    expect((await call('GET', '/roles/count/user/role/x', { token: admin })).json().status.message).toBe('id: must be a valid id');
    const id = await roleId('Membership Desk');
    expect((await call('GET', `/roles/count/user/role/${id}`)).statusCode).toBe(401);
    const denied = await call('GET', `/roles/count/user/role/${id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe(denial('View'));
  });
});

describe('PUT /api/v1/admin/roles/update/active/inactive/:id', () => {
  const path = (id: string) => `/roles/update/active/inactive/${id}`;
  it('sets the status', async () => {
    const r = await create({ name: 'Switchable', access: [{ module: 'Dashboard', read: true }] });
    const off = await call('PUT', path(r._id), { token: admin, query: { isActive: 'false' }, payload: {} });
    expect(off.statusCode).toBe(200);
    expect(off.json().status.message).toBe(MESSAGES.roleStatusUpdated);
    expect(off.json().body.role).toMatchObject({ _id: r._id, name: 'Switchable', isActive: false });
    expect(flagsOf(off.json().body.role, 'Dashboard').read).toBe(true);
    const on = await call('PUT', path(r._id), { token: admin, query: { isActive: 'true' } });
    expect(on.json().body.role.isActive).toBe(true);
    await call('DELETE', `/roles/${r._id}`, { token: admin });
  });

  it('answers 400, 404, 401 and 403', async () => {
    const id = await roleId('Events Coordinator');
    expect((await call('PUT', path(id), { token: admin })).json().status).toEqual({ code: 400, message: 'isActive: must be true or false' });
    const unknown = await call('PUT', path(UNKNOWN), { token: admin, query: { isActive: 'true' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe('Role not found.');
    expect((await call('PUT', path(id), { query: { isActive: 'true' } })).statusCode).toBe(401);
    const denied = await call('PUT', path(id), { token: staff, query: { isActive: 'true' } });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe(denial('Active/Inactive'));
  });
});

describe('DELETE /api/v1/admin/roles/:id', () => {
  it('deletes a role nobody holds, with its access rows', async () => {
    const r = await create({ name: 'Temporary', access: [{ module: 'Events', read: true }] });
    const res = await call('DELETE', `/roles/${r._id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: { code: 200, message: 'Role deleted successfully!' }, body: {} });
    expect((await call('GET', `/roles/${r._id}`, { token: admin })).statusCode).toBe(404);
    expect((await db.query('select 1 from role_access where role_id = $1', [r._id])).rowCount).toBe(0);
    expect((await call('DELETE', `/roles/${r._id}`, { token: admin })).statusCode).toBe(404);
  });

  it('refuses while users hold it, unless removeFromUsers=true', async () => {
    const r = await create({ name: 'Shared', access: [{ module: 'Events', read: true }] });
    await giveRole(r._id, [TEST_MEMBER.email, TEST_STAFF.email]);
    const refused = await call('DELETE', `/roles/${r._id}`, { token: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().status.message).toBe(
      'This role is held by 2 users. Remove it from them first, or confirm removing it from them.',
    );
    const notConfirmed = await call('DELETE', `/roles/${r._id}`, { token: admin, query: { removeFromUsers: 'false' } });
    expect(notConfirmed.statusCode).toBe(409);
    expect((await call('DELETE', `/roles/${r._id}`, { token: admin, query: { removeFromUsers: 'maybe' } })).json().status.message).toBe(
      'removeFromUsers: must be true or false',
    );
    expect((await call('GET', `/roles/count/user/role/${r._id}`, { token: admin })).json().body.count).toBe(2);

    const removed = await call('DELETE', `/roles/${r._id}`, { token: admin, query: { removeFromUsers: 'true' } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status.message).toBe('Role deleted successfully!');
    expect((await db.query('select 1 from user_roles where role_id = $1', [r._id])).rowCount).toBe(0);
    expect((await db.query('select 1 from roles where id = $1', [r._id])).rowCount).toBe(0);
    // The staff user keeps their other role.
    expect((await call('GET', `/roles/count/user/role/${await roleId('Membership Desk')}`, { token: admin })).json().body.count).toBe(1);
  });

  it('names one holder in the singular', async () => {
    const r = await create({ name: 'Solo' });
    await giveRole(r._id, [TEST_MEMBER.email]);
    const refused = await call('DELETE', `/roles/${r._id}`, { token: admin });
    expect(refused.json().status.message).toBe(
      'This role is held by 1 user. Remove it from that user first, or confirm removing it from that user.',
    );
    expect((await call('DELETE', `/roles/${r._id}`, { token: admin, query: { removeFromUsers: 'true' } })).statusCode).toBe(200);
  });

  it('answers 400, 401 and 403', async () => {
    expect((await call('DELETE', '/roles/x', { token: admin })).json().status.message).toBe('id: must be a valid id');
    const id = await roleId('Events Coordinator');
    expect((await call('DELETE', `/roles/${id}`)).statusCode).toBe(401);
    const denied = await call('DELETE', `/roles/${id}`, { token: staff });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().status.message).toBe(denial('Delete'));
  });
});
