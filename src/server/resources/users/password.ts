import { auditContextOf, withAudit } from '../../core/auditContext';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OwnPasswordBody } from '../../../shared/auth';
import { passwordChangeError, USER_MESSAGES } from '../../../shared/users';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { enqueueMail } from '../../core/mail/outbox';
import { hashPassword, verifyPassword } from '../../core/password';
import { passwordIssue } from '../../core/passwordPolicy';
import { recordSecurityEvent } from '../../core/auditEntries';
import { findUserById } from '../../core/session';
import { setOwnPassword } from './queries';
import { IdParams } from '../../core/schemas';
import { mayView } from '../../core/writeAnswers';
import { signedInUserOf } from './me';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/users/me/password',
    {
      onRequest: app.authenticate,
      // Each try verifies a password hash: a stolen session must not turn into a password guesser.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: "Change one's own password (the profile panel): the current password, then the new one twice; every session ends",
        body: OwnPasswordBody,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const user = await signedInUserOf(app.db, request);
      const { currentPassword, newPassword, confirmPassword } = request.body;
      // 400, not 401: a wrong current password must not sign the person out.
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(USER_MESSAGES.currentPasswordWrong);
      const issue = passwordChangeError(newPassword, confirmPassword, user.email) ?? passwordIssue(newPassword, user.email);
      if (issue) throw badRequest(issue);
      const hash = await hashPassword(newPassword);
      await withAudit(app.db, auditContextOf(request), (db) => setOwnPassword(db, user.id, hash));
      return envelope({}, USER_MESSAGES.ownPasswordChanged);
    },
  );

  app.post(
    '/users/:id/password-reset-link',
    {
      onRequest: app.requirePermission('User Management', 'edit'),
      schema: {
        tags: ['users'],
        summary: "Mail the user a single-use link to choose a new password (staff never set another person's password)",
        params: IdParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => {
      const target = await findUserById(app.db, request.params.id);
      if (!target) throw notFound(USER_MESSAGES.notFound);
      if (target.role === 'superAdmin' && request.auth!.user.role !== 'superAdmin') throw forbidden(USER_MESSAGES.superAdminOnly);
      if (!target.isActive) throw conflict(USER_MESSAGES.resetLinkInactive);
      await app.db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'passwordReset', userId: target.id, requestedBy: request.auth!.user.id });
        await recordSecurityEvent(tx, auditContextOf(request), target.id, 'passwordResetSent');
      });
      app.mailOutbox.wake();
      // The address is the user's data: named only to those who may view users.
      const to = mayView(request, 'User Management') ? target.email : "the user's email address";
      return envelope({}, USER_MESSAGES.resetLinkSent.replace('%{email}', to));
    },
  );
};
