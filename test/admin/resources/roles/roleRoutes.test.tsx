import { screen, waitFor } from '@testing-library/react';
import { Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { entryRoutes } from '../../../../src/admin/resourceEntry';
import { roles } from '../../../../src/admin/resources/roles/entry';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';

describe('roleRoutes', () => {
  it('routes the role screens under /user-management; /user-management/roles goes to the role list', async () => {
    expect(roles).toMatchObject({ name: 'roles', module: 'Role Management', resource: { recordRepresentation: 'name' } });
    const getList = vi.fn(async () => ({ data: [{ id: 'r1', _id: 'r1', name: 'Editors', isActive: true }], total: 1 }));
    const { location } = renderWithAdmin(<Routes>{entryRoutes(roles)}</Routes>, { path: '/user-management/roles', dataProvider: { getList } });
    await waitFor(() => expect(location()?.pathname).toBe('/user-management/roles/list'));
    expect(await screen.findByRole('link', { name: 'Editors' })).toHaveAttribute('href', '/user-management/roles/details/r1');
    expect(getList).toHaveBeenCalledWith('roles', expect.anything());
  });
});
