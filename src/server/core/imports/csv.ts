import { pipeline, Readable } from 'node:stream';
import { parse, type CsvError, type Info } from 'csv-parse';

/**
 * An import's CSV file as a stream of rows. A file that cannot be read stops with an
 * ImportFileError naming the line, in words the person who made the file can act on.
 */

export interface CsvLimits {
  maxBytes: number;
  /** The header row not counted. */
  maxRows: number;
}

export const DEFAULT_CSV_LIMITS: CsvLimits = { maxBytes: 100 * 1024 * 1024, maxRows: 200_000 };

export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = 'ImportFileError';
  }
}

/** `line` is where the row starts, as a text editor counts, so a person can find it. */
export interface CsvRow {
  line: number;
  cells: string[];
}

export interface CsvFile {
  headers: string[];
  delimiter: ',' | ';';
  /** Read as they are iterated, once. */
  rows: AsyncIterable<CsvRow>;
}

/** Where ';' separates cells (most of Europe), commas appear only inside quotes. */
export function headerDelimiter(headerLine: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

function headerEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return i;
  }
  return -1;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`;
  return bytes >= 1024 ? `${Math.round(bytes / 1024)} kB` : `${bytes} bytes`;
}

/**
 * csv-parse turns each piece into rows at once, which wait until read: small pieces keep few rows
 * waiting, before the garbage collector moves them to the old generation and the heap grows.
 */
const PIECE_BYTES = 64 * 1024;

const NUL_MESSAGE = 'the file holds a NUL character (a zero byte), which is not text. Save it from the spreadsheet as "CSV UTF-8" and try again.';

/** Ends after a line feed where it can, so no character is split. */
function pieceEnd(chunk: Buffer | Uint8Array, start: number): number {
  if (chunk.length - start <= PIECE_BYTES) return chunk.length;
  const lineFeed = chunk.lastIndexOf(0x0a, start + PIECE_BYTES - 1);
  return lineFeed >= start ? lineFeed + 1 : start + PIECE_BYTES;
}

/** Strict UTF-8, so a file saved as Windows-1252 stops on its line instead of importing garbled names. */
async function* utf8Text(source: AsyncIterable<Buffer | Uint8Array>, limits: CsvLimits): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let bytes = 0;
  let lines = 1;
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      const lenient = chunk ? new TextDecoder('utf-8').decode(chunk) : '';
      const before = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD')));
      const line = lines + (before.match(/\n/g)?.length ?? 0);
      throw new ImportFileError('the file is not UTF-8 text. Save it from the spreadsheet as "CSV UTF-8" and try again.', line);
    }
  };
  for await (const chunk of source) {
    bytes += chunk.length;
    if (bytes > limits.maxBytes) throw new ImportFileError(`the file is larger than ${sizeText(limits.maxBytes)}. Split it into smaller files.`);
    for (let start = 0; start < chunk.length; ) {
      const end = pieceEnd(chunk, start);
      const text = decode(chunk.subarray(start, end));
      start = end;
      if (text) {
        // PostgreSQL stores no NUL character: refused here, on its line, rather than failing a batch.
        const nul = text.indexOf('\u0000');
        if (nul >= 0) throw new ImportFileError(NUL_MESSAGE, lines + (text.slice(0, nul).match(/\n/g)?.length ?? 0));
        yield text;
        for (const char of text) if (char === '\n') lines++;
      }
    }
  }
  const rest = decode();
  if (rest) yield rest;
}

function fileError(err: CsvError): ImportFileError {
  const line = (err as CsvError & { lines?: number }).lines;
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new ImportFileError('a quoted cell is never closed: a quote (") is missing.', line);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new ImportFileError('a quoted cell has text after its closing quote. Inside quotes, write a quote as two ("").', line);
    case 'CSV_MAX_RECORD_SIZE':
      return new ImportFileError('a row is too long (over 1 MB). Check that every quote is closed.', line);
    default:
      return new ImportFileError(`the file cannot be read as CSV (${err.message}).`, line);
  }
}

/** Reads the header row first, since it decides the separator csv-parse is given. */
export async function openCsv(source: AsyncIterable<Buffer | Uint8Array>, limits: CsvLimits = DEFAULT_CSV_LIMITS): Promise<CsvFile> {
  const text = utf8Text(source, limits);
  let head = '';
  for (;;) {
    const next = await text.next();
    if (next.done) break;
    head += next.value;
    if (headerEnd(head) >= 0) break;
    if (head.length > 1024 * 1024) throw new ImportFileError('the header row is longer than 1 MB. Check that every quote is closed.', 1);
  }
  if (head.trim() === '') throw new ImportFileError('the file is empty: it needs a header row naming its columns, then one row per record.');
  const end = headerEnd(head);
  const delimiter = headerDelimiter(end >= 0 ? head.slice(0, end) : head);

  async function* whole(): AsyncGenerator<string> {
    yield head;
    for await (const chunk of text) yield chunk;
  }
  const parser = parse({ delimiter, relax_column_count: true, skip_empty_lines: true, max_record_size: 1024 * 1024, info: true });
  // A failure of the source reaches the iteration below; the callback has nothing to add.
  pipeline(Readable.from(whole()), parser, () => undefined);
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: Info }>;

  const read = async () => {
    try {
      return await records.next();
    } catch (err) {
      throw err instanceof ImportFileError ? err : fileError(err as CsvError);
    }
  };
  const header = await read();
  if (header.done) throw new ImportFileError('the file is empty: it needs a header row naming its columns, then one row per record.');
  const headers = header.value.record.map((cell) => cell.trim());
  let endLine = header.value.info.lines;
  let emptyLines = header.value.info.empty_lines;

  async function* rows(): AsyncGenerator<CsvRow> {
    let count = 0;
    try {
      for (;;) {
        const next = await read();
        if (next.done) return;
        const { record, info } = next.value;
        const line = endLine + 1 + (info.empty_lines - emptyLines);
        endLine = info.lines;
        emptyLines = info.empty_lines;
        // A row of separators only (a spreadsheet's trailing blank rows) is an empty line too.
        if (record.every((cell) => cell.trim() === '')) continue;
        if (++count > limits.maxRows) throw new ImportFileError(`the file has more than ${limits.maxRows.toLocaleString('en-US')} rows. Split it into smaller files.`, line);
        yield { line, cells: record };
      }
    } finally {
      parser.destroy();
    }
  }
  return { headers, delimiter, rows: rows() };
}
