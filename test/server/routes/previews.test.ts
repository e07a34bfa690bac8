import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES } from '../../../src/shared/previews';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
/** Views roles and companies only. */
let viewer: string;
let deskId: string;
let staffRoleId: string;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

async function role(name: string, access: object[]): Promise<string> {
  const res = await call('POST', '/roles/create', { token: admin, payload: { name, access } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.role._id as string;
}

async function preview(token: string, payload: object) {
  return call('POST', '/previews', { token, payload });
}

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  deskId = await role('Company Desk', [{ module: 'Companies', read: true, create: true, update: true }]);
  staffRoleId = await role('Viewer', [
    { module: 'Role Management', read: true },
    { module: 'Companies', read: true },
  ]);
  await addStaffUser(t.dbUrl, { email: 'viewer@example.com', roleName: 'Viewer' });
  viewer = await signIn(t.app, 'viewer@example.com', TEST_MEMBER.password);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('POST /api/v1/admin/previews', () => {
  it('answers a token that sees the back-office as a holder of the role: its identity, its lists, its denials', async () => {
    const res = await preview(admin, { roleId: deskId });
    expect(res.statusCode, res.body).toBe(200);
    const { token, role } = res.json().body;
    expect(res.json().status.message).toBe(PREVIEW_MESSAGES.started);
    expect(role).toMatchObject({ _id: deskId, name: 'Company Desk' });

    const me = await call('GET', '/users/me', { token });
    expect(me.json().body.user.role).toBe('admin');
    expect(me.json().body.roles.map((r: { name: string }) => r.name)).toEqual(['Company Desk']);
    expect((await call('GET', '/company/list', { token, query: { offset: '0', limit: '5' } })).statusCode).toBe(200);
    expect((await call('GET', '/users/list/all', { token, query: { offset: '0', limit: '5' } })).statusCode).toBe(403);
  });

  it('writes nothing whatever the role allows, yet exports a list and ends', async () => {
    const { token } = (await preview(admin, { roleId: deskId })).json().body;
    const create = await call('POST', '/company/create', { token, payload: { name: 'Preview Co', type: 'Broker' } });
    expect(create.statusCode).toBe(403);
    expect(create.json().status.message).toBe(PREVIEW_MESSAGES.readOnly);
    expect((await db.query(`select count(*) from companies where name = 'Preview Co'`)).rows[0].count).toBe('0');
    const exported = await call('POST', '/export/companies', { token, payload: { columns: [{ key: 'name', label: 'Name' }] } });
    expect(exported.statusCode, exported.body).toBe(200);
    expect((await preview(token, { roleId: deskId })).statusCode).toBe(403);

    const ended = await call('POST', '/previews/end', { token });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call('POST', '/previews/end', { token: admin })).statusCode).toBe(409);
    const entries = await db.query(`select action, record_label from audit_log where entity = 'roles' and record_id = $1 and action like 'preview%' order by id`, [deskId]);
    expect(entries.rows.slice(-2)).toEqual([
      { action: 'previewStart', record_label: 'Company Desk' },
      { action: 'previewEnd', record_label: 'Company Desk' },
    ]);
  });

  it("shows a matrix being edited, not saved yet", async () => {
    const { token, role } = (await preview(admin, { roleId: deskId, access: [{ module: 'Events', read: true }] })).json().body;
    expect(role.access.filter((entry: { read: boolean }) => entry.read).map((entry: { moduleId: { name: string } }) => entry.moduleId.name)).toEqual(['Events']);
    expect((await call('GET', '/company/list', { token, query: { offset: '0', limit: '5' } })).statusCode).toBe(403);
  });

  it("refuses a role beyond the viewer's own access, naming what they lack, and one that does not exist", async () => {
    const beyond = await preview(viewer, { roleId: deskId });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().status.message).toBe(PREVIEW_MESSAGES.beyond('Companies: Create is beyond your own access. Companies: Update is beyond your own access.'));
    expect((await preview(viewer, { roleId: staffRoleId })).statusCode).toBe(200);
    expect((await preview(admin, { roleId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('needs the Role Management view permission', async () => {
    await role('Companies Only', [{ module: 'Companies', read: true }]);
    await addStaffUser(t.dbUrl, { email: 'companies.only@example.com', roleName: 'Companies Only' });
    const token = await signIn(t.app, 'companies.only@example.com', TEST_MEMBER.password);
    expect((await preview(token, { roleId: staffRoleId })).statusCode).toBe(403);
  });

  it("ends when the viewer's own access no longer covers the role", async () => {
    await role('Shrinking', [
      { module: 'Role Management', read: true },
      { module: 'Companies', read: true },
    ]);
    await addStaffUser(t.dbUrl, { email: 'shrinking@example.com', roleName: 'Shrinking' });
    const own = await signIn(t.app, 'shrinking@example.com', TEST_MEMBER.password);
    const { token } = (await preview(own, { roleId: staffRoleId })).json().body;
    expect((await call('GET', '/company/list', { token, query: { offset: '0', limit: '5' } })).statusCode).toBe(200);
    await db.query(`delete from role_access where role_id = (select id from roles where name = 'Shrinking') and module_id = (select id from modules where name = 'Companies')`);
    expect((await call('GET', '/company/list', { token, query: { offset: '0', limit: '5' } })).statusCode).toBe(401);
  });

  it('ends by itself: the token is refused once its minutes have passed', async () => {
    const { token } = (await preview(admin, { roleId: deskId })).json().body;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * 60_000 });
    expect((await call('GET', '/users/me', { token })).statusCode).toBe(401);
  });
});
