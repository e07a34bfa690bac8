import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PermissionSubject } from '../../../../src/shared/permissions';
import { MEMBER, section, setup, STAFF } from './userFormFixtures';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('../companies/locationFormDialogStub'));

/**
 * The power fields on the user screens mirror the server's table (src/shared/userAuthority.ts):
 * read-only, with the reason, for whoever may not change them.
 */

/** The demo 'Membership Desk': User Management view and edit, nothing on roles. */
const MEMBERSHIP_DESK: PermissionSubject = {
  role: 'admin',
  roles: [
    {
      isActive: true,
      access: [{ moduleId: { name: 'User Management' }, create: false, read: true, update: true, delete: false }],
    },
  ],
};

const typeSelect = () => screen.getByRole('combobox', { name: /^User Type/ });
const loaded = () => screen.findByRole('textbox', { name: /^First Name/ });

describe('Edit User for someone who may edit users but not roles', () => {
  it("offers no Staff type, no password inputs, and mails a reset link instead of setting a member's password", async () => {
    const { user, api } = setup({ permissions: MEMBERSHIP_DESK, routes: { 'POST /users/{id}/password-reset-link': () => ({}) } });
    await loaded();
    const password = section('Change Password');
    expect(await within(password).findByText("Staff don't set another person's password: send them a reset link instead.")).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByText('Staff is offered only to someone who may edit roles.')).toBeInTheDocument();
    await user.click(typeSelect());
    expect(await screen.findByRole('option', { name: 'Staff' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(within(password).getByRole('button', { name: 'Send password reset link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send password reset link' });
    expect(within(confirm).getByText(/Email mia@example.org a single-use link/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('A password reset link has been sent to mia@example.org.')).toBeInTheDocument();
    expect(api.callsTo('POST', `/users/${MEMBER._id}/password-reset-link`)).toHaveLength(1);
  });

  it("shows a Staff user's type, email and roles read-only, each with the reason", async () => {
    setup({ user: STAFF, permissions: MEMBERSHIP_DESK });
    await loaded();
    await waitFor(() => expect(typeSelect()).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getAllByText('Only someone who may edit roles can change this.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeDisabled();
    expect(screen.getByText(/can change a Staff user's email: it is the key to their account/)).toBeInTheDocument();
    const roles = section('Roles');
    expect(within(roles).queryByRole('button', { name: 'Select Role' })).not.toBeInTheDocument();
    expect(within(roles).queryByRole('button', { name: 'Remove role Editors' })).not.toBeInTheDocument();
    // Deleting a Staff user is a role editor's matter too: the button says why it is disabled.
    const remove = screen.getByRole('button', { name: 'Delete User' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('Only someone who may edit roles can deactivate, reactivate or delete a Staff user.');
  });
});

describe('Edit User of oneself', () => {
  it('keeps one\'s own type and roles read-only and sends the password change to the profile', async () => {
    setup({ user: STAFF, identityId: STAFF._id });
    await loaded();
    await waitFor(() => expect(typeSelect()).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByText("You can't change your own user type.")).toBeInTheDocument();
    expect(within(section('Roles')).getByText("You can't change your own roles.")).toBeInTheDocument();
    const password = section('Change Password');
    expect(within(password).getByText(/Change your own password from your profile/)).toBeInTheDocument();
    expect(within(password).getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete User' })).toHaveAccessibleDescription("You can't deactivate or delete your own account.");
    expect(screen.getByRole('button', { name: 'Delete User' })).toBeDisabled();
  });
});

describe('Add User for someone who may not set passwords', () => {
  it('explains that the new user chooses their own password', async () => {
    setup({ path: '/user-management/users/add', permissions: MEMBERSHIP_DESK });
    await loaded();
    expect(await screen.findByText(/The new user chooses their own password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
  });
});
