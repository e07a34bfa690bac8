import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVERT_MESSAGES } from '../../../src/server/resources/audit/revert';
import type { AuditEntry } from '../../../src/shared/audit';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

/** POST /audit/:id/revert: put a change back, field by field or whole, or restore a deleted record. */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let db: pg.Pool;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

async function ok(method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, token = admin) {
  const res = await call(method, path, { token, payload });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
  return res.json().body;
}
async function historyOf(recordId: string): Promise<AuditEntry[]> {
  const res = await call('GET', '/audit/list', { token: admin, query: { filters: JSON.stringify([{ key: 'record', value: recordId }]) } });
  return res.json().body.auditLogs as AuditEntry[];
}
const revert = (entryId: string, fields?: string[], token = admin) =>
  call('POST', `/audit/${entryId}/revert`, { token, payload: fields ? { fields } : {} });
const companyNamed = async (id: string) => (await db.query<{ name: string; website_url: string }>('select name, website_url from companies where id = $1', [id])).rows[0];

describe('POST /api/v1/admin/audit/:id/revert', () => {
  it('puts a whole change back, and records the revert as a change of its own', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Revert Realty', type: 'Broker' });
    await ok('PUT', `/company/update/${company._id}`, { name: 'Renamed Realty', type: 'Appraisal', websiteUrl: 'https://renamed.example' });
    const [update] = await historyOf(company._id);
    const res = await revert(update!._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(REVERT_MESSAGES.reverted);
    const made = res.json().body.auditLog as AuditEntry;
    expect(made).toMatchObject({ action: 'revert', reverts: update!._id, recordId: company._id });
    expect(made.changes.find((c) => c.field === 'name')).toMatchObject({ old: 'Renamed Realty', new: 'Revert Realty' });
    expect(await companyNamed(company._id)).toEqual({ name: 'Revert Realty', website_url: '' });
    expect((await historyOf(company._id))[0]!.action).toBe('revert');
  });

  it('puts back one field only, leaving the entry’s others', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Field Realty', type: 'Broker' });
    await ok('PUT', `/company/update/${company._id}`, { name: 'Field Realty Two', type: 'Broker', websiteUrl: 'https://two.example' });
    const [update] = await historyOf(company._id);
    expect((await revert(update!._id, ['websiteUrl'])).statusCode).toBe(200);
    expect(await companyNamed(company._id)).toEqual({ name: 'Field Realty Two', website_url: '' });
    const unknown = await revert(update!._id, ['nothingHere']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().status.message).toBe(REVERT_MESSAGES.unknownField('nothingHere'));
  });

  it('refuses when the field changed again since, naming the newer change', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Conflict One', type: 'Broker' });
    await ok('PUT', `/company/update/${company._id}`, { name: 'Conflict Two', type: 'Broker' });
    const [first] = await historyOf(company._id);
    await ok('PUT', `/company/update/${company._id}`, { name: 'Conflict Three', type: 'Broker' });
    const [newer] = await historyOf(company._id);
    const res = await revert(first!._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().status.message).toMatch(new RegExp(`^name was changed by .+ at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d after this entry \\(entry ${newer!._id}\\): put that change back first\\.$`));
    expect((await companyNamed(company._id))!.name).toBe('Conflict Three');
  });

  it("puts back a member's company and a role's access", async () => {
    const member = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_MEMBER.email])).rows[0]!.id;
    const { company: a } = await ok('POST', '/company/create', { name: 'Member Home A', type: 'Broker' });
    const { company: b } = await ok('POST', '/company/create', { name: 'Member Home B', type: 'Broker' });
    await ok('PUT', `/users/update/${member}`, { company: a._id });
    await ok('PUT', `/users/update/${member}`, { company: b._id });
    const [moved] = await historyOf(member);
    expect((await revert(moved!._id, ['companyId'])).statusCode).toBe(200);
    expect((await db.query('select company_id from users where id = $1', [member])).rows[0].company_id).toBe(a._id);

    const { role } = await ok('POST', '/roles/create', { name: 'Revert Clerk', access: [{ module: 'Payment', read: true }] });
    await ok('PUT', `/roles/update/${role._id}`, { name: 'Revert Clerk', access: [{ module: 'Payment', read: true, update: true }] });
    const [changed] = await historyOf(role._id);
    expect((await revert(changed!._id, ['access.Payment'])).statusCode).toBe(200);
    const { rows } = await db.query(`select a.read, a.update from role_access a join modules m on m.id = a.module_id where a.role_id = $1 and m.name = 'Payment'`, [role._id]);
    expect(rows).toEqual([{ read: true, update: false }]);
  });

  it('restores a deleted record from its deletion entry, once', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Gone Realty', type: 'Developer', websiteUrl: 'https://gone.example' });
    await ok('DELETE', `/company/${company._id}`);
    const [deleted] = await historyOf(company._id);
    expect(deleted!.action).toBe('delete');
    // The deletion's fields cannot be "reverted" on a record that is not there, but it can be restored.
    const res = await revert(deleted!._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status.message).toBe(REVERT_MESSAGES.restored);
    expect(res.json().body.auditLog).toMatchObject({ action: 'restore', reverts: deleted!._id });
    expect(await companyNamed(company._id)).toEqual({ name: 'Gone Realty', website_url: 'https://gone.example' });
    const again = await revert(deleted!._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toBe(REVERT_MESSAGES.exists);
  });

  it('refuses to revert a change of a record deleted since, and a restore whose references are gone', async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Short Lived', type: 'Broker' });
    await ok('PUT', `/company/update/${company._id}`, { name: 'Short Lived Two', type: 'Broker' });
    const [update] = await historyOf(company._id);
    const { location } = await ok('POST', '/locations/create', { name: 'Orphan Office', type: 'branch', marketId: 'twinCities', companyId: company._id });
    await ok('DELETE', `/locations/${location[0]._id}`);
    await ok('DELETE', `/company/${company._id}`);
    const gone = await revert(update!._id);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().status.message).toBe(REVERT_MESSAGES.gone);
    const locationDeleted = (await historyOf(location[0]._id)).find((e) => e.action === 'delete')!;
    const broken = await revert(locationDeleted._id);
    expect(broken.statusCode).toBe(409);
    expect(broken.json().status.message).toBe(REVERT_MESSAGES.brokenReference);
  });

  it('refuses secrets, security events and created records', async () => {
    const res = await call('PUT', '/users/me/password', {
      token: admin,
      payload: { currentPassword: TEST_ADMIN.password, newPassword: 'Another#Pass2026x', confirmPassword: 'Another#Pass2026x' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const adminId = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_ADMIN.email])).rows[0]!.id;
    admin = await signIn(t.app, TEST_ADMIN.email, 'Another#Pass2026x');
    const history = await historyOf(adminId);
    const password = history.find((e) => e.changes.some((c) => c.field === 'passwordHash'))!;
    expect((await revert(password._id, ['passwordHash'])).json().status.message).toBe(REVERT_MESSAGES.secret);
    const signInEntry = history.find((e) => e.action === 'signIn')!;
    expect((await revert(signInEntry._id)).json().status.message).toBe(REVERT_MESSAGES.notChange);
    expect((await revert('999999999')).statusCode).toBe(404);
  });
});

