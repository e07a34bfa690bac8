import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForgotPasswordBody, ResetPasswordBody, SignInBody } from '../../shared/auth';
import { MESSAGES } from '../../shared/messages';
import { hasAnyRole } from '../../shared/permissions';
import { passwordResets, users } from '../db/schema';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { badRequest, forbidden, tooManyRequests, unauthorized } from '../errors';
import { hashPassword, verifyDummy, verifyPassword } from '../password';
import { findUserByEmail, rolesOfUser, toMe } from '../queries/session';
import { MeSchema, RoleSchema } from './schemas';

export interface AuthRoutesOptions {
  publicUrl: string;
  maxFailedSignIns: number;
  lockMinutes: number;
  rateLimit: number;
}

const RESET_TTL_MS = 60 * 60 * 1000;
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Sign-in, sign-out, forgot and reset password (spec 000 §7). */
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
          429: ErrorEnvelope.describe('Too many failed attempts'),
        },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      if (!user) {
        await verifyDummy(password);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      if (user.lockedUntil && user.lockedUntil > new Date()) throw tooManyRequests(MESSAGES.tooManyAttempts);
      if (!(await verifyPassword(user.passwordHash, password))) {
        const [after] = await app.db
          .update(users)
          .set({
            failedSignIns: sql`${users.failedSignIns} + 1`,
            lockedUntil: sql`case when ${users.failedSignIns} + 1 >= ${opts.maxFailedSignIns}
              then now() + make_interval(mins => ${opts.lockMinutes}) else null end`,
          })
          .where(eq(users.id, user.id))
          .returning({ lockedUntil: users.lockedUntil });
        if (after?.lockedUntil) throw tooManyRequests(MESSAGES.tooManyAttempts);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      if (user.failedSignIns > 0 || user.lockedUntil) {
        await app.db.update(users).set({ failedSignIns: 0, lockedUntil: null }).where(eq(users.id, user.id));
      }
      if (!user.isActive) throw forbidden(MESSAGES.inactiveUser);
      const roles = await rolesOfUser(app.db, user.id);
      if (!hasAnyRole({ role: user.role, roles })) throw forbidden(MESSAGES.noRole);
      return envelope({ user: toMe(user), token: app.signToken(user), roles }, MESSAGES.signedIn);
    },
  );

  app.post(
    '/users/sign-out',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: every token issued to the user so far stops working',
        security: [{ bearerAuth: [] }],
        response: { 200: envelopeSchema(z.object({})), 401: authErrorResponses[401] },
      },
    },
    async (request) => {
      await app.db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, request.auth!.user.id));
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
      const user = await findUserByEmail(app.db, request.body.email);
      if (user?.isActive) {
        const token = crypto.randomBytes(32).toString('base64url');
        await app.db.transaction(async (tx) => {
          // Only the newest link works.
          await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
          await tx.insert(passwordResets).values({
            userId: user.id,
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + RESET_TTL_MS),
          });
        });
        // The link's origin is always this app's, never taken from the request.
        const link = `${opts.publicUrl}/auth/reset-password/${token}`;
        try {
          await app.sendMail({
            to: user.email,
            subject: 'Reset your password',
            link,
            text: `Hello ${user.firstName},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this message.\n`,
            html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>To choose a new password, open this link within one hour:</p><p><a href="${link}">${link}</a></p><p>If you did not ask for this, ignore this message.</p>`,
          });
        } catch (err) {
          // The answer stays the same, so it reveals nothing; the failure is for the operator.
          request.log.error({ err }, 'password reset mail could not be sent');
        }
      }
      return envelope({}, MESSAGES.forgotSent);
    },
  );

  app.post(
    '/users/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset link',
        body: ResetPasswordBody,
        response: { 200: envelopeSchema(z.object({})), 400: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => {
      const { token, newPassword } = request.body;
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        const [reset] = await tx
          .select()
          .from(passwordResets)
          .where(eq(passwordResets.tokenHash, sha256(token)))
          .for('update');
        if (!reset || reset.usedAt || reset.expiresAt < new Date()) throw badRequest(MESSAGES.resetInvalid);
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, reset.id));
        await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            failedSignIns: 0,
            lockedUntil: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, reset.userId));
      });
      return envelope({}, MESSAGES.resetDone);
    },
  );
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
