import { format } from 'date-fns';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Import, ImportEntity } from '../../../src/shared/imports';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_MEMBER, TEST_STAFF } from '../../helpers/constants';
import { importJob, uploadCsv } from '../../helpers/imports';

/**
 * A run re-checks its rows: an update of a record someone changed after the dry run started is
 * refused on its row, naming who, and the rest is written.
 */

let t: TestApp;
let db: pg.Pool;
let admin: string;
/** Sam Staffer: User Management read and update. */
let staff: string;
/** "editor Staff": Companies read and update. */
let editor: string;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
  const role = await call('POST', '/roles/create', { token: admin, payload: { name: 'Company Editor', access: [{ module: 'Companies', read: true, update: true }] } });
  expect(role.statusCode, role.body).toBe(200);
  await addStaffUser(t.dbUrl, { email: 'editor@example.com', roleName: 'Company Editor' });
  editor = await signIn(t.app, 'editor@example.com', TEST_MEMBER.password);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

async function checked(entity: ImportEntity, lines: string[], mapping: (string | null)[]): Promise<Import> {
  const res = await uploadCsv(t.app, entity, lines.join('\n'), admin);
  expect(res.statusCode, res.body).toBe(200);
  const imp = res.json().body.import as Import;
  await importJob(t.app, imp._id, 'check', { mapping, match: 'both' }, admin);
  return imp;
}
const run = (id: string, payload: object = {}) => importJob(t.app, id, 'run', payload, admin);
const issuesOf = async (id: string) => (await call('GET', `/imports/${id}/issues`, { token: admin, query: { limit: '500' } })).json().body.issues;
const changedAt = async (table: 'users' | 'companies', id: string) => format((await db.query(`select updated_at from ${table} where id = $1`, [id])).rows[0].updated_at, 'yyyy-MM-dd HH:mm');
const refusal = (record: string, by: string, at: string) => `This ${record} was changed by ${by} at ${at} after the dry run: check the record, then import that row again in a new upload.`;

describe('users', () => {
  const MAPPING = ['firstName', 'lastName', 'email', 'city'];
  const HEADER = 'First Name,Last Name,Email,City';

  async function twoUsers(prefix: string): Promise<[string, string]> {
    const ids: string[] = [];
    for (const n of ['one', 'two']) {
      const email = `${prefix}-${n}@example.org`;
      const res = await call('POST', '/users/create', { token: admin, payload: { firstName: 'Kept', lastName: n, email, phoneNumber: '612-555-0100', city: 'Duluth' } });
      expect(res.statusCode, res.body).toBe(200);
      ids.push((await db.query('select id from users where email = $1', [email])).rows[0].id);
    }
    return ids as [string, string];
  }
  const fileFor = (prefix: string) => [HEADER, `Kept,one,${prefix}-one@example.org,Edina`, `Kept,two,${prefix}-two@example.org,Edina`];
  const cityOf = async (id: string) => (await db.query('select city from users where id = $1', [id])).rows[0].city;

  it('refuses the row of a user changed after the dry run, naming who, and updates the other', async () => {
    const [one, two] = await twoUsers('later');
    const imp = await checked('users', fileFor('later'), MAPPING);
    const edit = await call('PUT', `/users/update/${one}`, { token: staff, payload: { city: 'Bloomington' } });
    expect(edit.statusCode, edit.body).toBe(200);

    const done = await run(imp._id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 0, update: 1, unchanged: 0, error: 1 } });
    expect(await issuesOf(imp._id)).toEqual([{ line: 2, column: '', message: refusal('user', 'Sam Staffer', await changedAt('users', one)) }]);
    expect(await cityOf(one)).toBe('Bloomington');
    expect(await cityOf(two)).toBe('Edina');
  });

  it('writes both rows when nothing changed after the dry run', async () => {
    const [one, two] = await twoUsers('steady');
    const imp = await checked('users', fileFor('steady'), MAPPING);
    expect(await run(imp._id)).toMatchObject({ status: 'done', counts: { create: 0, update: 2, unchanged: 0, error: 0 } });
    expect([await cityOf(one), await cityOf(two)]).toEqual(['Edina', 'Edina']);
  });

  it('says "someone else" when the history has no entry of the change, and an all-or-nothing run writes nothing', async () => {
    const [one, two] = await twoUsers('quiet');
    const imp = await checked('users', fileFor('quiet'), MAPPING);
    // A write without an actor (as the seed's) is not in the audit history.
    await db.query("update users set city = 'Hibbing', updated_at = now() where id = $1", [two]);

    const done = await run(imp._id, { allOrNothing: true });
    expect(done).toMatchObject({ status: 'failed', counts: { update: 0, error: 1 } });
    expect(await issuesOf(imp._id)).toEqual([{ line: 3, column: '', message: refusal('user', 'someone else', await changedAt('users', two)) }]);
    expect([await cityOf(one), await cityOf(two)]).toEqual(['Duluth', 'Hibbing']);
  });

  it('compares nothing when the import has no dry run start, and forgets it when a dry run stops unfinished', async () => {
    const [one, two] = await twoUsers('unknown');
    const imp = await checked('users', fileFor('unknown'), MAPPING);
    expect((await db.query('select checked_from from imports where id = $1', [imp._id])).rows[0].checked_from).toBeInstanceOf(Date);
    await call('PUT', `/users/update/${one}`, { token: staff, payload: { city: 'Bloomington' } });
    await db.query('update imports set checked_from = null where id = $1', [imp._id]);
    expect(await run(imp._id)).toMatchObject({ counts: { update: 2, error: 0 } });
    expect([await cityOf(one), await cityOf(two)]).toEqual(['Edina', 'Edina']);

    // A dry run whose instance died: the import needs a new one.
    const again = await checked('users', fileFor('unknown'), MAPPING);
    await db.query("update imports set status = 'checking', heartbeat_at = now() - interval '1 hour' where id = $1", [again._id]);
    const swept = await call('GET', `/imports/${again._id}`, { token: admin });
    expect(swept.json().body.import.status).toBe('uploaded');
    expect((await db.query('select checked_from from imports where id = $1', [again._id])).rows[0].checked_from).toBeNull();
  });
});

