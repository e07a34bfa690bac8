import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ErrorRoutes } from '../../../../src/admin/layout/errors/ErrorRoutes';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

const OOPS = 'OOPS! Something went wrong here';
const HOW = 'How did you get here';

const renderAt = (path: string, authProvider = fakeAuthProvider()) =>
  renderWithAdmin(
    <Routes>
      <Route path="/error/*" element={<ErrorRoutes />} />
    </Routes>,
    { path, authProvider },
  );

describe('ErrorRoutes', () => {
  it.each([
    ['/error/error-v1', OOPS],
    ['/error/error-v2', HOW],
    ['/error/error-v3', OOPS],
    ['/error/error-v4', HOW],
    ['/error/error-v5', OOPS],
    ['/error/error-v6', HOW],
  ])('%s shows "%s" and a link home', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it.each(['/error', '/error/', '/error/error-v9'])('sends %s to error-v1', async (path) => {
    const { location } = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: OOPS })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/error/error-v1');
  });

  it('error-v3 says the account has no module access and offers to sign out', async () => {
    const authProvider = fakeAuthProvider();
    const { location } = renderAt('/error/error-v3', authProvider);
    expect(await screen.findByText(/no access to any module yet\. Please contact an administrator/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });
});
