import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema';
import type { Executor } from '../../core/list';
import type { MailBuilder } from '../../core/mail/jobs';
import { sha256 } from '../../core/password';
import { escapeHtml } from '../../core/sanitize';

export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Decided here, not by the request, so the request answers the same for every email. The token is
 * stored only as its hash, and the link's origin is always the app's own, never a request's Host.
 */
export const buildPasswordResetMail: MailBuilder<'passwordReset'> = async (db, job, { publicUrl }) => {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, isActive: users.isActive })
    .from(users)
    .where('userId' in job ? eq(users.id, job.userId) : sql`lower(${users.email}) = ${job.email.trim().toLowerCase()}`)
    .limit(1);
  if (!user?.isActive) return null;
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx: Executor) => {
    // The user's row lock puts concurrent requests for one account in line, so only the newest link stays usable.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  });
  const link = `${publicUrl}/auth/reset-password/${token}`;
  const why =
    'userId' in job
      ? 'A member of the association staff asked for a password reset link for your account.'
      : 'Someone (we hope you) asked to reset the password of your account.';
  return {
    to: user.email,
    subject: 'Reset your password',
    link,
    text: `Hello ${user.firstName},\n\n${why} To choose a new password, open this link within one hour:\n${link}\n\nIf you did not expect this, ignore this message: your password stays as it is.\n`,
    html:
      `<p>Hello ${escapeHtml(user.firstName)},</p><p>${escapeHtml(why)} To choose a new password, open this link within one hour:</p>` +
      `<p><a href="${link}">${link}</a></p><p>If you did not expect this, ignore this message: your password stays as it is.</p>`,
  };
};
