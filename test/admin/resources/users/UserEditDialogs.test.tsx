import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupportStaffPickerDialog } from '../../../../src/admin/resources/users/SupportStaffPickerDialog';
import { USER_MESSAGES } from '../../../../src/shared/users';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { passTime, startFakeTimers } from '../../../helpers/timers';
import { ADD_PATH, MEMBER, MEMBERS, rowsOf, section, setup, STAFF, SUPPORTED } from './userFormFixtures';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('../companies/locationFormDialogStub'));

const loaded = () => screen.findByRole('textbox', { name: /^First Name/ });
const updateButton = () => screen.getByRole('button', { name: 'Update' });
const companyField = () => within(section('Company and Location')).getByRole('textbox', { name: 'Company' });
const locationField = () => within(section('Company and Location')).getByRole('textbox', { name: 'Company Location' });
const locationButton = () => screen.getByRole('button', { name: 'Select Company Location' });
/** The row of a dialog's table holding `text`. */
const rowWith = async (dialog: HTMLElement, text: string) => (await within(dialog).findByText(text)).closest('tr') as HTMLElement;

describe('Edit User: company and company location', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the location disabled until a company is chosen, then lists only that company’s locations', async () => {
    const { user, api } = setup({ path: ADD_PATH });
    await loaded();
    expect(locationButton()).toBeDisabled();
    expect(screen.getByText('Choose a company first.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select Company' }));
    const companies = await screen.findByRole('dialog', { name: 'Select Company' });
    await user.click(within(await rowWith(companies, 'Birch Partners')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Company' })).not.toBeInTheDocument());
    expect(companyField()).toHaveValue('Birch Partners');
    expect(locationButton()).toBeEnabled();

    await user.click(locationButton());
    const locations = await screen.findByRole('dialog', { name: 'Company Location' });
    expect(await within(locations).findByText('Birch HQ')).toBeInTheDocument();
    expect(within(locations).queryByText('Downtown')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/locations/list/c2')).not.toHaveLength(0);
    await user.click(within(await rowWith(locations, 'Birch HQ')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company Location' })).not.toBeInTheDocument());
    expect(locationField()).toHaveValue('Birch HQ');
  });

  it('offers the chosen company’s locations with the chosen one disabled, and saves the new choice', async () => {
    const { user, updates } = setup();
    await loaded();
    await user.click(locationButton());
    const dialog = await screen.findByRole('dialog', { name: 'Company Location' });
    expect(within(await rowWith(dialog, 'Downtown')).getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(within(await rowWith(dialog, 'Uptown')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(locationField()).toHaveValue('Uptown'));
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ company: 'c1', companyLocation: 'l2' });
  });

  it('clears the location when the company is removed', async () => {
    const { user, updates } = setup();
    await loaded();
    expect(locationField()).toHaveValue('Downtown');
    await user.click(screen.getByRole('button', { name: 'Remove the company' }));
    expect(companyField()).toHaveValue('');
    expect(locationField()).toHaveValue('');
    expect(locationButton()).toBeDisabled();
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ company: null, companyLocation: null });
  });

  it('clears the location when another company is chosen; the current company is disabled in the picker', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Select Company' }));
    const companies = await screen.findByRole('dialog', { name: 'Select Company' });
    expect(within(await rowWith(companies, 'Acme Realty')).getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(within(await rowWith(companies, 'Birch Partners')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(companyField()).toHaveValue('Birch Partners'));
    expect(locationField()).toHaveValue('');
  });

  it('removes only the location with its own clear button', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove the company location' }));
    expect(locationField()).toHaveValue('');
    expect(companyField()).toHaveValue('Acme Realty');
  });

  it('shows the chosen location read-only in the location view dialog', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'View the location Downtown' }));
    const view = await screen.findByRole('dialog', { name: 'Location form: view' });
    expect(within(view).getByText('location: l1')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Save location' })).not.toBeInTheDocument();
  });
});

describe('Edit User: roles (Staff)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds a role through Select Role, where chosen roles are disabled; saved on Update', async () => {
    const { user, updates } = setup({ user: STAFF });
    await loaded();
    expect(rowsOf('Roles')).toEqual(['Editors']);
    await user.click(await screen.findByRole('button', { name: 'Select Role' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Role' });
    expect(within(await rowWith(picker, 'Editors')).getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(within(await rowWith(picker, 'Viewers')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Role' })).not.toBeInTheDocument());
    expect(rowsOf('Roles')).toEqual(['Editors', 'Viewers']);
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ role: 'admin', roles: ['r1', 'r2'] });
  });

  it('removes a role only after the Remove Role confirmation', async () => {
    const { user, updates } = setup({ user: STAFF });
    await loaded();
    await user.click(await screen.findByRole('button', { name: 'Remove role Editors' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove Role' });
    expect(within(confirm).getByText('Do you want to remove this Role?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Role' })).not.toBeInTheDocument());
    expect(rowsOf('Roles')).toEqual(['Editors']);

    await user.click(screen.getByRole('button', { name: 'Remove role Editors' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove Role' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Role' })).not.toBeInTheDocument());
    expect(screen.getByText('No roles assigned yet.')).toBeInTheDocument();
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ roles: [] });
  });
});

