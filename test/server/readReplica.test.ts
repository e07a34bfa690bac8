import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../helpers/buildTestApp';
import { TEST_ADMIN } from '../helpers/constants';
import { createDatabase, databaseUrl, dropDatabase } from '../helpers/testDatabase';

/**
 * DATABASE_READ_URL: the lists, exports and dashboard read from the replica; everything else (the
 * record screens, every write and what a write reads) from the main database. The "replica" here is
 * a second copy of the seeded database holding rows the main one lacks, so each answer shows where
 * it was read.
 */
const replicaName = `cre_t_replica_${crypto.randomBytes(4).toString('hex')}`;
let t: TestApp;
let replica: pg.Pool;
let main: pg.Pool;
let call: ReturnType<typeof apiCaller>;
let token: string;

beforeAll(async () => {
  await createDatabase(inject('dbAdminUrl'), replicaName, inject('dbTemplate'));
  const replicaUrl = databaseUrl(inject('dbAdminUrl'), replicaName);
  replica = new pg.Pool({ connectionString: replicaUrl, max: 1 });
  await replica.query(`insert into companies (name, type) values ('Only On The Replica', 'Broker')`);
  await replica.query(
    `insert into users (first_name, last_name, name, email, role) values ('Rita', 'Replica', 'Rita Replica', 'rita.replica@example.com', 'member')`,
  );
  t = await buildTestApp({ databaseReadUrl: replicaUrl });
  main = new pg.Pool({ connectionString: t.dbUrl, max: 1 });
  call = apiCaller(t.app);
  token = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  await main?.end();
  await replica?.end();
  await t?.close();
  await dropDatabase(inject('dbAdminUrl'), replicaName);
});

describe('with a read replica', () => {
  it('reads lists and exports from the replica', async () => {
    const companies = await call('GET', '/company/list', { token, query: { search: 'Only On The Replica' } });
    expect(companies.statusCode, companies.body).toBe(200);
    expect(companies.json().body.companies.map((c: { name: string }) => c.name)).toEqual(['Only On The Replica']);
    const users = await call('GET', '/users/list/all', { token, query: { search: 'Rita Replica' } });
    expect(users.json().body.users.map((u: { name: string }) => u.name)).toEqual(['Rita Replica']);
    const csv = await call('GET', '/users/list/all', { token, query: { download: 'csv', search: 'Rita Replica' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('rita.replica@example.com');
  });

  it('writes to the main database, and reads a record and what a write checks from it', async () => {
    const created = await call('POST', '/company/create', { token, payload: { name: 'Written To Main', type: 'Broker' } });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().body.company._id as string;
    expect((await main.query(`select name from companies where id = $1`, [id])).rows).toEqual([{ name: 'Written To Main' }]);
    expect((await replica.query(`select 1 from companies where id = $1`, [id])).rowCount).toBe(0);
    // The edit screen reads the main database: the new company is there at once.
    const one = await call('GET', `/company/${id}`, { token });
    expect(one.statusCode).toBe(200);
    expect(one.json().body.company.name).toBe('Written To Main');
    // The replica's own company is not in the main database: no edit can reach it.
    const replicaOnly = (await replica.query(`select id from companies where name = 'Only On The Replica'`)).rows[0].id as string;
    expect((await call('GET', `/company/${replicaOnly}`, { token })).statusCode).toBe(404);
  });

  it('is configured by a URL, beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/cre', DATABASE_READ_URL: 'postgres://reader@replica/cre' }).databaseReadUrl).toBe(
      'postgres://reader@replica/cre',
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgres://app@db/cre', DATABASE_READ_URL: 'replica' })).toThrow(
      'DATABASE_READ_URL must be a URL such as postgres://reader@replica:5432/cre_admin',
    );
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://reader@replica/cre' })).toThrow('DATABASE_READ_URL: a read replica needs DATABASE_URL');
  });

  it('is ready only while the replica answers too', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().body.replica).toBe('up');
  });
});
