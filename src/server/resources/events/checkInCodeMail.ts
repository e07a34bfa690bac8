import { eq } from 'drizzle-orm';
import { groupedCheckInCode as groupedCode } from '../../../shared/events';
import { eventAttendees, events, users } from '../../db/schema';
import type { MailBuilder } from '../../core/mail/jobs';
import { escapeHtml } from '../../core/sanitize';


/** Built when sent, so nothing goes out when the registration is gone or the person inactive. */
export const buildCheckInCodeMail: MailBuilder<'checkInCode'> = async (db, job, { publicUrl }) => {
  const [row] = await db
    .select({
      code: eventAttendees.checkInCode,
      email: users.email,
      firstName: users.firstName,
      isActive: users.isActive,
      eventName: events.name,
      startAt: events.startAt,
      venue: events.venue,
      sheetKey: events.sheetKey,
    })
    .from(eventAttendees)
    .innerJoin(users, eq(users.id, eventAttendees.userId))
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .where(eq(eventAttendees.id, job.attendeeId));
  if (!row?.isActive) return null;
  const code = groupedCode(row.code);
  const when = row.startAt.toLocaleString('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' });
  const link = row.sheetKey ? `${publicUrl}/events/signinsheet/${row.sheetKey}?code=${row.code}` : undefined;
  const where = row.venue ? ` at ${row.venue}` : '';
  return {
    to: row.email,
    subject: `Your check-in code for ${row.eventName}`,
    link,
    text:
      `Hello ${row.firstName},\n\nYou are registered for ${row.eventName}, ${when}${where}.\n\n` +
      `Your check-in code: ${code}\nAt the event, enter it on the sign-in sheet (or show it to the staff at the door).\n` +
      (link ? `\nSign-in sheet: ${link}\n` : '') +
      '\nKeep this code to yourself: it checks you in.\n',
    html:
      `<p>Hello ${escapeHtml(row.firstName)},</p><p>You are registered for <strong>${escapeHtml(row.eventName)}</strong>, ${escapeHtml(when + where)}.</p>` +
      `<p>Your check-in code: <strong style="font-size:1.4em;letter-spacing:0.1em">${code}</strong><br>` +
      'At the event, enter it on the sign-in sheet (or show it to the staff at the door).</p>' +
      (link ? `<p><a href="${link}">Open the sign-in sheet</a></p>` : '') +
      '<p>Keep this code to yourself: it checks you in.</p>',
  };
};
