import { subDays } from 'date-fns';
import { NEW_USER_DAYS } from '../../shared/dashboardValues';
import { dateRangeValue } from '../common/filters/filterDescription';
import { formatLocalDay } from '../common/localDay';

/**
 * A list route opened with filters applied: react-admin reads `?filter=<JSON>` on list routes. Each
 * link takes its list's path, as the card reads it from the resource (`useResourcePaths`).
 */
function filteredList(path: string, filter: Record<string, unknown>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

/*
 * The values are those the lists' Filters panels send (see their descriptions, e.g.
 * resources/users/userFilters.tsx), so a list opened from here shows them in its panel as if
 * chosen there.
 */

/** Active Members: active users of type Member. */
export const activeMembersPath = (list: string): string => filteredList(list, { isActive: true, role: 'member' });

/** Active Admins: active users of type Staff. */
export const activeAdminsPath = (list: string): string => filteredList(list, { isActive: true, role: 'admin' });

/** New Users: registered from 30 days ago to today (local days, the 'to' day to its end). */
export const newUsersPath = (list: string, today: Date): string =>
  filteredList(list, { createdAt: dateRangeValue(formatLocalDay(subDays(today, NEW_USER_DAYS)), formatLocalDay(today), true) });

/** Active Companies: the company list with the Active status. */
export const activeCompaniesPath = (list: string): string => filteredList(list, { isActive: true });

/** Upcoming Events: active, published events starting today or later. */
export const upcomingEventsPath = (list: string, today: Date): string =>
  filteredList(list, { startAt: `${formatLocalDay(today)},`, status: 'published', isActive: true });
