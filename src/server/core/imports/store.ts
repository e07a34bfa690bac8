import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { importChunks, imports, type ImportRow } from '../../db/schema';
import type { ImportEntity } from '../../../shared/imports';
import { CONTROL_CHARACTER } from '../../../shared/fieldValues';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '../../../shared/imports';
import { ImportFileError, openCsv, type CsvFile } from './csv';

const CHUNK_BYTES = 1024 * 1024;
const SAMPLE_ROWS = 5;
/** Enough for the mapping screen's value maps. */
const COLUMN_VALUES = 50;
const VALUE_CHARS = 200;

export interface UploadedBy {
  id: string;
  name: string;
}

/**
 * Spools the upload to a temporary file first, so no pool connection is held while a slow client
 * sends, and a file that cannot be read leaves nothing behind. The database keeps the file so
 * every instance can read it.
 */
export async function storeImportFile(
  db: Database,
  entity: ImportEntity,
  fileName: string,
  source: AsyncIterable<Buffer>,
  by: UploadedBy,
): Promise<ImportRow> {
  const folder = await mkdtemp(join(tmpdir(), 'cre-import-'));
  const path = join(folder, 'upload.csv');
  const spool = createWriteStream(path);
  // A failed write (a full disk) is met at the next piece, not as an unhandled event.
  let spoolError: Error | undefined;
  spool.on('error', (err) => (spoolError ??= err));
  try {
    let bytes = 0;
    async function* spooled(): AsyncGenerator<Buffer> {
      for await (const chunk of source) {
        if (spoolError) throw spoolError;
        bytes += chunk.length;
        if (!spool.write(chunk)) await once(spool, 'drain');
        yield chunk;
      }
    }
    const file = await openCsv(spooled(), IMPORT_LIMITS);
    const samples: string[][] = [];
    const values = file.headers.map(() => new Set<string>());
    const filled = file.headers.map(() => 0);
    let rowCount = 0;
    for await (const row of file.rows) {
      rowCount++;
      if (samples.length < SAMPLE_ROWS) samples.push(row.cells);
      row.cells.forEach((cell, column) => {
        const seen = values[column];
        const value = cell.trim();
        if (value && column < filled.length) filled[column]!++;
        if (seen && value && seen.size < COLUMN_VALUES) seen.add(value.slice(0, VALUE_CHARS));
      });
    }
    if (rowCount === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
    await new Promise<void>((resolve, reject) => spool.end((err?: Error | null) => (err || spoolError ? reject(err ?? spoolError) : resolve())));

    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(imports)
        .values({
          entity,
          // PostgreSQL stores no NUL.
          fileName: fileName.replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '').slice(0, 255) || 'import.csv',
          fileBytes: bytes,
          rowCount,
          headers: file.headers,
          samples,
          columnValues: values.map((set) => [...set]),
          filledCounts: filled,
          createdById: by.id,
          createdByName: by.name,
        })
        .returning();
      let seq = 0;
      for await (const data of createReadStream(path, { highWaterMark: CHUNK_BYTES })) {
        await tx.insert(importChunks).values({ importId: row!.id, seq: seq++, data: data as Buffer });
      }
      return row!;
    });
  } finally {
    spool.destroy();
    await rm(folder, { recursive: true, force: true });
  }
}

export async function* importFileBytes(db: Database, id: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await db
      .select({ data: importChunks.data })
      .from(importChunks)
      .where(and(eq(importChunks.importId, id), eq(importChunks.seq, seq)));
    if (!chunk) return;
    yield chunk.data;
  }
}

export function openImportFile(db: Database, id: string): Promise<CsvFile> {
  return openCsv(importFileBytes(db, id), IMPORT_LIMITS);
}
