import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CompanyList } from '../../../../src/admin/resources/companies/CompanyList';
import { UserListDialog } from '../../../../src/admin/resources/users/UserListDialog';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { COMPANY } from '../companies/fakeApi';
import { ANN, BOB, usersApi } from './listFixtures';

describe('UserListDialog (company-table mode)', () => {
  it("lists the company's users with an eye icon opening 'User Details', and no edit or status actions", async () => {
    const user = userEvent.setup();
    const api = usersApi([ANN, BOB]);
    renderWithAdmin(<UserListDialog open companyId="c1" onClose={vi.fn()} />, { dataProvider: api.dataProvider });

    const dialog = await screen.findByRole('dialog', { name: 'Company Members' });
    const bob = (await within(dialog).findByText('Bob Staff')).closest('tr') as HTMLElement;
    expect(within(bob).getByText('Staff')).toBeInTheDocument();
    expect(within(bob).getByText('Inactive')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
    // The company is a plain parameter of the list call.
    expect(api.callsTo('GET', '/users/list/all')[0].query).toMatchObject({ companyId: 'c1' });
    expect(api.callsTo('GET', '/users/list/all')[0].query.filters).toBeUndefined();

    await user.click(within(bob).getByRole('button', { name: 'View the details of Bob Staff' }));
    const details = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(details).findByText('bob@example.org')).toBeInTheDocument();
    expect(within(details).getByText('MCPE Access Type').nextElementSibling).toHaveTextContent('Staff');
    expect(within(details).getByText('Allow MCPE Access').nextElementSibling).toHaveTextContent('No');
  });

  it("opens from the company list's Members count", async () => {
    const user = userEvent.setup();
    const api = usersApi([ANN], 1, { 'GET /company/list': () => ({ companies: [COMPANY], total: 1 }) });
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider });
    await user.click(await screen.findByRole('button', { name: /^5\s*Show the members of Acme Realty$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Company Members' });
    expect(await within(dialog).findByText('Ann Lee')).toBeInTheDocument();
    expect(api.callsTo('GET', '/users/list/all')[0].query).toMatchObject({ companyId: 'c1' });
  });

  it('leaves the Members count a plain number for those who may not view users', async () => {
    const api = usersApi([ANN], 1, { 'GET /company/list': () => ({ companies: [COMPANY], total: 1 }) });
    const authProvider = {
      ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }),
      canAccess: vi.fn(async ({ resource }: { resource: string }) => resource === 'companies'),
    };
    renderWithAdmin(<CompanyList />, { resource: 'companies', path: '/companies', dataProvider: api.dataProvider, authProvider });
    await screen.findByText('Acme Realty');
    await waitFor(() => expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'users', action: 'list' })));
    expect(screen.getByText('5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show the members/ })).not.toBeInTheDocument();
  });
});
