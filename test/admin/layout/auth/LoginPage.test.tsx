import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../../src/admin/layout/auth/LoginPage';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

describe('LoginPage', () => {
  const assign = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign, origin: window.location.origin, pathname: '/auth/login' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('shows labelled inputs, the Sign In button and the forgot-password link', () => {
    renderWithAdmin(<LoginPage />, { path: '/auth/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText(/email/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot Password ?' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('shows the required messages and does not call login on an empty submit', async () => {
    const authProvider = fakeAuthProvider();
    renderWithAdmin(<LoginPage />, { authProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('shows the length and format messages with their real bounds', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<LoginPage />);
    await user.type(screen.getByLabelText(/email/i), 'ab');
    await user.type(screen.getByLabelText(/password/i), 'xy');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findAllByText('Minimum 3 symbols')).toHaveLength(2);

    await user.clear(screen.getByLabelText(/email/i));
    await user.type(screen.getByLabelText(/email/i), 'not-an-email');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/password/i));
    // Passwords up to the password rule's 128 sign in (not the spec's 50).
    await user.type(screen.getByLabelText(/password/i), 'p'.repeat(129));
    expect(await screen.findByText('Maximum 128 symbols')).toBeInTheDocument();
  });

  it('signs in with the values (Enter submits), toasts and reloads to /', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider();
    renderWithAdmin(<LoginPage />, { authProvider });
    await user.type(screen.getByLabelText(/email/i), ' staff@example.com ');
    await user.type(screen.getByLabelText(/password/i), 'Staff#2026{Enter}');

    await waitFor(() =>
      expect(authProvider.login).toHaveBeenCalledWith({ email: 'staff@example.com', password: 'Staff#2026' }),
    );
    expect(await screen.findByText('Signed in successfully.')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('disables the button while signing in', async () => {
    const user = userEvent.setup();
    let finish: (value: unknown) => void = () => undefined;
    const authProvider = { ...fakeAuthProvider(), login: vi.fn(() => new Promise((resolve) => (finish = resolve))) };
    renderWithAdmin(<LoginPage />, { authProvider });
    await user.type(screen.getByLabelText(/email/i), 'staff@example.com');
    await user.type(screen.getByLabelText(/password/i), 'Staff#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled());
    finish({ redirectTo: false });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it("shows the server's message when sign-in fails, and stays", async () => {
    const user = userEvent.setup();
    const message = "You can't proceed. You haven't been assigned any role yet.";
    const authProvider = { ...fakeAuthProvider(), login: vi.fn(async () => Promise.reject(new Error(message))) };
    renderWithAdmin(<LoginPage />, { authProvider });
    await user.type(screen.getByLabelText(/email/i), 'member@example.com');
    await user.type(screen.getByLabelText(/password/i), 'Member#2026');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });
});
