import { eq } from 'drizzle-orm';
import type { ComplianceMember, ReminderMail } from '../../../shared/compliance';
import { formatDay, formatHours } from '../../../shared/formats';
import { users } from '../../db/schema';
import type { MailBuilder } from '../../core/mail/jobs';
import { escapeHtml } from '../../core/sanitize';
import { getComplianceMember } from './queries';
import { complianceReminders } from './schema';

/** The same words in the send dialog's preview and in the mail itself. */
export function reminderMailOf(member: ComplianceMember & { firstName: string }, publicUrl: string): ReminderMail {
  const hello = member.firstName ? `Hello ${member.firstName},` : 'Hello,';
  const lines = [
    `Your continuing-education cycle ends on ${formatDay(member.cycleEnd)}. So far ${formatHours(member.hoursEarned)} of the ${formatHours(member.hoursRequired)} credit hours it requires are on record; ${formatHours(member.hoursLeft)} ${member.hoursLeft === 1 ? 'hour is' : 'hours are'} left.`,
    'The association’s courses count towards it: see the upcoming sessions and register at the address below, or ask the association staff which of your other classes can be added.',
    new URL('/', publicUrl).toString(),
    'If your records are not right, reply to the association staff with the course and its date.',
  ];
  return {
    to: member.email,
    subject: `Continuing education: ${formatHours(member.hoursLeft)} credit hours left before ${formatDay(member.cycleEnd)}`,
    text: `${hello}\n\n${lines.join('\n\n')}\n`,
    html: `<p>${escapeHtml(hello)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  };
}

export async function reminderMailFor(db: Parameters<typeof getComplianceMember>[0], member: ComplianceMember, publicUrl: string): Promise<ReminderMail> {
  const [user] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, member._id));
  return reminderMailOf({ ...member, firstName: user?.firstName ?? '' }, publicUrl);
}

/** Built when it leaves, from the standing then; nothing goes to someone no longer in the list. */
export const buildComplianceReminderMail: MailBuilder<'complianceReminder'> = async (db, job, context) => {
  const [reminder] = await db.select({ userId: complianceReminders.userId }).from(complianceReminders).where(eq(complianceReminders.id, job.reminderId));
  if (!reminder) return null;
  const member = await getComplianceMember(db, reminder.userId);
  if (!member) return null;
  return reminderMailFor(db, member, context.publicUrl);
};
