import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BooleanParam, listQuerySchema } from '../../shared/listQuery';
import { MESSAGES } from '../../shared/messages';
import { ROLE_SORT_KEYS, RoleBody, type Role } from '../../shared/roles';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { notFound } from '../errors';
import { countRoleUsers, createRole, deleteRole, getRole, listRoles, setRoleActive, updateRole } from '../queries/roles';
import { AccessEntrySchema, IdParams, StatusQuery, ListTotalShape } from './schemas';

/** A role with its full access matrix: one entry per module, in the modules' order. */
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
/** An update that leaves out isActive keeps the current status. */
const UpdateRoleBody = RoleBody.extend({ isActive: z.boolean({ error: 'must be true or false' }).optional() });
const OneRole = envelopeSchema(z.object({ role: RoleDetailSchema }));

/** Roles and their access matrix (spec 000 §6, §7), in the Role Management module. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/roles',
    {
      onRequest: app.requirePermission('Role Management', 'view'),
      schema: {
        tags: ['roles'],
        summary: 'List roles (newest first unless sorted otherwise)',
        querystring: RoleListQuery,
        response: {
          200: envelopeSchema(z.object({ roles: z.array(RoleDetailSchema), ...ListTotalShape })),
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { rows, ...counted } = await listRoles(app.db, request.query);
      return envelope({ roles: rows, ...counted });
    },
  );

  app.get(
    '/roles/:id',
    {
      onRequest: app.requirePermission('Role Management', 'view'),
      schema: {
        tags: ['roles'],
        summary: 'One role with its access matrix',
        params: IdParams,
        response: { 200: OneRole, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const role = await getRole(app.db, request.params.id);
      if (!role) throw notFound(MESSAGES.roleNotFound);
      return envelope({ role });
    },
  );

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

  app.post(
    '/roles/create',
    {
      onRequest: app.requirePermission('Role Management', 'add'),
      schema: {
        tags: ['roles'],
        summary: 'Create a role with its access matrix (modules left out grant nothing)',
        body: RoleBody,
        response: { 200: OneRole, ...authErrorResponses, 409: ErrorEnvelope.describe('The name is taken') },
      },
    },
    async (request) => envelope({ role: await createRole(app.db, request.body) }, MESSAGES.roleCreated),
  );

  app.put(
    '/roles/update/:id',
    {
      onRequest: app.requirePermission('Role Management', 'edit'),
      schema: {
        tags: ['roles'],
        summary: 'Update a role; its access matrix is replaced, isActive kept when left out',
        params: IdParams,
        body: UpdateRoleBody,
        response: { 200: OneRole, ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => envelope({ role: await updateRole(app.db, request.params.id, request.body) }, MESSAGES.roleUpdated),
  );

  app.put(
    '/roles/update/active/inactive/:id',
    {
      onRequest: app.requirePermission('Role Management', 'activeInactive'),
      schema: {
        tags: ['roles'],
        summary: 'Set a role active or inactive (?isActive=true|false, empty body); an inactive role grants nothing',
        params: IdParams,
        querystring: StatusQuery,
        response: { 200: OneRole, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope({ role: await setRoleActive(app.db, request.params.id, request.query.isActive) }, MESSAGES.roleStatusUpdated),
  );

  app.delete(
    '/roles/:id',
    {
      onRequest: app.requirePermission('Role Management', 'delete'),
      schema: {
        tags: ['roles'],
        summary: 'Delete a role; while users hold it, only with ?removeFromUsers=true (which takes it from them)',
        params: IdParams,
        querystring: z.object({ removeFromUsers: BooleanParam.default(false) }),
        response: {
          200: envelopeSchema(z.object({})),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ErrorEnvelope.describe('Users hold the role and removeFromUsers=true was not given'),
        },
      },
    },
    async (request) => {
      await deleteRole(app.db, request.params.id, request.query.removeFromUsers);
      return envelope({}, MESSAGES.roleDeleted);
    },
  );
};
