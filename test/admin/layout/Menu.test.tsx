import BusinessIcon from '@mui/icons-material/Business';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Menu } from '../../../src/admin/layout/Menu';
import type { ModuleScreen } from '../../../src/admin/modules';
import { MODULE_SCREENS } from '../../../src/admin/registry';
import type { PermissionSubject } from '../../../src/shared/permissions';
import { fakeAuthProvider, renderWithAdmin } from '../../helpers/renderWithAdmin';

const SCREENS: ModuleScreen[] = [
  { module: 'Dashboard', path: '/dashboard', labelKey: 'app.modules.dashboard', icon: BusinessIcon },
  { module: 'Companies', path: '/companies', labelKey: 'app.modules.companies', icon: BusinessIcon },
  { module: 'Sponsorship', path: '/sponsorships', labelKey: 'app.modules.sponsorship', icon: BusinessIcon },
];

const companiesViewer: PermissionSubject = {
  role: 'admin',
  roles: [
    {
      name: 'Desk',
      isActive: true,
      access: [
        { moduleId: { name: 'Companies' }, create: false, read: true, update: false, delete: false },
        { moduleId: { name: 'Sponsorship' }, create: true, read: false, update: true, delete: true },
      ],
    },
  ],
};

const renderMenu = (permissions: PermissionSubject, screens: readonly ModuleScreen[] = SCREENS) =>
  renderWithAdmin(<Menu screens={screens} />, { authProvider: fakeAuthProvider({ permissions }) });

describe('Menu', () => {
  it('shows only the screens the user may view, and My access', async () => {
    renderMenu(companiesViewer);
    expect(await screen.findByRole('menuitem', { name: 'Companies' })).toHaveAttribute('href', '/companies');
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Sponsorship' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'My access' })).toHaveAttribute('href', '/my-access');
  });

  it('shows every screen to a superAdmin', async () => {
    renderMenu({ role: 'superAdmin', roles: [] });
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sponsorship' })).toBeInTheDocument();
  });

  it('puts Users and Roles under one User Management entry, each with view permission for its module', async () => {
    const user = userEvent.setup();
    renderMenu({ role: 'superAdmin', roles: [] }, MODULE_SCREENS);
    const group = await screen.findByRole('menuitem', { name: 'User Management' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/user-management/users/list');
    expect(screen.getByRole('menuitem', { name: 'Roles' })).toHaveAttribute('href', '/user-management/roles/list');
    expect(screen.queryByRole('menuitem', { name: 'Role Management' })).not.toBeInTheDocument();
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names.indexOf('User Management')).toBe(names.indexOf('Users') - 1);

    // The group closes and opens again.
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    await user.click(group);
    expect(screen.getByRole('menuitem', { name: 'Roles' })).toBeInTheDocument();
  });

  it('shows the group with the entries the user may view only', async () => {
    const roleViewer: PermissionSubject = {
      role: 'admin',
      roles: [
        {
          name: 'Roles',
          isActive: true,
          access: [{ moduleId: { name: 'Role Management' }, create: false, read: true, update: false, delete: false }],
        },
      ],
    };
    const { unmount } = renderMenu(roleViewer, MODULE_SCREENS);
    expect(await screen.findByRole('menuitem', { name: 'User Management' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Roles' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).not.toBeInTheDocument();
    unmount();

    // Neither module: no group at all.
    renderMenu(companiesViewer, MODULE_SCREENS);
    expect(await screen.findByRole('menuitem', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'User Management' })).not.toBeInTheDocument();
  });

  it('shows only My access while no module screen exists', async () => {
    renderMenu({ role: 'superAdmin', roles: [] }, []);
    expect(await screen.findByRole('menuitem', { name: 'My access' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });
});
