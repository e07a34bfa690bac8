import { createRequire } from 'node:module';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { stringify as stringifyRows } from 'csv-stringify/sync';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import QueryStream from 'pg-query-stream';
import type { Database } from '../db/client';

/**
 * CSV exports of whole lists, streamed, so memory stays flat whatever the list's size. Two ways:
 * - `copyCsv`: PostgreSQL writes every cell (labels, dates, joined lists, the formula rule below)
 *   and sends the rows with `COPY (SELECT …) TO STDOUT`; Node only turns COPY's text format into
 *   CSV (`CopyTextToCsv`). The user exports and the payments' ledger go this way.
 * - `streamCsv`: rows read through a cursor and written by csv-stringify, for exports whose cells
 *   are formatted in Node (Export Table: the reader's locale, time zone and labels, listExport.ts).
 * Both write the same bytes for the same cell values (test/server/queries/csvExport.test.ts).
 */

/**
 * What a spreadsheet may run as a formula (OWASP, 'CSV Injection'): a cell starting with =, +, - or
 * @, or with a tab or a line break; also one whose formula hides behind blanks or a separator,
 * since where ';' separates cells (most of Europe) `;=…` starts a new cell with the formula.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s;,]*[=+\-@])/;

/** A cell that could run as a formula gets an apostrophe in front, so it shows as text and never runs. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * neutraliseCell undone, for a cell read back from a file (an import): the apostrophe before what
 * would run as a formula goes, so an export re-imports unchanged. The value is stored as text either
 * way, and goes out neutralised again. (A value that itself began with an apostrophe before a
 * formula loses it; our exports never write one.)
 */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * The characters JavaScript's `\s` matches (ECMAScript's WhiteSpace and LineTerminator: tab, line
 * feed, vertical tab, form feed, carriage return, the Unicode space separators, the line and
 * paragraph separators and the byte order mark). PostgreSQL's `\s` follows the database's locale:
 * under the embedded server's C.UTF-8 it leaves out U+00A0 and U+FEFF, under the Unicode-based
 * ones (pg_c_utf8, ICU) it holds U+0085 and leaves out U+FEFF, under "C" it is ASCII only. So the
 * SQL rule spells the list out.
 */
export const JS_BLANKS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const regexCharacter = (c: string) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

/** FORMULA_START for PostgreSQL (an advanced regular expression, characters as \uXXXX escapes). */
export const FORMULA_START_SQL = `^(?:[${[...'\t\r\n'].map(regexCharacter).join('')}]|[${[...JS_BLANKS].map(regexCharacter).join('')};,]*[=+@-])`;

/**
 * The characters a formula-looking cell can start with: `ascii()` of a cell (its first character's
 * code point in a UTF-8 database) is compared with these before the regular expression runs, which
 * then runs for a few cells in a thousand instead of every one.
 */
const FORMULA_FIRST_CODES = [...new Set([...`\t\r\n${JS_BLANKS};,=+@-`].map((c) => c.codePointAt(0)!))];

/** neutraliseCell in SQL, over a value that is cheap to repeat (a column of the row). */
function neutralisedSql(value: string): string {
  return (
    `case when ascii(${value}) in (${FORMULA_FIRST_CODES.join(', ')}) and ${value} ~ ${pg.escapeLiteral(FORMULA_START_SQL)} ` +
    `then '''' || ${value} else ${value} end`
  );
}

/**
 * Cells holding a separator other than the comma (';', tab) are quoted like those holding a comma:
 * a spreadsheet that splits on ';' then keeps the cell whole, and a formula after the separator
 * never begins a cell of its own.
 */
const QUOTED_MATCH = /[;\t]/;

/** The longest an export may read: far beyond 100,000 rows (about 10 s), short of forever. */
export const EXPORT_TIMEOUT_MS = 10 * 60 * 1000;

/** Bytes gathered before a write: the compressor and the socket then see 64 KB writes, not one per row. */
const CHUNK_BYTES = 64 * 1024;

/**
 * Gathers the CSV's small per-row pieces into larger chunks. Each write to a compression stream is
 * a round trip to the thread pool: 100,000 row-sized writes cost seconds, a few hundred cost nothing.
 */
