import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_LIMIT, PAGE_SIZE } from '../../shared/listQuery';
import { denialMessage } from '../../shared/modules';
import { can } from '../../shared/permissions';
import { authErrorResponses, envelope, envelopeSchema } from '../envelope';
import { forbidden } from '../errors';
import { listMemberChoices } from '../queries/companies';
import { toMe } from '../queries/session';
import { MeSchema, RoleSchema } from './schemas';

const MembersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  companyId: z.uuid('must be a valid id').optional(),
  offset: z.coerce.number().int().min(0, 'must be 0 or more').default(0),
  limit: z.coerce.number().int().min(1, 'must be 1 or more').max(MAX_LIMIT, `must be ${MAX_LIMIT} or less`).default(PAGE_SIZE),
});

const MemberChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

/** The picker serves User Management and the location form ('Select User', 'Select Realtor'). */
async function mayPickUsers(request: FastifyRequest): Promise<void> {
  const { user, roles } = request.auth!;
  const subject = { role: user.role, roles };
  if (!can(subject, 'User Management', 'view') && !can(subject, 'Companies', 'view')) {
    throw forbidden(denialMessage('User Management', 'view'));
  }
}

/** User calls beyond the profile (User Management widens this file). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user and their current active roles, to refresh the stored session',
        security: [{ bearerAuth: [] }],
        response: {
          200: envelopeSchema(z.object({ user: MeSchema, roles: z.array(RoleSchema) })),
          401: authErrorResponses[401],
        },
      },
    },
    // The guard loads the user and their active roles afresh on every request.
    async (request) => {
      const { user, roles } = request.auth!;
      return envelope({ user: toMe(user), roles });
    },
  );

  app.get(
    '/users/list/members',
    {
      onRequest: [app.authenticate, mayPickUsers],
      schema: {
        tags: ['users'],
        summary: 'Active users to pick from (search by name or email, optionally of one company), by name',
        security: [{ bearerAuth: [] }],
        querystring: MembersQuery,
        response: {
          200: envelopeSchema(z.object({ users: z.array(MemberChoiceSchema), total: z.number().int() })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, total } = await listMemberChoices(app.db, request.query);
      return envelope({ users: rows, total });
    },
  );
};
