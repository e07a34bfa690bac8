import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyAccessPage } from '../../../src/admin/layout/MyAccessPage';
import { MODULE_FLAGS, MODULES } from '../../../src/shared/modules';
import type { PermissionSubject } from '../../../src/shared/permissions';
import { fakeAuthProvider, renderWithAdmin } from '../../helpers/renderWithAdmin';

const desk: PermissionSubject = {
  role: 'admin',
  roles: [
    {
      name: 'Membership Desk',
      isActive: true,
      access: [
        { moduleId: { name: 'User Management' }, create: false, read: true, update: true, delete: false },
        { moduleId: { name: 'Companies' }, create: false, read: true, update: false, delete: false },
      ],
    },
  ],
};

/** Each action cell of a module's row: its icon's name, or the text of a flag the module does not use. */
const cells = (rowName: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${rowName}`) }))
    .getAllByRole('cell')
    .map((cell) => {
      const icon = within(cell).queryByRole('img');
      return icon ? (icon.getAttribute('aria-label') ?? icon.textContent) : within(cell).getByText('Not used').textContent;
    });

describe('MyAccessPage', () => {
  it('greets the user and tabulates every module by action', async () => {
    renderWithAdmin(<MyAccessPage />, { authProvider: fakeAuthProvider({ permissions: desk }) });
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent?.replace(/\u200b/g, ''));
    expect(headers).toEqual(['Module', 'View', 'Add', 'Edit', 'Active/Inactive']);
    expect(screen.getAllByRole('rowheader')).toHaveLength(MODULES.length);
    expect(cells('User Management')).toEqual(['Allowed', 'Not allowed', 'Allowed', 'Not allowed']);
    expect(cells('Companies')).toEqual(['Allowed', 'Not allowed', 'Not allowed', 'Not allowed']);
    expect(cells('Payment')).toEqual(['Not allowed', 'Not allowed', 'Not allowed', 'Not allowed']);
    // Flags a module does not use are no access to grant or deny.
    expect(cells('Dashboard')).toEqual(['Not allowed', 'Not used', 'Not used', 'Not used']);
    expect(cells('Audit Log')).toEqual(['Not allowed', 'Not used', 'Not allowed', 'Not used']);
    expect(screen.getByText(/appear in the side menu as they become available/)).toBeInTheDocument();
  });

  it('grants everything to a superAdmin', async () => {
    renderWithAdmin(<MyAccessPage />, { authProvider: fakeAuthProvider({ permissions: { role: 'superAdmin', roles: [] } }) });
    await screen.findByText('Welcome, Ada!');
    expect(screen.queryAllByRole('img', { name: 'Not allowed' })).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: 'Allowed' })).toHaveLength(MODULES.reduce((n, module) => n + (MODULE_FLAGS[module]?.length ?? 4), 0));
    expect(cells('Dashboard')).toEqual(['Allowed', 'Not used', 'Not used', 'Not used']);
  });
});
