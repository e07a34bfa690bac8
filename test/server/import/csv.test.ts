import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_LIMITS, headerDelimiter, ImportFileError, openCsv, type CsvLimits, type CsvRow } from '../../../src/server/core/imports/csv';

/** The file as the upload would stream it, in chunks of `size` bytes (a character may be split). */
async function* chunks(content: string | Buffer, size = 7): AsyncGenerator<Buffer> {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function readAll(content: string | Buffer, limits?: CsvLimits, size?: number) {
  const file = await openCsv(chunks(content, size), limits);
  const rows: CsvRow[] = [];
  for await (const row of file.rows) rows.push(row);
  return { headers: file.headers, delimiter: file.delimiter, rows };
}

async function failure(content: string | Buffer, limits?: CsvLimits): Promise<ImportFileError> {
  try {
    await readAll(content, limits);
  } catch (err) {
    expect(err).toBeInstanceOf(ImportFileError);
    return err as ImportFileError;
  }
  throw new Error('the file was read without an error');
}

describe('openCsv', () => {
  it('reads a comma-separated file: trimmed headers, each row with the line it starts on', async () => {
    const file = await readAll(' First Name ,Last Name,Email\nAna,Lima,ana@example.com\nBo,Berg,bo@example.com\n');
    expect(file.delimiter).toBe(',');
    expect(file.headers).toEqual(['First Name', 'Last Name', 'Email']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Ana', 'Lima', 'ana@example.com'] },
      { line: 3, cells: ['Bo', 'Berg', 'bo@example.com'] },
    ]);
  });

  it('reads a spreadsheet\'s "CSV UTF-8" with semicolons: the BOM dropped, quoted separators, quotes and line breaks kept', async () => {
    // As spreadsheets write it: CRLF between rows, a line feed inside a cell.
    const content = '\uFEFFNom;Société;Biographie\r\n"Østby, Åse";"Nguyễn; Partners";"Said ""hello""\non two lines"\r\nZoé;Acme;Plain\r\n';
    const file = await readAll(content, undefined, 3);
    expect(file.delimiter).toBe(';');
    expect(file.headers).toEqual(['Nom', 'Société', 'Biographie']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Østby, Åse', 'Nguyễn; Partners', 'Said "hello"\non two lines'] },
      // The quoted cell above took two lines.
      { line: 4, cells: ['Zoé', 'Acme', 'Plain'] },
    ]);
  });

  it('skips empty lines and rows of separators only, and still counts their lines', async () => {
    const file = await readAll('Email,Name\n\nana@example.com,Ana\n,\n\n;\nbo@example.com,Bo\n\n');
    expect(file.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [3, 'ana@example.com'],
      [6, ';'],
      [7, 'bo@example.com'],
    ]);
  });

  it('keeps rows with fewer or more cells than headers, for the row checks to report', async () => {
    const file = await readAll('A,B,C\n1\n1,2,3,4\n');
    expect(file.rows.map((row) => row.cells)).toEqual([['1'], ['1', '2', '3', '4']]);
  });

  it('takes the separator the header row holds more of, outside quotes', () => {
    expect(headerDelimiter('"Name, full";Email;Phone')).toBe(';');
    expect(headerDelimiter('Name,Email;Phone,Fax')).toBe(',');
    expect(headerDelimiter('Name')).toBe(',');
  });

  it('refuses a file that is not UTF-8, naming the line with the first bad byte', async () => {
    const latin1 = Buffer.concat([Buffer.from('Name,City\nAna,Paris\n'), Buffer.from('Zo\xe9,Lyon\n', 'latin1')]);
    const err = await failure(latin1);
    expect(err.line).toBe(3);
    expect(err.message).toBe('Line 3: the file is not UTF-8 text. Save it from the spreadsheet as "CSV UTF-8" and try again.');
  });

  it('reads a stored file\'s 1 MB chunks in pieces, keeping characters, quoted line breaks and line numbers whole', async () => {
    // 3,000 rows of about 60 bytes with multi-byte characters, and a quoted line break every 100 rows.
    const rows = Array.from({ length: 3000 }, (_, i) => `Zoé ${i},"Nguyễn ${i % 100 === 0 ? '\nsecond line' : 'Ø'}",${i}@example.org`);
    const content = `Name,Company,Email\n${rows.join('\n')}\n`;
    const file = await readAll(content, undefined, 1024 * 1024);
    expect(file.rows).toHaveLength(3000);
    expect(file.rows[2999]).toEqual({ line: 3031, cells: ['Zoé 2999', 'Nguyễn Ø', '2999@example.org'] });
    expect(file.rows[2900]!.cells[1]).toBe('Nguyễn \nsecond line');
    const bad = Buffer.concat([Buffer.from(content), Buffer.from('x,'), Buffer.from([0xe9]), Buffer.from('\n')]);
    const error = await readAll(bad, undefined, 1024 * 1024).catch((err: unknown) => err);
    expect((error as ImportFileError).message).toMatch(/^Line 3032: the file is not UTF-8/);
  });

  it('refuses a quote that is never closed, and text after a closing quote', async () => {
    expect((await failure('Name,City\nAna,Paris\n"Bo,Lyon\nCy,Nice\n')).message).toMatch(/^Line \d+: a quoted cell is never closed/);
    const after = await failure('Name,City\nAna,Paris\n"Bo" x,Lyon\n');
    expect(after.line).toBe(3);
    expect(after.message).toMatch(/text after its closing quote/);
  });

  it('refuses an empty file, and one with a header row only reads no rows', async () => {
    expect((await failure('')).message).toMatch(/^the file is empty/);
    expect((await failure('\n\n')).message).toMatch(/^the file is empty/);
    expect((await readAll('Email,Name')).rows).toEqual([]);
  });

  it('stops past the size and row limits with a message saying what to do', async () => {
    const content = `Email\n${Array.from({ length: 50 }, (_, i) => `user${i}@example.com`).join('\n')}\n`;
    const big = await failure(content, { ...DEFAULT_CSV_LIMITS, maxBytes: 1024 * 1024 - 1, maxRows: 10 });
    expect(big.message).toBe('Line 12: the file has more than 10 rows. Split it into smaller files.');
    const heavy = await failure(content, { maxBytes: 100, maxRows: 1000 });
    expect(heavy.message).toBe('the file is larger than 100 bytes. Split it into smaller files.');
  });
});
