import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserList } from '../../../../src/admin/resources/users/UserList';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { LIST_DEBOUNCE_MS, passTime, startFakeTimers } from '../../../helpers/timers';
import { ANN, BOB, CARA, usersApi } from './listFixtures';

const PATH = '/user-management/users/list';

function withPermissions(allowed: (action: string) => boolean) {
  return {
    ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }),
    canAccess: vi.fn(async ({ action }: { action: string }) => allowed(action)),
  };
}

function renderList(api = usersApi(), options: { path?: string; authProvider?: ReturnType<typeof fakeAuthProvider> } = {}) {
  const rendered = renderWithAdmin(<UserList />, { resource: 'users', path: options.path ?? PATH, dataProvider: api.dataProvider, authProvider: options.authProvider });
  const lastQuery = () => api.callsTo('GET', '/users/list/all').at(-1)?.query ?? {};
  return { ...rendered, api, lastQuery };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('UserList', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the spec's columns and renderings, newest first, 10 per page", async () => {
    const { api } = renderList();
    const table = await screen.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Email',
      'Company',
      'Type',
      'Member Status',
      'L-Member Status',
      'Misc. Status',
      'MCPE Access',
      'MCPE Type',
      'Status',
      'Actions',
    ]);
    expect(api.callsTo('GET', '/users/list/all')[0].query).toEqual({ offset: 0, limit: 10, sortKey: 'createdAt', sortOrder: -1 });

    const ann = within(await rowOf('Ann Lee'));
    expect(ann.getByText('ann@example.org')).toBeInTheDocument();
    const company = ann.getByRole('link', { name: 'Acme Realty (opens in a new tab)' });
    expect(company).toHaveAttribute('href', '/companies/edit/c1');
    expect(company).toHaveAttribute('target', '_blank');
    expect(company).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(ann.getByText('Member')).toBeInTheDocument();
    // Member Status and Misc. Status are Active: check marks; L-Member Status is Pending.
    expect(ann.getAllByRole('img', { name: 'Active' })).toHaveLength(2);
    expect(ann.getByText('Pending')).toBeInTheDocument();
    expect(ann.getByText('Yes')).toBeInTheDocument();
    expect(ann.getByText('Billable')).toBeInTheDocument();
    expect(ann.getByText('Active')).toBeInTheDocument();

    const bob = within(await rowOf('Bob Staff'));
    // admin reads Staff, both as the type and here also as the MCPE type.
    expect(bob.getAllByText('Staff')).toHaveLength(2);
    expect(bob.queryByRole('link', { name: /opens in a new tab/ })).not.toBeInTheDocument();
    expect(bob.queryByRole('img', { name: 'Active' })).not.toBeInTheDocument();
    expect(bob.getByText('Suspended')).toBeInTheDocument();
    expect(bob.getByText('No')).toBeInTheDocument();
    expect(bob.getAllByText('Inactive')).toHaveLength(2); // Misc. Status and Status
  });

  it('capitalises the other user types', async () => {
    renderList(usersApi([{ ...ANN, role: 'support' }, { ...BOB, role: 'non-member' }]));
    expect(within(await rowOf('Ann Lee')).getByText('Support')).toBeInTheDocument();
    expect(within(await rowOf('Bob Staff')).getByText('Non-Member')).toBeInTheDocument();
  });

  it('sorts by name, email, type (role), MCPE access and MCPE type, toggling the order; other headers do not sort', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderList();
    await screen.findByText('Ann Lee');
    const sortBy = (name: string) => screen.getByRole('button', { name: new RegExp(`^Sort by ${name}`, 'i') });

    await user.click(sortBy('Name'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortKey: 'name', sortOrder: 1 }));
    await user.click(sortBy('Name'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortKey: 'name', sortOrder: -1 }));
    for (const [header, key] of [
      ['Email', 'email'],
      ['Type', 'role'],
      ['MCPE Access', 'alowMcpeAccess'],
      ['MCPE Type', 'mcpeAccessType'],
    ]) {
      await user.click(sortBy(header));
      await waitFor(() => expect(lastQuery()).toMatchObject({ sortKey: key, sortOrder: 1 }));
    }
    for (const header of ['Company', 'Member Status', 'L-Member Status', 'Misc. Status', 'Status']) {
      expect(screen.queryByRole('button', { name: new RegExp(`^Sort by ${header}`, 'i') })).not.toBeInTheDocument();
    }
  });

  it('shows the page and the page count, and asks for the next page', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderList(usersApi([ANN, BOB], 23));
    await screen.findByText('Ann Lee');
    expect(screen.getByText(/of 23/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ offset: 10, limit: 10 }));
  });

  it('searches on Enter or on the search icon, not on every key stroke', async () => {
    startFakeTimers();
    const user = userEvent.setup();
    const { api, lastQuery } = renderList();
    await screen.findByText('Ann Lee');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'search by name, email, NRDS ID or company');
    await user.type(box, 'ann');
    // Past react-admin's debounce of a filter change: a search on key strokes would be sent by now.
    await passTime(LIST_DEBOUNCE_MS);
    expect(api.callsTo('GET', '/users/list/all')).toHaveLength(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ann', offset: 0 }));

    await user.clear(box);
    await user.type(box, 'acme');
    await user.click(screen.getByRole('button', { name: 'Apply the search' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'acme' }));
  });

  it('Reset clears the search, the filters and the sort', async () => {
    const user = userEvent.setup();
    const filter = encodeURIComponent(JSON.stringify({ q: 'ann', role: 'member' }));
    const { lastQuery } = renderList(usersApi(), { path: `${PATH}?filter=${filter}&sort=email&order=ASC&page=1&perPage=10` });
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ann', sortKey: 'email', sortOrder: 1, filters: [{ key: 'role', value: 'member' }] }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery()).toEqual({ offset: 0, limit: 10, sortKey: 'createdAt', sortOrder: -1 }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });

  it("changes the status through the 'User Status' confirmation", async () => {
    const user = userEvent.setup();
    const { api } = renderList();
    await user.click(await screen.findByRole('switch', { name: 'Status of Ann Lee: Active' }));
    const confirm = await screen.findByRole('dialog', { name: 'User Status' });
    expect(within(confirm).getByText('Do you want to change the status to Inactive?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.callsTo('PUT', '/users/update/active/inactive/u1')[0]?.query).toEqual({ isActive: false }));
    // The list reloads.
    await waitFor(() => expect(api.callsTo('GET', '/users/list/all').length).toBeGreaterThan(1));
  });

  it('offers Add User and the edit link with the permissions', async () => {
    const user = userEvent.setup();
    const { location } = renderList();
    expect(await screen.findByRole('link', { name: 'Edit Ann Lee' })).toHaveAttribute('href', '/user-management/users/edit/u1');
    await user.click(screen.getByRole('link', { name: /Add User/ }));
    expect(location()?.pathname).toBe('/user-management/users/add');
  });

  it('opens the User Details popup from the eye icon', async () => {
    const user = userEvent.setup();
    const { api } = renderList();
    await user.click(await screen.findByRole('button', { name: 'View the details of Bob Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'User Details' });
    expect(await within(dialog).findByText('bob@example.org')).toBeInTheDocument();
    expect(within(dialog).getByText('User Type').nextElementSibling).toHaveTextContent('Staff');
    expect(api.callsTo('GET', '/users/u2')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User Details' })).not.toBeInTheDocument());
  });

  it('hides Add User and the edit link, and locks the switch, without those permissions', async () => {
    renderList(usersApi(), { authProvider: withPermissions((action) => action === 'list') });
    await screen.findByText('Ann Lee');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Status of Ann Lee: Active' })).toBeDisabled());
    expect(screen.queryByRole('link', { name: 'Edit Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add User/ })).not.toBeInTheDocument();
    // Viewing the details needs the view permission only.
    expect(screen.getByRole('button', { name: 'View the details of Ann Lee' })).toBeInTheDocument();
  });

  it("locks the switch of a Staff user for whoever may not edit roles, and one's own, saying why", async () => {
    const user = userEvent.setup();
    const authProvider = {
      ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] }, identity: { id: ANN._id, fullName: ANN.name } }),
      canAccess: vi.fn(async () => true),
    };
    renderList(usersApi([ANN, BOB, CARA]), { authProvider });
    const bob = await screen.findByRole('switch', { name: 'Status of Bob Staff: Inactive' });
    await waitFor(() => expect(bob).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Status of Ann Lee: Active' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Status of Cara Support: Active' })).toBeEnabled();
    await user.hover(bob.closest('span')!.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Only someone who may edit roles can deactivate, reactivate or delete a Staff user.');
  });

  it("says \"You don't have access to View User!\" without the view permission", async () => {
    const { api } = renderList(usersApi(), { authProvider: withPermissions(() => false) });
    expect(await screen.findByText("You don't have access to View User!")).toBeInTheDocument();
    expect(api.callsTo('GET', '/users/list/all')).toHaveLength(0);
  });

  it('lets the admin show more columns (NRDS ID, Primary Phone, Registered) or hide some', async () => {
    const user = userEvent.setup();
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'NRDS ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('switch', { name: /NRDS ID/ }));
    await user.click(within(menu).getByRole('switch', { name: /^Email/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'NRDS ID' })).toBeInTheDocument());
    expect(within(screen.getByRole('table')).getAllByText('502212345')).toHaveLength(2);
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('saves the current search and filters, and applies them again later', async () => {
    const user = userEvent.setup();
    const filter = encodeURIComponent(JSON.stringify({ q: 'ann', role: 'member' }));
    const { lastQuery } = renderList(usersApi(), { path: `${PATH}?filter=${filter}` });
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ann' }));

    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    let panel = await screen.findByRole('dialog', { name: 'Saved queries' });
    await user.click(within(panel).getByRole('button', { name: 'Save current query...' }));
    const naming = await screen.findByRole('dialog', { name: 'Save current query as' });
    await user.type(within(naming).getByRole('textbox', { name: 'Query name' }), 'Members named Ann');
    await user.click(within(naming).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save current query as' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(lastQuery().search).toBeUndefined());

    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    panel = await screen.findByRole('dialog', { name: 'Saved queries' });
    await user.click(within(panel).getByRole('button', { name: 'Members named Ann' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'ann', filters: [{ key: 'role', value: 'member' }] }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ann');

    // The applied query is marked as the current one, and can be removed.
    await user.click(screen.getByRole('button', { name: 'Saved queries' }));
    panel = await screen.findByRole('dialog', { name: 'Saved queries' });
    expect(within(panel).getByRole('button', { name: 'Members named Ann' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(panel).getByRole('button', { name: 'Remove query "Members named Ann"' }));
    expect(within(panel).queryByRole('button', { name: 'Members named Ann' })).not.toBeInTheDocument();
  });
});
