import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/shared/audit';
import { MODULES } from '../../../src/shared/modules';
import { ROLE_CEILING_MESSAGES } from '../../../src/shared/roleCeiling';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

/**
 * The privilege ceiling (src/shared/roleCeiling.ts): whoever may edit roles shapes them only
 * within their own access, never changes the access or status of a role they hold, and never
 * touches a role above them. Tried as the limited role editors would, on every route that shapes
 * a role or grants one.
 */

let t: TestApp;
let db: pg.Pool;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let serial = 0;

type Access = { module: string; create?: boolean; read?: boolean; update?: boolean; delete?: boolean };
const everything: Access[] = MODULES.map((module) => ({ module, create: true, read: true, update: true, delete: true }));
const roleIdNamed = async (name: string) => (await db.query('select id from roles where name = $1', [name])).rows[0].id as string;
const accessOf = async (roleId: string) =>
  (
    await db.query(
      `select m.name, a."create", a."read", a."update", a."delete" from role_access a join modules m on m.id = a.module_id
        where a.role_id = $1 and (a."create" or a."read" or a."update" or a."delete") order by m.position`,
      [roleId],
    )
  ).rows;

/** A staff user holding a new role with the given access, signed in. */
async function holder(access: Access[]) {
  const n = ++serial;
  const roleName = `Ceiling Role ${n}`;
  const email = `ceiling${n}@example.com`;
  const role = await call('POST', '/roles/create', { token: admin, payload: { name: roleName, access } });
  expect(role.statusCode, role.body).toBe(200);
  await addStaffUser(t.dbUrl, { email, roleName });
  return { token: await signIn(t.app, email, TEST_MEMBER.password), roleId: role.json().body.role._id as string, roleName };
}

/** A role made by the super administrator. */
async function roleOf(access: Access[], isActive = true) {
  const res = await call('POST', '/roles/create', { token: admin, payload: { name: `Made Role ${++serial}`, isActive, access } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.role as { _id: string; name: string };
}

const expectRefused = (res: { statusCode: number; body: string; json: () => { status: { message: string } } }, text: string) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().status.message).toBe(text);
};

const DESK: Access[] = [{ module: 'Role Management', read: true, update: true }];

beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: 1000 });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('the role matrix under the privilege ceiling', () => {
  it('refuses a role editor who gives the role they hold every module', async () => {
    const desk = await holder(DESK);
    const res = await call('PUT', `/roles/update/${desk.roleId}`, { token: desk.token, payload: { name: desk.roleName, access: everything } });
    expectRefused(res, 'Dashboard: Read is beyond your own access.');
    expect(await accessOf(desk.roleId)).toEqual([{ name: 'Role Management', create: false, read: true, update: true, delete: false }]);
    // Nothing leaked into the next request either.
    expect((await call('GET', '/payments', { token: desk.token })).statusCode).toBe(403);
  });

  it('refuses giving Payment to a role someone else holds, and that holder still cannot read payments', async () => {
    const desk = await holder([...DESK, { module: 'User Management', read: true, update: true }, { module: 'Companies', read: true }]);
    const membership = await roleIdNamed('Membership Desk');
    const res = await call('PUT', `/roles/update/${membership}`, {
      token: desk.token,
      payload: {
        name: 'Membership Desk',
        access: [
          { module: 'User Management', read: true, update: true },
          { module: 'Companies', read: true },
          { module: 'Payment', read: true, delete: true },
        ],
      },
    });
    expectRefused(res, 'Payment: Read is beyond your own access.');
    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    expect((await call('GET', '/payments', { token: staff })).statusCode).toBe(403);
  });

  it('lets a role editor shape a role they do not hold within their own access', async () => {
    const desk = await holder([...DESK, { module: 'Events', read: true, update: true }]);
    const role = await roleOf([]);
    const res = await call('PUT', `/roles/update/${role._id}`, {
      token: desk.token,
      payload: { name: role.name, access: [{ module: 'Events', read: true, update: true }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await accessOf(role._id)).toEqual([{ name: 'Events', create: false, read: true, update: true, delete: false }]);
    // A flag the module does not use grants nothing, so it is not weighed.
    const unused = await call('PUT', `/roles/update/${role._id}`, {
      token: desk.token,
      payload: { name: role.name, access: [{ module: 'Events', read: true }, { module: 'Dashboard', create: true }] },
    });
    expect(unused.statusCode, unused.body).toBe(200);
  });

  it('refuses changing the access or the status of a role one holds, but lets one rename it', async () => {
    const desk = await holder([...DESK, { module: 'Events', read: true }]);
    const less = await call('PUT', `/roles/update/${desk.roleId}`, { token: desk.token, payload: { name: desk.roleName, access: DESK } });
    expectRefused(less, ROLE_CEILING_MESSAGES.held);
    const off = await call('PUT', `/roles/update/${desk.roleId}`, {
      token: desk.token,
      payload: { name: desk.roleName, isActive: false, access: [...DESK, { module: 'Events', read: true }] },
    });
    expectRefused(off, ROLE_CEILING_MESSAGES.held);
    const renamed = await call('PUT', `/roles/update/${desk.roleId}`, {
      token: desk.token,
      payload: { name: `${desk.roleName} (renamed)`, access: [...DESK, { module: 'Events', read: true }] },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('refuses creating a role beyond one’s own access, naming the module and action', async () => {
    const desk = await holder([{ module: 'Role Management', create: true, read: true }, { module: 'Payment', read: true }]);
    const beyond = await call('POST', '/roles/create', {
      token: desk.token,
      payload: { name: 'Payment Clerk', access: [{ module: 'Payment', read: true, delete: true }] },
    });
    expectRefused(beyond, 'Payment: Delete is beyond your own access.');
    const within = await call('POST', '/roles/create', { token: desk.token, payload: { name: 'Payment Reader', access: [{ module: 'Payment', read: true }] } });
    expect(within.statusCode, within.body).toBe(200);
  });

  it('refuses activating a role beyond one’s access, and (de)activating a role one holds or one above', async () => {
    const desk = await holder([{ module: 'Role Management', read: true, delete: true }, { module: 'Events', read: true }]);
    const dormant = await roleOf([{ module: 'Payment', read: true }], false);
    expectRefused(
      await call('PUT', `/roles/update/active/inactive/${dormant._id}?isActive=true`, { token: desk.token }),
      'Payment: Read is beyond your own access.',
    );
    expectRefused(await call('PUT', `/roles/update/active/inactive/${desk.roleId}?isActive=false`, { token: desk.token }), ROLE_CEILING_MESSAGES.held);
    const administrator = await roleIdNamed('Administrator');
    const above = await call('PUT', `/roles/update/active/inactive/${administrator}?isActive=false`, { token: desk.token });
    expect(above.statusCode).toBe(403);
    expect(above.json().status.message).toContain('Dashboard: Read is beyond your own access.');
    const within = await roleOf([{ module: 'Events', read: true }], false);
    expect((await call('PUT', `/roles/update/active/inactive/${within._id}?isActive=true`, { token: desk.token })).statusCode).toBe(200);
  });

  it('refuses deleting a role one holds or one above one’s access', async () => {
    const desk = await holder([{ module: 'Role Management', read: true, delete: true }]);
    expectRefused(await call('DELETE', `/roles/${desk.roleId}?removeFromUsers=true`, { token: desk.token }), ROLE_CEILING_MESSAGES.heldDelete);
    const administrator = await roleIdNamed('Administrator');
    expect((await call('DELETE', `/roles/${administrator}?removeFromUsers=true`, { token: desk.token })).statusCode).toBe(403);
    const within = await roleOf([]);
    expect((await call('DELETE', `/roles/${within._id}`, { token: desk.token })).statusCode).toBe(200);
  });

  it('puts a role back from the audit history only within one’s own access', async () => {
    const desk = await holder([
      { module: 'Role Management', create: true, read: true, update: true },
      { module: 'Audit Log', read: true, update: true },
      { module: 'Events', read: true },
    ]);
    const role = await roleOf([{ module: 'Events', read: true }, { module: 'Payment', read: true }]);
    // The super administrator takes Payment away; putting it back would give what the desk lacks.
    const cut = await call('PUT', `/roles/update/${role._id}`, { token: admin, payload: { name: role.name, access: [{ module: 'Events', read: true }] } });
    expect(cut.statusCode, cut.body).toBe(200);
    const history = await call('GET', '/audit/list', { token: admin, query: { filters: JSON.stringify([{ key: 'record', value: role._id }]) } });
    const entries = history.json().body.auditLogs as AuditEntry[];
    const change = entries.find((e) => e.action === 'update')!;
    expectRefused(await call('POST', `/audit/${change._id}/revert`, { token: desk.token, payload: {} }), 'Payment: Read is beyond your own access.');
    expect(await accessOf(role._id)).toEqual([{ name: 'Events', create: false, read: true, update: false, delete: false }]);

    // A deleted role with Payment is not restored by the desk either.
    const doomed = await roleOf([{ module: 'Payment', read: true }]);
    expect((await call('DELETE', `/roles/${doomed._id}`, { token: admin })).statusCode).toBe(200);
    const gone = await call('GET', '/audit/list', { token: admin, query: { filters: JSON.stringify([{ key: 'record', value: doomed._id }]) } });
    const deletion = (gone.json().body.auditLogs as AuditEntry[]).find((e) => e.action === 'delete')!;
    expectRefused(await call('POST', `/audit/${deletion._id}/revert`, { token: desk.token, payload: {} }), 'Payment: Read is beyond your own access.');
    expect((await db.query('select 1 from roles where id = $1', [doomed._id])).rowCount).toBe(0);
    // The super administrator has no ceiling.
    expect((await call('POST', `/audit/${deletion._id}/revert`, { token: admin, payload: {} })).statusCode).toBe(200);
  });

  it('puts no ceiling on a super administrator', async () => {
    const role = await roleOf(everything);
    const res = await call('PUT', `/roles/update/${role._id}`, { token: admin, payload: { name: role.name, access: [{ module: 'Payment', delete: true }] } });
    expect(res.statusCode, res.body).toBe(200);
  });
});
