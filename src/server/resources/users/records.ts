import { auditContextOf, withAudit } from '../../core/auditContext';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { denialMessage } from '../../../shared/modules';
import { can } from '../../../shared/permissions';
import { USER_MESSAGES, UserBody, userBodyIssues } from '../../../shared/users';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { passwordIssue } from '../../core/passwordPolicy';
import { actorOf } from '../../plugins/auth';
import { assertVersion, ConflictEnvelope, setVersionTag, versionOf, VersionHeaders } from '../../core/recordVersion';
import { findUserById } from '../../core/session';
import { assertUserAuthority, authorityTarget } from './authority';
import { deleteUser, getUser, saveUser, setUserActive } from './queries';
import { IdParams, MeSchema, StatusQuery } from '../../core/schemas';
import { signedInUserOf } from './me';
import { isProfileOnly, updateProfile } from './profile';
import { namingAField, recordAnswer, recordAnswerSchema } from '../../core/writeAnswers';
import { RoleRefSchema, UserRefSchema, UserSchema } from './schemas';

const OneUser = envelopeSchema(z.object({ user: recordAnswerSchema(UserSchema) }));

/** One 400 that names every field, so the form can mark them all at once. */
function checkBody(body: UserBody, context: Parameters<typeof userBodyIssues>[1]): void {
  const issues = userBodyIssues(body, context).map((i) => i.message);
  const password = context.creating ? body.password : body.newPassword;
  if (!issues.length && password) {
    const issue = passwordIssue(password, body.email ?? context.current?.email);
    if (issue) issues.push(issue);
  }
  if (issues.length) throw badRequest(issues.join(' '));
}

export const userRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    {
      onRequest: app.requirePermission('User Management', 'view'),
      schema: {
        tags: ['users'],
        summary: 'One user with company, location, roles and support staff',
        params: IdParams,
        response: {
          200: envelopeSchema(
            z.object({ user: UserSchema, roles: z.array(RoleRefSchema), supportStaff: z.array(UserRefSchema) }),
          ),
          ...authErrorResponses,
          404: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const user = await getUser(app.db, request.params.id);
      if (!user) throw notFound(USER_MESSAGES.notFound);
      setVersionTag(reply, user);
      return envelope({ user, roles: user.roles, supportStaff: user.supportStaffMembers });
    },
  );

  app.post(
    '/users/create',
    {
      onRequest: app.requirePermission('User Management', 'add'),
      schema: {
        tags: ['users'],
        summary: 'Create a user; for Staff only the Staff fields are taken',
        body: UserBody,
        response: { 200: OneUser, ...authErrorResponses, 409: ErrorEnvelope.describe('The email or NRDS id is taken') },
      },
    },
    async (request) => {
      await assertUserAuthority(app.db, actorOf(request), null, request.body);
      checkBody(request.body, { creating: true, selfId: request.auth!.user.id });
      const user = await withAudit(app.db, auditContextOf(request), (db) => saveUser(db, request.body, actorOf(request)));
      return envelope({ user: recordAnswer(request, 'User Management', user) }, USER_MESSAGES.created);
    },
  );

  app.put(
    '/users/update/:id',
    {
      // A user may always update their own profile; the handler checks the rest.
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary:
          'Update a user (fields left out keep their value; for Staff only the Staff fields are taken). ' +
          'Without User Management edit access, a user may update their own profile fields only.',
        params: IdParams,
        headers: VersionHeaders,
        // Checked before the handler loads anyone: every field is optional, so {} would change nothing.
        body: namingAField(UserBody),
        response: {
          // One's own profile answers one's own record (MeSchema).
          200: envelopeSchema(z.object({ user: recordAnswerSchema(z.union([UserSchema, MeSchema])) })),
          ...authErrorResponses,
          404: ErrorEnvelope,
          409: ConflictEnvelope,
        },
      },
    },
    async (request) => {
      const { user: sessionUser, roles } = request.auth!;
      const { id } = request.params;
      const isSelf = sessionUser.id === id;
      const actor = sessionUser;
      const mayEditUsers = can({ role: actor.role, roles }, 'User Management', 'edit');
      if (isSelf && isProfileOnly(request.body)) {
        const signedIn = await signedInUserOf(app.db, request);
        const user = await withAudit(app.db, auditContextOf(request), async (db) => {
          await assertVersion(db, 'users', { id }, versionOf(request));
          return updateProfile(db, signedIn, request.body, mayEditUsers);
        });
        return envelope({ user }, MESSAGES.profileUpdated);
      }
      if (mayEditUsers) {
        const current = await findUserById(app.db, id);
        if (!current) throw notFound(USER_MESSAGES.notFound);
        await assertUserAuthority(app.db, actorOf(request), (await authorityTarget(app.db, id))!, request.body);
        checkBody(request.body, { creating: false, selfId: actor.id, editedId: id, current });
        const user = await withAudit(app.db, auditContextOf(request), async (db) => {
          await assertVersion(db, 'users', { id }, versionOf(request));
          return saveUser(db, request.body, actorOf(request), id);
        });
        return envelope({ user: recordAnswer(request, 'User Management', user) }, USER_MESSAGES.updated);
      }
      throw forbidden(denialMessage('User Management', 'edit'));
    },
  );

  app.put(
    '/users/update/active/inactive/:id',
    {
      onRequest: app.requirePermission('User Management', 'activeInactive'),
      schema: {
        tags: ['users'],
        summary: 'Set a user active or inactive (?isActive=true|false, empty body); deactivation ends their sessions',
        params: IdParams,
        headers: VersionHeaders,
        querystring: StatusQuery,
        response: { 200: OneUser, ...authErrorResponses, 404: ErrorEnvelope, 409: ConflictEnvelope },
      },
    },
    async (request) => {
      const user = await withAudit(app.db, auditContextOf(request, { action: 'status' }), async (db) => {
        await assertVersion(db, 'users', { id: request.params.id }, versionOf(request));
        return setUserActive(db, request.params.id, request.query.isActive, actorOf(request));
      });
      return envelope({ user: recordAnswer(request, 'User Management', user) }, USER_MESSAGES.statusUpdated);
    },
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.requirePermission('User Management', 'delete'),
      schema: {
        tags: ['users'],
        summary: 'Delete a user: removed from support staff and location contacts, in one transaction',
        params: IdParams,
        headers: VersionHeaders,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope, 409: ConflictEnvelope },
      },
    },
    async (request) => {
      await withAudit(app.db, auditContextOf(request), async (db) => {
        await assertVersion(db, 'users', { id: request.params.id }, versionOf(request));
        await deleteUser(db, request.params.id, actorOf(request));
      });
      return envelope({}, USER_MESSAGES.deleted);
    },
  );
};
