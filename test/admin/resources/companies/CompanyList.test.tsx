import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyList } from '../../../../src/admin/resources/companies/CompanyList';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { COMPANY, fakeApi, LOCATIONS, OTHER_COMPANY } from './fakeApi';


function companiesApi(companies = [COMPANY, OTHER_COMPANY], total = companies.length) {
  return fakeApi({
    'GET /company/list': () => ({ companies, total }),
    'GET /locations/list/{companyId}': () => ({ locations: LOCATIONS.slice(0, 1), total: 1 }),
    'PUT /company/update/active/inactive/{id}': () => ({ company: { ...COMPANY, isActive: false } }),
  });
}

function withPermissions(allowed: (action: string) => boolean) {
  return {
    ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }),
    canAccess: vi.fn(async ({ action }: { action: string }) => allowed(action)),
  };
}

describe('CompanyList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the companies newest first, 10 per page, with the spec columns', async () => {
    const api = companiesApi();
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });

    const table = await screen.findByRole('table');
    for (const header of ['Image', 'Name', 'Type', 'Status', 'Website URL', 'Locations', 'Members', 'Last Updated', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]);
    expect(first.getByRole('img', { name: 'Logo of Acme Realty' })).toHaveAttribute('src', COMPANY.logo);
    expect(first.getByText('Acme Realty')).toBeInTheDocument();
    expect(first.getByText('Broker')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByText('5')).toBeInTheDocument();
    expect(first.getByText('03/05/2024')).toBeInTheDocument();
    // The website opens in a new tab.
    const site = first.getByRole('link', { name: 'acme.example (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://acme.example');
    expect(site).toHaveAttribute('target', '_blank');
    const second = within(rows[1]);
    expect(second.getByText('B')).toBeInTheDocument(); // no logo: the initial
    expect(second.getByText('Design/Architecture')).toBeInTheDocument();
    expect(second.getByText('Inactive')).toBeInTheDocument();

    expect(api.callsTo('GET', '/company/list')[0].query).toMatchObject({ offset: 0, limit: 10, sortKey: 'createdAt', sortOrder: -1 });
    expect(api.callsTo('GET', '/company/list')[0].query.filters).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'search by name or website url');
  });

  it('sorts the name by its lower-case form, toggling the order', async () => {
    const user = userEvent.setup();
    const api = companiesApi();
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
    await screen.findByText('Acme Realty');
    await user.click(screen.getByRole('button', { name: /Sort by Name/i }));
    await waitFor(() => expect(api.callsTo('GET', '/company/list').at(-1)?.query).toMatchObject({ sortKey: 'nameInLower', sortOrder: 1 }));
    await user.click(screen.getByRole('button', { name: /Sort by Name/i }));
    await waitFor(() => expect(api.callsTo('GET', '/company/list').at(-1)?.query).toMatchObject({ sortKey: 'nameInLower', sortOrder: -1 }));
  });

  it('shows the page and the page count, and asks for the next page', async () => {
    const user = userEvent.setup();
    const api = companiesApi([COMPANY, OTHER_COMPANY], 23);
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
    await screen.findByText('Acme Realty');
    expect(screen.getByText(/of 23/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(api.callsTo('GET', '/company/list').at(-1)?.query).toMatchObject({ offset: 10, limit: 10 }));
  });

  it("shows 'Loading...' and then 'No records found.'", async () => {
    const api = companiesApi([]);
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
  });

  it('opens the location list of a company from its Locations count', async () => {
    const user = userEvent.setup();
    const api = companiesApi();
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
    await user.click(await screen.findByRole('button', { name: /^2\s*Show the locations of Acme Realty$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Company Locations' });
    expect(await within(dialog).findByText('Downtown')).toBeInTheDocument();
    expect(api.callsTo('GET', '/locations/list/c1')).toHaveLength(1);
  });

  it('offers Add Company, the edit link and the status switch with the permissions', async () => {
    const user = userEvent.setup();
    const api = companiesApi();
    const { location } = renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
    const edit = await screen.findByRole('link', { name: 'Edit Acme Realty' });
    expect(edit).toHaveAttribute('href', '/companies/edit/c1');
    expect(screen.getByRole('link', { name: /Add Company/ })).toHaveAttribute('href', '/companies/add');

    await user.click(screen.getByRole('switch', { name: 'Status of Acme Realty: Active' }));
    const confirm = await screen.findByRole('dialog', { name: 'Company Status' });
    expect(within(confirm).getByText('Do you want to change the status to Inactive?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/company/update/active/inactive/c1')[0]?.query).toEqual({ isActive: false }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company Status' })).not.toBeInTheDocument());
    // The list reloads.
    await waitFor(() => expect(api.callsTo('GET', '/company/list').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('link', { name: /Add Company/ }));
    expect(location()?.pathname).toBe('/companies/add');
  });

  it('hides Add Company and the edit link without those permissions; viewers get the read-only view', async () => {
    const api = companiesApi();
    renderWithAdmin(<CompanyList />, {
      resource: 'companies',
      path: '/companies',
      dataProvider: api.dataProvider,
      authProvider: withPermissions((action) => action === 'list'),
    });
    await screen.findByText('Acme Realty');
    expect(screen.queryByRole('link', { name: 'Edit Acme Realty' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Acme Realty' })).toHaveAttribute('href', expect.stringMatching(/\/companies\/edit\//));
    expect(screen.queryByRole('link', { name: /Add Company/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Status of Acme Realty: Active' })).toBeDisabled();
  });

  it("says \"You don't have access to View Company!\" without the view permission", async () => {
    const api = companiesApi();
    renderWithAdmin(<CompanyList />, {
      resource: 'companies',
      path: '/companies',
      dataProvider: api.dataProvider,
      authProvider: withPermissions(() => false),
    });
    expect(await screen.findByText("You don't have access to View Company!")).toBeInTheDocument();
    expect(api.callsTo('GET', '/company/list')).toHaveLength(0);
  });
});
