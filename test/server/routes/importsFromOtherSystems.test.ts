import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_LIMITS } from '../../../src/shared/companyValues';
import { maxCharactersMessage } from '../../../src/shared/fields';
import type { Import } from '../../../src/shared/imports';
import { addStaffUser, apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { importJob, uploadCsv } from '../../helpers/imports';
import { TEST_ADMIN, TEST_MEMBER } from '../../helpers/constants';

let t: TestApp;
let db: pg.Pool;
let admin: string;
/** User Management in full, no Companies: may import users, not create their companies. */
let userDesk: string;

const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await buildTestApp();
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const role = await call('POST', '/roles/create', {
    token: admin,
    payload: { name: 'User Desk', access: [{ module: 'User Management', create: true, read: true, update: true, delete: true }] },
  });
  expect(role.statusCode, role.body).toBe(200);
  await addStaffUser(t.dbUrl, { email: 'user.desk@example.com', roleName: 'User Desk' });
  userDesk = await signIn(t.app, 'user.desk@example.com', TEST_MEMBER.password);
  await db.query(`insert into companies (name, type) values ('Lakeside Brokers', 'Broker')`);
});
afterAll(async () => {
  await db.end();
  await t.close();
});

async function uploaded(content: string): Promise<Import> {
  const res = await uploadCsv(t.app, 'users', content, admin, { filename: 'members.csv' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.import as Import;
}
const job = (id: string, step: 'check' | 'run' | 'undo', payload: object, token = admin) => importJob(t.app, id, step, payload, token);
const issuesOf = async (id: string) => (await call('GET', `/imports/${id}/issues`, { token: admin, query: { limit: '500' } })).json().body.issues as { line: number; column: string; message: string }[];
const userByEmail = async (email: string) => (await db.query('select * from users where lower(email) = $1', [email.toLowerCase()])).rows[0];
const companiesNamed = async (name: string) => (await db.query('select * from companies where lower(name) = lower($1)', [name])).rows;

const MEMBERS = [
  'First Name,Last Name,Email,Organization,Member Since,State,Phone',
  'Ann,Avery,ann.avery@example.org,Northwind Realty,25/12/2019,Minnesota,612-555-0101',
  'Ben,Brook,ben.brook@example.org,NORTHWIND REALTY,03/01/2020,Minn.,612-555-0102',
  'Cy,Cole,cy.cole@example.org,Lakeside Brokers,13/02/2021,WI,612-555-0103',
  'Di,Dunn,di.dunn@example.org,,,,612-555-0104',
].join('\r\n');
const MAPPING = ['firstName', 'lastName', 'email', 'company', 'createdAt', 'state', 'phoneNumber'];

describe('a members file from another system', () => {
  it('counts the empty and filled cells of every column on upload', async () => {
    const imp = await uploaded(MEMBERS);
    expect(imp.filledCounts).toEqual([4, 4, 4, 3, 3, 3, 4]);
  });

  it('names the rows whose organization is not on file, with each choice: refused, left without a company, or the company created', async () => {
    const imp = await uploaded(MEMBERS);
    const refused = await job(imp._id, 'check', { mapping: MAPPING, match: 'both', dateFormat: 'DMY' });
    expect(refused.checkedCounts).toEqual({ create: 2, update: 0, unchanged: 0, error: 2 });
    expect(refused.checkedNotes).toEqual({ unknownCompanies: { rows: 2, names: 1 } });
    expect((await issuesOf(imp._id)).map((i) => i.message)).toEqual(['No company is named "Northwind Realty".', 'No company is named "NORTHWIND REALTY".']);

    const none = await job(imp._id, 'check', { mapping: MAPPING, match: 'both', dateFormat: 'DMY', unknownCompany: 'none' });
    expect(none.checkedCounts).toEqual({ create: 4, update: 0, unchanged: 0, error: 0 });
    expect(none.checkedNotes).toEqual({ unknownCompanies: { rows: 2, names: 1 } });

    const create = await job(imp._id, 'check', { mapping: MAPPING, match: 'both', dateFormat: 'DMY', unknownCompany: 'create' });
    expect(create).toMatchObject({ unknownCompany: 'create', dateFormat: 'DMY', checkedCounts: { create: 4, error: 0 } });
    expect(await companiesNamed('Northwind Realty')).toHaveLength(0);

    const done = await job(imp._id, 'run', {});
    expect(done.counts).toEqual({ create: 4, update: 0, unchanged: 0, error: 0 });
    const [northwind, ...more] = await companiesNamed('Northwind Realty');
    expect(more).toHaveLength(0);
    expect(northwind).toMatchObject({ name: 'Northwind Realty', type: 'Other' });
    const ann = await userByEmail('ann.avery@example.org');
    expect(ann).toMatchObject({ company_id: northwind.id, state: 'MN' });
    expect((ann.created_at as Date).toISOString().slice(0, 10)).toBe('2019-12-25');
    expect(await userByEmail('ben.brook@example.org')).toMatchObject({ company_id: northwind.id, state: 'MN' });
    expect((await userByEmail('cy.cole@example.org')).company_id).toBe((await companiesNamed('Lakeside Brokers'))[0].id);

    const undone = await job(imp._id, 'undo', {});
    expect(undone.status).toBe('undone');
    expect(await companiesNamed('Northwind Realty')).toHaveLength(0);
    expect(await userByEmail('ann.avery@example.org')).toBeUndefined();
  });

  it('leaves a person without a company when told to, the company on file kept for the others', async () => {
    const imp = await uploaded(MEMBERS.replaceAll('@example.org', '@none.example.org'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'both', dateFormat: 'DMY', unknownCompany: 'none' });
    await job(imp._id, 'run', {});
    expect((await userByEmail('ann.avery@none.example.org')).company_id).toBeNull();
    expect((await userByEmail('cy.cole@none.example.org')).company_id).not.toBeNull();
    expect(await companiesNamed('Northwind Realty')).toHaveLength(0);
  });

  it('undoes the companies it created only for a person who may delete companies', async () => {
    const imp = await uploaded(MEMBERS.replaceAll('@example.org', '@undo.example.org').replaceAll('Northwind Realty', 'Southwind Realty').replaceAll('NORTHWIND REALTY', 'Southwind Realty'));
    await job(imp._id, 'check', { mapping: MAPPING, match: 'both', dateFormat: 'DMY', unknownCompany: 'create' });
    await job(imp._id, 'run', {});
    const refused = await call('POST', `/imports/${imp._id}/undo`, { token: userDesk, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(await companiesNamed('Southwind Realty')).toHaveLength(1);
    expect((await job(imp._id, 'undo', {})).status).toBe('undone');
    expect(await companiesNamed('Southwind Realty')).toHaveLength(0);
  });

  it('creates companies only for a person who may add them', async () => {
    const imp = (await uploadCsv(t.app, 'users', MEMBERS, userDesk)).json().body.import as Import;
    const res = await call('POST', `/imports/${imp._id}/check`, { token: userDesk, payload: { mapping: MAPPING, match: 'both', unknownCompany: 'create' } });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Creating the companies the file names needs the add permission of Companies.');
  });

  it("refuses to create a company whose name the company form would refuse, naming the rule", async () => {
    const imp = await uploaded(['First Name,Last Name,Email,Organization,Phone', `Lo,Long,long@example.org,${'N'.repeat(201)},1`].join('\n'));
    const checked = await job(imp._id, 'check', { mapping: ['firstName', 'lastName', 'email', 'company', 'phoneNumber'], match: 'both', unknownCompany: 'create' });
    expect(checked.checkedCounts).toMatchObject({ create: 0, error: 1 });
    expect((await issuesOf(imp._id)).map((i) => [i.column, i.message])).toEqual([['Organization', maxCharactersMessage(COMPANY_LIMITS.name)]]);
  });

  it('reads dates in the format chosen, and says which format a date did not fit', async () => {
    const imp = await uploaded(MEMBERS);
    await job(imp._id, 'check', { mapping: MAPPING, match: 'both', dateFormat: 'MDY', unknownCompany: 'none' });
    expect((await issuesOf(imp._id)).map((i) => [i.line, i.column, i.message])).toEqual([
      [2, 'Member Since', '"25/12/2019" is not a date written MM/DD/YYYY.'],
      [4, 'Member Since', '"13/02/2021" is not a date written MM/DD/YYYY.'],
    ]);
  });

  it('splits a full name when the file has no first and last name columns, reads a Canadian province as one, and the ways of writing the United States', async () => {
    const imp = await uploaded(['Name,Email,State,Country,Phone', 'Eve Marie Evans,eve@example.org,Ontario,USA,1', 'Flo Fisher,flo@example.org,Calif.,U.S.A.,2'].join('\n'));
    await job(imp._id, 'check', { mapping: ['name', 'email', 'state', 'country', 'phoneNumber'], match: 'both' });
    expect((await issuesOf(imp._id)).map((i) => i.message)).toEqual([
      '"Ontario" is the Canadian province Ontario (ON): the address takes a US state only, so leave the cell empty or give the US state.',
    ]);
    await job(imp._id, 'run', {});
    expect(await userByEmail('flo@example.org')).toMatchObject({ first_name: 'Flo', last_name: 'Fisher', state: 'CA', country: 'United States' });
  });
});
