import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { AppError } from '../errors';

/** How long a successful database check answers for the requests after it. */
export const HEALTH_CHECK_REUSE_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A load balancer or monitor may ask many times a second: one `select 1` at a time serves every
  // request waiting for it, and a success stands for a second. A failure is never reused.
  let checking: Promise<void> | null = null;
  let upUntil = 0;
  const checkDatabase = (): Promise<void> => {
    if (Date.now() < upUntil) return Promise.resolve();
    checking ??= app.db
      .execute(sql`select 1`)
      .then(() => {
        upUntil = Date.now() + HEALTH_CHECK_REUSE_MS;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  app.get(
    '/api/health',
    {
      // Successful checks are not logged (a monitor's polling would drown the log); failures are.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description: `A successful database check answers for ${HEALTH_CHECK_REUSE_MS} ms; concurrent requests share one check.`,
        response: {
          200: envelopeSchema(z.object({ database: z.literal('up') })),
          // Every route refuses control characters in the query (refuseUnfitText in src/server/app.ts).
          400: ErrorEnvelope.describe('A query value with a control character'),
          503: ErrorEnvelope.describe('The database is not reachable'),
        },
      },
    },
    async () => {
      try {
        await checkDatabase();
      } catch {
        throw new AppError(503, 'The database is not reachable.');
      }
      return envelope({ database: 'up' as const }, 'OK');
    },
  );
};
