import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_FIELDS, USER_LIMITS, USER_MESSAGES } from '../../../../src/shared/users';
import { refusal } from '../companies/fakeApi';
import { ADD_PATH, choose, LIST_PATH, section, setup } from './userFormFixtures';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('../companies/locationFormDialogStub'));

const firstName = () => screen.findByRole('textbox', { name: /^First Name/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmField = () => screen.getByLabelText('Confirm Password', { selector: 'input' });
const renderCreate = (options: Parameters<typeof setup>[0] = {}) => setup({ path: ADD_PATH, ...options });

async function fillRequired(user: ReturnType<typeof setup>['user']) {
  await user.type(await firstName(), 'Nia');
  await user.type(screen.getByRole('textbox', { name: /^Last Name/ }), 'New');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nia@example.org');
  await user.type(screen.getByRole('textbox', { name: /^Primary Phone/ }), '612-555-0199');
}

describe('UserCreate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts a member in en_US with a home address in MN, United States, a password field and no Delete', async () => {
    renderCreate();
    expect(await firstName()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^User Type/ })).toHaveTextContent('Member');
    expect(screen.getByRole('combobox', { name: /^Language/ })).toHaveTextContent('English (United States)');
    const home = section('Home Address');
    expect(within(home).getByRole('combobox', { name: 'State' })).toHaveTextContent('Minnesota (MN)');
    expect(within(home).getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
    // The password input shows once the signed-in person is known to be a super administrator.
    expect(await screen.findByLabelText('Password', { selector: 'input' })).toHaveValue('');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', LIST_PATH);
    expect(saveButton()).toBeDisabled();
  });

  it('offers the four user types, admin shown as Staff', async () => {
    const { user } = renderCreate();
    await firstName();
    await user.click(screen.getByRole('combobox', { name: /^User Type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Member', 'Non-Member', 'Staff', 'Support']);
  });

  it('requires first name, email and phone with the spec messages', async () => {
    const { user, creates } = renderCreate();
    await firstName();
    await user.type(screen.getByRole('textbox', { name: /^Middle Name/ }), 'Q');
    await user.click(saveButton());
    expect(await screen.findByText(USER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(USER_MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it("refuses an email without an @ with 'Please enter valid Email Address!'", async () => {
    const { user, creates } = renderCreate();
    await fillRequired(user);
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'nia.example.org');
    await user.click(saveButton());
    expect(await screen.findByText(USER_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it("says the server's limits on the fields and does not save: first name and city", async () => {
    const { user, creates } = renderCreate();
    await fillRequired(user);
    const first = await firstName();
    await user.clear(first);
    // Pasted, not typed: the field keeps all of it (no maxlength cutting it short).
    await user.click(first);
    await user.paste('F'.repeat(USER_LIMITS.firstName + 1));
    const city = within(section('Home Address')).getByRole('textbox', { name: 'City' });
    await user.click(city);
    await user.paste('C'.repeat(USER_LIMITS.city + 1));
    await user.click(saveButton());
    // Both take 100 characters.
    expect(await screen.findAllByText(`Must be ${USER_LIMITS.firstName} characters or less`)).toHaveLength(2);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);
  });

  it('refuses an initial password outside 8 to 128 characters', async () => {
    const { user, creates } = renderCreate();
    await fillRequired(user);
    await user.type(passwordField(), 'abcdefg');
    await user.click(saveButton());
    expect(await screen.findByText(USER_MESSAGES.passwordLength)).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('asks for the password twice, with the rule under it, and refuses a confirmation that differs', async () => {
    const { user, creates } = renderCreate();
    await fillRequired(user);
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    await user.type(passwordField(), 'Start#2026');
    await user.type(confirmField(), 'Start#2025');
    await user.click(saveButton());
    expect(await screen.findByText(USER_MESSAGES.passwordMismatch)).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('creates the user with the defaults and the password, toasts and goes to the list', async () => {
    const { user, creates, location } = renderCreate();
    await fillRequired(user);
    await user.type(passwordField(), 'Start#2026');
    await user.type(confirmField(), 'Start#2026');
    await user.click(saveButton());
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0].body).not.toHaveProperty('newPassword');
    expect(creates()[0].body).toMatchObject({
      role: 'member',
      firstName: 'Nia',
      lastName: 'New',
      email: 'nia@example.org',
      phoneNumber: '612-555-0199',
      language: 'en_US',
      state: 'MN',
      country: 'United States',
      password: 'Start#2026',
      confirmPassword: 'Start#2026',
      company: null,
      companyLocation: null,
      groups: [],
      roles: [],
      supportStaffMembers: [],
    });
    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe(LIST_PATH));
  });

  it('creates a Staff user with the STAFF_FIELDS only', async () => {
    const { user, creates } = renderCreate();
    await fillRequired(user);
    await user.type(within(section('Home Address')).getByRole('textbox', { name: 'City' }), 'Duluth');
    await choose(user, /^User Type/, 'Staff');
    expect(screen.queryByRole('region', { name: 'Home Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Roles' })).toBeInTheDocument();
    await user.type(passwordField(), 'Start#2026');
    await user.type(confirmField(), 'Start#2026');
    await user.click(saveButton());
    await waitFor(() => expect(creates()).toHaveLength(1));
    const body = creates()[0].body as Record<string, unknown>;
    expect(Object.keys(body).every((key) => (STAFF_FIELDS as readonly string[]).includes(key))).toBe(true);
    expect(body).toMatchObject({ role: 'admin', firstName: 'Nia', password: 'Start#2026', roles: [] });
    expect(body).not.toHaveProperty('city');
  });

  it("shows the server's refusal and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'This email address is already used by another user.';
    const { user, location } = renderCreate({
      routes: {
        'POST /users/create': () => {
          throw refusal(409, message);
        },
      },
    });
    await fillRequired(user);
    await user.click(saveButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()?.pathname).toBe(ADD_PATH);
  });

  it("says \"You don't have access to Add User!\" without the add permission", async () => {
    renderCreate({ allowed: (action) => action !== 'create' });
    expect(await screen.findByText("You don't have access to Add User!")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^First Name/ })).not.toBeInTheDocument();
  });
});
