import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { RoleList } from '../../../../src/admin/resources/roles/RoleList';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

const ROWS = [
  { id: 'r1', _id: 'r1', name: 'Editors', nameInLower: 'editors', isActive: true, access: [], createdAt: '2026-03-04T15:00:00.000Z', updatedAt: '2026-03-04T15:00:00.000Z' },
  { id: 'r2', _id: 'r2', name: 'Viewers', nameInLower: 'viewers', isActive: false, access: [], createdAt: '2026-02-04T15:00:00.000Z', updatedAt: '2026-02-04T15:00:00.000Z' },
];

const listProvider = () => ({
  getList: vi.fn(async () => ({ data: ROWS, total: 12 })),
  setActive: vi.fn(async () => ({ data: { ...ROWS[0], isActive: false } })),
});

const PATH = '/user-management/roles/list';

describe('RoleList', () => {
  it('lists the roles newest first with Role Name, Status and Actions', async () => {
    const dataProvider = listProvider();
    renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider });
    await screen.findByText('Editors');
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'roles',
      expect.objectContaining({ sort: { field: 'createdAt', order: 'DESC' }, pagination: { page: 1, perPage: 10 } }),
    );
    for (const header of ['Role Name', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const first = screen.getByText('Editors').closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Editors' })).toHaveAttribute('href', '/user-management/roles/details/r1');
    expect(within(first).getByRole('link', { name: 'View Editors' })).toHaveAttribute('href', '/user-management/roles/details/r1');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const second = screen.getByText('Viewers').closest('tr')!;
    expect(within(second).getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Role' })).toHaveAttribute('href', '/user-management/roles/add');
    // 12 roles at 10 a page: two pages.
    expect(screen.getByRole('button', { name: /page 2/i })).toBeInTheDocument();
  });

  it('sorts by name and by status on header clicks, in the URL of the roles path', async () => {
    const user = userEvent.setup();
    const dataProvider = listProvider();
    const { location } = renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider });
    await screen.findByText('Editors');
    await user.click(screen.getByRole('button', { name: /Sort by Role Name/i }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('roles', expect.objectContaining({ sort: { field: 'name', order: 'ASC' } })),
    );
    expect(location()?.pathname).toBe(PATH);
    expect(decodeURIComponent(location()?.search ?? '')).toContain('sort=name');
    await user.click(screen.getByRole('button', { name: /Sort by Status/i }));
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenCalledWith('roles', expect.objectContaining({ sort: { field: 'isActive', order: 'ASC' } })),
    );
  });

  it('searches on Enter, and Reset clears the search', async () => {
    const user = userEvent.setup();
    const dataProvider = listProvider();
    const { location } = renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider });
    await screen.findByText('Editors');
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'search by role name');
    await user.type(box, 'edit');
    expect(dataProvider.getList).not.toHaveBeenCalledWith('roles', expect.objectContaining({ filter: { q: 'edit' } }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('roles', expect.objectContaining({ filter: { q: 'edit' } })));
    expect(location()?.pathname).toBe(PATH);
    expect(decodeURIComponent(location()?.search ?? '')).toContain('"q":"edit"');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("changes the status after the 'Role Status' confirmation", async () => {
    const user = userEvent.setup();
    const dataProvider = listProvider();
    renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider });
    await user.click(await screen.findByRole('switch', { name: 'Status of Viewers: Inactive' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Role Status')).toBeInTheDocument();
    expect(within(dialog).getByText('Do you want to change the status to Active?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.setActive).toHaveBeenCalledWith('roles', { id: 'r2', isActive: true, previousData: expect.objectContaining({ id: 'r2' }) }));
  });

  it('hides Add and disables the status switch without those permissions', async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => action === 'list') };
    renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider: listProvider(), authProvider });
    await screen.findByText('Editors');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add Role' })).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Status of Editors: Active' })).toBeDisabled();
  });

  it("shows 'You don't have access to View Role!' to a user who may not view roles", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    const dataProvider = listProvider();
    renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider, authProvider });
    expect(await screen.findByText("You don't have access to View Role!")).toBeInTheDocument();
    expect(dataProvider.getList).not.toHaveBeenCalled();
  });

  it('says which list failed to load, and why', async () => {
    const dataProvider = { getList: vi.fn(async () => Promise.reject(new HttpError('The database is not reachable.', 503))) };
    renderWithAdmin(<RoleList />, { resource: 'roles', path: PATH, dataProvider });
    // The toast comes after the access check and the failed call: slower than a page of rows under load.
    expect(await screen.findByText('Roles could not be loaded: The database is not reachable.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledTimes(1);
  });
});