describe('Edit User: support staff', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the section only while the groups include Support', async () => {
    const { user } = setup({ user: MEMBER });
    await loaded();
    expect(screen.queryByRole('region', { name: 'Support Staff' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Groups' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: 'Support Staff' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Support Staff' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Groups' }));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Support Staff' })).not.toBeInTheDocument());
  });

  it('adds through Select Support Staff: Name opens the user in a new tab, chosen staff are disabled; saved on Update', async () => {
    const { user, updates } = setup({ user: SUPPORTED });
    await loaded();
    expect(rowsOf('Support Staff')).toEqual(['Sam Staffsam@example.org']);
    await user.click(screen.getByRole('button', { name: 'Select Support Staff' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Support Staff' });
    expect(within(picker).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(picker).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    const link = await within(picker).findByRole('link', { name: 'Tia Team (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/user-management/users/edit/u8');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(await rowWith(picker, 'sam@example.org')).getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(within(await rowWith(picker, 'tia@example.org')).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Support Staff' })).not.toBeInTheDocument());
    expect(rowsOf('Support Staff')).toEqual(['Sam Staffsam@example.org', 'Tia Teamtia@example.org']);
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ groups: ['Support'], supportStaffMembers: ['u7', 'u8'] });
  });

  it.each([
    ['the signed-in user', 'ada@example.org'],
    ['the edited user', 'mia@example.org'],
  ])("refuses %s as support staff with the spec's message", async (_who, email) => {
    const { user } = setup({ user: SUPPORTED });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Select Support Staff' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Support Staff' });
    await user.click(within(await rowWith(picker, email)).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText(USER_MESSAGES.selfSupport)).toBeInTheDocument();
    expect(rowsOf('Support Staff')).toEqual(['Sam Staffsam@example.org']);
  });

  it('removes support staff only after the Remove Support Staff confirmation', async () => {
    const { user, updates } = setup({ user: SUPPORTED });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Remove support staff Sam Staff' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove Support Staff' });
    expect(within(confirm).getByText('Do you want to remove this Support Staff?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Support Staff' })).not.toBeInTheDocument());
    expect(rowsOf('Support Staff')).toEqual(['Sam Staffsam@example.org']);

    await user.click(screen.getByRole('button', { name: 'Remove support staff Sam Staff' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove Support Staff' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Support Staff' })).not.toBeInTheDocument());
    expect(screen.getByText('No support staff yet.')).toBeInTheDocument();
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ supportStaffMembers: [] });
  });

  it('searches in the picker without saving the user behind it', async () => {
    startFakeTimers();
    const { user, api, updates } = setup({ user: SUPPORTED });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Select Support Staff' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Support Staff' });
    await user.type(within(picker).getByRole('textbox', { name: 'Search' }), 'tia{Enter}');
    await waitFor(() =>
      expect(api.callsTo('GET', '/users/list/members').some((call) => call.query.search === 'tia')).toBe(true),
    );
    // A submit of the user form would have validated and saved by now.
    await passTime(1000);
    expect(updates()).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Select Support Staff' })).toBeInTheDocument();
  });
});

describe('SupportStaffPickerDialog', () => {
  it('lists members with search, Reset and pages', async () => {
    const events = userEvent.setup({ delay: null });
    const many = Array.from({ length: 10 }, (_, i) => ({ ...MEMBERS[2], _id: `m${i}`, id: `m${i}`, name: `Member ${i}`, email: `m${i}@example.org` }));
    const getList = vi.fn(async () => ({ data: many, total: 25 }));
    renderWithAdmin(<SupportStaffPickerDialog open onClose={() => undefined} onSelect={() => undefined} />, { dataProvider: { getList } });
    const dialog = await screen.findByRole('dialog', { name: 'Select Support Staff' });
    await within(dialog).findByText('Member 3');
    expect(getList).toHaveBeenCalledWith('members', expect.objectContaining({ pagination: { page: 1, perPage: 10 } }));
    expect(within(dialog).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('members', expect.objectContaining({ pagination: { page: 2, perPage: 10 } })));
  });
});
