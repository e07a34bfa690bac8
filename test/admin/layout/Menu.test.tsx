// @vitest-environment jsdom
import BusinessIcon from '@mui/icons-material/Business';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Menu } from '../../../src/admin/layout/Menu';
import type { ModuleScreen } from '../../../src/admin/modules';
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

const renderMenu = (permissions: PermissionSubject, screens = SCREENS) =>
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

  it('shows only My access while no module screen exists', async () => {
    renderMenu({ role: 'superAdmin', roles: [] }, []);
    expect(await screen.findByRole('menuitem', { name: 'My access' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
  });
});