function inChunks(): Transform {
  let pending: Buffer[] = [];
  let size = 0;
  return new Transform({
    transform(piece: Buffer | string, _encoding, done) {
      const buffer = typeof piece === 'string' ? Buffer.from(piece) : piece;
      pending.push(buffer);
      size += buffer.length;
      if (size >= CHUNK_BYTES) {
        this.push(Buffer.concat(pending, size));
        pending = [];
        size = 0;
      }
      done();
    },
    flush(done) {
      if (size > 0) this.push(Buffer.concat(pending, size));
      done();
    },
  });
}

/** The BOM (so spreadsheets read UTF-8 names such as Nguyễn or Østby) and the header row. */
function headerBytes(headers: readonly string[]): Buffer {
  return Buffer.from(stringifyRows([[...headers]], { bom: true, quoted_match: QUOTED_MATCH }));
}

// ---------------------------------------------------------------- COPY's text format to CSV

const TAB = 0x09;
const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;

/**
 * Bytes that send a cell, as COPY writes it, the slow way: ',', '"' and ';' make it quoted, and a
 * backslash starts an escape (`\N` is NULL; `\t`, `\n`, `\r` are a tab or line break, which make
 * it quoted too).
 */
const CAREFUL = new Uint8Array(256);
for (const c of ',";\\') CAREFUL[c.charCodeAt(0)] = 1;

/** The byte an escape stands for: COPY writes a backslash, b, f, n, r, t and v escaped; anything else as itself. */
const UNESCAPED = new Uint8Array(256).map((_, i) => i);
for (const [letter, byte] of [['b', 8], ['f', 12], ['n', 10], ['r', 13], ['t', 9], ['v', 11]] as const) {
  UNESCAPED[letter.charCodeAt(0)] = byte;
}
/** Escaped letters that stand for a tab or a line break: the cell is quoted. */
const QUOTING_ESCAPE = new Uint8Array(256);
for (const c of 'nrt') QUOTING_ESCAPE[c.charCodeAt(0)] = 1;

/**
 * Turns the rows of `COPY … TO STDOUT` (text format: tab-separated, `\N` for NULL, backslash
 * escapes) into CSV rows: cells separated by commas, NULL as an empty cell, and a cell holding a
 * comma, quote, line break, ';' or tab quoted with its quotes doubled (the csv-stringify rule of
 * `streamCsv`: QUOTED_MATCH). The output starts with `prefix` and leaves in chunks of about 64 KB.
 * Rows may be split anywhere between the chunks that come in.
 */
export class CopyTextToCsv extends Transform {
  private out: Buffer;
  private used: number;
  /** The start of a row whose end has not come yet. */
  private rest: Buffer | undefined;

  constructor(prefix: Buffer = Buffer.alloc(0)) {
    super();
    this.out = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, prefix.length));
    prefix.copy(this.out);
    this.used = prefix.length;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    let start = 0;
    if (this.rest) {
      const end = chunk.indexOf(LF);
      if (end === -1) {
        this.rest = Buffer.concat([this.rest, chunk]);
        return done();
      }
      const row = Buffer.concat([this.rest, chunk.subarray(0, end + 1)]);
      this.rest = undefined;
      this.rows(row, 0, row.length);
      start = end + 1;
    }
    const last = chunk.lastIndexOf(LF);
    if (last >= start) {
      this.rows(chunk, start, last + 1);
      start = last + 1;
    }
    if (start < chunk.length) this.rest = chunk.subarray(start);
    done();
  }

  override _flush(done: (err?: Error | null) => void): void {
    if (this.rest) return done(new Error('The COPY data ended in the middle of a row.'));
    if (this.used > 0) this.push(this.out.subarray(0, this.used));
    done();
  }

  /** Room for `bytes` more in the output buffer; a full one is sent on. */
  private room(bytes: number): void {
    if (this.used + bytes <= this.out.length) return;
    if (this.used > 0) this.push(this.out.subarray(0, this.used));
    this.out = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
    this.used = 0;
  }

  /** Converts the whole rows in src[from, to) (the last byte is a row's line feed). */
  private rows(src: Buffer, from: number, to: number): void {
    let i = from;
    while (i < to) {
      const lf = src.indexOf(LF, i);
      // Each byte becomes at most two ('"' doubled) and each cell gains at most two quotes.
      this.room(4 * (lf + 1 - i));
      const out = this.out;
      let o = this.used;
      for (;;) {
        // The common cell: copied as it comes until its end, unless a byte needs care.
        const cellStart = o;
        let j = i;
        let careful = false;
        for (; j < lf; j++) {
          const b = src[j]!;
          if (b === TAB) break;
          if (CAREFUL[b]) {
            careful = true;
            break;
          }
          out[o++] = b;
        }
        if (careful) {
          while (j < lf && src[j] !== TAB) j++;
          o = writeCareful(src, i, j, out, cellStart);
        }
        if (j === lf) {
          out[o++] = LF;
          break;
        }
        out[o++] = COMMA;
        i = j + 1;
      }
      this.used = o;
      i = lf + 1;
    }
  }
}

