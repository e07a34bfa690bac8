import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from '../../../../src/admin/layout/auth/ResetPasswordPage';
import { NoticeAfterLoad } from '../../../../src/admin/layout/NoticeAfterLoad';
import { takeNoticeAfterLoad } from '../../../../src/admin/layout/noticeAfterLoad';
import { RootRedirect } from '../../../../src/admin/layout/RootRedirect';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

const server = setupMswServer();
const TOKEN = 'reset-token-0123456789';
const RULE = 'At least 8 characters (at most 128), not a common password and not the email address.';
const LENGTH = 'A password must be between 8 and 128 characters!';

const renderPage = (authProvider = fakeAuthProvider()) =>
  renderWithAdmin(
    <Routes>
      <Route path="/auth/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { path: `/auth/reset-password/${TOKEN}`, authProvider },
  );

describe('ResetPasswordPage', () => {
  it('requires both fields', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('states the password rule before typing, then asks for 8+ characters and a matching confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText(RULE)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/new password/i), 'short');
    await user.type(screen.getByLabelText(/confirm password/i), 'Different#1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(LENGTH)).toBeInTheDocument();
    expect(screen.getByText("Password and Confirm Password didn't match")).toBeInTheDocument();
  });

  it("posts the new password with the token, signs in with it and loads the root path, keeping the server's message for it", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin });
    let body: unknown;
    server.use(
      http.post(apiUrl('/users/reset-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: { code: 200, message: 'Your password has been reset.' }, body: { email: 'ann@example.org' } });
      }),
    );
    const authProvider = fakeAuthProvider();
    renderPage(authProvider);
    await user.type(screen.getByLabelText(/new password/i), 'Str0ng#Pass');
    await user.type(screen.getByLabelText(/confirm password/i), 'Str0ng#Pass{Enter}');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(body).toEqual({ newPassword: 'Str0ng#Pass', token: TOKEN });
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'ann@example.org', password: 'Str0ng#Pass' });
    vi.unstubAllGlobals();
    cleanup();

    // The load that follows: the root path opens the first screen the person may (here only the
    // sponsorship list, not /events), and the success message shows there, once.
    const sponsorshipsOnly = {
      role: 'admin',
      roles: [{ name: 'Sponsors', isActive: true, access: [{ moduleId: { name: 'Sponsorship' }, create: false, read: true, update: false, delete: false }] }],
    };
    const { location } = renderWithAdmin(
      <>
        <NoticeAfterLoad />
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route path="/sponsorships" element={<p>the sponsorship list</p>} />
        </Routes>
      </>,
      { authProvider: fakeAuthProvider({ permissions: sponsorshipsOnly }) },
    );
    expect(await screen.findByText('the sponsorship list')).toBeInTheDocument();
    expect(location()?.pathname).toBe('/sponsorships');
    expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
    expect(takeNoticeAfterLoad()).toBeNull();
  });

  it('goes to the sign-in page with the reason when the app does not let the person in', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('/users/reset-password'), () =>
        HttpResponse.json({ status: { code: 200, message: 'Your password has been reset.' }, body: { email: 'mo@example.org' } }),
      ),
    );
    const authProvider = fakeAuthProvider();
    const noRole = "You can't proceed. You haven't been assigned any role yet.";
    authProvider.login.mockRejectedValueOnce(new HttpError(noRole, 403));
    const { location } = renderPage(authProvider);
    await user.type(screen.getByLabelText(/new password/i), 'Str0ng#Pass');
    await user.type(screen.getByLabelText(/confirm password/i), 'Str0ng#Pass{Enter}');
    expect(await screen.findByText(noRole)).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });

  it("shows the server's message for an expired link", async () => {
    const user = userEvent.setup();
    const message = 'This password reset link is invalid or has expired. Please ask for a new one.';
    server.use(
      http.post(apiUrl('/users/reset-password'), () =>
        HttpResponse.json({ status: { code: 400, message }, body: {} }, { status: 400 }),
      ),
    );
    const { location } = renderPage();
    await user.type(screen.getByLabelText(/new password/i), 'Str0ng#Pass');
    await user.type(screen.getByLabelText(/confirm password/i), 'Str0ng#Pass');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()?.pathname).toBe(`/auth/reset-password/${TOKEN}`);
  });

  it('Cancel goes back to the sign-in page', async () => {
    const { location } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });
});
