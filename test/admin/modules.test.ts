import { describe, expect, it } from 'vitest';
import { firstAccessiblePath, USER_MANAGEMENT_GROUP, visibleScreens, type ModuleScreen } from '../../src/admin/modules';
import { MODULE_SCREENS } from '../../src/admin/registry';
import type { ModuleName } from '../../src/shared/modules';
import type { PermissionSubject, RoleWithAccess } from '../../src/shared/permissions';

const Icon = () => null;
const screen = (module: ModuleName, path: string): ModuleScreen => ({ module, path, labelKey: `x.${path}`, icon: Icon });

const ALL_SCREENS: ModuleScreen[] = [
  screen('Dashboard', '/dashboard'),
  screen('Events', '/events'),
  screen('Companies', '/companies'),
  screen('Courses', '/courses'),
  screen('User Management', '/user-management/users/list'),
  screen('Role Management', '/user-management/roles/list'),
  screen('Sponsorship', '/sponsorships'),
  screen('Payment', '/payments'),
];

function role(modules: ModuleName[], flags: Partial<Record<'create' | 'read' | 'update' | 'delete', boolean>> = { read: true }, isActive = true): RoleWithAccess {
  return {
    name: 'R',
    isActive,
    access: modules.map((name) => ({ moduleId: { name }, create: false, read: false, update: false, delete: false, ...flags })),
  };
}

const staff = (...roles: RoleWithAccess[]): PermissionSubject => ({ role: 'admin', roles });

describe('firstAccessiblePath', () => {
  it('sends a superAdmin to the first module of the spec order that has a screen', () => {
    expect(firstAccessiblePath({ role: 'superAdmin', roles: [] }, ALL_SCREENS)).toBe('/dashboard');
    expect(firstAccessiblePath({ role: 'superAdmin', roles: [] }, ALL_SCREENS.slice(2))).toBe('/companies');
  });

  it('follows the order Dashboard, Events, Companies, Courses, User Management, Sponsorship', () => {
    expect(firstAccessiblePath(staff(role(['Sponsorship', 'Courses', 'Companies'])), ALL_SCREENS)).toBe('/companies');
    expect(firstAccessiblePath(staff(role(['Sponsorship', 'User Management'])), ALL_SCREENS)).toBe(
      '/user-management/users/list',
    );
    expect(firstAccessiblePath(staff(role(['Sponsorship'])), ALL_SCREENS)).toBe('/sponsorships');
    expect(firstAccessiblePath(staff(role(['Events', 'Dashboard'])), ALL_SCREENS)).toBe('/dashboard');
  });

  it('uses the role list for User Management when the user may view roles but not users', () => {
    expect(firstAccessiblePath(staff(role(['Role Management', 'Sponsorship'])), ALL_SCREENS)).toBe(
      '/user-management/roles/list',
    );
  });

  it('needs the view (read) flag, from an active role', () => {
    expect(firstAccessiblePath(staff(role(['Companies'], { create: true, update: true })), ALL_SCREENS)).toBe(
      '/error/error-v3',
    );
    expect(firstAccessiblePath(staff(role(['Companies'], { read: true }, false)), ALL_SCREENS)).toBe('/error/error-v3');
  });

  it('skips modules that have no screen yet', () => {
    const screens = [screen('Companies', '/companies')];
    expect(firstAccessiblePath(staff(role(['Dashboard', 'Events', 'Companies'])), screens)).toBe('/companies');
  });

  it('goes to a screen outside the spec order (Payment) only after the ordered ones', () => {
    expect(firstAccessiblePath(staff(role(['Payment'])), ALL_SCREENS)).toBe('/payments');
    expect(firstAccessiblePath(staff(role(['Payment', 'Sponsorship'])), ALL_SCREENS)).toBe('/sponsorships');
  });

  it("goes to /my-access when the user may view modules but none has a screen", () => {
    expect(firstAccessiblePath(staff(role(['Events'])), [])).toBe('/my-access');
    expect(firstAccessiblePath({ role: 'superAdmin', roles: [] }, [])).toBe('/my-access');
    expect(firstAccessiblePath(staff(role(['Payment'])), [screen('Companies', '/companies')])).toBe('/my-access');
  });

  it('goes to error-v3 when the user may view no module', () => {
    expect(firstAccessiblePath(staff(), ALL_SCREENS)).toBe('/error/error-v3');
    expect(firstAccessiblePath({ role: '', roles: [] }, [])).toBe('/error/error-v3');
  });
});

describe('visibleScreens', () => {
  it('keeps the screens whose module the user may view, in their order', () => {
    expect(visibleScreens(staff(role(['Sponsorship', 'Dashboard'])), ALL_SCREENS).map((s) => s.path)).toEqual([
      '/dashboard',
      '/sponsorships',
    ]);
  });
});

describe('MODULE_SCREENS', () => {
  it('has User Management as the user list, then the role list, both in the User Management group', () => {
    const userManagement = MODULE_SCREENS.filter((s) => s.group === USER_MANAGEMENT_GROUP);
    expect(userManagement.map((s) => [s.module, s.path])).toEqual([
      ['User Management', '/user-management/users/list'],
      ['Role Management', '/user-management/roles/list'],
    ]);
    expect(firstAccessiblePath(staff(role(['User Management', 'Role Management', 'Sponsorship'])), MODULE_SCREENS)).toBe(
      '/user-management/users/list',
    );
    expect(firstAccessiblePath(staff(role(['Role Management', 'Sponsorship'])), MODULE_SCREENS)).toBe('/user-management/roles/list');
  });
});
