import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import type { AuditEntry } from '../../../src/shared/audit';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';

/**
 * What the audit history records (migration 0016, src/server/core/auditContext.ts): every write through
 * the API, in its transaction, with who, from where, and each changed field's old and new value;
 * attachments on the record they belong to; secrets only as "changed"; security events.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let adminId: string;
let db: pg.Pool;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  adminId = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_ADMIN.email])).rows[0]!.id;
});
afterAll(async () => {
  await db.end();
  await t.close();
});

/** One record's history through the API, newest first. */
async function historyOf(recordId: string, token = admin): Promise<AuditEntry[]> {
  const res = await call('GET', '/audit/list', { token, query: { filters: JSON.stringify([{ key: 'record', value: recordId }]), limit: '100' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.auditLogs as AuditEntry[];
}
const fieldOf = (entry: AuditEntry | undefined, field: string) => entry?.changes.find((c) => c.field === field);
async function ok(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, query?: Record<string, string>) {
  const res = await call(method, path, { token: admin, payload, query });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
  return res.json().body;
}

describe('companies', () => {
  it('records create, update (old and new), status and delete, with the actor and the address', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Audit Realty', type: 'Broker' });
    await ok('PUT', `/company/update/${company._id}`, { name: 'Audit Realty Group', type: 'Broker', websiteUrl: 'https://audit.example' });
    await ok('PUT', `/company/update/active/inactive/${company._id}`, undefined, { isActive: 'false' });
    const history = await historyOf(company._id);
    expect(history.map((e) => e.action)).toEqual(['status', 'update', 'create']);
    const [status, update, create] = history;
    expect(create).toMatchObject({ entity: 'companies', recordId: company._id, recordLabel: 'Audit Realty', actorId: adminId, clientIp: '127.0.0.1' });
    expect(create!.actorName).not.toBe('');
    expect(fieldOf(create, 'name')).toEqual({ field: 'name', new: 'Audit Realty' });
    expect(fieldOf(update, 'name')).toEqual({ field: 'name', old: 'Audit Realty', new: 'Audit Realty Group' });
    expect(fieldOf(update, 'websiteUrl')).toEqual({ field: 'websiteUrl', old: '', new: 'https://audit.example' });
    // Housekeeping (updatedAt, the lower-case copy) is not a change anyone made.
    expect(update!.changes.map((c) => c.field).sort()).toEqual(['name', 'websiteUrl']);
    expect(status!.changes).toEqual([{ field: 'isActive', old: true, new: false }]);

    await ok('DELETE', `/company/${company._id}`);
    const [deleted] = await historyOf(company._id);
    expect(deleted).toMatchObject({ action: 'delete', recordLabel: 'Audit Realty Group' });
    // The whole record, for a restore.
    expect(fieldOf(deleted, 'type')).toEqual({ field: 'type', old: 'Broker' });
  });

  it('records a location attached to a company on the location and in the company’s history', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Attach Realty', type: 'Broker' });
    const { location } = await ok('POST', '/locations/create', { name: 'Attach Office', type: 'branch', marketId: 'twinCities', companyId: company._id });
    const history = await historyOf(company._id);
    const attached = history.find((e) => e.entity === 'locations');
    expect(attached).toMatchObject({ action: 'create', recordId: location[0]._id, recordLabel: 'Attach Office' });
    expect(fieldOf(attached, 'companyId')).toMatchObject({ new: company._id, newLabel: 'Attach Realty' });
  });
});

describe('users', () => {
  it("records a member's company change with both companies' names, in one entry per save", async () => {
    const member = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_MEMBER.email])).rows[0]!.id;
    const { company: first } = await ok('POST', '/company/create', { name: 'First Brokerage', type: 'Broker' });
    const { company: second } = await ok('POST', '/company/create', { name: 'Second Brokerage', type: 'Broker' });
    await ok('PUT', `/users/update/${member}`, { company: first._id });
    await ok('PUT', `/users/update/${member}`, { company: second._id, firstName: 'Moved' });
    const [moved] = await historyOf(member);
    expect(moved).toMatchObject({ entity: 'users', action: 'update', actorId: adminId });
    expect(fieldOf(moved, 'companyId')).toEqual({ field: 'companyId', old: first._id, new: second._id, oldLabel: 'First Brokerage', newLabel: 'Second Brokerage' });
    expect(fieldOf(moved, 'firstName')).toMatchObject({ new: 'Moved' });
    // The member's move shows in both companies' histories too.
    expect((await historyOf(first._id)).some((e) => e.recordId === member)).toBe(true);
  });

  it("records a staff user's roles as one field, by name", async () => {
    await addStaffUser(t.dbUrl, { email: 'roles-audit@example.com', roleName: 'Events Coordinator' });
    const staff = (await db.query<{ id: string }>('select id from users where email = $1', ['roles-audit@example.com'])).rows[0]!.id;
    const { role: helper } = await ok('POST', '/roles/create', { name: 'Roster Helper', access: [{ module: 'Events', read: true }] });
    const coordinator = (await db.query<{ id: string }>(`select id from roles where name = 'Events Coordinator'`)).rows[0]!.id;
    await ok('PUT', `/users/update/${staff}`, { roles: [coordinator, helper._id] });
    const [entry] = await historyOf(staff);
    const roles = fieldOf(entry, 'roles')!;
    expect(roles.oldLabel).toEqual(['Events Coordinator']);
    expect([...(roles.newLabel as string[])].sort()).toEqual(['Events Coordinator', 'Roster Helper']);
  });

  it("records a staff user created with roles as one 'create' entry holding them (a link change merges into its record's creation)", async () => {
    const { role } = await ok('POST', '/roles/create', { name: 'Welcome Desk', access: [{ module: 'Events', read: true }] });
    const { user } = await ok('POST', '/users/create', { firstName: 'Nell', lastName: 'New', email: 'nell.new@example.com', phoneNumber: '1', role: 'admin', roles: [role._id], password: 'Nell#2026pass' });
    const entries = await historyOf(user._id);
    expect(entries.map((e) => e.action)).toEqual(['create']);
    expect(fieldOf(entries[0], 'roles')?.newLabel).toEqual(['Welcome Desk']);
    expect(fieldOf(entries[0], 'email')?.new).toBe('nell.new@example.com');
  });

  it('records a password change as changed, never its hash, and sign-in and sign-out as security events', async () => {
    const staffToken = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const staff = (await db.query<{ id: string; password_hash: string }>('select id, password_hash from users where email = $1', [TEST_STAFF.email])).rows[0]!;
    const changed = await call('PUT', '/users/me/password', {
      token: staffToken,
      payload: { currentPassword: TEST_STAFF.password, newPassword: 'Brand-New#Pass2026', confirmPassword: 'Brand-New#Pass2026' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await signIn(t.app, TEST_STAFF.email, 'Brand-New#Pass2026');
    await call('POST', '/users/sign-out', { token: again, payload: {} });
    const history = await historyOf(staff.id);
    expect(history.slice(0, 3).map((e) => e.action)).toEqual(['signOut', 'signIn', 'update']);
    expect(history[2]!.changes).toEqual([{ field: 'passwordHash', changed: true }]);
    expect(history.find((e) => e.action === 'signIn')).toMatchObject({ actorId: staff.id, recordId: staff.id });
    // No hash, old or new, is stored anywhere in the history.
    const newHash = (await db.query<{ password_hash: string }>('select password_hash from users where id = $1', [staff.id])).rows[0]!.password_hash;
    const stored = (await db.query<{ all: string }>('select string_agg(changes::text, ' + "' '" + ') as all from audit_log')).rows[0]!.all;
    expect(stored).not.toContain(staff.password_hash);
    expect(stored).not.toContain(newHash);
    expect(stored).not.toContain('$argon2');
  });
});

describe('roles', () => {
  it("records a role's access matrix by module name, flags before and after", async () => {
    const { role } = await ok('POST', '/roles/create', { name: 'Audit Clerk', access: [{ module: 'Payment', read: true }] });
    await ok('PUT', `/roles/update/${role._id}`, { name: 'Audit Clerk', access: [{ module: 'Payment', read: true, update: true }, { module: 'Companies', read: true }] });
    const [update, create] = await historyOf(role._id);
    expect(fieldOf(create, 'access.Payment')).toEqual({ field: 'access.Payment', old: [], new: ['read'] });
    expect(fieldOf(update, 'access.Payment')).toEqual({ field: 'access.Payment', old: ['read'], new: ['read', 'update'] });
    expect(fieldOf(update, 'access.Companies')).toEqual({ field: 'access.Companies', old: [], new: ['read'] });
  });
});

describe('events, attendance and payments', () => {
  it("records attendance and credits on the event's and the member's histories, and keys and codes only as changed", async () => {
    const { event } = await ok('POST', '/events/create', { name: 'Audit Class', startAt: '2026-05-04T14:00:00Z', endAt: '2026-05-04T17:00:00Z', venue: 'Hall', courseCredit: 3 });
    const member = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_MEMBER.email])).rows[0]!.id;
    await ok('POST', `/events/${event._id}/attendees`, { userIds: [member] });
    await ok('PUT', `/events/${event._id}/attendees/${member}`, { attended: true, creditHours: 2.5 });
    await ok('POST', `/events/${event._id}/public-link`);
    const history = await historyOf(event._id);
    const credits = history.find((e) => e.entity === 'eventAttendees' && e.action === 'update');
    expect(fieldOf(credits, 'attended')).toMatchObject({ old: false, new: true });
    expect(fieldOf(credits, 'creditHours')).toMatchObject({ old: null, new: 2.5 });
    const registered = history.find((e) => e.entity === 'eventAttendees' && e.action === 'create')!;
    expect(fieldOf(registered, 'userId')).toMatchObject({ new: member, newLabel: expect.any(String) });
    expect(fieldOf(registered, 'checkInCode')).toEqual({ field: 'checkInCode', changed: true });
    const link = history.find((e) => e.entity === 'events' && e.action === 'update')!;
    expect(fieldOf(link, 'rosterKey')).toEqual({ field: 'rosterKey', changed: true });
    const keys = (await db.query<{ public_key: string }>('select public_key from events where id = $1', [event._id])).rows[0]!;
    expect(JSON.stringify(history)).not.toContain(keys.public_key);
    expect((await historyOf(member)).some((e) => e.entity === 'eventAttendees')).toBe(true);
  });

  it('records a payment on the payment and its payer', async () => {
    const member = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_MEMBER.email])).rows[0]!.id;
    const { payment } = await ok('POST', '/payments/create', { purpose: 'other', amountCents: 1200, method: 'cash', paidOn: '2026-05-01', user: member });
    await ok('PUT', `/payments/update/${payment._id}`, { purpose: 'other', amountCents: 1500, method: 'cash', paidOn: '2026-05-01', user: member });
    const [update] = await historyOf(payment._id);
    expect(fieldOf(update, 'amountCents')).toMatchObject({ old: 1200, new: 1500 });
    expect((await historyOf(member)).some((e) => e.recordId === payment._id)).toBe(true);
  });
});

