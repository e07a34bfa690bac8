import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

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
