import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyCsv, streamCsv } from '../../../src/server/core/csvExport';
import { MESSAGES } from '../../../src/shared/messages';
import type { Import } from '../../../src/shared/imports';
import { apiCaller, bearer, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';
import { uploadCsv } from '../../helpers/imports';
import { PNG, uploadImage } from '../../helpers/uploads';

/**
 * PostgreSQL ends the app's connections (pg_terminate_backend, as a failover or an administrator
 * does) in each state a connection can be in: idle, running a query, idle in a transaction, serving
 * an export's cursor or COPY, writing an import's batches. The process lives on, the requests in
 * flight answer 503 with Retry-After in the envelope (never 500), and every write answered 200 is
 * in the database afterwards.
 */

let t: TestApp;
let admin: pg.Pool;
let dbName: string;
let token: string;
let call: ReturnType<typeof apiCaller>;
/** What the request idle in a transaction waits for. */
let letGo: () => void = () => undefined;

const faults: unknown[] = [];
const recordFault = (err: unknown) => faults.push(err);

beforeAll(async () => {
  process.on('uncaughtException', recordFault);
  process.on('unhandledRejection', recordFault);
  t = await buildTestApp({}, (app) => {
    app.get('/api/v1/admin/probe/sleep', async () => {
      await app.db.execute(sql`select pg_sleep(5)`);
      return { ok: true };
    });
    app.get('/api/v1/admin/probe/sleep-in-transaction', async () => {
      await app.db.transaction((tx) => tx.execute(sql`select pg_sleep(5)`));
      return { ok: true };
    });
    app.get('/api/v1/admin/probe/idle-in-transaction', async () => {
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => (letGo = resolve));
        await tx.execute(sql`select 2`);
      });
      return { ok: true };
    });
  });
  admin = new pg.Pool({ connectionString: inject('dbAdminUrl'), max: 2 });
  dbName = new URL(t.dbUrl).pathname.slice(1);
  token = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  call = apiCaller(t.app);
});
afterAll(async () => {
  process.off('uncaughtException', recordFault);
  process.off('unhandledRejection', recordFault);
  await admin?.end();
  await t?.close();
});
afterEach(async () => {
  expect(faults).toEqual([]);
  // The process still answers, and the database through it.
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

/** Ends the app's connections to its database that match `where`; answers how many. */
async function terminate(where = 'true'): Promise<number> {
  const { rows } = await admin.query<{ n: number }>(
    `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (${where})`,
    [dbName],
  );
  return rows[0]!.n;
}

/** Waits until `count` of the app's connections match `where`. */
async function until(where: string, count = 1): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { rows } = await admin.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and (${where})`, [dbName]);
    if (rows[0]!.n >= count) return;
    if (Date.now() > deadline) throw new Error(`no connection is ${where}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A 503 as the spec gives it: Retry-After, and the envelope with the database's message. */
function expectUnavailable(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toEqual({ status: { code: 503, message: MESSAGES.dbUnavailable }, body: {} });
}

/** Every answer is the route's own or that 503; no 500. */
function expectAnsweredOrUnavailable(res: LightMyRequestResponse, ok = 200): void {
  if (res.statusCode >= 500) expectUnavailable(res);
  else expect(res.statusCode, res.body).toBe(ok);
}

const readAll = async (stream: Readable) => {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
};

describe('a connection PostgreSQL ends', () => {
  it('while idle or running a query, alone or in a transaction: 503 with Retry-After, then answers again', async () => {
    // Idle connections in the pool, then two requests whose query runs.
    await Promise.all([1, 2, 3].map(() => call('GET', '/company/list', { token })));
    const alone = t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/sleep' });
    const inTransaction = t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/sleep-in-transaction' });
    await until(`state = 'active' and query like 'select pg_sleep%'`, 2);
    expect(await terminate(`state in ('idle', 'active')`)).toBeGreaterThanOrEqual(3);
    expectUnavailable(await alone);
    expectUnavailable(await inTransaction);
    // The pool replaces what it lost (an idle connection taken before its loss was seen answers 503 once).
    const list = await call('GET', '/company/list', { token });
    expectAnsweredOrUnavailable(list);
    expect((await call('GET', '/company/list', { token })).statusCode).toBe(200);
  });

  it('while idle in a transaction: 503 with Retry-After once the request goes on', async () => {
    const held = t.app.inject({ method: 'GET', url: '/api/v1/admin/probe/idle-in-transaction' });
    await until(`state = 'idle in transaction'`);
    expect(await terminate(`state = 'idle in transaction'`)).toBe(1);
    // The connection's error comes while no query runs on it; the process must not end there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    letGo();
    expectUnavailable(await held);
  });

  it('while an upload waits on the storage: the upload is stored and recorded once the storage answers', async () => {
    const staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
    const put = t.app.storage.put.bind(t.app.storage);
    let storing: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => (storing = resolve));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    t.app.storage.put = async (...args) => {
      storing();
      await answered;
      return put(...args);
    };
    try {
      const upload = uploadImage(t.app, staff, PNG);
      await reached;
      // Whatever the app's connections are doing while the storage is slow, they go.
      await terminate();
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer();
      const res = await upload;
      expect(res.statusCode, res.body).toBe(200);
      const location = res.json().body.imageInfo.Location as string;
      const { rows } = await t.app.db.execute(sql`select count(*)::int as n from uploads where path = ${location}`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      t.app.storage.put = put;
    }
  });

  it("while an export's cursor or COPY streams: the stream fails, the process lives on", async () => {
    const many = { sql: 'select n, md5(n::text) from generate_series(1, 500000) n', params: [] };
    const cursor = await streamCsv(t.app.readDb, many, { headers: ['n', 'hash'], toCells: (values) => values });
    const copy = await copyCsv(t.app.readDb, {
      columns: [{ header: 'n', value: sql`n`, plain: true }],
      rows: () => ({ toSQL: () => ({ sql: 'select n as c0 from generate_series(1, 5000000) n', params: [] }) }),
    });
    // Each has sent its first rows and waits for its reader: the rest is held in PostgreSQL.
    for (const stream of [cursor, copy]) await new Promise((resolve) => stream.once('readable', resolve));
    await until(`query like '%generate_series%'`, 2);
    expect(await terminate(`query like '%generate_series%'`)).toBe(2);
    await expect(readAll(cursor)).rejects.toThrow();
    await expect(readAll(copy)).rejects.toThrow();
  });

  it('while an import writes its batches: the import ends (done or failed), the process lives on', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `Fault Import ${i},Other`);
    const uploaded = await uploadCsv(t.app, 'companies', ['Name,Type', ...rows].join('\n'), token);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const id = (uploaded.json().body.import as Import)._id;
    expect((await call('POST', `/imports/${id}/check`, { token, payload: { mapping: ['name', 'type'], match: 'both' } })).statusCode).toBe(200);
    await t.app.importJobs.idle();
    expect((await call('POST', `/imports/${id}/run`, { token, payload: {} })).statusCode).toBe(200);
    let running = true;
    const jobs = t.app.importJobs.idle().finally(() => (running = false));
    // A burst, as a failover gives: the job's batches lose their connections, its end is recorded after.
    let terminated = 0;
    for (const stop = Date.now() + 500; running && Date.now() < stop; ) {
      terminated += await terminate();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await jobs;
    expect(terminated).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: bearer(token) });
    expect(['done', 'failed']).toContain((res.json().body.import as Import).status);
  });

  it('over and over under load: only 503s with Retry-After, and every write answered 200 is kept', async () => {
    const acknowledged: string[] = [];
    const requests: Promise<void>[] = [];
    let storming = true;
    const storm = (async () => {
      while (storming) {
        await terminate();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    })();
    for (let i = 0; i < 60; i++) {
      const name = `Storm ${i}`;
      requests.push(
        call('POST', '/company/create', { token, payload: { name, type: 'Other' } }).then((res) => {
          expectAnsweredOrUnavailable(res);
          if (res.statusCode === 200) acknowledged.push(name);
        }),
        call('GET', '/company/list', { token }).then((res) => expectAnsweredOrUnavailable(res)),
        call('POST', '/export/companies', { token, payload: { columns: [{ key: 'name', label: 'Name' }] } }).then((res) => expectAnsweredOrUnavailable(res)),
      );
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    try {
      await Promise.all(requests);
    } finally {
      storming = false;
      await storm;
    }
    const { rows } = await t.app.db.execute<{ name: string }>(sql`select name from companies where name like 'Storm %'`);
    const kept = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);
  }, 30_000);
});
