import type { FastifyInstance } from 'fastify';
import type { Import, ImportEntity } from '../../src/shared/imports';
import { bearer } from './buildTestApp';

/** POST /imports/{entity}/upload with `content` as the multipart field `field` ("file", as the admin app sends it). */
export function uploadCsv(
  app: FastifyInstance,
  entity: ImportEntity,
  content: string | Buffer,
  token: string,
  { field = 'file', filename = `${entity}.csv` }: { field?: string; filename?: string } = {},
) {
  const boundary = '----cre-import-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/v1/admin/imports/${entity}/upload`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
}

/** Starts an import's dry run ('check'), run or undo, waits for its job, and answers the import as it ended (throws on a refusal). */
export async function importJob(app: FastifyInstance, id: string, step: 'check' | 'run' | 'undo', payload: object, token: string): Promise<Import> {
  const started = await app.inject({ method: 'POST', url: `/api/v1/admin/imports/${id}/${step}`, payload, headers: bearer(token) });
  if (started.statusCode !== 200) throw new Error(`${step} refused: ${started.statusCode} ${started.body}`);
  await app.importJobs.idle();
  const res = await app.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: bearer(token) });
  return res.json().body.import as Import;
}