describe('what is not recorded', () => {
  it('leaves writes made outside a request (the seed, jobs) out', async () => {
    const before = (await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;
    await db.query(`update companies set name = name || ' (renamed by a job)' where name = 'Attach Realty'`);
    expect((await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n).toBe(before);
  });
});

describe('AUDIT_LOG=off', () => {
  it('records nothing while the history is off, and puts nothing back', async () => {
    expect(loadConfig({ AUDIT_LOG: 'off' }).auditEnabled).toBe(false);
    expect(() => loadConfig({ AUDIT_LOG: 'no' })).toThrow('AUDIT_LOG must be on or off');
    const before = (await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n;
    const last = (await db.query<{ id: string }>('select id::text from audit_log order by id desc limit 1')).rows[0]!.id;
    t.app.auditEnabled = false;
    try {
      await ok('POST', '/company/create', { name: 'Unrecorded Realty', type: 'Broker' });
      await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
      expect((await db.query<{ n: number }>('select count(*)::int as n from audit_log')).rows[0]!.n).toBe(before);
      const refused = await call('POST', `/audit/${last}/revert`, { token: admin, payload: {} });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().status.message).toBe('The audit history is off (AUDIT_LOG=off): nothing can be put back from it.');
    } finally {
      t.app.auditEnabled = true;
    }
  });
});

describe('who may read it', () => {
  it('needs the Audit Log module to list; anyone signed in sees their own entries', async () => {
    const staffToken = await signIn(t.app, 'roles-audit@example.com', TEST_MEMBER.password);
    const refused = await call('GET', '/audit/list', { token: staffToken });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status.message).toBe("You don't have access to View Audit Log!");
    const mine = await call('GET', '/audit/mine', { token: admin });
    expect(mine.statusCode).toBe(200);
    const own = mine.json().body.auditLogs as AuditEntry[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((e) => e.actorId === adminId)).toBe(true);
  });

  it('answers one entry by its number, with the same permission', async () => {
    const [latest] = (await call('GET', '/audit/list', { token: admin })).json().body.auditLogs as AuditEntry[];
    const one = await call('GET', `/audit/${latest!._id}`, { token: admin });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().body.auditLog).toEqual(latest);
    const missing = await call('GET', '/audit/999999999999', { token: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status.message).toBe('This audit entry does not exist.');
    expect((await call('GET', '/audit/abc', { token: admin })).statusCode).toBe(400);
    const staffToken = await signIn(t.app, 'roles-audit@example.com', TEST_MEMBER.password);
    expect((await call('GET', `/audit/${latest!._id}`, { token: staffToken })).statusCode).toBe(403);
  });
});
