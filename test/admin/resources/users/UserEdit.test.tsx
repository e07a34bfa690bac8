import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_FIELDS, USER_MESSAGES } from '../../../../src/shared/users';
import { passTime, startFakeTimers } from '../../../helpers/timers';
import { refusal } from '../companies/fakeApi';
import { choose, EDIT_PATH, LIST_PATH, MEMBER, retype, section, setup, STAFF } from './userFormFixtures';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('../companies/locationFormDialogStub'));

const firstName = () => screen.findByRole('textbox', { name: /^First Name/ });
const updateButton = () => screen.getByRole('button', { name: 'Update' });

describe('UserEdit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the user in its sections, with Delete User at the top and Cancel and Update', async () => {
    const { api } = setup();
    expect(await firstName()).toHaveValue('Mia');
    expect(api.callsTo('GET', '/users/u1')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /^User Type/ })).toHaveTextContent('Member');
    expect(screen.getByRole('combobox', { name: /^Language/ })).toHaveTextContent('English (United States)');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('mia@example.org');
    expect(screen.getByRole('textbox', { name: /^Primary Phone/ })).toHaveValue('612-555-0100');
    expect(within(section('Home Address')).getByRole('combobox', { name: 'State' })).toHaveTextContent('Minnesota (MN)');
    const professional = section('Professional and Membership');
    expect(within(professional).getByRole('textbox', { name: 'NRDS ID' })).toHaveValue('502298765');
    expect(within(professional).getByRole('combobox', { name: 'Member Status' })).toHaveTextContent('Active');
    expect(within(professional).getByRole('checkbox', { name: 'Allow MCPE Access' })).toBeChecked();
    expect(within(professional).getByRole('spinbutton', { name: 'Industry Experience (years)' })).toHaveValue(12);
    expect(within(section('Specialties, Markets and Groups')).getByRole('combobox', { name: 'Real Estate Specialty' })).toHaveTextContent('Office');
    const company = section('Company and Location');
    expect(within(company).getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Realty');
    expect(within(company).getByRole('textbox', { name: 'Company Location' })).toHaveValue('Downtown');
    // A Broker, not Support: no support staff; not Staff: no roles.
    expect(screen.queryByRole('region', { name: 'Support Staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Roles' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', LIST_PATH);
    expect(updateButton()).toBeDisabled(); // nothing changed yet
  });

  it('updates with the transformed payload, toasts and goes back to the list; the password is left out when both are blank', async () => {
    const { user, updates, location } = setup();
    await retype(user, await firstName(), 'Maya');
    await choose(user, /^Ethics/, 'Pending');
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    const body = updates()[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ firstName: 'Maya', ethics: 'Pending', company: 'c1', companyLocation: 'l1', roles: [] });
    expect(body).not.toHaveProperty('newPassword');
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('_id');
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe(LIST_PATH));
  });

  it("shows the server's refusal and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'This email address is already used by another user.';
    const { user, location } = setup({
      routes: {
        'PUT /users/update/{id}': () => {
          throw refusal(409, message);
        },
      },
    });
    await retype(user, await firstName(), 'Maya');
    await user.click(updateButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()?.pathname).toBe(EDIT_PATH);
  });

  it("says the user does not exist, with the way back to the user list, when the id names nobody", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { location } = setup({
      routes: {
        'GET /users/{id}': () => {
          throw refusal(404, 'User not found.');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'This record does not exist' })).toBeInTheDocument();
    expect(location()?.pathname).toBe(EDIT_PATH);
    expect(screen.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute('href', LIST_PATH);
  });

  it('requires first name and phone, and a valid email', async () => {
    const { user, updates } = setup();
    await user.clear(await firstName());
    await user.clear(screen.getByRole('textbox', { name: /^Primary Phone/ }));
    await retype(user, screen.getByRole('textbox', { name: /^Email/ }), 'mia.example.org');
    await user.click(updateButton());
    expect(await screen.findByText(USER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.invalidEmail)).toBeInTheDocument();
    // Missing is the same message as malformed (spec 000 §5).
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    expect(screen.getByText(USER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('refuses an industry experience that is not a whole number of years from 0 to 100', async () => {
    const { user, updates } = setup();
    const years = await screen.findByRole('spinbutton', { name: 'Industry Experience (years)' });
    await retype(user, years, '-2');
    await user.click(updateButton());
    expect(await screen.findByText(USER_MESSAGES.experience)).toBeInTheDocument();
    await retype(user, years, '2.5');
    await user.click(updateButton());
    expect(await screen.findByText(USER_MESSAGES.experience)).toBeInTheDocument();
    await retype(user, years, '101');
    await user.click(updateButton());
    expect(await screen.findByText(USER_MESSAGES.experience)).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
    await retype(user, years, '3');
    await user.click(updateButton());
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ industryExperience: 3 });
  });

  describe('password change', () => {
    const newPassword = () => screen.getByLabelText('New Password');
    const confirmPassword = () => screen.getByLabelText('Confirm Password');

    it('needs both when one is filled, then refuses a mismatch', async () => {
      const { user, updates } = setup();
      await firstName();
      // The password inputs show once the signed-in person's permissions are known.
      await screen.findByLabelText('New Password');
      await user.type(newPassword(), 'secret1');
      await user.click(updateButton());
      expect(await screen.findByText(USER_MESSAGES.passwordEmpty)).toBeInTheDocument();
      // Typing the confirmation judges the pair again.
      await user.type(confirmPassword(), 'secret2');
      expect(await screen.findByText(USER_MESSAGES.passwordMismatch)).toBeInTheDocument();
      expect(updates()).toHaveLength(0);
    });

    it('refuses a password shorter than 8 or longer than 128 characters', async () => {
      const { user, updates } = setup();
      await firstName();
      // The password inputs show once the signed-in person's permissions are known.
      await screen.findByLabelText('New Password');
      await user.type(newPassword(), 'abcdefg');
      await user.type(confirmPassword(), 'abcdefg');
      await user.click(updateButton());
      expect(await screen.findByText(USER_MESSAGES.passwordLength)).toBeInTheDocument();

      const long = 'x'.repeat(129);
      await user.clear(newPassword());
      await user.click(newPassword());
      await user.paste(long);
      await user.clear(confirmPassword());
      await user.click(confirmPassword());
      await user.paste(long);
      await user.click(updateButton());
      await waitFor(() => expect(screen.getByText(USER_MESSAGES.passwordLength)).toBeInTheDocument());
      expect(newPassword()).toHaveValue(long);
      expect(updates()).toHaveLength(0);
    });

    it('sends a good pair', async () => {
      const { user, updates } = setup();
      await firstName();
      // The password inputs show once the signed-in person's permissions are known.
      await screen.findByLabelText('New Password');
      await user.type(newPassword(), 'Secret#1');
      await user.type(confirmPassword(), 'Secret#1');
      await user.click(updateButton());
      await waitFor(() => expect(updates()).toHaveLength(1));
      expect(updates()[0].body).toMatchObject({ newPassword: 'Secret#1', confirmPassword: 'Secret#1' });
    });

    it('shows only the confirmation filled as the empty-pair message too', async () => {
      const { user, updates } = setup();
      await firstName();
      // The password inputs show once the signed-in person's permissions are known.
      await screen.findByLabelText('New Password');
      await user.type(confirmPassword(), 'secret1');
      await user.click(updateButton());
      expect(await screen.findByText(USER_MESSAGES.passwordEmpty)).toBeInTheDocument();
      expect(updates()).toHaveLength(0);
    });
  });

  describe('User Type Staff', () => {
    it('hides the member-only fields and sends only the STAFF_FIELDS', async () => {
      const { user, updates } = setup();
      await firstName();
      await choose(user, /^User Type/, 'Staff');
      for (const title of ['Home Address', 'Professional and Membership', 'Specialties, Markets and Groups', 'Biography and Description', 'Company and Location']) {
        expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
      }
      expect(screen.queryByRole('textbox', { name: 'Fax' })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Secondary/Cell Phone' })).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /^Middle Name/ })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Roles' })).toBeInTheDocument();

      await user.click(updateButton());
      await waitFor(() => expect(updates()).toHaveLength(1));
      const body = updates()[0].body as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        ['role', 'language', 'picture', 'firstName', 'middleName', 'lastName', 'email', 'phoneNumber', 'roles'].sort(),
      );
      expect(Object.keys(body).every((key) => (STAFF_FIELDS as readonly string[]).includes(key))).toBe(true);
      expect(body.role).toBe('admin');
    });

    it('shows the member fields again when the type goes back to Member', async () => {
      const { user } = setup({ user: STAFF });
      await firstName();
      expect(screen.queryByRole('region', { name: 'Home Address' })).not.toBeInTheDocument();
      // A Staff user's type opens once the signed-in person is known to be allowed to change it.
      await waitFor(() => expect(screen.getByRole('combobox', { name: /^User Type/ })).not.toHaveAttribute('aria-disabled'));
      await choose(user, /^User Type/, 'Member');
      expect(screen.getByRole('region', { name: 'Home Address' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Roles' })).not.toBeInTheDocument();
    });
  });

  describe('NRDS ID', () => {
    it('clear empties it and unlocks typing; Auto and Manual are offered only while it is empty', async () => {
      const { user, updates } = setup();
      await firstName();
      const professional = section('Professional and Membership');
      const nrds = within(professional).getByRole('textbox', { name: 'NRDS ID' });
      expect(within(professional).getByRole('button', { name: 'Auto NRDS' })).toBeDisabled();
      expect(within(professional).getByRole('button', { name: 'Manual NRDS' })).toBeDisabled();
      await user.click(within(professional).getByRole('button', { name: 'Clear the NRDS ID' }));
      expect(nrds).toHaveValue('');
      expect(within(professional).getByRole('button', { name: 'Auto NRDS' })).toBeEnabled();

      await user.click(within(professional).getByRole('button', { name: 'Auto NRDS' }));
      expect((nrds as HTMLInputElement).value).toMatch(/^5022[1-9]\d{4}$/);
      expect(nrds).toHaveAttribute('readonly');
      expect(within(professional).getByRole('button', { name: 'Manual NRDS' })).toBeDisabled();
      const auto = (nrds as HTMLInputElement).value;

      await user.click(updateButton());
      await waitFor(() => expect(updates()).toHaveLength(1));
      expect(updates()[0].body).toMatchObject({ nrds: auto });
    });

    it('Manual unlocks the empty field for typing', async () => {
      const { user, updates } = setup({ user: { ...MEMBER, nrds: null } });
      await firstName();
      const professional = section('Professional and Membership');
      const nrds = within(professional).getByRole('textbox', { name: 'NRDS ID' });
      expect(nrds).toHaveAttribute('readonly');
      await user.click(within(professional).getByRole('button', { name: 'Manual NRDS' }));
      expect(nrds).not.toHaveAttribute('readonly');
      await user.type(nrds, '12345678');
      expect(within(professional).getByRole('button', { name: 'Auto NRDS' })).toBeDisabled();
      await user.click(updateButton());
      await waitFor(() => expect(updates()).toHaveLength(1));
      expect(updates()[0].body).toMatchObject({ nrds: '12345678' });
    });
  });

  describe('Delete User', () => {
    it('counts the links first, names them in the Delete Record dialog, deletes, toasts and goes to the list', async () => {
      const { user, api, location } = setup({
        routes: {
          'GET /users/count/as/attendee/staff/{id}': () => ({ attendeeCount: 3, registrationCount: 1, asSupportMemberToOtherCount: 1, locationContactCount: 2 }),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Record' });
      expect(api.callsTo('GET', '/users/count/as/attendee/staff/u1')).toHaveLength(1);
      expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
      expect(within(dialog).getByText('This user is still linked to:')).toBeInTheDocument();
      expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '3 attended events (the Event History)',
        '1 other event registration',
        'support staff of 1 other user',
        'contact of 2 locations',
      ]);
      expect(api.callsTo('DELETE', '/users/u1')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(api.callsTo('DELETE', '/users/u1')).toHaveLength(1));
      expect(await screen.findByText('User deleted Successfully')).toBeInTheDocument();
      await waitFor(() => expect(location()?.pathname).toBe(LIST_PATH));
    });

    it('No closes the dialog without deleting; a user without links gets the question alone', async () => {
      const { user, api, location } = setup();
      await user.click(await screen.findByRole('button', { name: 'Delete User' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete Record' });
      expect(within(dialog).queryByText('This user is still linked to:')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Record' })).not.toBeInTheDocument());
      expect(api.callsTo('DELETE', '/users/u1')).toHaveLength(0);
      expect(location()?.pathname).toBe(EDIT_PATH);
    });

    it("shows the server's refusal of the delete and stays", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user, location } = setup({
        routes: {
          'DELETE /users/{id}': () => {
            throw refusal(409, "You can't delete your own account.");
          },
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete User' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Delete Record' })).getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText("You can't delete your own account.")).toBeInTheDocument();
      expect(location()?.pathname).toBe(EDIT_PATH);
    });

    it('is not offered without the users delete permission', async () => {
      startFakeTimers();
      const { authProvider } = setup({ allowed: (action) => action !== 'delete' });
      await firstName();
      await waitFor(() => expect(authProvider.canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'users', action: 'delete' })));
      // Time for the answer to reach the screen.
      await passTime(300);
      expect(screen.queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
      expect(updateButton()).toBeInTheDocument();
    });
  });

  describe('permissions', () => {
    it("says \"You don't have access to Edit User!\" without the edit permission, and shows the user read-only to a viewer", async () => {
      const { updates } = setup({ allowed: (action) => action === 'show' });
      expect(await screen.findByText("You don't have access to Edit User!")).toBeInTheDocument();
      expect(await firstName()).toBeDisabled();
      expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Realty');
      expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Select Company' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute('href', LIST_PATH);
      expect(updates()).toHaveLength(0);
    });

    it('shows the denial alone to a user who may not even view users', async () => {
      const { api } = setup({ allowed: () => false });
      expect(await screen.findByText("You don't have access to Edit User!")).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^First Name/ })).not.toBeInTheDocument();
      expect(api.callsTo('GET', '/users/u1')).toHaveLength(0);
    });
  });
});
