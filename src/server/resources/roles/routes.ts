import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BooleanParam, listQuerySchema } from '../../../shared/listQuery';
import { MESSAGES } from '../../../shared/messages';
import { ROLE_SORT_KEYS, RoleBody, type Role } from '../../../shared/roles';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { countRoleUsers, createRole, deleteRole, getRole, listRoles, ROLE_EXPORT, setRoleActive, updateRole } from './queries';
import { actorOf } from '../../plugins/auth';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';
import { AccessEntrySchema, IdParams } from '../../core/schemas';

export const RoleDetailSchema = z.object({
  _id: z.string(),
  name: z.string(),
  nameInLower: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  access: z.array(AccessEntrySchema),
}) satisfies z.ZodType<Role>;

const RoleListQuery = listQuerySchema(ROLE_SORT_KEYS)
  .extend({ isActive: BooleanParam.optional() })
  .describe('search: name; isActive: true or false');
const UpdateRoleBody = RoleBody.extend({ isActive: z.boolean({ error: 'must be true or false' }).optional() });

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Role Management',
    entity: 'roles',
    tag: 'roles',
    key: 'role',
    record: RoleDetailSchema,
    notFound: MESSAGES.roleNotFound,
  });
  crud.list('/roles', {
    summary: 'List roles (newest first unless sorted otherwise)',
    listKey: 'roles',
    querystring: RoleListQuery,
    run: listRoles,
  });
  listExportRoute(app, 'roles', ROLE_EXPORT);
  crud.get('/roles/:id', { summary: 'One role with its access matrix', run: getRole });

  app.get(
    '/roles/count/user/role/:id',
    {
      onRequest: app.requirePermission('Role Management', 'view'),
      schema: {
        tags: ['roles'],
        summary: 'How many users hold the role',
        params: IdParams,
        response: { 200: envelopeSchema(z.object({ count: z.number().int() })), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => envelope({ count: await countRoleUsers(app.db, request.params.id) }),
  );

  crud.create('/roles/create', {
    summary: 'Create a role with its access matrix (modules left out grant nothing); 403 when it would allow what the caller does not hold',
    body: RoleBody,
    run: (db, body, request) => createRole(db, body, actorOf(request)),
    message: MESSAGES.roleCreated,
    conflict: 'The name is taken',
  });
  crud.update('/roles/update/:id', {
    summary:
      'Update a role; its access matrix is replaced, isActive kept when left out. 403 when the role would allow, or allows, what the ' +
      'caller does not hold, or when the caller holds it and its access or status would change',
    body: UpdateRoleBody,
    run: (db, id, body, request) => updateRole(db, id, body, actorOf(request)),
    message: MESSAGES.roleUpdated,
    conflict: 'The name is taken',
  });
  crud.status('/roles/update/active/inactive/:id', {
    summary:
      'Set a role active or inactive (?isActive=true|false, empty body); an inactive role grants nothing. 403 for a role the ' +
      'caller holds or one allowing what they do not hold',
    run: (db, id, isActive, request) => setRoleActive(db, id, isActive, actorOf(request)),
    message: MESSAGES.roleStatusUpdated,
  });
  crud.remove('/roles/:id', {
    summary:
      'Delete a role; while users hold it, only with ?removeFromUsers=true (which takes it from them). 403 for a role the caller ' +
      'holds or one allowing what they do not hold',
    querystring: z.object({ removeFromUsers: BooleanParam.default(false) }),
    run: (db, id, query, request) => deleteRole(db, id, query.removeFromUsers, actorOf(request)),
    message: MESSAGES.roleDeleted,
    conflict: 'Users hold the role and removeFromUsers=true was not given',
  });
};
