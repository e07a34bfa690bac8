import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../../../../src/admin/layout/auth/ForgotPasswordPage';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';

const server = setupMswServer();

const renderPage = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/auth/login" element={<p>login page</p>} />
    </Routes>,
    { path: '/auth/forgot-password' },
  );

describe('ForgotPasswordPage', () => {
  it('validates the email like the sign-in form', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/email/i), 'nope');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
  });

  it("posts the email and the reset URL, then shows the server's message and a way back", async () => {
    const user = userEvent.setup();
    let body: unknown;
    server.use(
      http.post(apiUrl('/users/forgot-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: { code: 200, message: 'A reset link is on its way.' }, body: {} });
      }),
    );
    const { location } = renderPage();
    await user.type(screen.getByLabelText(/email/i), 'staff@example.com{Enter}');

    expect(await screen.findByText('A reset link is on its way.')).toBeInTheDocument();
    expect(body).toEqual({ email: 'staff@example.com', url: `${window.location.origin}/auth/reset-password` });
    expect(screen.getByText(/Follow the link in the email to choose a new password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });

  it("shows the server's error message", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/users/forgot-password'), () =>
        HttpResponse.json({ status: { code: 429, message: 'Too many requests. Please wait a minute and try again.' }, body: {} }, { status: 429 }),
      ),
    );
    renderPage();
    await user.type(screen.getByLabelText(/email/i), 'staff@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('Cancel goes back to the sign-in page', async () => {
    const { location } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });
});
