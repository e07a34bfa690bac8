// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootRedirect } from '../../../src/admin/layout/RootRedirect';
import { fakeAuthProvider, renderWithAdmin } from '../../helpers/renderWithAdmin';

// No module screen exists yet (MODULE_SCREENS is empty), so the two outcomes are these.
describe('RootRedirect', () => {
  it('sends a user who may view a module to /my-access while no module screen exists', async () => {
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'superAdmin', roles: [] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/my-access'));
  });

  it('sends a user who may view no module to error-v3', async () => {
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'admin', roles: [{ name: 'Empty', isActive: true, access: [] }] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/error/error-v3'));
  });
});
