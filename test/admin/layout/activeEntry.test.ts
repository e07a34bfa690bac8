import { describe, expect, it } from 'vitest';
import {
  breadcrumbsFor,
  breadcrumbTarget,
  findActiveEntry,
  homePath,
  SHELL_PAGES,
} from '../../../src/admin/layout/activeEntry';
import type { ModuleScreen } from '../../../src/admin/modules';
import { MODULE_SCREENS, RESOURCE_DEFINITIONS } from '../../../src/admin/registry';

/** Every entry the shell names, as SubHeader gathers them from the resources' options. */
const ALL_ENTRIES = [...MODULE_SCREENS, ...SHELL_PAGES, ...Object.values(RESOURCE_DEFINITIONS).flatMap(({ options }) => options.pages ?? [])];

const Icon = () => null;
const SCREENS: ModuleScreen[] = [
  { module: 'Dashboard', path: '/dashboard', labelKey: 'app.modules.dashboard', icon: Icon },
  { module: 'Companies', path: '/companies', labelKey: 'app.modules.companies', icon: Icon },
  { module: 'User Management', path: '/user-management', labelKey: 'app.modules.userManagement', icon: Icon },
];

describe('findActiveEntry', () => {
  it('finds the entry of the path or of its deepest parent', () => {
    expect(findActiveEntry('/companies', SCREENS)?.path).toBe('/companies');
    expect(findActiveEntry('/companies/edit/42', SCREENS)?.path).toBe('/companies');
    expect(findActiveEntry('/companies-archive', SCREENS)).toBeUndefined();
    expect(findActiveEntry('/my-access', [...SCREENS, ...SHELL_PAGES])?.labelKey).toBe('app.myAccess.title');
    expect(findActiveEntry('/', SCREENS)).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('point home, then at the entry unless it is the current page', () => {
    expect(breadcrumbsFor('/companies', SCREENS[1], '/dashboard')).toEqual([
      { labelKey: 'app.shell.home', to: '/dashboard' },
      { labelKey: 'app.modules.companies', to: undefined },
    ]);
    expect(breadcrumbsFor('/companies/edit/1', SCREENS[1], '/dashboard')[1]).toEqual({
      labelKey: 'app.modules.companies',
      to: '/companies',
    });
  });

  it('send a breadcrumb to /user-management to the user list', () => {
    expect(breadcrumbTarget('/user-management')).toBe('/user-management/users/list');
    expect(breadcrumbsFor('/user-management/users/edit/1', SCREENS[2], '/')[1].to).toBe('/user-management/users/list');
  });

  it('name the User Management group between home and the users or roles screen, leading to the user list', () => {
    const users = findActiveEntry('/user-management/users/list', ALL_ENTRIES)!;
    expect(breadcrumbsFor('/user-management/users/list', users, '/')).toEqual([
      { labelKey: 'app.shell.home', to: '/' },
      { labelKey: 'app.modules.userManagement', to: '/user-management/users/list' },
      { labelKey: 'app.users.title', to: undefined },
    ]);
    const edit = findActiveEntry('/user-management/users/edit/7', ALL_ENTRIES)!;
    expect(breadcrumbsFor('/user-management/users/edit/7', edit, '/').slice(1)).toEqual([
      { labelKey: 'app.modules.userManagement', to: '/user-management/users/list' },
      { labelKey: 'app.users.title', to: '/user-management/users' },
    ]);
    const roleDetails = findActiveEntry('/user-management/roles/details/3', ALL_ENTRIES)!;
    expect(breadcrumbsFor('/user-management/roles/details/3', roleDetails, '/')[1].to).toBe('/user-management/users/list');
    expect(roleDetails.labelKey).toBe('app.roles.title');
  });

  it('go home to /dashboard when the user may view it, else to the root', () => {
    expect(homePath({ role: 'superAdmin', roles: [] }, SCREENS)).toBe('/dashboard');
    expect(homePath({ role: 'admin', roles: [] }, SCREENS)).toBe('/');
    expect(homePath({ role: 'superAdmin', roles: [] }, [])).toBe('/');
  });
});
