import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

const API = '/api/v1/admin';
let t: TestApp;
let db: pg.Pool;
let admin: string;
let staff: string;
let deskId: string;

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 1 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  deskId = (await db.query<{ id: string }>(`select id from roles where name = 'Membership Desk'`)).rows[0]!.id;
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const me = (token?: string) => t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: token ? bearer(token) : {} });
type Entry = { moduleId: { name: string }; create: boolean; read: boolean; update: boolean; delete: boolean };
type SessionRole = { _id: string; name: string; isActive: boolean; access: Entry[] };
const rolesOf = async (token: string) => (await me(token)).json().body.roles as SessionRole[];

describe('GET /api/v1/admin/users/me', () => {
  it('answers the signed-in user and their current roles, as sign-in does', async () => {
    const signedIn = (await t.app.inject({ method: 'POST', url: `${API}/users/sign-in`, payload: TEST_STAFF })).json().body;
    const res = await me(staff);
    expect(res.statusCode).toBe(200);
    // Someone's own data: never kept by a browser or a proxy.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().body).toEqual({ user: signedIn.user, roles: signedIn.roles });
    expect(res.json().body.user).toMatchObject({ email: TEST_STAFF.email, role: 'admin', firstName: 'Sam' });
    expect(res.json().body.user.passwordHash).toBeUndefined();
    const [desk] = res.json().body.roles as SessionRole[];
    expect(desk).toMatchObject({ _id: deskId, name: 'Membership Desk', isActive: true });
    expect(desk!.access.find((a) => a.moduleId.name === 'User Management')).toMatchObject({ read: true, update: true, delete: false });
  });

  it('answers the super admin with no roles', async () => {
    const res = await me(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ user: { email: TEST_ADMIN.email, role: 'superAdmin' }, roles: [] });
  });

  it('shows a change of the role on the very next request', async () => {
    const update = await t.app.inject({
      method: 'PUT',
      url: `${API}/roles/update/${deskId}`,
      headers: bearer(admin),
      payload: { name: 'Membership Desk', access: [{ module: 'Payment', read: true }] },
    });
    expect(update.statusCode).toBe(200);
    const [desk] = await rolesOf(staff);
    expect(desk!.access.map((a) => a.moduleId.name)).toEqual(['Payment']);
    expect(desk!.access[0]).toMatchObject({ create: false, read: true, update: false, delete: false });

    // An inactive role is not among the current roles, and comes back when reactivated.
    const status = (isActive: string) =>
      t.app.inject({ method: 'PUT', url: `${API}/roles/update/active/inactive/${deskId}`, query: { isActive }, headers: bearer(admin) });
    expect((await status('false')).statusCode).toBe(200);
    expect(await rolesOf(staff)).toEqual([]);
    expect((await status('true')).statusCode).toBe(200);
    expect((await rolesOf(staff)).map((r) => r.name)).toEqual(['Membership Desk']);

    // A role taken from the user is gone at once.
    await db.query('delete from user_roles where role_id = $1', [deskId]);
    expect(await rolesOf(staff)).toEqual([]);
  });

  it('needs a valid token, but no module permission', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('not-a-token')).json().status).toEqual({ code: 401, message: 'Your session has expired. Please sign in again.' });
  });
});
