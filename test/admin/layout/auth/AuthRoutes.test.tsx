import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthRoutes } from '../../../../src/admin/layout/auth/AuthRoutes';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';

const renderAt = (path: string) =>
  renderWithAdmin(
    <Routes>
      <Route path="/auth/*" element={<AuthRoutes />} />
      <Route path="/" element={<p>root page</p>} />
    </Routes>,
    { path },
  );

describe('AuthRoutes', () => {
  afterEach(() => localStorage.clear());

  it.each(['/auth', '/auth/', '/auth/unknown', '/auth/reset-password'])('sends %s to the sign-in page', async (path) => {
    const { location } = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/auth/login');
  });

  it('shows the forgot and reset password pages', async () => {
    renderAt('/auth/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password ?' })).toBeInTheDocument();
  });

  it('shows the reset password page with its token', async () => {
    renderAt('/auth/reset-password/abcdefghijkl');
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('sends a signed-in user to the root', async () => {
    localStorage.setItem('token', 'a-token');
    const { location } = renderAt('/auth/login');
    expect(await screen.findByText('root page')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/'));
  });
});
