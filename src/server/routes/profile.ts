import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProfileBody } from '../../shared/auth';
import { MESSAGES } from '../../shared/messages';
import { denialMessage } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { users } from '../db/schema';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { findUserById, fullName, toMe } from '../queries/session';
import { IdParams, MeSchema } from './schemas';

/**
 * PUT /users/update/{id} for the profile panel: a user may always update their own profile;
 * anyone else's needs User Management edit access (User Management widens this route).
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Update a user's profile fields (firstName, lastName, email, phoneNumber, picture)",
        security: [{ bearerAuth: [] }],
        params: IdParams,
        body: ProfileBody,
        response: {
          200: envelopeSchema(z.object({ user: MeSchema })),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { user: actor, roles } = request.auth!;
      const { id } = request.params;
      const isSelf = actor.id === id;
      const mayEditUsers = can({ role: actor.role, roles }, 'User Management', 'edit');
      if (!isSelf && !mayEditUsers) throw forbidden(denialMessage('User Management', 'edit'));
      const target = isSelf ? actor : await findUserById(app.db, id);
      if (!target) throw notFound(MESSAGES.userNotFound);

      const body = request.body;
      const email = body.email?.toLowerCase();
      if (email && email !== target.email.toLowerCase()) {
        if (!mayEditUsers) throw badRequest('The email address cannot be changed from the profile.');
        const [taken] = await app.db
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, id)))
          .limit(1);
        if (taken) throw conflict(MESSAGES.emailTaken);
      }
      const name = fullName(body.firstName, body.lastName, target.middleName);
      const [updated] = await app.db
        .update(users)
        .set({
          firstName: body.firstName,
          lastName: body.lastName,
          name,
          nameInLower: name.toLowerCase(),
          ...(email ? { email } : {}),
          ...(body.phoneNumber !== undefined ? { phoneNumber: body.phoneNumber || null } : {}),
          ...(body.picture !== undefined ? { picture: body.picture || null } : {}),
          ...(body.language ? { language: body.language } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return envelope({ user: toMe(updated!) }, MESSAGES.profileUpdated);
    },
  );
};
