import { auditContextOf } from '../../core/auditContext';
import { recordSecurityEvent } from '../../core/auditEntries';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForgotPasswordBody, ResetPasswordBody, SignInBody } from '../../../shared/auth';
import { MESSAGES } from '../../../shared/messages';
import { hasAnyRole } from '../../../shared/permissions';
import type { SignInThrottleLimits } from '../../config';
import { passwordResets, users } from '../../db/schema';
import { deviceCookieHeader, deviceNonce, issueDeviceCookie } from './deviceCookie';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../../core/errors';
import { hashPassword, verifyDummy, verifyPassword } from '../../core/password';
import { enqueueMail } from '../../core/mail/outbox';
import { sha256 } from '../../core/password';
import { passwordIssue } from '../../core/passwordPolicy';
import { createSession, findUserByEmail, revokeAllSessions, revokeSession, rolesOfUser, toMe } from '../../core/session';
import { clearPair, recordFailedSignIn, signInWait, throttleKeys } from './signInThrottle';
import { MeSchema, RoleSchema } from '../../core/schemas';

export interface AuthRoutesOptions {
  publicUrl: string;
  signInThrottle: SignInThrottleLimits;
  rateLimit: number;
  deviceCookieKey: Buffer;
}


export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const rateLimit = { max: opts.rateLimit, timeWindow: '1 minute' };

  app.post(
    '/users/sign-in',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: SignInBody,
        response: {
          200: envelopeSchema(z.object({ user: MeSchema, token: z.string(), roles: z.array(RoleSchema) })),
          400: ErrorEnvelope,
          401: ErrorEnvelope.describe('Wrong email or password'),
          403: ErrorEnvelope.describe('Inactive account, or no role assigned'),
          429: ErrorEnvelope.describe(
            'Too many failed attempts from this address, or at this account from clients without its device cookie ' +
              '(see Retry-After), whether or not the email exists',
          ),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // The answer carries a token: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      // Before the password is looked at, and the same for every email, known or not.
      const keys = throttleKeys(email, request.ip, deviceNonce(opts.deviceCookieKey, email, request.headers.cookie));
      const { seconds, trustedDevice } = await signInWait(app.db, keys);
      if (seconds > 0) {
        reply.header('retry-after', String(seconds));
        throw tooManyRequests(MESSAGES.tooManyAttempts);
      }
      const user = await findUserByEmail(app.db, email);
      // An unknown email takes as long as a wrong password, and counts the same.
      const verified = user ? await verifyPassword(user.passwordHash, password) : (await verifyDummy(password), false);
      if (!user || !verified) {
        const blockedUntil = await recordFailedSignIn(app.db, keys, opts.signInThrottle, trustedDevice);
        if (blockedUntil) {
          request.log.warn({ clientAddress: request.ip, blockedUntil }, 'failed sign-ins: an address, an email from it, an account or a device cookie is blocked for a while');
        }
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      await clearPair(app.db, keys);
      if (!user.isActive) throw forbidden(MESSAGES.inactiveUser);
      const roles = await rolesOfUser(app.db, user.id);
      if (!hasAnyRole({ role: user.role, roles })) throw forbidden(MESSAGES.noRole);
      const sessionId = crypto.randomUUID();
      const { token, expiresAt } = app.signToken(user, sessionId);
      await app.db.transaction(async (tx) => {
        await createSession(tx, {
          id: sessionId,
          userId: user.id,
          expiresAt,
          clientAddress: request.ip,
          userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        });
        await recordSecurityEvent(tx, auditContextOf(request, { actorId: user.id }), user.id, 'signIn');
      });
      // A fresh device cookie on every sign-in: the account's budget never holds this browser back.
      const secure = request.protocol === 'https' || opts.publicUrl.startsWith('https:');
      reply.header('set-cookie', deviceCookieHeader(issueDeviceCookie(opts.deviceCookieKey, email), { path: request.routeOptions.url!, secure }));
      return envelope({ user: toMe(user), token, roles }, MESSAGES.signedIn);
    },
  );

  app.post(
    '/users/sign-out',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: "Sign out: this session's token stops working; the user's other sessions go on",
        response: { 200: envelopeSchema(z.object({})), 401: authErrorResponses[401] },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await revokeSession(tx, request.auth!.sessionId);
        await recordSecurityEvent(tx, auditContextOf(request), request.auth!.user.id, 'signOut');
      });
      return envelope({}, MESSAGES.signedOut);
    },
  );

  app.post(
    '/users/sign-out/everywhere',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every token issued to the user so far stops working',
        response: { 200: envelopeSchema(z.object({})), 401: authErrorResponses[401] },
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await revokeAllSessions(tx, request.auth!.user.id);
        await recordSecurityEvent(tx, auditContextOf(request), request.auth!.user.id, 'signOutEverywhere');
      });
      return envelope({}, MESSAGES.signedOut);
    },
  );

  app.post(
    '/users/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link (same answer whether or not the email exists)',
        body: ForgotPasswordBody,
        response: { 200: envelopeSchema(z.object({})), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      // The same work for every email, known or not: only a job is queued, and the worker decides
      // whether there is anyone to mail (src/server/resources/users/passwordResetMail.ts).
      await enqueueMail(app.db, { kind: 'passwordReset', email: request.body.email });
      app.mailOutbox.wake();
      return envelope({}, MESSAGES.forgotSent);
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Set a new password with the token from the reset link; the answer names the account's email, so the " +
          'reset page can sign in with the new password and go on into the app',
        body: ResetPasswordBody,
        response: { 200: envelopeSchema(z.object({ email: z.string() })), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const passwordHash = await hashPassword(newPassword);
      // The link's holder owns the mailbox, so naming the account's email tells them nothing new.
      const email = await app.db.transaction(async (tx) => {
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, sha256(token)))
          .for('update');
        if (!reset || reset.usedAt || reset.expiresAt < new Date()) throw badRequest(MESSAGES.resetInvalid);
        // The link stays usable when the password is refused.
        const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, reset.userId));
        const issue = passwordIssue(newPassword, owner?.email);
        if (issue) throw badRequest(`newPassword: ${issue}`);
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, reset.id));
        await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            // A new password is not a change of the record's fields: an edit open on it keeps its version.
            updatedAt: sql`${users.updatedAt}`,
          })
          .where(eq(users.id, reset.userId));
        await recordSecurityEvent(tx, auditContextOf(request, { actorId: reset.userId }), reset.userId, 'passwordReset');
        return owner?.email ?? '';
      });
      return envelope({ email }, MESSAGES.resetDone);
    },
  );
};