/** Writes the cell src[from, to) as COPY escaped it, unescaped and quoted where needed; gives the new end. */
function writeCareful(src: Buffer, from: number, to: number, out: Buffer, at: number): number {
  // NULL: an empty cell.
  if (to - from === 2 && src[from] === BACKSLASH && src[from + 1] === 0x4e) return at;
  let quoted = false;
  for (let i = from; i < to && !quoted; i++) {
    const b = src[i]!;
    if (b === BACKSLASH) quoted = QUOTING_ESCAPE[src[++i]!] === 1;
    else quoted = CAREFUL[b] === 1;
  }
  let o = at;
  if (quoted) out[o++] = QUOTE;
  for (let i = from; i < to; i++) {
    let b = src[i]!;
    if (b === BACKSLASH) b = UNESCAPED[src[++i]!]!;
    else if (b === QUOTE) out[o++] = QUOTE;
    out[o++] = b;
  }
  if (quoted) out[o++] = QUOTE;
  return o;
}

// ---------------------------------------------------------------- COPY

/** A query as Drizzle's `toSQL()` gives it. */
export interface CsvQuery {
  sql: string;
  params: unknown[];
}

/** node-postgres' conversion of a parameter to the text it sends (arrays as `{…}`, dates with their offset). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/**
 * The query with each `$n` replaced by its value as a quoted literal: COPY takes no parameters. A
 * quoted literal has no type of its own, like a parameter node-postgres sends, so PostgreSQL reads
 * it from where it stands exactly as it would the parameter. Quoted strings and names are skipped.
 */
export function inlineParams({ sql: text, params }: CsvQuery): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (token, n: string | undefined) => {
    if (n === undefined) return token;
    const value = prepareValue(params[Number(n) - 1]);
    if (value === null) return 'null';
    if (typeof value !== 'string') throw new Error('A binary parameter cannot be written into a COPY statement.');
    return pg.escapeLiteral(value);
  });
}

/** One column of a COPY export. */
export interface CopyColumn {
  header: string;
  /** What a cell reads: a column or an expression over the rows' tables, computed once per row. */
  value: PgColumn | SQL;
  /**
   * A value that can never look like a formula (a label, a calendar day, a number): written as
   * PostgreSQL writes it. Every other value is text and goes through the formula rule.
   */
  plain?: boolean;
}

/** The rows' query over the given fields (`c0`, `c1`, …), with its joins, filters and order; no paging. */
export type CopyRows = (fields: Record<string, SQL.Aliased>) => { toSQL(): CsvQuery };

/**
 * The COPY statement of an export. The rows' query runs as a subquery (OFFSET 0 keeps PostgreSQL
 * from merging it into the outer one, so each value is computed once however often the formula
 * rule reads it); the outer select only applies the rule and keeps the subquery's order.
 */
export function copyStatement(columns: readonly CopyColumn[], rows: CopyRows): string {
  const fields = Object.fromEntries(columns.map((column, i) => [`c${i}`, sql`${column.value}`.as(`c${i}`)]));
  const cells = columns.map((column, i) => (column.plain ? `r.c${i}` : neutralisedSql(`r.c${i}`)));
  return `COPY (SELECT ${cells.join(', ')} FROM (${inlineParams(rows(fields).toSQL())} OFFSET 0) AS r) TO STDOUT`;
}

export interface CopyExport {
  columns: readonly CopyColumn[];
  rows: CopyRows;
}

/**
 * A connection of its own for an export (Drizzle keeps the node-postgres pool as `$client`), in a
 * read-only transaction: the export is one statement (a COPY or a cursor) and gets its own time
 * limit instead of the per-request one, and a consistent snapshot of the list.
 */
async function exportClient(db: Database): Promise<pg.PoolClient> {
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    await client.query(`begin read only; set local statement_timeout = ${EXPORT_TIMEOUT_MS}`);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  return client;
}

