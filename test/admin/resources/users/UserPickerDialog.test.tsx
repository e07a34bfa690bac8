import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UserPickerDialog } from '../../../../src/admin/resources/users/UserPickerDialog';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { ANN, BOB, usersApi } from './listFixtures';

const rowOf = async (scope: HTMLElement, name: string) => (await within(scope).findByText(name)).closest('tr') as HTMLElement;

describe('UserPickerDialog', () => {
  it('lists active users by name with a Select button per row, disabled for the user already chosen', async () => {
    const user = userEvent.setup();
    const api = usersApi([ANN, BOB]);
    const onSelect = vi.fn();
    renderWithAdmin(<UserPickerDialog open onClose={vi.fn()} onSelect={onSelect} selectedIds={['u2']} />, { dataProvider: api.dataProvider });

    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    const bob = await rowOf(dialog, 'Bob Staff');
    expect(within(dialog).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(within(bob).getByRole('button', { name: 'Selected' })).toBeDisabled();
    const ann = await rowOf(dialog, 'Ann Lee');
    expect(within(ann).getByText('ann@example.org')).toBeInTheDocument();
    await user.click(within(ann).getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', _id: 'u1', name: 'Ann Lee', email: 'ann@example.org' }));

    // Active users only, as a plain parameter of the user list call.
    expect(api.callsTo('GET', '/users/list/all')[0].query).toMatchObject({ activeOnly: true, sortKey: 'name', sortOrder: 1, limit: 10 });
    expect(api.callsTo('GET', '/users/list/all')[0].query.filters).toBeUndefined();
  });

  it('searches through the dialog, on Enter', async () => {
    const user = userEvent.setup();
    const api = usersApi([ANN]);
    renderWithAdmin(<UserPickerDialog open onClose={vi.fn()} onSelect={vi.fn()} />, { dataProvider: api.dataProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Select User' });
    await rowOf(dialog, 'Ann Lee');
    await user.type(within(dialog).getByRole('textbox', { name: 'Search' }), 'ann{Enter}');
    await waitFor(() => expect(api.callsTo('GET', '/users/list/all').at(-1)?.query).toMatchObject({ search: 'ann', activeOnly: true }));
  });

  it('lists through the members call in the location flow, where Companies staff pick users', async () => {
    const user = userEvent.setup();
    const api = usersApi([ANN, BOB]);
    const onClose = vi.fn();
    renderWithAdmin(
      <UserPickerDialog resource="members" title="app.locations.picker.selectRealtor" open onClose={onClose} onSelect={vi.fn()} selectedIds={['u1']} />,
      { dataProvider: api.dataProvider },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select Realtor' });
    expect(within(await rowOf(dialog, 'Ann Lee')).getByRole('button', { name: 'Selected' })).toBeDisabled();
    expect(within(await rowOf(dialog, 'Bob Staff')).getByRole('button', { name: 'Select' })).toBeEnabled();
    expect(api.callsTo('GET', '/users/list/members')).toHaveLength(1);
    expect(api.callsTo('GET', '/users/list/all')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
