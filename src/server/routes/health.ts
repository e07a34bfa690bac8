import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { AppError } from '../errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: envelopeSchema(z.object({ database: z.literal('up') })), 503: ErrorEnvelope },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError(503, 'The database is not reachable.');
      }
      return envelope({ database: 'up' as const }, 'OK');
    },
  );
};
