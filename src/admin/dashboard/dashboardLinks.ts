import { subDays } from 'date-fns';
import { NEW_USER_DAYS } from '../../shared/dashboardValues';
import {
  EMPTY_FILTER_FORM as EMPTY_COMPANY_FILTERS,
  filterValuesFromForm as companyFilterValues,
} from '../resources/companies/companyFilterForm';
import { USER_LIST_PATH } from '../resources/users/paths';
import {
  EMPTY_FILTER_FORM as EMPTY_USER_FILTERS,
  filterValuesFromForm as userFilterValues,
  type UserFilterForm,
} from '../resources/users/userFilterForm';
import { formatLocalDay } from '../common/localDay';

/** A list route opened with filters applied: react-admin reads `?filter=<JSON>` on list routes. */
function filteredList(path: string, filter: Record<string, unknown>): string {
  return `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

/**
 * The user list with a Filters-panel draft applied. The values come from the panel's own
 * translation, so the list shows them in its panel exactly as if they had been chosen there.
 */
function userList(draft: Partial<UserFilterForm>): string {
  return filteredList(USER_LIST_PATH, userFilterValues({ ...EMPTY_USER_FILTERS, ...draft }));
}

/** Active Members: active users of type Member. */
export const activeMembersPath = (): string => userList({ role: 'member', isActive: 'active' });

/** Active Admins: active users of type Staff. */
export const activeAdminsPath = (): string => userList({ role: 'admin', isActive: 'active' });

/** New Users: registered from 30 days ago to today (local days). */
export const newUsersPath = (today: Date): string =>
  userList({ createdAt: { from: formatLocalDay(subDays(today, NEW_USER_DAYS)), to: formatLocalDay(today) } });

/** Active Companies: the company list with the Active status. */
export const activeCompaniesPath = (): string =>
  filteredList('/companies', companyFilterValues({ ...EMPTY_COMPANY_FILTERS, status: 'active' }));

/** Upcoming Events: active, published events starting today or later. */
export const upcomingEventsPath = (today: Date): string =>
  filteredList('/events', { startAt: `${formatLocalDay(today)},`, status: 'published', isActive: true });
