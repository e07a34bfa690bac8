import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, envelopeSchema, ErrorEnvelope } from './envelope';
import { AppError } from './errors';
import { appliedMigrationCount, MIGRATION_COUNT } from '../db/client';
import { redisAnswers } from '../plugins/redis';

export const HEALTH_CHECK_REUSE_MS = 1000;

function sharedCheck(check: () => Promise<unknown>): () => Promise<void> {
  let checking: Promise<void> | null = null;
  let upUntil = 0;
  return () => {
    if (Date.now() < upUntil) return Promise.resolve();
    checking ??= check()
      .then(() => {
        upUntil = Date.now() + HEALTH_CHECK_REUSE_MS;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };
}

/**
 * Liveness checks no dependency, so a supervisor restarts only a dead process; readiness turns 503
 * as the app begins to stop, so a load balancer sends new requests elsewhere (docs/DEPLOY.md).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A monitor may ask many times a second: concurrent requests share one check, and a success
  // stands for a moment. A failure is never reused.
  const checkDatabase = sharedCheck(() => app.db.execute(sql`select 1`));
  const checkReplica = app.readDb === app.db ? null : sharedCheck(() => app.readDb.execute(sql`select 1`));
  const checkStorage = sharedCheck(() => app.storage.check());
  // Once seen applied, the migrations stay applied for this process.
  let migrated = false;

  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      // A busy process is not a dead one, so overload protection never refuses it.
      config: { pressureHandler: () => undefined },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description: 'Checks nothing else: a failing database makes the app unready, not dead.',
        response: {
          200: envelopeSchema(z.object({ process: z.literal('up') })),
          400: ErrorEnvelope.describe('A query value with a control character'),
        },
      },
    },
    async () => envelope({ process: 'up' as const }, 'OK'),
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database, the storage (and Redis, when set) answer and the migrations are applied',
        description: `Unready (503) while the app stops. A successful database or storage check answers for ${HEALTH_CHECK_REUSE_MS} ms.`,
        response: {
          200: envelopeSchema(
            z.object({
              database: z.literal('up'),
              migrations: z.literal('done'),
              replica: z.literal('up').optional(),
              storage: z.literal('up'),
              redis: z.literal('up').optional(),
            }),
          ),
          400: ErrorEnvelope.describe('A query value with a control character'),
          503: ErrorEnvelope.describe('Stopping, the database, its read replica, the storage or Redis is not reachable, or migrations are missing'),
        },
      },
    },
    async (request, reply) => {
      // Expected while the app drains, so answered here rather than logged as a failure.
      if (app.stopping) return reply.code(503).send(envelope({}, 'The app is stopping.', 503));
      try {
        await checkDatabase();
      } catch {
        throw new AppError(503, 'The database is not reachable.');
      }
      if (!migrated) {
        const applied = await appliedMigrationCount(app.db).catch(() => -1);
        if (applied < MIGRATION_COUNT) throw new AppError(503, 'The database is missing migrations of this version.');
        migrated = true;
      }
      if (checkReplica) {
        try {
          await checkReplica();
        } catch {
          throw new AppError(503, 'The read replica (DATABASE_READ_URL) is not reachable.');
        }
      }
      try {
        await checkStorage();
      } catch (err) {
        request.log.warn({ err }, `the uploads' storage (${app.storage.description}) is not reachable`);
        throw new AppError(503, "The uploads' storage is not reachable.");
      }
      if (app.redis && !(await redisAnswers(app.redis))) throw new AppError(503, 'Redis is not reachable.');
      return envelope(
        {
          database: 'up' as const,
          migrations: 'done' as const,
          ...(checkReplica ? { replica: 'up' as const } : {}),
          storage: 'up' as const,
          ...(app.redis ? { redis: 'up' as const } : {}),
        },
        'OK',
      );
    },
  );

  app.get(
    '/api/health',
    {
      // A monitor's polling would drown the log; failures are still logged.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        description: `A successful database check answers for ${HEALTH_CHECK_REUSE_MS} ms; concurrent requests share one check.`,
        response: {
          200: envelopeSchema(z.object({ database: z.literal('up') })),
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
