import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { UPLOAD_NAME } from '../../shared/uploads';
import type { Config } from '../config';
import { MESSAGES } from '../../shared/messages';
import { ErrorEnvelope } from '../core/envelope';
import { AppError, notFound } from '../core/errors';
import { localStorage } from '../storage/local';
import { s3Storage } from '../storage/s3';
import { contentTypeOf, type FileStorage, IMAGE_CONTENT_TYPES, UPLOAD_CACHE_CONTROL } from '../storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export function createStorage(config: Pick<Config, 's3' | 's3TimeoutMs' | 'dataDir'>): FileStorage {
  return config.s3 ? s3Storage(config.s3, config.s3TimeoutMs) : localStorage(path.join(config.dataDir, 'uploads'));
}

const ImageBytes = z.string().describe("The image's bytes");

/** A 503 the person can act on (try again) rather than a 500. */
export const storageFailed = (log: FastifyBaseLogger, storage: FileStorage) => (err: unknown): never => {
  log.error({ err }, `the uploads' storage (${storage.description}) failed`);
  throw new AppError(503, MESSAGES.storageUnavailable);
};

/** The same headers whichever the driver, so any instance serves a file another one stored. */
export const storagePlugin = fp(async (app: FastifyInstance, opts: { config: Pick<Config, 's3' | 's3TimeoutMs' | 'dataDir'> }) => {
  const storage = createStorage(opts.config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  // A bucket out of reach is not fatal: it may come back, and readiness reports it.
  app.addHook('onReady', async () => {
    app.log.info(`uploads are kept in ${storage.description}`);
    storage.check().catch((err: unknown) => app.log.warn({ err }, `the uploads' storage (${storage.description}) is not reachable yet`));
  });

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['utils'],
        summary: 'An uploaded image (no sign-in: pictures and logos show in mails and on the public pages)',
        description: `The image's bytes, with cache-control "${UPLOAD_CACHE_CONTROL}" and an ETag (304 for If-None-Match), whichever the storage.`,
        params: z.object({ name: z.string().describe("The stored file's name, as in the upload's Location") }),
        response: {
          200: {
            description: 'The image',
            content: Object.fromEntries(Object.values(IMAGE_CONTENT_TYPES).map((type) => [type, { schema: ImageBytes }])),
          },
          304: z.null().describe('Not modified: the If-None-Match tag is current'),
          404: ErrorEnvelope.describe('No file of that name'),
          503: ErrorEnvelope.describe("The uploads' storage (the S3 bucket) does not answer"),
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params as { name: string };
      const missing = notFound('This file does not exist.');
      if (!UPLOAD_NAME.test(name)) throw missing;
      const found = await storage.get(name, request.headers['if-none-match']).catch(storageFailed(request.log, storage));
      if (found === null) throw missing;
      reply.header('cache-control', UPLOAD_CACHE_CONTROL);
      if (found === 'not-modified') return reply.code(304).send(null);
      reply.header('etag', found.etag).header('content-length', found.bytes).type(contentTypeOf(name));
      return reply.send(found.body);
    },
  );
});
