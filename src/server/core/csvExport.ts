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
 * Whole-list CSV exports, streamed so memory stays flat. `copyCsv` lets PostgreSQL format every
 * cell (fastest); `streamCsv` is for cells formatted in Node (the reader's locale, listExport.ts).
 * Both must write the same bytes for the same values.
 */

/**
 * What a spreadsheet may run as a formula (OWASP 'CSV Injection'). Leading blanks and separators
 * count too: where ';' separates cells, `;=…` starts a new cell with the formula.
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s;,]*[=+\-@])/;

/** An apostrophe in front makes a spreadsheet show the cell as text instead of running it. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** neutraliseCell undone on import, so an export re-imports unchanged. */
export function restoreCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * The characters JavaScript's `\s` matches, spelled out because PostgreSQL's `\s` depends on the
 * database's locale and the SQL rule must match the JavaScript one.
 */
export const JS_BLANKS =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';

const regexCharacter = (c: string) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`;

/** FORMULA_START for PostgreSQL (an advanced regular expression, characters as \uXXXX escapes). */
export const FORMULA_START_SQL = `^(?:[${[...'\t\r\n'].map(regexCharacter).join('')}]|[${[...JS_BLANKS].map(regexCharacter).join('')};,]*[=+@-])`;

/** Checked with `ascii()` first, so the regular expression runs for few cells instead of every one. */
const FORMULA_FIRST_CODES = [...new Set([...`\t\r\n${JS_BLANKS};,=+@-`].map((c) => c.codePointAt(0)!))];

/** neutraliseCell in SQL, over a value that is cheap to repeat (a column of the row). */
function neutralisedSql(value: string): string {
  return (
    `case when ascii(${value}) in (${FORMULA_FIRST_CODES.join(', ')}) and ${value} ~ ${pg.escapeLiteral(FORMULA_START_SQL)} ` +
    `then '''' || ${value} else ${value} end`
  );
}

/** Quoting cells with ';' or tab keeps them whole where a spreadsheet splits on those. */
const QUOTED_MATCH = /[;\t]/;

/** Far beyond what a 100,000-row export needs, short of forever. */
export const EXPORT_TIMEOUT_MS = 10 * 60 * 1000;

const CHUNK_BYTES = 64 * 1024;

/** Each write to a compression stream is a round trip to the thread pool, so rows are sent in chunks. */
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

/** The BOM makes spreadsheets read the file as UTF-8. */
function headerBytes(headers: readonly string[]): Buffer {
  return Buffer.from(stringifyRows([[...headers]], { bom: true, quoted_match: QUOTED_MATCH }));
}

// ---------------------------------------------------------------- COPY's text format to CSV

const TAB = 0x09;
const LF = 0x0a;
const QUOTE = 0x22;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;

/** Bytes that send a cell the slow way: they make it quoted or start a COPY escape. */
const CAREFUL = new Uint8Array(256);
for (const c of ',";\\') CAREFUL[c.charCodeAt(0)] = 1;

const UNESCAPED = new Uint8Array(256).map((_, i) => i);
for (const [letter, byte] of [['b', 8], ['f', 12], ['n', 10], ['r', 13], ['t', 9], ['v', 11]] as const) {
  UNESCAPED[letter.charCodeAt(0)] = byte;
}
const QUOTING_ESCAPE = new Uint8Array(256);
for (const c of 'nrt') QUOTING_ESCAPE[c.charCodeAt(0)] = 1;

/**
 * COPY's text format to CSV, quoting as csv-stringify does with QUOTED_MATCH so both export paths
 * write the same bytes. Incoming chunks may split a row anywhere.
 */
export class CopyTextToCsv extends Transform {
  private out: Buffer;
  private used: number;
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

  private room(bytes: number): void {
    if (this.used + bytes <= this.out.length) return;
    if (this.used > 0) this.push(this.out.subarray(0, this.used));
    this.out = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, bytes));
    this.used = 0;
  }

  private rows(src: Buffer, from: number, to: number): void {
    let i = from;
    while (i < to) {
      const lf = src.indexOf(LF, i);
      // Each byte becomes at most two ('"' doubled) and each cell gains at most two quotes.
      this.room(4 * (lf + 1 - i));
      const out = this.out;
      let o = this.used;
      for (;;) {
        // Fast path: most cells need no unescaping or quoting.
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

function writeCareful(src: Buffer, from: number, to: number, out: Buffer, at: number): number {
  // \N is NULL: an empty cell.
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

export interface CsvQuery {
  sql: string;
  params: unknown[];
}

/** node-postgres' own conversion, so an inlined value reads exactly as the parameter would. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

/**
 * COPY takes no parameters, so they are inlined as quoted literals, which PostgreSQL types from
 * their place exactly as it would an untyped parameter.
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

export interface CopyColumn {
  header: string;
  value: PgColumn | SQL;
  /** Never looks like a formula (a label, a date, a number), so it skips the formula rule. */
  plain?: boolean;
}

export type CopyRows = (fields: Record<string, SQL.Aliased>) => { toSQL(): CsvQuery };

/**
 * OFFSET 0 keeps PostgreSQL from merging the subquery into the outer select, so each value is
 * computed once however often the formula rule reads it.
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

/** A connection of its own, so the export gets its own time limit and a consistent snapshot. */
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

/** Reads the first item before answering, so a refused query gets an error answer, not a cut download. */
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

/** Streams an export through `COPY (SELECT …) TO STDOUT` as CSV. */
export async function copyCsv(db: Database, { columns, rows }: CopyExport): Promise<Readable> {
  const statement = copyStatement(columns, rows);
  const client = await exportClient(db);
  const copy = client.query(copyTo(statement));
  // Failures reach the reader below; this keeps an abandoned COPY's error from being unhandled.
  copy.on('error', () => {});
  const data = await readAhead(client, copy as AsyncIterable<Buffer>);
  const out = new PassThrough();
  endExport(pipeline(data, new CopyTextToCsv(headerBytes(columns.map((column) => column.header))), out), client, out);
  return out;
}

/** On an error the connection is released with it, which closes it and stops the query still running. */
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
 * Fails at once when the connection is lost: pg-query-stream would otherwise wait forever to
 * close a cursor in error and hold the export's request.
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
  headers: readonly string[];
  /** Rows arrive as arrays in the select's order; text cells are neutralised afterwards. */
  toCells: (values: unknown[]) => unknown[];
}

/** Streams the rows of `query` as CSV through a cursor. */
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
