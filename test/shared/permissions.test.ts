import { describe, expect, it } from 'vitest';
import { denialMessage, MODULES } from '../../src/shared/modules';
import { can, canView, hasAnyRole, type RoleWithAccess } from '../../src/shared/permissions';

const role = (module: string, flags: Partial<Record<'create' | 'read' | 'update' | 'delete', boolean>>, isActive = true): RoleWithAccess => ({
  isActive,
  access: [{ moduleId: { name: module }, create: false, read: false, update: false, delete: false, ...flags }],
});

describe('can', () => {
  it('lets a superAdmin do everything', () => {
    for (const m of MODULES) expect(can({ role: 'superAdmin', roles: [] }, m, 'activeInactive')).toBe(true);
  });

  it('maps add/view/edit/active-inactive to create/read/update/delete', () => {
    const subject = { role: 'admin', roles: [role('Companies', { read: true, update: true })] };
    expect(can(subject, 'Companies', 'view')).toBe(true);
    expect(can(subject, 'Companies', 'edit')).toBe(true);
    expect(can(subject, 'Companies', 'add')).toBe(false);
    expect(can(subject, 'Companies', 'activeInactive')).toBe(false);
    expect(can(subject, 'Sponsorship', 'view')).toBe(false);
  });

  it('combines several roles and ignores inactive ones', () => {
    const subject = {
      role: 'admin',
      roles: [role('Events', { read: true }), role('Events', { create: true }, false), role('Courses', { delete: true })],
    };
    expect(canView(subject, 'Events')).toBe(true);
    expect(can(subject, 'Events', 'add')).toBe(false);
    expect(can(subject, 'Courses', 'activeInactive')).toBe(true);
  });

  it('needs a role or superAdmin to sign in', () => {
    expect(hasAnyRole({ role: 'member', roles: [] })).toBe(false);
    expect(hasAnyRole({ role: 'superAdmin', roles: [] })).toBe(true);
    expect(hasAnyRole({ role: 'admin', roles: [role('Events', {})] })).toBe(true);
  });
});

describe('denialMessage', () => {
  it("words the spec's denial texts", () => {
    expect(denialMessage('User Management', 'view')).toBe("You don't have access to View User!");
    expect(denialMessage('User Management', 'activeInactive')).toBe("You don't have access to Active/Inactive User!");
    expect(denialMessage('Role Management', 'add')).toBe("You don't have access to Add Role!");
    expect(denialMessage('Companies', 'edit')).toBe("You don't have access to Edit Company!");
    expect(denialMessage('Sponsorship', 'view')).toBe("You don't have access to View Sponsorship!");
    expect(denialMessage('Events', 'view')).toBe("You don't have access to View Event!");
  });
});
