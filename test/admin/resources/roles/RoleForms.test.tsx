import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MODULES } from '../../../../src/shared/modules';
import { RoleCreate } from '../../../../src/admin/resources/roles/RoleCreate';
import { RoleDetails } from '../../../../src/admin/resources/roles/RoleDetails';
import { GrantRolePickerDialog } from '../../../../src/admin/resources/roles/GrantRolePickerDialog';
import { RolePickerDialog } from '../../../../src/admin/resources/roles/RolePickerDialog';
import { roleTransform } from '../../../../src/admin/resources/roles/roleTypes';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

const LIST = '/user-management/roles/list';
const NONE = { create: false, read: false, update: false, delete: false };
const payloadAccess = (grants: Record<string, Partial<typeof NONE>> = {}) =>
  MODULES.map((module) => ({ module, ...NONE, ...grants[module] }));

/** The matrix row of a module, by its row header. */
const matrixRow = (module: string) => {
  const row = screen.getByRole('rowheader', { name: module }).closest('tr');
  if (!row) throw new Error(`no row for ${module}`);
  return row;
};
const checkboxNames = (row: HTMLElement) => within(row).getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'));

const EDITORS = {
  id: 'r1',
  _id: 'r1',
  name: 'Editors',
  nameInLower: 'editors',
  isActive: true,
  createdAt: '2026-03-04T15:00:00.000Z',
  updatedAt: '2026-03-04T15:00:00.000Z',
  access: MODULES.map((name, i) => ({
    moduleId: { _id: `m${i}`, name },
    ...NONE,
    read: name === 'Companies',
  })),
};

describe('roleTransform', () => {
  it('sends name, status and one access row per module, by module name', () => {
    expect(roleTransform({ ...EDITORS, name: '  Editors  ' })).toEqual({
      name: 'Editors',
      isActive: true,
      access: payloadAccess({ Companies: { read: true } }),
    });
  });

  it('sends the flags a module does not use as false, whatever the record held', () => {
    const access = EDITORS.access.map((entry) => ({ ...entry, create: true, read: true, update: true, delete: true }));
    const everything = Object.fromEntries(MODULES.map((module) => [module, { create: true, read: true, update: true, delete: true }]));
    expect(roleTransform({ ...EDITORS, access }).access).toEqual(
      payloadAccess({ ...everything, Dashboard: { read: true }, 'Audit Log': { read: true, update: true }, 'CE Compliance': { create: true, read: true, update: true } }),
    );
  });
});

