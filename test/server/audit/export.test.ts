import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';
import { parseCsv } from '../../helpers/csv';

/** 'Export Table' of the audit history (POST /export/audit): the list's filtered set as CSV, its changes in one cell. */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let db: pg.Pool;

/** The CSV's lines, without the BOM (no cell here holds a line break). */
const lines = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\n');

const COLUMNS = [
  { key: 'at', label: 'When' },
  { key: 'actorName', label: 'Who' },
  { key: 'clientIp', label: 'Address' },
  { key: 'entity', label: 'Record type', values: { companies: 'Company', users: 'Member' } },
  { key: 'recordLabel', label: 'Record' },
  { key: 'action', label: 'Action', values: { create: 'Created', update: 'Updated', status: 'Status' } },
  { key: 'changes', label: 'Changes' },
];

async function ok(method: 'POST' | 'PUT', path: string, payload?: object, query?: Record<string, string>) {
  const res = await call(method, path, { token: admin, payload, query });
  expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(200);
  return res.json().body;
}

let companyId: string;
let memberId: string;

beforeAll(async () => {
  t = await buildTestApp();
  call = apiCaller(t.app);
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  const { company } = await ok('POST', '/company/create', { name: 'Ledger Realty', type: 'Broker' });
  companyId = company._id;
  await ok('PUT', `/company/update/${companyId}`, { name: 'Ledger Realty Group', type: 'Developer', websiteUrl: 'https://ledger.example' });
  await ok('PUT', `/company/update/active/inactive/${companyId}`, undefined, { isActive: 'false' });
  memberId = (await db.query<{ id: string }>('select id from users where email = $1', [TEST_MEMBER.email])).rows[0]!.id;
  await ok('PUT', `/users/update/${memberId}`, { company: companyId });
  await ok('POST', '/company/create', { name: 'Other Realty', type: 'Broker' });
});
afterAll(async () => {
  await db.end();
  await t.close();
});

describe('POST /api/v1/admin/export/audit', () => {
  it("writes the header row in the columns' order and only the entries the filters match, newest first", async () => {
    const res = await call('POST', '/export/audit', {
      token: admin,
      payload: { columns: COLUMNS, filters: [{ key: 'record', value: companyId }, { key: 'entity', value: 'companies' }], timeZone: 'America/Chicago' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(lines(res.body)[0]).toBe('When,Who,Address,Record type,Record,Action,Changes');
    const [, ...rows] = parseCsv(res.body);
    // The member's move belongs to the company's history, but the entity filter leaves it out; Other Realty is another record.
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row[5])).toEqual(['Status', 'Updated', 'Created']);
    for (const row of rows) {
      expect(row[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [AP]M$/);
      expect(row[1]).not.toBe('');
      expect(row.slice(2, 4)).toEqual(['127.0.0.1', 'Company']);
    }
    // The record's name when each entry was written.
    expect(rows.map((row) => row[4])).toEqual(['Ledger Realty Group', 'Ledger Realty Group', 'Ledger Realty']);
    expect(res.body).not.toContain('Other Realty');
    expect(rows[0]![6]).toBe('isActive: true → false');
    // Fields in order, '; ' between them (the cell is quoted for the ';').
    expect(rows[1]![6]).toBe('name: Ledger Realty → Ledger Realty Group; type: Broker → Developer; websiteUrl: → https://ledger.example');
    expect(rows[2]![6]).toContain('name: → Ledger Realty;');
  });

  it('names fields as the screens do and referenced records by name', async () => {
    const res = await call('POST', '/export/audit', {
      token: admin,
      payload: { columns: [{ key: 'changes', label: 'Changes' }], filters: [{ key: 'record', value: memberId }, { key: 'entity', value: 'users' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, [moved]] = parseCsv(res.body) as [string[], string[]];
    // The company it left and the one it joined, by name; the old location by name, the new one empty.
    expect(moved).toMatch(/^companyId: [^;]+ → Ledger Realty Group; companyLocationId: [^;]+ →$/);

    const { role } = await ok('POST', '/roles/create', { name: 'Export Clerk', access: [{ module: 'Payment', read: true }] });
    await ok('PUT', `/roles/update/${role._id}`, { name: 'Export Clerk', access: [{ module: 'Payment', read: true, update: true }] });
    const roleRes = await call('POST', '/export/audit', {
      token: admin,
      payload: { columns: [{ key: 'action', label: 'Action' }, { key: 'changes', label: 'Changes' }], filters: [{ key: 'record', value: role._id }] },
    });
    expect(parseCsv(roleRes.body).slice(1, 2)).toEqual([['update', 'access.Payment: read → read, update']]);
  });

  it('writes secrets only as changed', async () => {
    await db.query(`insert into audit_log (entity, record_id, action, changes) values ('users', $1, 'update', '{"password_hash": {"changed": true}}')`, [memberId]);
    const res = await call('POST', '/export/audit', {
      token: admin,
      payload: { columns: [{ key: 'changes', label: 'Changes' }], filters: [{ key: 'record', value: memberId }] },
    });
    expect(lines(res.body)[1]).toBe('passwordHash: changed');
  });

  it('needs the Audit Log module (view), as the list does', async () => {
    await addStaffUser(t.dbUrl, { email: 'export-audit@example.com', roleName: 'Events Coordinator' });
    const staff = await signIn(t.app, 'export-audit@example.com', TEST_MEMBER.password);
    const refused = await call('POST', '/export/audit', { token: staff, payload: { columns: COLUMNS } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status.message).toBe("You don't have access to View Audit Log!");
    expect((await call('POST', '/export/audit', { payload: { columns: COLUMNS } })).statusCode).toBe(401);
    const unknown = await call('POST', '/export/audit', { token: admin, payload: { columns: [{ key: 'changes', label: 'x' }], filters: [{ key: 'entity', value: 'planets' }] } });
    expect(unknown.statusCode).toBe(400);
  });
});
