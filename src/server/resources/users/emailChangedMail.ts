import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { MailBuilder } from '../../core/mail/jobs';
import { escapeHtml } from '../../core/sanitize';

/**
 * The old mailbox may no longer be the person's (a former employer's), so it does not learn the
 * new address, yet the owner can still tell whether it is theirs.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(at, 1))}***${email.slice(at)}`;
}

/** Sent whatever became of the account since: the change happened. */
export const buildEmailChangedMail: MailBuilder<'emailChanged'> = async (db, job) => {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, job.userId));
  const self = job.changedBy === job.userId;
  const [actor] = self ? [] : await db.select({ name: users.name }).from(users).where(eq(users.id, job.changedBy));
  const who = self ? 'you' : (actor?.name ?? 'a member of the association staff');
  const when = new Date(job.changedAt).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'long', timeZone: 'America/Chicago' });
  const lines = [
    `The email address of your CRE Association account was changed from this address to ${maskEmail(job.newEmail)} by ${who} on ${when}.`,
    'From now on, messages about the account, password reset links included, go to the new address only.',
    'If you did not expect this, contact the association staff at once: someone else may have taken over your account.',
  ];
  const hello = user ? `Hello ${user.firstName},` : 'Hello,';
  return {
    to: job.previousEmail,
    subject: 'The email address of your account was changed',
    text: `${hello}\n\n${lines.join('\n\n')}\n`,
    html: `<p>${escapeHtml(hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  };
};