describe('RoleCreate', () => {
  it('requires a name; the row and column select-alls fill the matrix; creates with the exact payload', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
    const { location } = renderWithAdmin(
      <Routes>
        <Route path="/user-management/roles/add" element={<RoleCreate />} />
        <Route path={LIST} element={<p>the list</p>} />
      </Routes>,
      { resource: 'roles', path: '/user-management/roles/add', dataProvider: { create } },
    );
    await screen.findByRole('table', { name: 'Access' });
    expect(screen.getAllByRole('row')).toHaveLength(2 + MODULES.length);
    // Save is enabled once the form changed.
    await user.click(screen.getByRole('checkbox', { name: 'Payment: Create' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Role Name/), 'Company desk');
    // The Companies row: everything.
    await user.click(screen.getByRole('checkbox', { name: 'All access to Companies' }));
    for (const action of ['Create', 'Read', 'Update', 'Delete']) {
      expect(screen.getByRole('checkbox', { name: `Companies: ${action}` })).toBeChecked();
    }
    // The Read column: every module.
    await user.click(screen.getByRole('checkbox', { name: 'Read for all modules' }));
    expect(screen.getByRole('checkbox', { name: 'Payment: Read' })).toBeChecked();
    // Unticking one cell leaves its row partly selected.
    await user.click(screen.getByRole('checkbox', { name: 'Companies: Delete' }));
    expect(screen.getByRole('checkbox', { name: 'All access to Companies' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All access to Companies' })).toHaveAttribute('data-indeterminate', 'true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const allRead = Object.fromEntries(MODULES.map((module) => [module, { read: true }]));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'roles',
        expect.objectContaining({
          data: {
            name: 'Company desk',
            isActive: true,
            access: payloadAccess({
              ...allRead,
              Companies: { create: true, read: true, update: true },
              Payment: { create: true, read: true },
            }),
          },
        }),
      ),
    );
    await waitFor(() => expect(location()?.pathname).toBe(LIST));
  });

  it('shows only the flags a module uses (Dashboard: Read; Audit Log: Read, Update); the select-alls never set the others', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
    renderWithAdmin(<RoleCreate />, { resource: 'roles', path: '/user-management/roles/add', dataProvider: { create } });
    await screen.findByRole('table', { name: 'Access' });
    expect(checkboxNames(matrixRow('Dashboard'))).toEqual(['All access to Dashboard', 'Dashboard: Read']);
    expect(within(matrixRow('Dashboard')).getAllByText('Not used')).toHaveLength(3);
    expect(checkboxNames(matrixRow('Audit Log'))).toEqual(['All access to Audit Log', 'Audit Log: Read', 'Audit Log: Update']);
    expect(within(matrixRow('Audit Log')).getAllByText('Not used')).toHaveLength(2);
    expect(checkboxNames(matrixRow('Events'))).toHaveLength(5);

    await user.type(screen.getByLabelText(/^Role Name/), 'Auditors');
    // The Create and Delete columns: every module that uses them, and the column reads as complete.
    await user.click(screen.getByRole('checkbox', { name: 'Create for all modules' }));
    await user.click(screen.getByRole('checkbox', { name: 'Delete for all modules' }));
    expect(screen.getByRole('checkbox', { name: 'Create for all modules' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Delete for all modules' })).toHaveAttribute('data-indeterminate', 'false');
    // The rows of the Dashboard and the Audit Log: their own flags only, and the row reads as complete.
    await user.click(screen.getByRole('checkbox', { name: 'All access to Dashboard' }));
    await user.click(screen.getByRole('checkbox', { name: 'All access to Audit Log' }));
    expect(screen.getByRole('checkbox', { name: 'All access to Dashboard' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Audit Log: Update' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'All access to Audit Log' })).toHaveAttribute('data-indeterminate', 'false');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const createAndDelete = Object.fromEntries(MODULES.map((module) => [module, { create: true, delete: true }]));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'roles',
        expect.objectContaining({
          data: {
            name: 'Auditors',
            isActive: true,
            access: payloadAccess({ ...createAndDelete, Dashboard: { read: true }, 'Audit Log': { read: true, update: true }, 'CE Compliance': { create: true } }),
          },
        }),
      ),
    );
  });

  it("says the server's 100-character limit on the name and does not save", async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
    renderWithAdmin(<RoleCreate />, { resource: 'roles', path: '/user-management/roles/add', dataProvider: { create } });
    const name = await screen.findByLabelText(/^Role Name/);
    await user.click(name);
    await user.paste('R'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 100 characters or less')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it("shows 'You don't have access to Add Role!' without the add permission", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(<RoleCreate />, { resource: 'roles', path: '/user-management/roles/add', authProvider });
    expect(await screen.findByText("You don't have access to Add Role!")).toBeInTheDocument();
  });
});

const renderDetails = (dataProvider: Record<string, unknown>, authProvider = fakeAuthProvider()) =>
  renderWithAdmin(
    <Routes>
      <Route path="/user-management/roles/details/:id" element={<RoleDetails />} />
      <Route path={LIST} element={<p>the list</p>} />
    </Routes>,
    { resource: 'roles', path: '/user-management/roles/details/r1', dataProvider, authProvider },
  );

describe('RoleDetails', () => {
  it('loads the role, edits its matrix and saves', async () => {
    const user = userEvent.setup();
    const getOne = vi.fn(async () => ({ data: EDITORS }));
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...EDITORS, ...data } }));
    const countRoleUsers = vi.fn(async () => 2);
    const { location } = renderDetails({ getOne, update, countRoleUsers });
    await screen.findByDisplayValue('Editors');
    expect(getOne).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 'r1' }));
    expect(await screen.findByText('Held by 2 users')).toBeInTheDocument();
    expect(countRoleUsers).toHaveBeenCalledWith('r1');
    // The holders open in the user list, filtered by the role.
    const holders = screen.getByRole('link', { name: 'Show them in the user list' });
    const target = new URL(holders.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/user-management/users/list');
    expect(JSON.parse(target.searchParams.get('filter') ?? '')).toEqual({ roles: ['r1'] });
    expect(screen.getByRole('checkbox', { name: 'Companies: Read' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Events: Read' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Companies: Update' }));
    await user.click(screen.getByRole('checkbox', { name: 'All access to Sponsorship' }));
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'roles',
        expect.objectContaining({
          id: 'r1',
          data: {
            name: 'Editors',
            isActive: false,
            access: payloadAccess({
              Companies: { read: true, update: true },
              Sponsorship: { create: true, read: true, update: true, delete: true },
            }),
          },
        }),
      ),
    );
    await waitFor(() => expect(location()?.pathname).toBe(LIST));
  });

  it('deletes after the confirmation; while users hold the role, offers to remove it from them and delete', async () => {
    const user = userEvent.setup();
    const getOne = vi.fn(async () => ({ data: EDITORS }));
    const deleteOne = vi.fn(async (_resource: string, params: { id: string; meta?: { query?: object } }) => {
      if (!params.meta?.query) throw new HttpError('This role is assigned to 2 users.', 409, {});
      return { data: EDITORS };
    });
    const { location } = renderDetails({ getOne, delete: deleteOne, countRoleUsers: vi.fn(async () => 2) });
    await screen.findByDisplayValue('Editors');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this role?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 'r1', meta: undefined })));

    const second = await screen.findByRole('dialog', { name: 'The role is in use' });
    expect(within(second).getByText('This role is assigned to 2 users.')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/user-management/roles/details/r1');
    await user.click(within(second).getByRole('button', { name: 'Remove it from them and delete' }));
    await waitFor(() =>
      expect(deleteOne).toHaveBeenCalledWith('roles', expect.objectContaining({ id: 'r1', meta: { query: { removeFromUsers: true } } })),
    );
    await waitFor(() => expect(location()?.pathname).toBe(LIST));
  });

  it('shows any other refusal of the delete as a toast and stays', async () => {
    const user = userEvent.setup();
    const deleteOne = vi.fn(async () => {
      throw new HttpError('Role not found', 404, {});
    });
    const { location } = renderDetails({ getOne: vi.fn(async () => ({ data: EDITORS })), delete: deleteOne, countRoleUsers: vi.fn(async () => 0) });
    await screen.findByDisplayValue('Editors');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Role not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'The role is in use' })).not.toBeInTheDocument();
    expect(location()?.pathname).toBe('/user-management/roles/details/r1');
  });

  it('shows the role read-only to a user who may view but not edit roles', async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => action === 'show') };
    // An older role that still holds Dashboard: Create, which grants nothing.
    const access = EDITORS.access.map((entry) => (entry.moduleId.name === 'Dashboard' ? { ...entry, create: true, read: true } : entry));
    renderDetails({ getOne: vi.fn(async () => ({ data: { ...EDITORS, access } })), countRoleUsers: vi.fn(async () => 1) }, authProvider);
    expect(await screen.findByText("You don't have access to Edit Role!")).toBeInTheDocument();
    expect(await screen.findByText('Editors')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Companies: Read' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Companies: Read' })).toBeDisabled();
    expect(checkboxNames(matrixRow('Dashboard'))).toEqual(['All access to Dashboard', 'Dashboard: Read']);
    expect(screen.getByRole('checkbox', { name: 'All access to Dashboard' })).toBeChecked();
    expect(await screen.findByText('Held by 1 user')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

/** A staff user who may edit roles, holding Companies view/edit and nothing else. */
const deskOf = (roleId = 'desk') =>
  fakeAuthProvider({
    permissions: {
      role: 'admin',
      roles: [
        {
          _id: roleId,
          name: 'Desk',
          isActive: true,
          access: [
            { moduleId: { name: 'Role Management' }, ...NONE, read: true, update: true },
            { moduleId: { name: 'Companies' }, ...NONE, read: true, update: true },
          ],
        },
      ],
    },
  });

describe('RoleDetails under the privilege ceiling', () => {
  it('disables the boxes beyond the editor’s own access, says why, and the select-alls skip them', async () => {
    const user = userEvent.setup();
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...EDITORS, ...data } }));
    renderDetails({ getOne: vi.fn(async () => ({ data: EDITORS })), update, countRoleUsers: vi.fn(async () => 0) }, deskOf());
    await screen.findByDisplayValue('Editors');
    const note = await screen.findByText('Greyed boxes are beyond your own access: a role can be given only what you hold yourself.');
    const paymentRead = screen.getByRole('checkbox', { name: 'Payment: Read' });
    expect(paymentRead).toBeDisabled();
    expect(paymentRead).toHaveAttribute('aria-describedby', note.closest('[id]')?.id);
    expect(screen.getByRole('checkbox', { name: 'All access to Payment' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Companies: Update' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Companies: Delete' })).toBeDisabled();
    // The tooltip names the cell.
    await user.hover(paymentRead.closest('span')!.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Payment: Read is beyond your own access.');

    await user.click(screen.getByRole('checkbox', { name: 'Update for all modules' }));
    expect(screen.getByRole('checkbox', { name: 'Companies: Update' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Role Management: Update' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Events: Update' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'roles',
        expect.objectContaining({
          data: expect.objectContaining({ access: payloadAccess({ Companies: { read: true, update: true }, 'Role Management': { update: true } }) }),
        }),
      ),
    );
  });

  it('keeps the access and the status of a role the editor holds, and does not offer to delete it', async () => {
    renderDetails({ getOne: vi.fn(async () => ({ data: EDITORS })), countRoleUsers: vi.fn(async () => 1) }, deskOf('r1'));
    await screen.findByDisplayValue('Editors');
    expect(await screen.findByText(/You hold this role: you can't change its access or its status/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Companies: Update' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByLabelText(/^Role Name/)).toBeEnabled();
  });

  it('shows a role above the editor’s own access without letting them change it', async () => {
    const access = EDITORS.access.map((entry) => (entry.moduleId.name === 'Payment' ? { ...entry, read: true, delete: true } : entry));
    renderDetails({ getOne: vi.fn(async () => ({ data: { ...EDITORS, access } })), countRoleUsers: vi.fn(async () => 1) }, deskOf());
    await screen.findByDisplayValue('Editors');
    expect(
      await screen.findByText('This role allows Payment: Read, which is beyond your own access: only someone who holds it may change or delete the role.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Role Name/)).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Companies: Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

describe('RolePickerDialog', () => {
  it("lists active roles by name; one already chosen can't be chosen again", async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [EDITORS, { ...EDITORS, id: 'r2', _id: 'r2', name: 'Viewers' }], total: 2 }));
    const onSelect = vi.fn();
    renderWithAdmin(<RolePickerDialog open onClose={() => undefined} onSelect={onSelect} selectedIds={['r1']} />, {
      dataProvider: { getList },
    });
    expect(await screen.findByRole('dialog', { name: 'Select Role' })).toBeInTheDocument();
    await screen.findByText('Viewers');
    expect(screen.getByRole('columnheader', { name: /Role Name/ })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('roles', expect.objectContaining({ filter: { isActive: true }, sort: { field: 'name', order: 'ASC' } }));
    expect(screen.getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'r2', name: 'Viewers' }));
  });

  it('when granting, disables a role beyond the person’s own access and says why', async () => {
    const payer = {
      ...EDITORS,
      id: 'r3',
      _id: 'r3',
      name: 'Payers',
      access: EDITORS.access.map((entry) => (entry.moduleId.name === 'Payment' ? { ...entry, read: true } : entry)),
    };
    const getList = vi.fn(async () => ({ data: [EDITORS, payer], total: 2 }));
    renderWithAdmin(<GrantRolePickerDialog open onClose={() => undefined} onSelect={vi.fn()} selectedIds={[]} />, {
      dataProvider: { getList },
      authProvider: deskOf(),
    });
    const row = (await screen.findByText('Payers')).closest('tr')!;
    expect(await within(row).findByText('Payment: Read is beyond your own access.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Select' })).toBeDisabled();
    const editors = screen.getByText('Editors').closest('tr')!;
    expect(within(editors).getByRole('button', { name: 'Select' })).toBeEnabled();
  });
});
