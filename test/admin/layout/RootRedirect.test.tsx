import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RootRedirect } from '../../../src/admin/layout/RootRedirect';
import { firstAccessiblePath } from '../../../src/admin/modules';
import { MODULE_SCREENS } from '../../../src/admin/registry';
import { fakeAuthProvider, renderWithAdmin } from '../../helpers/renderWithAdmin';

const role = (module: string) => ({
  name: module,
  isActive: true,
  access: [{ moduleId: { name: module }, create: false, read: true, update: false, delete: false }],
});

describe('RootRedirect', () => {
  it("sends the super admin to the first module screen in the spec's order", async () => {
    const first = firstAccessiblePath({ role: 'superAdmin', roles: [] }, MODULE_SCREENS);
    // The Dashboard comes first in the spec's order.
    expect(first).toBe('/dashboard');
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'superAdmin', roles: [] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe(first));
  });

  it('sends a user who may view only Sponsorship to the sponsorship list', async () => {
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'admin', roles: [role('Sponsorship')] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/sponsorships'));
  });

  it("sends a user who may view only Payment (outside the spec's order) to the payment list", async () => {
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'admin', roles: [role('Payment')] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/payments'));
  });

  it('sends a user who may view only Events to the event list', async () => {
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'admin', roles: [role('Events')] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/events'));
  });

  it('sends a user who may view no module to error-v3', async () => {
    const { location } = renderWithAdmin(<RootRedirect />, {
      authProvider: fakeAuthProvider({ permissions: { role: 'admin', roles: [{ name: 'Empty', isActive: true, access: [] }] } }),
    });
    await waitFor(() => expect(location()?.pathname).toBe('/error/error-v3'));
  });
});
