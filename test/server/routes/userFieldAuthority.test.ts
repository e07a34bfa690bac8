import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../../../src/shared/passwordPolicy';
import { REFUSAL_REASONS } from '../../../src/shared/userAuthority';
import { USER_MESSAGES } from '../../../src/shared/users';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

/**
 * Field-level authority on users (src/shared/userAuthority.ts): module permission is not enough
 * for the fields that carry power. Each case is tried as the limited user would, on every route
 * that writes a user.
 */

let t: TestApp;
let db: pg.Pool;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let staff: string;
let ids: { staff: string; member: string; admin: string; events: string; administratorRole: string; membershipRole: string; eventsRole: string };

const idOf = async (email: string) => (await db.query('select id from users where email = $1', [email])).rows[0].id as string;
const roleId = async (name: string) => (await db.query('select id from roles where name = $1', [name])).rows[0].id as string;
const roleIdsOf = async (userId: string) =>
  (await db.query('select role_id from user_roles where user_id = $1 order by role_id', [userId])).rows.map((r) => r.role_id as string);
const hashOf = async (userId: string) => (await db.query('select password_hash from users where id = $1', [userId])).rows[0].password_hash as string;

/** The user as Edit User loads it, sent back whole with some fields changed (as the form does). */
async function wholeUser(id: string, token = admin) {
  const res = await call('GET', `/users/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  const { _id: _ignored, name: _n, nameInLower: _l, createdAt: _c, updatedAt: _u, companyLocation, company, roles, supportStaffMembers, ...rest } =
    res.json().body.user;
  return {
    ...rest,
    // Users added through SQL have no phone, which the form requires.
    phoneNumber: rest.phoneNumber || '612-555-0100',
    company: company?._id ?? null,
    companyLocation: companyLocation?._id ?? null,
    roles: roles.map((r: { _id: string }) => r._id),
    supportStaffMembers: supportStaffMembers.map((s: { _id: string }) => s._id),
  };
}

/** A staff user holding a new role with the given access, signed in. */
async function holder(email: string, access: object[]) {
  const role = await call('POST', '/roles/create', { token: admin, payload: { name: `Role of ${email}`, access } });
  expect(role.statusCode, role.body).toBe(200);
  await addStaffUser(t.dbUrl, { email, roleName: `Role of ${email}` });
  return { token: await signIn(t.app, email, TEST_MEMBER.password), roleId: role.json().body.role._id as string, id: await idOf(email) };
}

const expectRefused = (res: { statusCode: number; body: string; json: () => { status: { message: string } } }, text: string) => {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().status.message).toContain(text);
};

beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: 1000 });
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  await addStaffUser(t.dbUrl); // events@example.com, Events Coordinator
  ids = {
    staff: await idOf(TEST_STAFF.email),
    member: await idOf(TEST_MEMBER.email),
    admin: await idOf(TEST_ADMIN.email),
    events: await idOf('events@example.com'),
    administratorRole: await roleId('Administrator'),
    membershipRole: await roleId('Membership Desk'),
    eventsRole: await roleId('Events Coordinator'),
  };
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('roles: only with Role Management edit, never one\'s own, never more than one holds', () => {
  it('refuses the Membership Desk raising itself to Administrator with the whole user sent back', async () => {
    const body = { ...(await wholeUser(ids.staff)), roles: [ids.membershipRole, ids.administratorRole] };
    const res = await call('PUT', `/users/update/${ids.staff}`, { token: staff, payload: body });
    expectRefused(res, `Roles: ${REFUSAL_REASONS.ownRoles}`);
    expect(await roleIdsOf(ids.staff)).toEqual([ids.membershipRole]);
    // The next request is still the Membership Desk's: no Role Management.
    expect((await call('GET', '/roles', { token: staff })).statusCode).toBe(403);
  });

  it("refuses changing another user's roles without Role Management edit, naming the permission", async () => {
    const body = { ...(await wholeUser(ids.events)), roles: [ids.eventsRole, ids.administratorRole] };
    expectRefused(await call('PUT', `/users/update/${ids.events}`, { token: staff, payload: body }), `Roles: ${REFUSAL_REASONS.needsRoleEdit}`);
    expect(await roleIdsOf(ids.events)).toEqual([ids.eventsRole]);
  });

  it('lets the same form through when roles, type and status are sent unchanged', async () => {
    const body = { ...(await wholeUser(ids.staff)), phoneNumber: '612-555-0199' };
    const res = await call('PUT', `/users/update/${ids.staff}`, { token: staff, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.user.phoneNumber).toBe('612-555-0199');
  });

  it('lets a role editor grant only roles within their own access, and never to themselves', async () => {
    const manager = await holder('manager@example.com', [
      { module: 'User Management', read: true, update: true },
      { module: 'Role Management', read: true, update: true },
      { module: 'Companies', read: true },
    ]);
    const target = ids.events;
    const grant = async (roles: string[]) =>
      call('PUT', `/users/update/${target}`, { token: manager.token, payload: { ...(await wholeUser(target)), roles } });
    expectRefused(await grant([ids.eventsRole, ids.administratorRole]), "Roles: You can't grant the role 'Administrator': Dashboard: Read is beyond your own access.");
    // Events Coordinator is held already; Membership Desk (User Management view/edit, Companies view) is within the manager's access.
    const ok = await grant([ids.eventsRole, ids.membershipRole]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await roleIdsOf(target)).sort()).toEqual([ids.eventsRole, ids.membershipRole].sort());
    // Removing a role is a change of roles too: allowed for the role editor.
    expect((await grant([ids.eventsRole])).statusCode).toBe(200);
    const own = await call('PUT', `/users/update/${manager.id}`, {
      token: manager.token,
      payload: { ...(await wholeUser(manager.id)), roles: [manager.roleId, ids.membershipRole] },
    });
    expectRefused(own, `Roles: ${REFUSAL_REASONS.ownRoles}`);
  });

  it('refuses roles on create without Role Management edit', async () => {
    const res = await call('POST', '/users/create', {
      token: (await holder('adder@example.com', [{ module: 'User Management', create: true, read: true }])).token,
      payload: { firstName: 'New', email: 'new.staff@example.com', phoneNumber: '612-555-0100', role: 'admin', roles: [ids.administratorRole] },
    });
    expectRefused(res, `User Type: ${REFUSAL_REASONS.needsRoleEdit}`);
    expect(res.json().status.message).toContain(`Roles: ${REFUSAL_REASONS.needsRoleEdit}`);
  });
});

describe('user type: Staff and super administrator are powers', () => {
  it('refuses making a member Staff without Role Management edit, but allows member to support', async () => {
    const body = await wholeUser(ids.member);
    expectRefused(await call('PUT', `/users/update/${ids.member}`, { token: staff, payload: { ...body, role: 'admin' } }), `User Type: ${REFUSAL_REASONS.needsRoleEdit}`);
    const support = await call('PUT', `/users/update/${ids.member}`, { token: staff, payload: { ...body, role: 'support' } });
    expect(support.statusCode, support.body).toBe(200);
    await call('PUT', `/users/update/${ids.member}`, { token: staff, payload: { ...body, role: 'member' } });
  });

  it("refuses changing a Staff user's type without Role Management edit", async () => {
    const body = await wholeUser(ids.events);
    expectRefused(await call('PUT', `/users/update/${ids.events}`, { token: staff, payload: { ...body, role: 'member' } }), `User Type: ${REFUSAL_REASONS.needsRoleEdit}`);
    expect((await db.query('select role from users where id = $1', [ids.events])).rows[0].role).toBe('admin');
  });

  it('refuses changing one\'s own type, even for a super administrator', async () => {
    const body = await wholeUser(ids.admin);
    expectRefused(await call('PUT', `/users/update/${ids.admin}`, { token: admin, payload: { ...body, role: 'admin' } }), `User Type: ${REFUSAL_REASONS.ownType}`);
  });

  it('lets only a super administrator make a super administrator', async () => {
    const manager = await holder('promoter@example.com', [
      { module: 'User Management', create: true, read: true, update: true, delete: true },
      { module: 'Role Management', create: true, read: true, update: true, delete: true },
    ]);
    const body = await wholeUser(ids.events);
    expectRefused(
      await call('PUT', `/users/update/${ids.events}`, { token: manager.token, payload: { ...body, role: 'superAdmin' } }),
      `User Type: ${REFUSAL_REASONS.superAdminOnly}`,
    );
    const made = await call('PUT', `/users/update/${ids.events}`, { token: admin, payload: { ...body, role: 'superAdmin' } });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().body.user.role).toBe('superAdmin');
    const back = await call('PUT', `/users/update/${ids.events}`, { token: admin, payload: { ...body, role: 'admin', roles: [ids.eventsRole] } });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('isActive: only with User Management active/inactive', () => {
  it('refuses deactivating through the edit route and on create', async () => {
    const body = await wholeUser(ids.member);
    expectRefused(await call('PUT', `/users/update/${ids.member}`, { token: staff, payload: { ...body, isActive: false } }), `Active: ${REFUSAL_REASONS.needsActiveInactive}`);
    expect((await db.query('select is_active from users where id = $1', [ids.member])).rows[0].is_active).toBe(true);
    const adder = await holder('adder2@example.com', [{ module: 'User Management', create: true, read: true }]);
    expectRefused(
      await call('POST', '/users/create', {
        token: adder.token,
        payload: { firstName: 'Off', email: 'off@example.com', phoneNumber: '612-555-0100', isActive: false },
      }),
      `Active: ${REFUSAL_REASONS.needsActiveInactive}`,
    );
    const plain = await call('POST', '/users/create', {
      token: adder.token,
      payload: { firstName: 'On', email: 'on@example.com', phoneNumber: '612-555-0100', isActive: true },
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});

describe("a Staff user's account: its status and deletion only by a role editor; one's own never", () => {
  it('refuses a desk with Active/Inactive and Delete locking out a Staff user, on every route, and lets it act on members', async () => {
    const desk = await holder('desk@example.com', [
      { module: 'User Management', read: true, update: true, delete: true },
    ]);
    await addStaffUser(t.dbUrl, { email: 'victim@example.com', roleName: 'Administrator' });
    const victim = await idOf('victim@example.com');
    const staffRefusal = `Active: ${REFUSAL_REASONS.staffAccount}`;
    expectRefused(await call('PUT', `/users/update/active/inactive/${victim}?isActive=false`, { token: desk.token }), REFUSAL_REASONS.staffAccount);
    expectRefused(
      await call('PUT', `/users/update/${victim}`, { token: desk.token, payload: { ...(await wholeUser(victim)), isActive: false } }),
      staffRefusal,
    );
    expectRefused(await call('DELETE', `/users/${victim}`, { token: desk.token }), REFUSAL_REASONS.staffAccount);
    const stored = await db.query('select is_active from users where id = $1', [victim]);
    expect(stored.rows).toEqual([{ is_active: true }]);
    // A super administrator's account, likewise, and a member's is the desk's to manage.
    expectRefused(await call('PUT', `/users/update/active/inactive/${ids.admin}?isActive=false`, { token: desk.token }), USER_MESSAGES.superAdminOnly);
    const off = await call('PUT', `/users/update/active/inactive/${ids.member}?isActive=false`, { token: desk.token });
    expect(off.statusCode, off.body).toBe(200);
    const on = await call('PUT', `/users/update/active/inactive/${ids.member}?isActive=true`, { token: desk.token });
    expect(on.statusCode, on.body).toBe(200);
    // A role editor may.
    const byAdmin = await call('PUT', `/users/update/active/inactive/${victim}?isActive=false`, { token: admin });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it("refuses deactivating oneself through the edit route, naming the field", async () => {
    const desk = await holder('desk2@example.com', [
      { module: 'User Management', read: true, update: true, delete: true },
    ]);
    expectRefused(
      await call('PUT', `/users/update/${desk.id}`, { token: desk.token, payload: { ...(await wholeUser(desk.id)), isActive: false } }),
      `Active: ${REFUSAL_REASONS.ownAccount}`,
    );
    expect((await db.query('select is_active from users where id = $1', [desk.id])).rows[0].is_active).toBe(true);
  });
});

describe('passwords: never set for another person by staff; one\'s own only with the current one', () => {
  it("refuses staff setting another user's password (no takeover) and leaves it unchanged", async () => {
    const before = await hashOf(ids.member);
    const res = await call('PUT', `/users/update/${ids.member}`, {
      token: staff,
      payload: { ...(await wholeUser(ids.member)), newPassword: 'Takeover#2026', confirmPassword: 'Takeover#2026' },
    });
    expectRefused(res, `Password: ${REFUSAL_REASONS.othersPassword}`);
    expect(await hashOf(ids.member)).toBe(before);
    expectRefused(
      await call('POST', '/users/create', {
        token: staff,
        payload: { firstName: 'Pw', email: 'pw@example.com', phoneNumber: '612-555-0100', password: 'Chosen#2026' },
      }),
      // The Membership Desk cannot add users at all: the module guard answers first.
      "You don't have access to Add User!",
    );
  });

  it('refuses one\'s own password through Edit User, even for a super administrator', async () => {
    const res = await call('PUT', `/users/update/${ids.admin}`, {
      token: admin,
      payload: { ...(await wholeUser(ids.admin)), newPassword: 'Another#2026', confirmPassword: 'Another#2026' },
    });
    expectRefused(res, `Password: ${REFUSAL_REASONS.ownPassword}`);
  });

  it("lets a super administrator set another user's password under the password rule", async () => {
    const body = await wholeUser(ids.member);
    const common = await call('PUT', `/users/update/${ids.member}`, { token: admin, payload: { ...body, newPassword: 'baseball', confirmPassword: 'baseball' } });
    expect(common.statusCode).toBe(400);
    expect(common.json().status.message).toBe(PASSWORD_MESSAGES.common);
    const short = await call('PUT', `/users/update/${ids.member}`, { token: admin, payload: { ...body, newPassword: 'Ab#1', confirmPassword: 'Ab#1' } });
    expect(short.json().status.message).toBe(USER_MESSAGES.passwordLength);
    const ok = await call('PUT', `/users/update/${ids.member}`, {
      token: admin,
      payload: { ...body, newPassword: 'Member#2026x', confirmPassword: 'Member#2026x' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await call('PUT', `/users/update/${ids.member}`, { token: admin, payload: { ...body, newPassword: TEST_MEMBER.password, confirmPassword: TEST_MEMBER.password } });
  });

  it('PUT /users/me/password: the current password, the rule, then every session ends', async () => {
    const email = 'selfpw@example.com';
    const me = await holder(email, [{ module: 'Dashboard', read: true }]);
    const other = await signIn(t.app, email, TEST_MEMBER.password);
    const change = (payload: object) => call('PUT', '/users/me/password', { token: me.token, payload });
    const wrong = await change({ currentPassword: 'not-it', newPassword: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status.message).toBe(USER_MESSAGES.currentPasswordWrong);
    const common = await change({ currentPassword: TEST_MEMBER.password, newPassword: 'sunshine', confirmPassword: 'sunshine' });
    expect(common.json().status.message).toBe(PASSWORD_MESSAGES.common);
    const asEmail = await change({ currentPassword: TEST_MEMBER.password, newPassword: email, confirmPassword: email });
    expect(asEmail.json().status.message).toBe(PASSWORD_MESSAGES.email);
    const mismatch = await change({ currentPassword: TEST_MEMBER.password, newPassword: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2027' });
    expect(mismatch.json().status.message).toBe(USER_MESSAGES.passwordMismatch);
    const ok = await change({ currentPassword: TEST_MEMBER.password, newPassword: 'Fresh#Pass2026', confirmPassword: 'Fresh#Pass2026' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', '/users/me', { token: me.token })).statusCode).toBe(401);
    expect((await call('GET', '/users/me', { token: other })).statusCode).toBe(401);
    await signIn(t.app, email, 'Fresh#Pass2026');
  });
});

describe("a Staff user's email is the key to their account", () => {
  it('refuses changing it without Role Management edit; a member\'s email may change', async () => {
    expectRefused(
      await call('PUT', `/users/update/${ids.events}`, { token: staff, payload: { ...(await wholeUser(ids.events)), email: 'thief@example.com' } }),
      `Email: ${REFUSAL_REASONS.staffEmail}`,
    );
    const member = await wholeUser(ids.member);
    const moved = await call('PUT', `/users/update/${ids.member}`, { token: staff, payload: { ...member, email: 'morgan.moved@example.com' } });
    expect(moved.statusCode, moved.body).toBe(200);
    await call('PUT', `/users/update/${ids.member}`, { token: staff, payload: { ...member, email: TEST_MEMBER.email } });
  });
});

describe('the profile route is the same gate', () => {
  it('sends a self-update carrying power fields through the table, not the profile path', async () => {
    const res = await call('PUT', `/users/update/${ids.staff}`, {
      token: staff,
      payload: { firstName: 'Sam', lastName: 'Staffer', roles: [ids.administratorRole] },
    });
    expectRefused(res, `Roles: ${REFUSAL_REASONS.ownRoles}`);
    const events = await signIn(t.app, 'events@example.com', TEST_MEMBER.password);
    // Without User Management edit, only the profile fields: anything else is the module's denial.
    expectRefused(
      await call('PUT', `/users/update/${ids.events}`, { token: events, payload: { firstName: 'Eve', lastName: 'Staff', isActive: false } }),
      "You don't have access to Edit User!",
    );
  });
});

describe('losing the last role ends the sessions at once', () => {
  it('signs the user out everywhere when an edit removes their last role', async () => {
    const target = await holder('lastrole@example.com', [{ module: 'Dashboard', read: true }]);
    expect((await call('GET', '/users/me', { token: target.token })).statusCode).toBe(200);
    const res = await call('PUT', `/users/update/${target.id}`, { token: admin, payload: { ...(await wholeUser(target.id)), roles: [] } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/users/me', { token: target.token })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/admin/users/:id/password-reset-link', () => {
  it("mails the user a single-use link (User Management edit), never a super administrator's by staff, never an inactive user's", async () => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mailsTo = (email: string) =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox) : []).filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(`To: ${email}`));
    // Mail queued by the cases before (an email-change notice) goes out first.
    await t.app.mailOutbox.drain();
    const before = mailsTo(TEST_MEMBER.email).length;
    const sent = await call('POST', `/users/${ids.member}/password-reset-link`, { token: staff });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status.message).toBe(USER_MESSAGES.resetLinkSent.replace('%{email}', TEST_MEMBER.email));
    await t.app.mailOutbox.drain();
    expect(mailsTo(TEST_MEMBER.email)).toHaveLength(before + 1);
    const mail = fs.readFileSync(path.join(outbox, mailsTo(TEST_MEMBER.email).sort().at(-1)!), 'utf8').replace(/=\r?\n/g, '');
    expect(mail).toContain('A member of the association staff asked for a password reset link');

    expectRefused(await call('POST', `/users/${ids.admin}/password-reset-link`, { token: staff }), USER_MESSAGES.superAdminOnly);
    await db.query('update users set is_active = false where id = $1', [ids.events]);
    const inactive = await call('POST', `/users/${ids.events}/password-reset-link`, { token: staff });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().status.message).toBe(USER_MESSAGES.resetLinkInactive);
    await db.query('update users set is_active = true where id = $1', [ids.events]);
    const viewer = await holder('viewer@example.com', [{ module: 'User Management', read: true }]);
    expectRefused(await call('POST', `/users/${ids.member}/password-reset-link`, { token: viewer.token }), "You don't have access to Edit User!");
  });
});
