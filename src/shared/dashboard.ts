import { z } from './zod';
import { isoDateTime } from './fields';

export * from './dashboardValues';

/**
 * What each figure counts is in docs/API.md, "Each module's rules". Periods follow the caller's
 * day, not the server's time zone: `eventDate` is the caller's local midnight.
 */

export const DashboardQuery = z.object({
  date: isoDateTime().optional(),
  /** The caller's local midnight; the server's midnight UTC when left out. */
  eventDate: isoDateTime().optional(),
});

export interface DashboardPeriod {
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
