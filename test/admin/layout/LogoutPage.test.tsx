import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoutPage } from '../../../src/admin/layout/LogoutPage';
import { fakeAuthProvider, renderWithAdmin } from '../../helpers/renderWithAdmin';

describe('LogoutPage', () => {
  it('logs out once and goes to the sign-in page', async () => {
    const authProvider = fakeAuthProvider();
    const { location } = renderWithAdmin(<LogoutPage />, { path: '/logout', authProvider });
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
    expect(authProvider.logout).toHaveBeenCalledTimes(1);
  });
});
