import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

const API = '/api/v1/admin';
let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(async () => {
  await t.close();
});

const me = async (token: string) => (await t.app.inject({ method: 'GET', url: `${API}/users/me`, headers: bearer(token) })).json().body.user;
const update = (token: string, id: string, payload: object, version?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `${API}/users/update/${id}`,
    headers: { ...bearer(token), ...(version ? { 'if-match': `"${version}"` } : {}) },
    payload,
  });

describe('the own profile is versioned', () => {
  it('answers the version in /users/me, and refuses a profile save over a change staff made since', async () => {
    const loaded = await me(staff);
    expect(loaded.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const byStaff = await update(admin, loaded._id, { phoneNumber: '612-555-0199' });
    expect(byStaff.statusCode).toBe(200);
    const changed = await me(staff);
    expect(changed.updatedAt).not.toBe(loaded.updatedAt);

    const profile = { firstName: 'Samuel', lastName: loaded.lastName, email: loaded.email, phoneNumber: null, picture: null };
    const stale = await update(staff, loaded._id, profile, loaded.updatedAt);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().status.message).toMatch(/while you were editing/);
    expect(stale.json().body.conflict).toMatchObject({ version: changed.updatedAt, fields: expect.arrayContaining(['phoneNumber']) });
    expect(await me(staff)).toMatchObject({ firstName: loaded.firstName, phoneNumber: '612-555-0199' });

    const knowing = await update(staff, loaded._id, profile, stale.json().body.conflict.version);
    expect(knowing.statusCode).toBe(200);
    expect(knowing.json().body.user).toMatchObject({ firstName: 'Samuel', phoneNumber: null });
    expect(knowing.json().body.user.updatedAt).toBe((await me(staff)).updatedAt);
  });
});
