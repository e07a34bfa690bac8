import { z } from 'zod';
import { isoDateTime } from './fields';

export * from './dashboardValues';

/**
 * The dashboard's figures (spec 000 §2, §3, §7, §9). The spec names them; their exact meaning is
 * defined here, once, and shown as each card's tooltip:
 *
 * - totalActiveUsers ('Active Members'): active users of type member.
 * - totalAdminsUsers ('Active Admins'): active Staff users (type admin) and super administrators.
 * - totalNewUsers ('New Users'): users of any type registered in the 30 days up to `date`.
 * - totalActiveCompanies ('Active Companies'): active companies.
 * - totalUpcomingEvents ('Upcoming Events'): active, published events starting at or after
 *   `eventDate` (the start of the caller's today).
 * - lastFiveMonthsData: the five calendar months ending with the month of `eventDate`, oldest first;
 *   each `date` is the month's first day. `eventsCount`: active, published events starting in it;
 *   `usersCount`: users registered in it.
 * - lastFiveWeeksData: five seven-day weeks, the last one starting six days before `eventDate`
 *   (so it ends today), oldest first; each `date` is the week's first day, counted as above.
 *
 * Month and week boundaries follow the caller's day: `eventDate` is their local midnight, so
 * a week runs from one local midnight to another and a month from the first local midnight of
 * the month, whatever the server's time zone.
 */

export const DashboardQuery = z.object({
  /** Now, as the caller sees it (ISO 8601). Defaults to the server's now. */
  date: isoDateTime().optional(),
  /** The start of the caller's today (ISO 8601). Defaults to the server's midnight UTC. */
  eventDate: isoDateTime().optional(),
});

export interface DashboardPeriod {
  /** First day of the period (ISO 8601, the caller's midnight). */
  date: string;
  eventsCount: number;
  usersCount: number;
}

export interface Dashboard {
  totalActiveUsers: number;
  totalAdminsUsers: number;
  totalNewUsers: number;
  totalActiveCompanies: number;
  totalUpcomingEvents: number;
  lastFiveMonthsData: DashboardPeriod[];
  lastFiveWeeksData: DashboardPeriod[];
}
