import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportBodySchema, tableExportFileName } from '../../shared/listExport';
import { authErrorResponses } from './envelope';
import { columnKeysOf, streamListExport, type ExportList, type ExportRequest } from './listExport';
import { CSV_COMPRESSION, csvResponse, sendCsv } from './csv';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** POST /export/<list>, behind the list's own view permission, since it tells nothing more than the list. */
export function listExportRoute<K extends string, C extends string, P extends z.ZodRawShape>(
  app: App,
  name: string,
  source: ExportList<K, C, P>,
): void {
  const columns = columnKeysOf(source.columns);
  const body = exportBodySchema(source.sortKeys, columns).extend(source.params ?? ({} as P));
  app.post(
    `/export/${name}`,
    {
      onRequest: app.requirePermission(source.module, 'view'),
      compress: CSV_COMPRESSION,
      schema: {
        tags: ['export'],
        summary: `Export the ${name} list's chosen columns as CSV (the whole filtered, sorted list)`,
        description:
          `The body takes the list call's search, sortKey, sortOrder and filters (no paging)` +
          `${source.params ? ` and ${Object.keys(source.params).join(', ')}` : ''}, the columns in their order ` +
          `(key: one of ${columns.join(', ')}; label: the header; values: labels of stored values), ` +
          'the reader\'s locale and time zone. Answers text/csv (UTF-8 with a BOM) as an attachment.',
        body,
        response: { 200: csvResponse('The CSV file'), ...authErrorResponses },
      },
    },
    async (request, reply) => {
      // The schema above has parsed it; Fastify's inference does not reach through the generic body.
      const parsed = request.body as ExportRequest<K> & z.infer<z.ZodObject<P>>;
      const stream = await streamListExport(app.readDb, source, parsed);
      return sendCsv(reply, tableExportFileName(name, new Date(), parsed.timeZone), stream);
    },
  );
}
