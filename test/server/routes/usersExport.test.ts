import http from 'node:http';
import zlib from 'node:zlib';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKET_AREAS, REAL_ESTATE_SPECIALTIES } from '../../../src/shared/users';
import { neutraliseCell } from '../../../src/server/core/csvExport';
import { exportHeaders } from '../../../src/server/resources/users/export';
import { buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN } from '../../helpers/constants';
import { parseCsv } from '../../helpers/csv';

/**
 * The user exports through PostgreSQL's COPY (resources/users/export.ts, core/csvExport.ts): one
 * COPY statement, the bytes the cursor export wrote for tricky values, the list's filters and
 * order, compression, and a download the client abandons stopping the COPY and giving its
 * connection back.
 */

let t: TestApp;
let admin: string;
let db: pg.Pool;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  db = new pg.Pool({ connectionString: t.dbUrl, max: 2 });
});

afterAll(async () => {
  await db?.end();
  await t?.close();
});

const download = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/users/list/all',
    query: { download: 'csv', ...query },
    headers: { authorization: `Bearer ${admin}`, ...headers },
  });

const pool = () => (t.app.db as unknown as { $client: pg.Pool }).$client;
/** The COPY statements running on the test's database. */
const copying = async () =>
  (
    await db.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and query like 'COPY (%'`,
    )
  ).rows[0]!.n;
const until = async (what: string, check: () => Promise<boolean> | boolean) => {
  for (const started = Date.now(); !(await check()); await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > 10_000) throw new Error(`not within 10 s: ${what}`);
  }
};

/** The cursor export's rule: text cells neutralised, then quoted by csv-stringify when they hold ',', '"', a line break, ';' or a tab. */
const csvLine = (cells: (string | number)[]) =>
  stringify([cells.map((cell) => (typeof cell === 'string' ? neutraliseCell(cell) : cell))], { quoted_match: /[;\t]/ });

describe('GET /api/v1/admin/users/list/all?download=csv through COPY', () => {
  it('sends one COPY statement in a read-only transaction with the export time limit', async () => {
    const query = vi.spyOn(pg.Client.prototype, 'query');
    let sent: string[];
    try {
      const res = await download({ search: 'admin@example' });
      expect(res.statusCode).toBe(200);
      // The transaction ends once the download has gone out.
      await until('the connection is back', () => pool().totalCount === pool().idleCount);
      sent = query.mock.calls.map(([config]) => (typeof config === 'string' ? config : ((config as { text?: string }).text ?? '')));
    } finally {
      query.mockRestore();
    }
    const copies = sent.filter((text) => text.startsWith('COPY'));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/^COPY \(SELECT .* FROM \(select .* OFFSET 0\) AS r\) TO STDOUT$/s);
    // COPY takes no parameters: the search is written into the statement.
    expect(copies[0]).toContain(`like lower('%admin@example%')`);
    const at = sent.indexOf(copies[0]!);
    expect(sent[at - 1]).toBe('begin read only; set local statement_timeout = 600000');
    expect(sent[at + 1]).toBe('commit');
  });

  describe('tricky values', () => {
    beforeAll(async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into users (role, name, first_name, middle_name, last_name, email, phone_number, secondary_phone, fax,
           re_license_no, designations, website_url, address1, address2, city, admin_email, postal_code, generation, ethics,
           orientation, mncar_member_status, mncar_miscellaneous_status, realtor_association, nrds, alow_mcpe_access,
           industry_experience, dob, created_at, real_state_specialty, market_area_specialty, current_line_of_work, mncar_market,
           type_of_business, volunteer, groups)
         values ('non-member', $1, $2, null, $3, 'tricky.export@example.com', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
           $14, $15, $16, $17, '', $18, $19, $20, true, -5, '1980-02-29', '2024-03-01 23:30:00-06', '{}', $21, $22, $23, $24, $25, $26)
         returning id`,
        [
          ' =1+2 Tricky', '\u00a0=cmd', '\u2028@SUM(A1)', '\ufeff-2', '\u0085=x', '\u200b+1', 'a\tb', 'line1\r\nline2', 'say "hi"; ok',
          '\t=tab first', ';,  =SUM(1)', 'Duluth 😀', '\r=x', '-55441', ' plain', '\\N', 'back\\slash', 'x,y', '\n', '+5022',
          ['=evil', 'Duluth'], [null, '+x'], ['', ''], ['Title'], ['a"b'], [null],
        ],
      );
      const staff = await db.query<{ id: string }>(
        `insert into users (name, first_name, last_name, email)
         values ('Amy Staff', 'Amy', 'Staff', 'amy.staff@example.com'), ('Bob =Staff', 'Bob', '=Staff', 'bob.staff@example.com')
         returning id`,
      );
      for (const { id } of staff.rows) await db.query('insert into user_support_staff (user_id, staff_id) values ($1, $2)', [rows[0]!.id, id]);
    });

    it('writes the user report exactly as the cursor export did', async () => {
      const res = await download({ search: 'tricky.export' });
      expect(res.statusCode).toBe(200);
      const cells = [
        ' =1+2 Tricky', '\u00a0=cmd', '', '\u2028@SUM(A1)', 'tricky.export@example.com', '\ufeff-2', '\u0085=x', '\u200b+1',
        'Non-Member', 'Active', '', '', '', '+5022', 'a\tb', '', '', 'x,y', 'Yes', '', 'line1\r\nline2', '1980-02-29', 'say "hi"; ok',
        -5, '\n', '', '=evil; Duluth', '; +x', '; ', 'Title', 'a"b', '', '\\N', 'back\\slash', 'No', ' plain', '\r=x',
        '\t=tab first', ';,  =SUM(1)', 'Duluth 😀', 'MN', '-55441', 'United States', '2024-03-02', 'Amy Staff; Bob =Staff',
      ];
      expect(res.body).toBe(`\uFEFF${csvLine(exportHeaders('report'))}${csvLine(cells)}`);
      // Spot checks of the rule: blanks JavaScript's \s holds before a formula, and ones it does not.
      expect(res.body).toContain(`\n' =1+2 Tricky,'\u00a0=cmd,,'\u2028@SUM(A1),tricky.export@example.com,'\ufeff-2,\u0085=x,\u200b+1,`);
      expect(res.body).toContain(`,"'=evil; Duluth","'; +x","; ",Title,"a""b",,\\N,back\\slash,No, plain,"'\r=x","'\t=tab first","';,  =SUM(1)",`);
    });

    it('writes the purchasable list exactly as the cursor export did', async () => {
      const res = await download({ search: 'tricky.export', isPurchasableListAccess: 'true' });
      expect(res.statusCode).toBe(200);
      const cells = [
        ' =1+2 Tricky', 'tricky.export@example.com', '\ufeff-2', '', '', 'line1\r\nline2', 'say "hi"; ok', 'Duluth 😀', 'MN', '-55441',
        ...MARKET_AREAS.map((area) => (area === 'Duluth' ? 'Yes' : 'No')),
        ...REAL_ESTATE_SPECIALTIES.map(() => 'No'),
      ];
      expect(res.body).toBe(`\uFEFF${csvLine(exportHeaders('purchasable'))}${csvLine(cells)}`);
    });
  });

  it("keeps the list's filters, search and order", async () => {
    const query = { filters: JSON.stringify([{ key: 'role', value: ['member'] }]), sortKey: 'email', sortOrder: '-1' };
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/users/list/all',
      query: { ...query, limit: '100' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    const emails = (list.json().body.users as { email: string }[]).map((user) => user.email);
    expect(emails.length).toBeGreaterThan(2);
    const rows = parseCsv((await download(query)).body);
    expect(rows[0]![4]).toBe('Email');
    expect(rows.slice(1).map((row) => row[4])).toEqual(emails);
  });

  it('compresses the download when asked', async () => {
    const plain = await download({ search: 'example.com' });
    const gzip = await download({ search: 'example.com' }, { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  describe('a download the client abandons', () => {
    let address: string;
    beforeAll(async () => {
      // 600 users with 96 KB of hexadecimal each (about 58 MB of CSV, 30 MB compressed): more than
      // the sockets and streams between PostgreSQL and a client that stops reading hold.
      await db.query(
        `insert into users (first_name, last_name, name, email, fax)
         select 'Bulk', 'Export ' || i, 'Bulk Export ' || i, 'bulk.export.' || i || '@example.com',
                (select string_agg(md5(i || ':' || j), '') from generate_series(1, 3000) j)
         from generate_series(1, 600) i`,
      );
      address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });

    it.each(['identity', 'gzip'])('stops the COPY and gives the connection back (accept-encoding %s)', async (encoding) => {
      const { req, res } = await new Promise<{ req: http.ClientRequest; res: http.IncomingMessage }>((resolve, reject) => {
        const req = http.get(
          `${address}/api/v1/admin/users/list/all?download=csv`,
          { headers: { authorization: `Bearer ${admin}`, 'accept-encoding': encoding } },
          (res) => resolve({ req, res }),
        );
        req.on('error', reject);
      });
      try {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
        // The client reads nothing: the COPY waits on it.
        await until('the COPY runs', async () => (await copying()) === 1);
      } finally {
        req.destroy();
      }
      await until('the COPY ends', async () => (await copying()) === 0);
      // (The mail worker may hold a connection for a moment too.)
      await until('the connection is back', () => pool().totalCount === pool().idleCount);
      // And the next export runs.
      const next = await download({ search: 'tricky.export' });
      expect(next.statusCode).toBe(200);
    });
  });
});
