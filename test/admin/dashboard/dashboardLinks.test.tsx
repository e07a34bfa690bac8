import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endOfDay, format, startOfDay, subDays } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import {
  activeAdminsPath,
  activeCompaniesPath,
  activeMembersPath,
  newUsersPath,
  upcomingEventsPath,
} from '../../../src/admin/dashboard/dashboardLinks';
import { CompanyList } from '../../../src/admin/resources/companies/CompanyList';
import { formValuesOf } from '../../../src/admin/common/filters/filterDescription';
import { companyFilters } from '../../../src/admin/resources/companies/companyFilters';
import { UserList } from '../../../src/admin/resources/users/UserList';
import { USER_LIST_PATH } from '../../../src/admin/resources/users/paths';
import { userFilters } from '../../../src/admin/resources/users/userFilters';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';
import { COMPANY, fakeApi } from '../resources/companies/fakeApi';
import { usersApi } from '../resources/users/listFixtures';

// The user list's Filters panel is large; opening it takes a while in jsdom.
vi.setConfig({ testTimeout: 60_000 });

const TODAY = new Date(2026, 2, 10, 15, 30);

/** The panels' form values for a link's filter: what each panel shows. */
const userForm = (filter: Record<string, unknown>) => formValuesOf(userFilters, filter);
const companyForm = (filter: Record<string, unknown>) => formValuesOf(companyFilters, filter);

/** The path and the `filter` of a list URL. */
function parse(href: string): { path: string; filter: Record<string, unknown> } {
  const url = new URL(href, 'http://localhost');
  return { path: url.pathname, filter: JSON.parse(url.searchParams.get('filter') ?? 'null') as Record<string, unknown> };
}

/** The `filters` entries of a list call, by key. */
const filtersOf = (query: Record<string, unknown> | undefined) =>
  Object.fromEntries(((query?.filters as { key: string; value: unknown }[] | undefined) ?? []).map(({ key, value }) => [key, value]));

describe("the dashboard's list links", () => {
  it("carry filters the user list's own panel reads back as the matching choices", () => {
    const members = parse(activeMembersPath(USER_LIST_PATH));
    expect(members.path).toBe('/user-management/users/list');
    expect(userForm(members.filter)).toMatchObject({ role: 'member', isActive: 'true' });

    expect(userForm(parse(activeAdminsPath(USER_LIST_PATH)).filter)).toMatchObject({ role: 'admin', isActive: 'true' });

    const fresh = userForm(parse(newUsersPath(USER_LIST_PATH, TODAY)).filter);
    expect(fresh.createdAt).toEqual({ from: '2026-02-08', to: '2026-03-10' });
    expect(fresh).toMatchObject({ role: '', isActive: '' });
    expect(parse(newUsersPath(USER_LIST_PATH, TODAY)).filter).toEqual({
      createdAt: `${startOfDay(subDays(TODAY, 30)).toISOString()},${endOfDay(TODAY).toISOString()}`,
    });
  });

  it("carry the filter the company list's own panel reads back as Active", () => {
    const companies = parse(activeCompaniesPath('/companies'));
    expect(companies.path).toBe('/companies');
    expect(companyForm(companies.filter)).toMatchObject({ isActive: 'true', type: [], locations: '' });
  });

  it('open the event list on published, active events from today', () => {
    expect(parse(upcomingEventsPath('/events', TODAY))).toEqual({
      path: '/events',
      filter: { startAt: '2026-03-10,', status: 'published', isActive: true },
    });
  });
});

describe('the lists opened from the dashboard', () => {
  it('the user list asks for active members and shows both filters in its panel', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = usersApi();
    renderWithAdmin(<UserList />, { resource: 'users', path: activeMembersPath(USER_LIST_PATH), dataProvider: api.dataProvider });
    await waitFor(() => expect(filtersOf(api.callsTo('GET', '/users/list/all').at(-1)?.query)).toEqual({ role: 'member', isActive: true }));
    await user.click(screen.getByRole('button', { name: 'Filters (2 applied)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('combobox', { name: 'User Type' })).toHaveTextContent('Member');
    expect(within(panel).getByRole('combobox', { name: 'Active' })).toHaveTextContent('Active');
  });

  it('the user list asks for the users registered in the last 30 days and shows the dates in its panel', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const api = usersApi();
    const today = new Date();
    renderWithAdmin(<UserList />, { resource: 'users', path: newUsersPath(USER_LIST_PATH, today), dataProvider: api.dataProvider });
    await waitFor(() =>
      expect(filtersOf(api.callsTo('GET', '/users/list/all').at(-1)?.query)).toEqual({
        createdAt: `${startOfDay(subDays(today, 30)).toISOString()},${endOfDay(today).toISOString()}`,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Filters (1 applied)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    const registered = within(panel).getByText('Registered', { selector: 'legend' }).closest('fieldset') as HTMLElement;
    expect(within(registered).getByLabelText('From')).toHaveValue(format(subDays(today, 30), 'yyyy-MM-dd'));
    expect(within(registered).getByLabelText('To')).toHaveValue(format(today, 'yyyy-MM-dd'));
  });

  it('the company list asks for active companies and shows Active in its panel', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /company/list': () => ({ companies: [COMPANY], total: 1 }),
      // The panel lists the sponsorships to choose from.
      'GET /sponsorships': () => ({ sponsorships: [], total: 0 }),
    });
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: activeCompaniesPath('/companies'), dataProvider: api.dataProvider });
    await screen.findByText('Acme Realty');
    expect(filtersOf(api.callsTo('GET', '/company/list').at(-1)?.query)).toEqual({ isActive: true });
    await user.click(screen.getByRole('button', { name: 'Filters (1 applied)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('combobox', { name: 'Active Status' })).toHaveTextContent('Active');
  });
});
