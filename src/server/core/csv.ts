import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The fastest compression keeps a CSV of megabytes streaming at full speed. */
export const CSV_COMPRESSION = {
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
};

/** no-store: an export holds personal data no browser or proxy should keep. */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream as never); // a stream is written as it is, never serialised
}

const CsvFile = z.string().describe('The CSV file');

/** Under its media type, so Fastify's serialiser is never asked for it. */
export function csvResponse(description: string) {
  return { description, content: { 'text/csv': { schema: CsvFile } } };
}

export function jsonOrCsvResponse<T extends z.ZodType>(description: string, json: T) {
  return { description, content: { 'application/json': { schema: json }, 'text/csv': { schema: CsvFile } } };
}
