import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import {
  copyCsv,
  CopyTextToCsv,
  inlineParams,
  JS_BLANKS,
  neutraliseCell,
  restoreCell,
  streamCsv,
} from '../../../src/server/core/csvExport';
import { buildTestApp, type TestApp } from '../../helpers/buildTestApp';

describe('neutraliseCell', () => {
  it('puts an apostrophe before what a spreadsheet would run as a formula (OWASP, CSV Injection)', () => {
    for (const cell of ['=1+2', '+1', '-2', '@SUM(A1)', '\t=1+2', '\r=1+2', '\tplain', '\rplain', '\nplain']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('also before a formula hidden behind blanks or a leading separator', () => {
    for (const cell of [';=1+2', ',=1+2', ' =1+2', ' ;@SUM(A1)', ';;-3', '; +cmd']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(`'${cell}`);
    }
  });

  it('leaves ordinary text as it is', () => {
    for (const cell of ['', 'Ada Payer', '2024-02-10', '125.50', 'Industrial; Office', 'a=b', 'x;y', "'quoted", 'e-mail']) {
      expect(neutraliseCell(cell), JSON.stringify(cell)).toBe(cell);
    }
  });
});

describe('restoreCell', () => {
  it('gives back what neutraliseCell wrote, and leaves every other cell as it is', () => {
    for (const cell of ['=1+2', '+1', '@SUM(A1)', '\t=1+2', ';=1+2', ' ;@SUM(A1)', '', 'Ada Payer', "'quoted", 'a=b', "'"]) {
      expect(restoreCell(neutraliseCell(cell)), JSON.stringify(cell)).toBe(cell);
    }
    expect(restoreCell("'=1+2")).toBe('=1+2');
    expect(restoreCell("'plain")).toBe("'plain");
  });
});

describe('the SQL formula rule', () => {
  it("spells out exactly the characters of JavaScript's \\s (PostgreSQL's \\s depends on the locale)", () => {
    const blanks: string[] = [];
    for (let cp = 0; cp <= 0x10ffff; cp++) if (/\s/.test(String.fromCodePoint(cp))) blanks.push(String.fromCodePoint(cp));
    expect([...JS_BLANKS]).toEqual(blanks);
  });
});

describe('CopyTextToCsv', () => {
  /** COPY's text format: tab-separated, \N for NULL, backslash escapes. */
  const COPY_TEXT = [
    'plain\tcomma, here\t\\N\t\tsemi;colon',
    'tab\\there\tline\\nbreak\tcarriage\\rreturn\tquote "q"\tback\\\\slash \\\\N',
    '\\\\N\tbell\\b form\\f vtab\\v\t"\t\'=1\tNguyễn 😀',
  ].join('\n') + '\n';
  const CSV = [
    'plain,"comma, here",,,"semi;colon"',
    '"tab\there","line\nbreak","carriage\rreturn","quote ""q""",back\\slash \\N',
    '\\N,bell\b form\f vtab\v,"""",\'=1,Nguyễn 😀',
  ].join('\n') + '\n';

  async function convert(chunks: Buffer[], prefix?: Buffer): Promise<string> {
    const parts: Buffer[] = [];
    const stream = new CopyTextToCsv(prefix);
    stream.on('data', (part: Buffer) => parts.push(part));
    await pipeline(Readable.from(chunks), stream);
    return Buffer.concat(parts).toString('utf8');
  }

  it('writes NULL as an empty cell, unescapes, and quotes cells with a comma, quote, line break, ; or tab', async () => {
    expect(await convert([Buffer.from(COPY_TEXT)], Buffer.from('\uFEFFA,B\n'))).toBe(`\uFEFFA,B\n${CSV}`);
    expect(await convert([])).toBe('');
  });

  it('gives the same output wherever the rows are split between chunks', async () => {
    const bytes = Buffer.from(COPY_TEXT);
    for (let at = 0; at <= bytes.length; at++) {
      expect(await convert([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toBe(CSV);
    }
    expect(await convert([...bytes].map((b) => Buffer.from([b])))).toBe(CSV);
  });

  it('refuses data that ends in the middle of a row', async () => {
    await expect(convert([Buffer.from('cut\toff')])).rejects.toThrow(/middle of a row/);
  });
});

describe('COPY exports against the cursor export (csv-stringify and neutraliseCell)', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.app.db;
    await db.execute(sql`create table csv_cases (n int primary key, t text, a text[])`);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = async (stream: Readable) => {
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return Buffer.concat(parts).toString('utf8');
  };

  /** The same rows both ways: a text cell, a list joined with '; ', a number. */
  async function both(cases: { t: string | null; a: (string | null)[] | null }[], headers = ['Text', 'List', 'Number']) {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    await pool.query('truncate csv_cases');
    for (const [n, c] of cases.entries()) await pool.query('insert into csv_cases (n, t, a) values ($1, $2, $3)', [n, c.t, c.a]);
    // The number is negative for every other row: as a number, it is never neutralised.
    const copied = await read(
      await copyCsv(db, {
        columns: [
          { header: headers[0]!, value: sql`t` },
          { header: headers[1]!, value: sql`array_to_string(a, '; ', '')` },
          { header: headers[2]!, value: sql`case when n % 2 = 1 then -n else n end`, plain: true },
        ],
        rows: (fields) => db.select(fields).from(sql`csv_cases`).orderBy(sql`csv_cases.n`),
      }),
    );
    const cursor = await read(
      await streamCsv(db, db.select({ t: sql`t`, a: sql`a`, num: sql`case when n % 2 = 1 then -n else n end` }).from(sql`csv_cases`).orderBy(sql`csv_cases.n`).toSQL(), {
        headers,
        toCells: ([text, list, n]) => [text, ((list as (string | null)[] | null) ?? []).join('; '), n],
      }),
    );
    return { copied, cursor };
  }

  const TRICKY = [
    // Formula starts, and formulas behind blanks and separators.
    '=1+2', '+1', '-2', '@SUM(A1)', ' =1', ';=1+2', ',=1', ' ;@SUM(A1)', ';;-3', '; +cmd', '\t=1', '\r=1', '\n=1', '\tplain', '\rplain', '\nplain',
    // Unicode blanks JavaScript's \s holds (neutralised) and look-alikes it does not (left alone).
    '\u00a0=1', '\u1680=1', '\u2000=1', '\u200a=1', '\u2028=1', '\u2029@x', '\u202f+1', '\u205f-1', '\u3000=1', '\ufeff=1', '\v=1', '\f=1',
    '\u0085=1', '\u180e=1', '\u200b=1', '\u2060=1', '\uff1d1', ' \u00a0;\t=1',
    // Quoting: commas, quotes, semicolons, tabs, line breaks; and cells that need none.
    'a,b', 'say "hi"', '"', 'x;y', 'a\tb', 'line1\nline2', 'cr\rlf\r\n', "'quoted", 'a=b', 'e-mail', '2024-02-10', '125.50', 'Industrial; Office',
    // COPY's own escapes and NULL marker, other control characters, and text outside ASCII.
    '\\N', '\\', 'back\\slash', '\\t', '\b\f', '\x01\x1f\x7f', 'Nguyễn Østby', '😀=1', '=😀', '',
  ];

  it('writes the same bytes for tricky text, lists (empty, with NULLs) and NULLs', async () => {
    const cases = [
      ...TRICKY.map((text, i) => ({ t: text, a: [TRICKY[(i + 7) % TRICKY.length]!, TRICKY[(i + 13) % TRICKY.length]!] })),
      { t: null, a: null },
      { t: null, a: [] },
      { t: '', a: [null] },
      { t: 'x', a: [null, '=1'] },
      { t: 'y', a: ['', ''] },
      { t: 'z', a: [null, null, '+2'] },
      { t: 'w', a: ['\u00a0', '-3'] },
      { t: 'v', a: ['=1'] },
    ];
    const { copied, cursor } = await both(cases, ['=Header', 'List; of', 'Num"ber']);
    expect(copied).toBe(cursor);
    // The tricky rows are there, neutralised and quoted.
    expect(copied).toContain('\n"\' \u00a0;\t=1",');
    expect(copied).toContain("\n\u0085=1,");
  });

  it('writes the same bytes for random strings of tricky characters', async () => {
    const alphabet = ['=', '+', '-', '@', ';', ',', '"', "'", '\t', '\r', '\n', ' ', '\u00a0', '\u2028', '\ufeff', '\u0085', '\\', 'N', 'a', 'é', '😀', '\v', '\b'];
    const text = fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 8 });
    const cases = fc.sample(fc.record({ t: fc.option(text), a: fc.option(fc.array(fc.option(text), { maxLength: 3 })) }), { numRuns: 400, seed: 14 });
    const { copied, cursor } = await both(cases);
    expect(copied).toBe(cursor);
  });

  it('writes parameters into the COPY statement as node-postgres would send them', async () => {
    const values: unknown[] = ["it's", 'back\\slash', '$1 and $2', ['a', 'b"c', null, 'd\\e', "f'g"], new Date('2024-03-01T12:34:56.789Z'), 42, -1.5, true, null, { k: "v'" }];
    const placeholders = values.map((_, i) => `$${i + 1}::text`).join(', ');
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const sent = await pool.query({ text: `select ${placeholders}`, values, rowMode: 'array' });
    const written = await pool.query({ text: `select ${inlineParams({ sql: `select ${placeholders}`, params: values }).slice('select '.length)}`, rowMode: 'array' });
    expect(written.rows).toEqual(sent.rows);
    // A $n inside a quoted string or name is left alone.
    expect(inlineParams({ sql: `select '$1', "$1", $1`, params: ['x'] })).toBe(`select '$1', "$1", 'x'`);
  });
});
