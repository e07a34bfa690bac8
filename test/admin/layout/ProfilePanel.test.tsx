// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePanel } from '../../../src/admin/layout/ProfilePanel';
import type { PermissionSubject } from '../../../src/shared/permissions';
import { fakeAuthProvider, renderWithAdmin, STAFF_IDENTITY } from '../../helpers/renderWithAdmin';

const staff: PermissionSubject = {
  role: 'admin',
  roles: [
    { name: 'Membership Desk', isActive: true, access: [] },
    { name: 'Events Coordinator', isActive: true, access: [] },
  ],
};

describe('ProfilePanel', () => {
  it('shows the name, the role text with the role names, and the email', async () => {
    renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, {
      authProvider: fakeAuthProvider({ permissions: staff }),
    });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(await screen.findByText('Membership Desk, Events Coordinator')).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Profile' })).toBeInTheDocument();
  });

  it.each([
    ['superAdmin', 'Super Admin'],
    ['member', 'Member'],
    ['non-member', 'Non-member'],
    ['support', 'Support'],
  ])('shows the user type %s as %s', async (role, text) => {
    renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, {
      authProvider: fakeAuthProvider({ identity: { ...STAFF_IDENTITY, role }, permissions: { role, roles: [] } }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Edit goes to /profile and closes the panel', async () => {
    const onClose = vi.fn();
    const { location } = renderWithAdmin(<ProfilePanel id="panel" open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location()?.pathname).toBe('/profile'));
  });

  it('Sign out logs out and goes to the sign-in page', async () => {
    const authProvider = fakeAuthProvider();
    const { location } = renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, { authProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });

  it('has a labelled close button', async () => {
    const onClose = vi.fn();
    renderWithAdmin(<ProfilePanel id="panel" open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close profile panel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