describe('companies', () => {
  const company = async (id: string) => (await db.query('select name, type from companies where id = $1', [id])).rows[0];

  async function twoCompanies(prefix: string): Promise<[string, string]> {
    const ids: string[] = [];
    for (const n of ['Alpha', 'Beta']) {
      const res = await call('POST', '/company/create', { token: admin, payload: { name: `${prefix} ${n}`, type: 'Broker' } });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().body.company._id);
    }
    return ids as [string, string];
  }
  const fileFor = (prefix: string) => ['Name,Type', `${prefix} Alpha,Developer`, `${prefix} Beta,Developer`];

  it('refuses the row of a company changed after the dry run, naming who, and updates the other', async () => {
    const [alpha, beta] = await twoCompanies('Later');
    const imp = await checked('companies', fileFor('Later'), ['name', 'type']);
    const edit = await call('PUT', `/company/update/${alpha}`, { token: editor, payload: { name: 'Later Alpha', type: 'Consultant' } });
    expect(edit.statusCode, edit.body).toBe(200);

    const done = await run(imp._id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 0, update: 1, unchanged: 0, error: 1 } });
    expect(await issuesOf(imp._id)).toEqual([{ line: 2, column: '', message: refusal('company', 'editor Staff', await changedAt('companies', alpha)) }]);
    expect(await company(alpha)).toMatchObject({ type: 'Consultant' });
    expect(await company(beta)).toMatchObject({ type: 'Developer' });
  });

  it('writes both rows when nothing changed after the dry run', async () => {
    const [alpha, beta] = await twoCompanies('Steady');
    const imp = await checked('companies', fileFor('Steady'), ['name', 'type']);
    expect(await run(imp._id)).toMatchObject({ status: 'done', counts: { create: 0, update: 2, unchanged: 0, error: 0 } });
    expect([(await company(alpha)).type, (await company(beta)).type]).toEqual(['Developer', 'Developer']);
  });

  it('does not count its own earlier batches as a change: a company it created, found again in a later batch', async () => {
    // Line 2 creates it; 999 rows without a name fill the first batch; line 1002 finds it by name (no city).
    const filler = Array.from({ length: 999 }, () => ',Other,');
    const imp = await checked('companies', ['Name,Type,City', 'Own Again,Broker,Paris', ...filler, 'Own Again,Developer,'], ['name', 'type', 'city']);
    const done = await run(imp._id);
    expect(done).toMatchObject({ status: 'done', counts: { create: 1, update: 1, unchanged: 0, error: 999 } });
    expect((await db.query("select type from companies where name = 'Own Again'")).rows).toEqual([{ type: 'Developer' }]);
  });
});
