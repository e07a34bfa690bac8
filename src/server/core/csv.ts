import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** A route's `compress` option for CSV answers: megabytes, which the fastest compression keeps streaming at full speed. */
export const CSV_COMPRESSION = {
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
};

/** Answers `stream` as a CSV attachment named `fileName`, kept by no browser or proxy. */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream as never); // a stream is written as it is, never serialised
}

const CsvFile = z.string().describe('The CSV file');

/**
 * A CSV answer in a route's `schema.response`, under its media type: the document says text/csv, and
 * Fastify's serialiser is never asked for it (sendCsv sends a stream as it is).
 */
export function csvResponse(description: string) {
  return { description, content: { 'text/csv': { schema: CsvFile } } };
}

/** The answer of a list that is JSON, or with `download=csv` the whole filtered list as CSV. */
export function jsonOrCsvResponse<T extends z.ZodType>(description: string, json: T) {
  return { description, content: { 'application/json': { schema: json }, 'text/csv': { schema: CsvFile } } };
}
