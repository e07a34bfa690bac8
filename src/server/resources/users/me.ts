import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import type { Database } from '../../db/client';
import type { users } from '../../db/schema';
import { authErrorResponses, envelope, envelopeSchema } from '../../core/envelope';
import { unauthorized } from '../../core/errors';
import { findUserById, toMe } from '../../core/session';
import { MeSchema, RoleSchema } from '../../core/schemas';

/** The guard keeps only the columns it checks; a user gone since was deleted in between: signed out. */
export async function signedInUserOf(db: Database, request: FastifyRequest): Promise<typeof users.$inferSelect> {
  const user = await findUserById(db, request.auth!.user.id);
  if (!user) throw unauthorized(MESSAGES.unauthorized);
  return user;
}

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user and their current active roles, to refresh the stored session',
        response: {
          200: envelopeSchema(z.object({ user: MeSchema, roles: z.array(RoleSchema) })),
          401: authErrorResponses[401],
        },
      },
    },
    // The guard loads the user and their active roles afresh on every request.
    async (request) => {
      // In a preview, the type and roles are the previewed holder's.
      const { roles, user } = request.auth!;
      return envelope({ user: { ...toMe(await signedInUserOf(app.db, request)), role: user.role }, roles });
    },
  );
};
