import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/shared/messages';
import { USER_MESSAGES } from '../../../src/shared/users';
import { addStaffUser, bearer, buildTestApp, signIn, type TestApp, recordedUpload } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

let t: TestApp;
let staffToken: string;
let adminToken: string;
let staffId: string;
let adminId: string;
let eventsToken: string;
let eventsId: string;

beforeAll(async () => {
  t = await buildTestApp();
  staffToken = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  adminToken = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const me = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: { email, password } })).json().body
      .user._id as string;
  staffId = await me(TEST_STAFF.email, TEST_STAFF.password);
  adminId = await me(TEST_ADMIN.email, TEST_ADMIN.password);
  // A user whose role gives no User Management access (Events Coordinator).
  await addStaffUser(t.dbUrl);
  eventsToken = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
  eventsId = await me('events@example.com', TEST_MEMBER.password);
});
afterAll(() => t.close());

const put = (id: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/update/${id}`,
    payload,
    headers: token ? bearer(token) : {},
  });

describe('PUT /api/v1/admin/users/update/:id (profile)', () => {
  it('updates the signed-in user and answers the new session user', async () => {
    const picture = await recordedUpload(t.dbUrl);
    const res = await put(
      staffId,
      { firstName: 'Samantha', lastName: 'Stone', email: TEST_STAFF.email, phoneNumber: '612-555-0100', picture },
      staffToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.profileUpdated);
    expect(res.json().body.user).toMatchObject({
      _id: staffId,
      firstName: 'Samantha',
      lastName: 'Stone',
      name: 'Samantha Stone',
      phoneNumber: '612-555-0100',
      picture,
      email: TEST_STAFF.email,
    });
    // Persisted: a fresh sign-in sees it.
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/admin/users/sign-in', payload: TEST_STAFF });
    expect(again.json().body.user.name).toBe('Samantha Stone');
    staffToken = again.json().body.token;
  });

  it('lets a user without User Management access update their own profile fields', async () => {
    const res = await put(eventsId, { firstName: 'Eve', lastName: 'Events', phoneNumber: '651-555-0101' }, eventsToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().status.message).toBe(MESSAGES.profileUpdated);
    expect(res.json().body.user).toMatchObject({ _id: eventsId, name: 'Eve Events', phoneNumber: '651-555-0101' });
  });

  it('requires first and last name', async () => {
    const res = await put(eventsId, { firstName: ' ', lastName: 'Stone' }, eventsToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('firstName: First name is required');
    const noLast = await put(eventsId, { firstName: 'Sam' }, eventsToken);
    expect(noLast.statusCode).toBe(400);
    expect(noLast.json().status.message).toMatch(/^lastName: /);
  });

  it('does not let a user change their own email from the profile', async () => {
    const res = await put(eventsId, { firstName: 'Eve', lastName: 'Events', email: 'new@example.com' }, eventsToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().status.message).toBe('The email address cannot be changed from the profile.');
  });

  it("refuses another user's profile without User Management edit access", async () => {
    const denied = await put(adminId, { firstName: 'Super', lastName: 'Admin' }, eventsToken);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ status: { code: 403, message: "You don't have access to Edit User!" }, body: {} });
    // The membership desk role has User Management update: allowed, except for a super administrator.
    const allowed = await put(eventsId, { firstName: 'Eve', lastName: 'Events' }, staffToken);
    expect(allowed.statusCode).toBe(200);
    const superAdmin = await put(adminId, { firstName: 'Super', lastName: 'Admin' }, staffToken);
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json().status.message).toBe(USER_MESSAGES.superAdminOnly);
  });

  it('lets the super admin edit others, checks uniqueness and unknown ids', async () => {
    const taken = await put(staffId, { firstName: 'Sam', lastName: 'Stone', email: TEST_ADMIN.email }, adminToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().status.message).toBe(MESSAGES.emailTaken);
    const unknown = await put('00000000-0000-4000-8000-000000000000', { firstName: 'A', lastName: 'B' }, adminToken);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().status.message).toBe(MESSAGES.userNotFound);
    const badId = await put('42', { firstName: 'A', lastName: 'B' }, adminToken);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().status.message).toBe('id: must be a valid id');
  });

  it('needs a token, checked before the input', async () => {
    const res = await put(staffId, { firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(401);
    // Without a valid token nothing is validated: no hint about ids or fields leaks out.
    const badInput = await put('not-an-id', {});
    expect(badInput.statusCode).toBe(401);
  });
});