describe('who may revert', () => {
  it("needs Audit Log edit, and the record's module edit; a user's power fields follow the user form's rules", async () => {
    const { company } = await ok('POST', '/company/create', { name: 'Guarded Realty', type: 'Broker' });
    await ok('PUT', `/company/update/${company._id}`, { name: 'Guarded Realty Two', type: 'Broker' });
    const [update] = await historyOf(company._id);
    // Audit Log view and edit, but no Companies edit.
    await ok('POST', '/roles/create', { name: 'Auditor', access: [{ module: 'Audit Log', read: true, update: true }] });
    await addStaffUser(t.dbUrl, { email: 'auditor@example.com', roleName: 'Auditor' });
    const auditor = await signIn(t.app, 'auditor@example.com', TEST_MEMBER.password);
    const refused = await revert(update!._id, undefined, auditor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status.message).toBe("You don't have access to Edit Company!");
    // Audit Log view only.
    await addStaffUser(t.dbUrl, { email: 'viewer@example.com', roleName: 'Events Coordinator' });
    await ok('POST', '/roles/create', { name: 'Viewer', access: [{ module: 'Audit Log', read: true }, { module: 'Companies', read: true, update: true }] });
    await db.query(`update user_roles set role_id = (select id from roles where name = 'Viewer') where user_id = (select id from users where email = 'viewer@example.com')`);
    const viewer = await signIn(t.app, 'viewer@example.com', TEST_MEMBER.password);
    const noEdit = await revert(update!._id, undefined, viewer);
    expect(noEdit.statusCode).toBe(403);
    expect(noEdit.json().status.message).toBe("You don't have access to Edit Audit Log!");

    // A staff user with User Management edit may not put a user's type back to super administrator.
    const target = (await db.query<{ id: string }>(`select id from users where email = 'auditor@example.com'`)).rows[0]!.id;
    await db.query(`update users set role = 'member' where id = $1`, [target]);
    await db.query(
      `insert into audit_log (entity, record_id, action, changes) values ('users', $1, 'update', '{"role": {"old": "superAdmin", "new": "member"}}')`,
      [target],
    );
    const forged = (await db.query<{ id: string }>(`select id::text from audit_log where record_id = $1 order by id desc limit 1`, [target])).rows[0]!.id;
    await ok('POST', '/roles/create', { name: 'User Editor', access: [{ module: 'Audit Log', read: true, update: true }, { module: 'User Management', read: true, update: true }] });
    await addStaffUser(t.dbUrl, { email: 'editor@example.com', roleName: 'User Editor' });
    const editor = await signIn(t.app, 'editor@example.com', TEST_MEMBER.password);
    const power = await revert(forged, undefined, editor);
    expect(power.statusCode).toBe(403);
    expect((await db.query('select role from users where id = $1', [target])).rows[0].role).toBe('member');
  });
});
