import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/shared/audit';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../helpers/constants';

/**
 * Every route that creates or changes a role, or grants one, found from the app itself: the Role
 * Management writes of the route table, every operation whose body takes `roles` or `access`, and
 * the audit history's revert (which can write any of them back). For each, a role editor holding a
 * strict subset of the modules tries to go beyond it and is refused; a route found without an
 * attack below fails the test, so a new one cannot slip past the ceiling unnoticed.
 */

const API = '/api/v1/admin';
let t: TestApp;
let db: pg.Pool;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let editor: string;
let serial = 0;

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The editor's access: every flag of these modules, nothing of Payment, Sponsorship, Courses or the Dashboard. */
const EDITOR_ACCESS = [
  { module: 'Role Management', create: true, read: true, update: true, delete: true },
  { module: 'User Management', create: true, read: true, update: true, delete: true },
  { module: 'Audit Log', read: true, update: true },
  { module: 'Companies', read: true },
  { module: 'Events', read: true },
];
const PAYMENT = [{ module: 'Payment', read: true }];
const BEYOND = 'Payment: Read is beyond your own access.';

async function made(path: string, payload: object): Promise<string> {
  const res = await call('POST', path, { token: admin, payload });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json().body;
  return (body.role ?? body.user)._id as string;
}
const roleWith = (access: object[], isActive = true) => made('/roles/create', { name: `Shaped Role ${++serial}`, isActive, access });
const payer = () => roleWith(PAYMENT);
const newStaff = (roles: string[]) => ({
  firstName: 'Ceiling',
  lastName: `Staff ${++serial}`,
  email: `ceiling-staff-${serial}@example.com`,
  phoneNumber: '612-555-0100',
  role: 'admin',
  roles,
});

/** One attempt per route to go beyond the editor's access. */
const ATTACKS: Record<string, () => Promise<{ statusCode: number; json: () => { status: { message: string } }; body: string }>> = {
  'POST /roles/create': async () => call('POST', '/roles/create', { token: editor, payload: { name: `Beyond ${++serial}`, access: PAYMENT } }),
  'PUT /roles/update/:id': async () => {
    const id = await roleWith([]);
    return call('PUT', `/roles/update/${id}`, { token: editor, payload: { name: `Beyond ${++serial}`, access: PAYMENT } });
  },
  'PUT /roles/update/active/inactive/:id': async () =>
    call('PUT', `/roles/update/active/inactive/${await roleWith(PAYMENT, false)}?isActive=true`, { token: editor }),
  'DELETE /roles/:id': async () => call('DELETE', `/roles/${await payer()}?removeFromUsers=true`, { token: editor }),
  'POST /users/create': async () => call('POST', '/users/create', { token: editor, payload: newStaff([await payer()]) }),
  'PUT /users/update/:id': async () => {
    const id = await made('/users/create', newStaff([]));
    return call('PUT', `/users/update/${id}`, { token: editor, payload: { roles: [await payer()] } });
  },
  // A preview of a matrix being edited: seeing as a role is bounded by one's own access too.
  'POST /previews': async () => call('POST', '/previews', { token: editor, payload: { roleId: await roleWith([]), access: PAYMENT } }),
  'POST /audit/:id/revert': async () => {
    const id = await payer();
    const cut = await call('PUT', `/roles/update/${id}`, { token: admin, payload: { name: `Cut ${++serial}`, access: [] } });
    expect(cut.statusCode, cut.body).toBe(200);
    const history = await call('GET', '/audit/list', { token: admin, query: { filters: JSON.stringify([{ key: 'record', value: id }]) } });
    const change = (history.json().body.auditLogs as AuditEntry[]).find((e) => e.action === 'update')!;
    return call('POST', `/audit/${change._id}/revert`, { token: editor, payload: {} });
  },
};

/** The routes that shape a role or a grant, read off the running app. */
function powerRoutes(): string[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const takesPower = (method: string, url: string) => {
    const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const properties = Object.values(op?.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {}));
    return properties.includes('roles') || properties.includes('access');
  };
  const found = t.app.routeTable.filter(
    (r) =>
      r.url.startsWith(API) &&
      ((r.permission?.module === 'Role Management' && r.permission.action !== 'view') ||
        (r.permission?.module === 'Audit Log' && r.permission.action === 'edit') ||
        takesPower(r.method, r.url)),
  );
  return [...new Set(found.map((r) => `${r.method} ${r.url.slice(API.length)}`))].sort();
}

beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: 1000 });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  await made('/roles/create', { name: 'Ceiling Editor', access: EDITOR_ACCESS });
  await addStaffUser(t.dbUrl, { email: 'ceiling-editor@example.com', roleName: 'Ceiling Editor' });
  editor = await signIn(t.app, 'ceiling-editor@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('every route that shapes a role or a grant keeps to the privilege ceiling', () => {
  it('knows an attack for each such route', () => {
    expect(powerRoutes()).toEqual(Object.keys(ATTACKS).sort());
  });

  it.each(Object.keys(ATTACKS))('%s: a role editor cannot go beyond their own access', async (route) => {
    const res = await ATTACKS[route]!();
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().status.message).toContain(BEYOND);
    // The refusal left the editor as they were.
    expect((await call('GET', '/payments', { token: editor })).statusCode).toBe(403);
    expect((await db.query(`select count(*)::int as n from role_access a join modules m on m.id = a.module_id join user_roles ur on ur.role_id = a.role_id
      join users u on u.id = ur.user_id where u.email = 'ceiling-editor@example.com' and m.name = 'Payment' and a."read"`)).rows[0].n).toBe(0);
  });
});
