import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import } from '../../../src/shared/imports';
import { storeImportFile } from '../../../src/server/core/imports/store';
import { undoImport } from '../../../src/server/core/imports/undo';
import { USER_IMPORT_FIELDS } from '../../../src/shared/userImport';
import { addStaffUser, apiCaller, bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { importJob, uploadCsv } from '../../helpers/imports';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
/** User Management add (and view) only: may import new users, not update or undo. */
let adder: string;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const role = await call('POST', '/roles/create', {
    token: admin,
    payload: { name: 'Import Desk', access: [{ module: 'User Management', create: true, read: true }] },
  });
  expect(role.statusCode, role.body).toBe(200);
  await addStaffUser(t.dbUrl, { email: 'adder@example.com', roleName: 'Import Desk' });
  adder = await signIn(t.app, 'adder@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

const upload = (content: string | Buffer, token = admin, field = 'file', filename = 'people.csv') => uploadCsv(t.app, 'users', content, token, { field, filename });

async function uploaded(content: string): Promise<Import> {
  const res = await upload(content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.import as Import;
}

const job = (id: string, path: 'check' | 'run' | 'undo', payload: object, token = admin) => importJob(t.app, id, path, payload, token);
const issuesOf = async (id: string) => (await call('GET', `/imports/${id}/issues`, { token: admin, query: { limit: '500' } })).json().body.issues as { line: number; column: string; message: string }[];
const userByEmail = async (email: string) => (await db.query('select * from users where lower(email) = $1', [email.toLowerCase()])).rows[0];
const countUsers = async () => Number((await db.query('select count(*) from users')).rows[0].count);

const HEADER = 'First Name,Last Name,Email,Primary Phone,Member Status,Allow MCPE Access,City';
const MAPPING = ['firstName', 'lastName', 'email', 'phoneNumber', 'mncarMemberStatus', 'alowMcpeAccess', 'city'];

describe('POST /api/v1/admin/imports/users/upload', () => {
  it('stores the file and answers its columns, first rows, row count and distinct values', async () => {
    const csv = `\uFEFF${HEADER}\r\nAda,Lovelace,ada@example.org,612-555-0001,Active,Yes,Minneapolis\r\n\r\nAlan,Turing,alan@example.org,612-555-0002,Active,No,"St. Paul"\r\n`;
    const imp = await uploaded(csv);
    expect(imp).toMatchObject({ entity: 'users', fileName: 'people.csv', rowCount: 2, status: 'uploaded', createdByName: expect.any(String) });
    expect(imp.headers).toEqual(HEADER.split(','));
    expect(imp.samples[1]).toEqual(['Alan', 'Turing', 'alan@example.org', '612-555-0002', 'Active', 'No', 'St. Paul']);
    expect(imp.columnValues[4]).toEqual(['Active']);
    expect(imp.columnValues[5]).toEqual(['Yes', 'No']);
    const chunks = await db.query('select sum(length(data))::int as bytes from import_chunks where import_id = $1', [imp._id]);
    expect(chunks.rows[0].bytes).toBe(Buffer.byteLength(csv));
  });

  it('keeps the file name without its control characters', async () => {
    const res = await upload('Email\na@example.org\n', admin, 'file', 'mem\u0007bers.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.import.fileName).toBe('members.csv');
  });

  it('reads a semicolon-separated file', async () => {
    const imp = await uploaded('Email;First Name\na@example.org;"Smith; Jr"\n');
    expect(imp.headers).toEqual(['Email', 'First Name']);
    expect(imp.samples[0]).toEqual(['a@example.org', 'Smith; Jr']);
  });

  it('refuses a file that is not UTF-8, one with a NUL character, one without rows, and a request without the file, keeping nothing', async () => {
    const before = Number((await db.query('select count(*) from imports')).rows[0].count);
    const latin1 = await upload(Buffer.concat([Buffer.from('Email,City\nx@example.org,'), Buffer.from([0xe9]), Buffer.from('\n')]));
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json().status.message).toMatch(/^Line 2: the file is not UTF-8 text/);
    const empty = await upload('Email,City\n\n,\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().status.message).toContain('no data rows');
    const nul = await upload('Email,City\nx@example.org,Duluth\ny@example.org,Du\u0000luth\n');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().status.message).toMatch(/^Line 3: the file holds a NUL character/);
    const wrongField = await upload('Email\na@example.org\n', admin, 'attachment');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().status.message).toContain('Choose a CSV file');
    expect(Number((await db.query('select count(*) from imports')).rows[0].count)).toBe(before);
  });

  it('needs the User Management add permission', async () => {
    const member = await signIn(t.app, TEST_MEMBER.email, TEST_MEMBER.password).catch(() => null);
    await addStaffUser(t.dbUrl, { email: 'desk@example.com', roleName: 'Membership Desk' });
    const desk = await signIn(t.app, 'desk@example.com', TEST_MEMBER.password);
    const res = await upload('Email\na@example.org\n', desk);
    expect(res.statusCode).toBe(403);
    expect(res.json().status.message).toContain("don't have access");
    if (member) expect((await upload('Email\na@example.org\n', member)).statusCode).toBe(403);
    expect((await call('GET', '/imports/list', { token: desk })).statusCode).toBe(403);
  });
});

describe('POST /api/v1/admin/imports/:id/check (the dry run)', () => {
  it('refuses settings that do not fit the file', async () => {
    const imp = await uploaded(`${HEADER}\nAda,L,ada1@example.org,612-555-0001,Active,Yes,X\n`);
    const check = (payload: object) => call('POST', `/imports/${imp._id}/check`, { token: admin, payload });
    const cases: [object, string][] = [
      [{ mapping: ['email'], match: 'both' }, "each of the file's 7 columns"],
      [{ mapping: [...MAPPING.slice(0, 6), 'password'], match: 'both' }, '"password" is not a field an import can fill'],
      [{ mapping: [...MAPPING.slice(0, 6), 'email'], match: 'both' }, 'given to two columns'],
      [{ mapping: [...MAPPING.slice(0, 2), null, ...MAPPING.slice(3)], match: 'both' }, 'Map a column to "email"'],
      [{ mapping: MAPPING, match: 'both', valueMaps: { city: { X: 'Y' } } }, 'Value maps are for choice fields'],
      [{ mapping: MAPPING, match: 'both', valueMaps: { mncarMemberStatus: { M: 'Gold' } } }, '"Gold" is not a value of "mncarMemberStatus"'],
    ];
    for (const [payload, message] of cases) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().status.message).toContain(message);
    }
  });

  it('counts what each row would do and lists the refused ones, writing nothing', async () => {
    await call('POST', '/users/create', {
      token: admin,
      payload: { firstName: 'Existing', lastName: 'One', email: 'existing@example.org', phoneNumber: '612-555-0100', city: 'Duluth' },
    });
    const csv = [
      HEADER,
      'New,Person,new1@example.org,612-555-0001,M,Yes,Minneapolis',
      'Existing,One,EXISTING@example.org,612-555-0100,,,Duluth',
      'Existing,One,existing@example.org,612-555-0100,,,Rochester',
      ',Nameless,nameless@example.org,612-555-0003,Active,Maybe,X',
      'Bad,Email,not-an-email,612-555-0004,Active,No,X',
    ].join('\n');
    const imp = await uploaded(csv);
    const before = await countUsers();
    const done = await job(imp._id, 'check', { mapping: MAPPING, match: 'both', valueMaps: { mncarMemberStatus: { M: 'Active' } } });
    expect(done.status).toBe('checked');
    expect(done.checkedCounts).toEqual({ create: 1, update: 0, unchanged: 1, error: 3 });
    expect(done.rowsDone).toBe(5);
    const issues = await issuesOf(imp._id);
    expect(issues).toEqual(
      expect.arrayContaining([
        { line: 4, column: 'Email', message: 'This email is also on line 3: a file gives each user once.' },
        { line: 5, column: 'Allow MCPE Access', message: '"Maybe" is not Yes or No.' },
        { line: 5, column: 'First Name', message: expect.stringContaining('First name') },
        { line: 6, column: 'Email', message: 'Please enter valid Email Address!' },
      ]),
    );
    expect(await countUsers()).toBe(before);

    const download = await call('GET', `/imports/${imp._id}/issues/csv`, { token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="people-problems.csv"');
    const lines = download.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Line,Column,Problem');
    expect(lines).toContain('6,Email,Please enter valid Email Address!');
  });

  it('updating existing users needs the edit permission too', async () => {
    const imp = (await upload(`${HEADER}\nA,B,adder-new@example.org,612-555-0001,,,X\n`, adder)).json().body.import as Import;
    const both = await call('POST', `/imports/${imp._id}/check`, { token: adder, payload: { mapping: MAPPING, match: 'both' } });
    expect(both.statusCode).toBe(403);
    const created = await job(imp._id, 'check', { mapping: MAPPING, match: 'create' }, adder);
    expect(created.checkedCounts).toEqual({ create: 1, update: 0, unchanged: 0, error: 0 });
  });
});

describe('re-importing our own user export', () => {
  it('maps every column the report shares with the import by its header, and finds nothing to change', async () => {
    await call('POST', '/users/create', {
      token: admin,
      payload: {
        firstName: 'Round',
        lastName: 'Trip',
        email: 'round.trip@example.org',
        phoneNumber: '612-555-0190',
        dob: '1980-03-07',
        groups: ['Title', 'Support'],
        alowMcpeAccess: true,
        mncarMemberStatus: 'Active',
        designations: '=SUM(A1)',
        isActive: false,
      },
    });
    const exported = await t.app.inject({ method: 'GET', url: '/api/v1/admin/users/list/all', query: { download: 'csv' }, headers: bearer(admin) });
    expect(exported.statusCode).toBe(200);
    const imp = await uploaded(exported.body);
    const mapping = imp.headers.map((header) => USER_IMPORT_FIELDS.find((field) => field.header === header)?.key ?? null);
    expect(mapping.filter(Boolean)).toHaveLength(USER_IMPORT_FIELDS.length);
    const checked = await job(imp._id, 'check', { mapping, match: 'update' });
    expect(await issuesOf(imp._id)).toEqual([]);
    expect(checked.checkedCounts).toEqual({ create: 0, update: 0, unchanged: imp.rowCount, error: 0 });
  });
});

describe('storeImportFile', () => {
  it('touches the database only once the client has sent the whole file (a slow client holds no pool connection)', async () => {
    const touched: string[] = [];
    let sent = false;
    const watched = new Proxy(t.app.db, {
      get(target, key) {
        if (!sent) touched.push(String(key));
        return Reflect.get(target, key, target);
      },
    });
    async function* slowClient(): AsyncGenerator<Buffer> {
      yield Buffer.from(`${HEADER}\n`);
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        yield Buffer.from(`Slow,Sender${i},slow${i}@example.org,612-555-0001,,,X\n`);
      }
      sent = true;
    }
    const [me] = (await db.query('select id, name from users where email = $1', [TEST_ADMIN.email])).rows;
    const row = await storeImportFile(watched, 'users', 'slow.csv', slowClient(), { id: me.id, name: me.name });
    expect(touched).toEqual([]);
    expect(row).toMatchObject({ rowCount: 3, fileName: 'slow.csv', headers: HEADER.split(',') });
    const stored = await db.query('select sum(length(data))::int as bytes, count(*)::int as n from import_chunks where import_id = $1', [row.id]);
    expect(stored.rows[0]).toEqual({ bytes: row.fileBytes, n: 1 });
  });
});

describe('storeImportFile, a client that stops half way', () => {
  it('leaves no import and no temporary file behind', async () => {
    const before = Number((await db.query('select count(*) from imports')).rows[0].count);
    // A temporary folder of this test's own, so that other files' uploads do not show in it.
    const own = await mkdtemp(join(tmpdir(), 'import-spool-test-'));
    const kept = process.env.TMPDIR;
    process.env.TMPDIR = own;
    async function* gone(): AsyncGenerator<Buffer> {
      yield Buffer.from(`${HEADER}\nA,B,gone@example.org,612-555-0001,,,X\n`);
      throw new Error('the client went away');
    }
    try {
      const [me] = (await db.query('select id, name from users where email = $1', [TEST_ADMIN.email])).rows;
      await expect(storeImportFile(t.app.db, 'users', 'gone.csv', gone(), { id: me.id, name: me.name })).rejects.toThrow('the client went away');
      expect(await readdir(own)).toEqual([]);
    } finally {
      if (kept === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = kept;
      await rm(own, { recursive: true, force: true });
    }
    expect(Number((await db.query('select count(*) from imports')).rows[0].count)).toBe(before);
  });
});

describe('POST /api/v1/admin/imports/:id/run, /cancel and /undo', () => {
  it('runs only after a dry run, creates and updates in the audit history under the import, and undoes them', async () => {
    await call('POST', '/users/create', {
      token: admin,
      payload: { firstName: 'Kept', lastName: 'Before', email: 'kept@example.org', phoneNumber: '612-555-0100', city: 'Duluth', mncarMemberStatus: 'Active' },
    });
    const imp = await uploaded([HEADER, 'Fresh,Face,fresh@example.org,612-555-0001,Active,Yes,Edina', 'Kept,Before,kept@example.org,612-555-0100,Pending,,St. Cloud'].join('\n'));
    const early = await call('POST', `/imports/${imp._id}/run`, { token: admin, payload: {} });
    expect(early.statusCode).toBe(409);
    expect(early.json().status.message).toContain('dry run first');

    const checked = await job(imp._id, 'check', { mapping: MAPPING, match: 'both' });
    expect(checked.checkedCounts).toEqual({ create: 1, update: 1, unchanged: 0, error: 0 });
    const done = await job(imp._id, 'run', {});
    expect(done).toMatchObject({ status: 'done', counts: { create: 1, update: 1, unchanged: 0, error: 0 }, rowsDone: 2 });
    const fresh = await userByEmail('fresh@example.org');
    expect(fresh).toMatchObject({ first_name: 'Fresh', name: 'Fresh Face', mncar_member_status: 'Active', alow_mcpe_access: true, city: 'Edina', phone_number: '612-555-0001' });
    expect(await userByEmail('kept@example.org')).toMatchObject({ city: 'St. Cloud', mncar_member_status: 'Pending' });
    const entries = await db.query('select action, record_id from audit_log where import_id = $1 order by id', [imp._id]);
    expect(entries.rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect((await call('POST', `/imports/${imp._id}/run`, { token: admin, payload: {} })).statusCode).toBe(409);

    // Undoing needs delete (it created a user): the add-only desk may not.
    const refused = await call('POST', `/imports/${imp._id}/undo`, { token: adder });
    expect(refused.statusCode).toBe(403);

    // A job: it answers at once, and the import says how far it got.
    const undo = await call('POST', `/imports/${imp._id}/undo`, { token: admin });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().body.import).toMatchObject({ status: 'undoing', undoneByName: expect.any(String), rowsDone: 0 });
    expect(undo.json().status.message).toContain('The undo has started');
    await t.app.importJobs.idle();
    const undone = (await call('GET', `/imports/${imp._id}`, { token: admin })).json().body.import as Import;
    expect(undone).toMatchObject({ status: 'undone', undoneByName: expect.any(String), undoRecords: 2, rowsDone: 2, message: null, counts: { create: 1, update: 1 } });
    expect(await userByEmail('fresh@example.org')).toBeUndefined();
    expect(await userByEmail('kept@example.org')).toMatchObject({ city: 'Duluth', mncar_member_status: 'Active' });
    const undoEntries = await db.query(
      "select action from audit_log where import_id is null and record_id = any($1) and action in ('delete', 'revert') order by id",
      [entries.rows.map((r) => r.record_id)],
    );
    expect(undoEntries.rows.map((r) => r.action).sort()).toEqual(['delete', 'revert']);
    expect((await call('POST', `/imports/${imp._id}/undo`, { token: admin })).statusCode).toBe(409);
  });

  it('refuses to undo when a record it wrote was changed since, naming it, and undoes nothing', async () => {
    const imp = await uploaded([HEADER, 'Later,Changed,later@example.org,612-555-0001,Active,No,Edina', 'Other,New,other-new@example.org,612-555-0002,,,X'].join('\n'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'create' });
    await job(imp._id, 'run', {});
    const later = await userByEmail('later@example.org');
    const edit = await call('PUT', `/users/update/${later.id}`, { token: admin, payload: { city: 'Bloomington' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const refused = await job(imp._id, 'undo', {});
    expect(refused).toMatchObject({ status: 'done', undoneAt: null, undoneByName: null });
    expect(refused.message).toMatch(/^1 record was changed after the import, so nothing was undone: Later Changed \(by .+ on \d{4}-\d\d-\d\d \d\d:\d\d, entry \d+\)/);
    expect(await userByEmail('other-new@example.org')).toBeDefined();
  });

  it('writes nothing in all-or-nothing mode when a row is refused', async () => {
    const imp = await uploaded([HEADER, 'Good,Row,good-aon@example.org,612-555-0001,,,X', 'Bad,Row,bad-aon@example.org,612-555-0002,Gold,,X'].join('\n'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'both' });
    const done = await job(imp._id, 'run', { allOrNothing: true });
    expect(done).toMatchObject({ status: 'failed', counts: { create: 0, update: 0, error: 1 }, allOrNothing: true });
    expect(done.message).toContain('Nothing was written: 1 row was refused');
    expect(await userByEmail('good-aon@example.org')).toBeUndefined();
    expect(await issuesOf(imp._id)).toEqual([{ line: 3, column: 'Member Status', message: expect.stringContaining('"Gold" is not one of') }]);
  });

  it('skips refused rows otherwise, and refuses a power field the person may not set', async () => {
    const imp = (await upload([`${HEADER},User Type`, 'Plain,Person,plain-m@example.org,612-555-0001,,,X,Member', 'Want,Staff,want-staff@example.org,612-555-0002,,,X,Staff'].join('\n'), adder)).json().body.import as Import;
    await job(imp._id, 'check', { mapping: [...MAPPING, 'role'], match: 'create' }, adder);
    const done = await job(imp._id, 'run', {}, adder);
    expect(done.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 1 });
    expect(await userByEmail('plain-m@example.org')).toMatchObject({ role: 'member' });
    expect(await userByEmail('want-staff@example.org')).toBeUndefined();
    expect((await issuesOf(imp._id))[0]).toMatchObject({ line: 3, column: 'User Type', message: expect.stringContaining('User Type:') });
  });

  it('runs a file of several batches (each checked while the one before is written) with the outcomes of one row at a time', async () => {
    await call('POST', '/users/create', {
      token: admin,
      payload: { firstName: 'Multi', lastName: 'Existing', email: 'multi-existing@example.org', phoneNumber: '612-555-0100', city: 'Duluth' },
    });
    const rows = Array.from({ length: 2600 }, (_, i) => `Multi,N${i},multi${i}@example.org,612-555-0000,,,Edina`);
    rows[1500] = 'Again,Same,MULTI7@example.org,612-555-0000,,,Edina'; // line 1502: the email of line 9, in another batch
    rows[2500] = 'Multi,Existing,multi-existing@example.org,612-555-0100,,,Winona'; // an update in the last batch
    const imp = await uploaded([HEADER, ...rows].join('\n'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'both' });
    const done = await job(imp._id, 'run', {});
    expect(done).toMatchObject({ status: 'done', rowsDone: 2600, counts: { create: 2598, update: 1, unchanged: 0, error: 1 } });
    expect(await issuesOf(imp._id)).toEqual([{ line: 1502, column: 'Email', message: expect.stringContaining('line 9') }]);
    expect(Number((await db.query("select count(*) from users where email like 'multi%@example.org' and email <> 'multi-existing@example.org'")).rows[0].count)).toBe(2598);
    expect(await userByEmail('multi-existing@example.org')).toMatchObject({ city: 'Winona' });
    expect(Number((await db.query('select count(*) from audit_log where import_id = $1', [imp._id])).rows[0].count)).toBe(2599);
  });

  it('stops a run when cancelled, keeping the rows written, which can be undone', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => `Bulk,N${i},bulk${i}@example.org,612-555-0000,,,X`);
    const imp = await uploaded([HEADER, ...rows].join('\n'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'create' });
    const started = await call('POST', `/imports/${imp._id}/run`, { token: admin, payload: {} });
    expect(started.statusCode).toBe(200);
    const cancel = await call('POST', `/imports/${imp._id}/cancel`, { token: admin });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.importJobs.idle();
    const done = (await call('GET', `/imports/${imp._id}`, { token: admin })).json().body.import as Import;
    expect(done.status).toBe('cancelled');
    expect(done.rowsDone).toBeLessThan(2500);
    const written = Number((await db.query("select count(*) from users where email like 'bulk%@example.org'")).rows[0].count);
    expect(written).toBe(done.counts!.create);
    expect((await call('POST', `/imports/${imp._id}/cancel`, { token: admin })).statusCode).toBe(409);
    expect((await job(imp._id, 'undo', {})).status).toBe('undone');
    expect(Number((await db.query("select count(*) from users where email like 'bulk%@example.org'")).rows[0].count)).toBe(0);
  });

  it('undoes nothing when the undo stops half way (the server closing), and refuses to cancel or start another while it works', async () => {
    const imp = await uploaded([HEADER, 'Half,Way,half-way@example.org,612-555-0001,,,X', 'Half,Two,half-two@example.org,612-555-0002,,,X'].join('\n'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'create' });
    await job(imp._id, 'run', {});
    const actor = { id: randomUUID(), role: 'superAdmin', roles: [], name: 'Closing Test', context: { actorId: null, ip: '127.0.0.1' } };
    const seen: number[] = [];
    const stop = undoImport(t.app.db, imp._id, 'users', actor, async (done, total) => {
      seen.push(done, total);
      if (done > 0) throw new Error('closing');
    });
    await expect(stop).rejects.toThrow('closing');
    expect(seen).toEqual([0, 2, 2, 2]);
    expect(await userByEmail('half-way@example.org')).toBeDefined();
    expect(await userByEmail('half-two@example.org')).toBeDefined();

    await db.query("update imports set status = 'undoing', undo_from = 'done', heartbeat_at = now() where id = $1", [imp._id]);
    const cancel = await call('POST', `/imports/${imp._id}/cancel`, { token: admin });
    expect(cancel.statusCode).toBe(409);
    const again = await call('POST', `/imports/${imp._id}/undo`, { token: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json().status.message).toContain('being worked on');
  });

  it('puts an undo whose instance stopped back where it was, with nothing undone', async () => {
    const imp = await uploaded(`${HEADER}\nA,B,stale-undo@example.org,612-555-0001,,,X\n`);
    await job(imp._id, 'check', { mapping: MAPPING, match: 'create' });
    await job(imp._id, 'run', {});
    await db.query("update imports set status = 'undoing', undo_from = 'done', undone_by_name = 'Gone', undone_at = now(), heartbeat_at = now() - interval '10 minutes' where id = $1", [imp._id]);
    const row = (await call('GET', `/imports/${imp._id}`, { token: admin })).json().body.import as Import;
    expect(row).toMatchObject({ status: 'done', undoneAt: null, undoneByName: null });
    expect(row.message).toContain('nothing was undone: undo it again');
    expect((await job(imp._id, 'undo', {})).status).toBe('undone');
  });

  it('marks a job whose instance stopped as interrupted', async () => {
    const imp = await uploaded(`${HEADER}\nA,B,stale@example.org,612-555-0001,,,X\n`);
    await db.query("update imports set status = 'running', heartbeat_at = now() - interval '10 minutes' where id = $1", [imp._id]);
    const row = (await call('GET', `/imports/${imp._id}`, { token: admin })).json().body.import as Import;
    expect(row.status).toBe('interrupted');
    expect(row.message).toContain('The server stopped');
  });

  it('lists the imports newest first', async () => {
    const res = await call('GET', '/imports/list', { token: admin, query: { limit: '2' } });
    expect(res.statusCode).toBe(200);
    const { imports, total } = res.json().body as { imports: Import[]; total: number };
    expect(imports).toHaveLength(2);
    expect(total).toBeGreaterThan(5);
    expect(imports[0]!.createdAt >= imports[1]!.createdAt).toBe(true);
  });
});
