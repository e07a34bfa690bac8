import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { Database } from '../db/client';

/**
 * CSV exports of whole lists, streamed: rows are read through a database cursor in batches and
 * written out as they come, so memory stays flat whatever the list's size.
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

/** A query as Drizzle's `toSQL()` gives it. */
export interface CsvQuery {
  sql: string;
  params: unknown[];
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
  // Drizzle keeps the node-postgres pool it was given as `$client`; a cursor needs a client of its own.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  // One cursor reads the whole list, so the export runs as one statement: it gets its own time
  // limit instead of the per-request one, and a consistent snapshot of the list.
  try {
    await client.query('begin read only');
    await client.query(`set local statement_timeout = ${EXPORT_TIMEOUT_MS}`);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  const stream = client.query(new QueryStream(query.sql, query.params, { batchSize: 500, rowMode: 'array' }));
  // The first row (or the end) is read before answering: a query PostgreSQL refuses then fails the
  // request with an error answer, instead of cutting off a download that already began.
  const cursor = stream[Symbol.asyncIterator]() as AsyncIterator<unknown[]>;
  let first: IteratorResult<unknown[]>;
  try {
    first = await cursor.next();
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  async function* rows() {
    try {
      for (let next = first; !next.done; next = await cursor.next()) yield next.value;
    } finally {
      await cursor.return?.();
    }
  }
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
  pipeline(rows(), toRecord, csv, inChunks(), out).then(
    () =>
      client.query('commit').then(
        () => client.release(),
        (err: unknown) => client.release(err as Error),
      ),
    (err: unknown) => {
      // A connection left mid-query is not reused.
      client.release(err as Error);
      out.destroy(err as Error);
    },
  );
  return out;
}
