import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BooleanParam, listQuerySchema, MAX_LIMIT, PagingQuery } from '../../../shared/listQuery';
import { denialMessage } from '../../../shared/modules';
import { can } from '../../../shared/permissions';
import { exportFileName, USER_FILTER_KEYS, USER_SORT_KEYS } from '../../../shared/users';
import { authErrorResponses, envelope, envelopeSchema } from '../../core/envelope';
import { forbidden } from '../../core/errors';
import { listMemberChoices } from '../companies';
import { streamUserCsv } from './export';
import { listUsers, USER_EXPORT, userListPlan } from './queries';
import { CSV_COMPRESSION, jsonOrCsvResponse, sendCsv } from '../../core/csv';
import { listExportRoute } from '../../core/listExportRoutes';
import { ListTotalShape } from '../../core/schemas';
import { UserSchema } from './schemas';

const MembersQuery = PagingQuery.extend({
  search: z.string().trim().max(200).optional(),
  companyId: z.uuid('must be a valid id').optional(),
});

const MemberChoiceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
});

const UserListQuery = listQuerySchema(USER_SORT_KEYS)
  .extend({
    companyId: z.uuid('must be a valid id').optional(),
    activeOnly: BooleanParam.optional(),
    isPurchasableListAccess: BooleanParam.optional(),
    /** false: every matching row up to the largest page, from `offset`. */
    isPagination: BooleanParam.optional(),
    download: z.enum(['csv'], { error: 'must be csv' }).optional(),
  })
  .describe(
    `filters keys: ${USER_FILTER_KEYS.join(', ')} (value formats in docs/API.md, "User list filters"); search: name, email, NRDS id or company name; ` +
      'download=csv answers the whole filtered list as a CSV file (purchasable_list_… with isPurchasableListAccess=true)',
  );

/** The picker serves User Management and the location form ('Select User', 'Select Realtor'). */
const mayPickUsers = Object.assign(
  async (request: FastifyRequest): Promise<void> => {
    const { user, roles } = request.auth!;
    const subject = { role: user.role, roles };
    // It also serves registering attendees, choosing who paid, and the Audit Log's 'Who' filter.
    const picks =
      can(subject, 'User Management', 'view') ||
      can(subject, 'Companies', 'view') ||
      can(subject, 'Events', 'edit') ||
      can(subject, 'Payment', 'add') ||
      can(subject, 'Payment', 'edit') ||
      can(subject, 'Audit Log', 'view');
    if (!picks) {
      throw forbidden(denialMessage('User Management', 'view'));
    }
  },
  // For the OpenAPI document, since this hook decides instead of requirePermission.
  { access: 'Needs any of: User Management View, Companies View, Events Edit, Payment Add or Payment Edit permission.' },
);

export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/list/members',
    {
      onRequest: [app.authenticate, mayPickUsers],
      schema: {
        tags: ['users'],
        summary: 'Active users to pick from (search by name or email, optionally of one company), by name',
        querystring: MembersQuery,
        response: {
          200: envelopeSchema(z.object({ users: z.array(MemberChoiceSchema), ...ListTotalShape })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listMemberChoices(app.readDb, request.query);
      return envelope({ users: rows, ...counted });
    },
  );

  app.get(
    '/users/list/all',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      compress: CSV_COMPRESSION,
      schema: {
        tags: ['users'],
        summary: 'List users (search, filters, sort, paging), or export the whole filtered list as CSV (download=csv)',
        querystring: UserListQuery,
        response: {
          200: jsonOrCsvResponse(
            'The page of users; with download=csv, a text/csv attachment instead',
            envelopeSchema(z.object({ users: z.array(UserSchema), ...ListTotalShape })),
          ),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { companyId, activeOnly, isPurchasableListAccess, isPagination, download, ...query } = request.query;
      const options = { companyId, activeOnly, purchasable: isPurchasableListAccess };
      if (download === 'csv') {
        const kind = isPurchasableListAccess ? 'purchasable' : 'report';
        const stream = await streamUserCsv(app.readDb, userListPlan(query, options), kind);
        return sendCsv(reply, exportFileName(kind, new Date()), stream);
      }
      const paged = isPagination === false ? { ...query, limit: MAX_LIMIT } : query;
      const { rows, ...counted } = await listUsers(app.readDb, paged, options);
      return envelope({ users: rows, ...counted });
    },
  );

  listExportRoute(app, 'users', USER_EXPORT);
};