/**
 * The export's data with its first item (or its end) already read: a query PostgreSQL refuses
 * then fails the request with an error answer, instead of cutting off a download that already
 * began. A failure there closes the connection.
 */
async function readAhead<T>(client: pg.PoolClient, source: AsyncIterable<T>): Promise<AsyncGenerator<T>> {
  const items = source[Symbol.asyncIterator]();
  let first: IteratorResult<T>;
  try {
    first = await items.next();
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  return (async function* () {
    try {
      for (let next = first; !next.done; next = await items.next()) yield next.value;
    } finally {
      await items.return?.();
    }
  })();
}

/**
 * Streams an export through `COPY (SELECT …) TO STDOUT` as CSV, with a BOM and the header row.
 * The connection goes back to the pool when the stream ends; when it fails or the client goes
 * away it is closed, which stops the COPY where it is.
 */
export async function copyCsv(db: Database, { columns, rows }: CopyExport): Promise<Readable> {
  const statement = copyStatement(columns, rows);
  const client = await exportClient(db);
  const copy = client.query(copyTo(statement));
  // Failures reach the reader below; this keeps the one node-postgres reports when it closes the
  // connection of an abandoned COPY from being thrown as an unhandled 'error' event.
  copy.on('error', () => {});
  const data = await readAhead(client, copy as AsyncIterable<Buffer>);
  const out = new PassThrough();
  endExport(pipeline(data, new CopyTextToCsv(headerBytes(columns.map((column) => column.header))), out), client, out);
  return out;
}

/**
 * When an export's pipeline ends: commit its read-only transaction and give the connection back;
 * on an error (the client went away, the time limit), release it with the error, which closes it
 * (node-postgres drops the socket of a query still running): PostgreSQL ends the COPY or cursor and
 * its transaction, and the pool opens a new connection.
 */
function endExport(done: Promise<void>, client: pg.PoolClient, out: PassThrough): void {
  done.then(
    () =>
      client.query('commit').then(
        () => client.release(),
        (err: unknown) => client.release(err as Error),
      ),
    (err: unknown) => {
      client.release(err as Error);
      out.destroy(err as Error);
    },
  );
}

// ---------------------------------------------------------------- cursor

/**
 * pg-query-stream's stream, made to fail when its connection is lost: the cursor's error destroys
 * the stream at once (not only at its next read), and a cursor in error is not closed, which on a
 * lost connection would wait forever for PostgreSQL's answer and hold the export's request.
 */
class CursorStream extends QueryStream {
  constructor(text: string, values: unknown[], config: QueryStream.Config) {
    super(text, values, config);
    const handleError = this.handleError;
    this.handleError = (err: Error) => {
      handleError(err);
      this.destroy(err);
    };
  }

  override _destroy(err: Error, done: (err?: Error | null) => void): void {
    if ((this.cursor as { state: string }).state === 'error') done(err);
    else super._destroy(err, done);
  }
}

export interface CsvExport {
  /** The header row, one entry per column. */
  headers: readonly string[];
  /**
   * The cells of one row from the query's selected values, in the select's order (rows arrive as
   * arrays). Text cells are neutralised afterwards; null and undefined become empty cells.
   */
  toCells: (values: unknown[]) => unknown[];
}

/**
 * Streams the rows of `query` as CSV (with a BOM, so spreadsheets read UTF-8 names such as Nguyễn
 * or Østby). The connection goes back to the pool when the stream ends, fails or the client goes
 * away.
 */
export async function streamCsv(db: Database, query: CsvQuery, { headers, toCells }: CsvExport): Promise<Readable> {
  const client = await exportClient(db);
  const rows = await readAhead(client, client.query(new CursorStream(query.sql, query.params, { batchSize: 500, rowMode: 'array' })) as AsyncIterable<unknown[]>);
  const toRecord = new Transform({
    objectMode: true,
    transform(values: unknown[], _encoding, done) {
      done(
        null,
        toCells(values).map((value) => (typeof value === 'string' ? neutraliseCell(value) : (value ?? ''))),
      );
    },
  });
  const out = new PassThrough();
  const csv = stringify({ header: true, columns: [...headers], bom: true, quoted_match: QUOTED_MATCH });
  endExport(pipeline(rows, toRecord, csv, inChunks(), out), client, out);
  return out;
}
