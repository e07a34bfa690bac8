import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePanel } from '../../../src/admin/layout/ProfilePanel';
import { createAuthProvider } from '../../../src/admin/providers/authProvider';
import { RESOURCE_MODULES } from '../../../src/admin/registry';
import { createHttpClient } from '../../../src/admin/providers/httpClient';
import { readSession, saveSession, type KeyValueStorage } from '../../../src/admin/providers/session';
import { MESSAGES } from '../../../src/shared/messages';
import type { PermissionSubject } from '../../../src/shared/permissions';
import { apiUrl, setupMswServer } from '../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin, STAFF_IDENTITY } from '../../helpers/renderWithAdmin';

const server = setupMswServer();

/** The app's own authProvider over msw, signed in as a staff user with the token 'tok-1'. */
function signedInAuthProvider() {
  const values = new Map<string, string>();
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
  saveSession(storage, {
    user: {
      _id: 'u1',
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      phoneNumber: null,
      picture: null,
      role: 'admin',
      language: 'en',
    },
    token: 'tok-1',
    roles: [{ _id: 'r1', name: 'Membership Desk', isActive: true, access: [] }],
  });
  const httpClient = createHttpClient({ getToken: () => readSession(storage).token });
  return { storage, authProvider: createAuthProvider({ resourceModules: RESOURCE_MODULES, apiUrl: '/api/v1/admin', httpClient, storage }) };
}

/** Answers the sign-out routes, recording the calls. */
function answerSignOut(everywhere: { status: number; message: string }) {
  const calls: { path: string; authorization: string | null }[] = [];
  const record = (path: string, answer: { status: number; message: string }) =>
    http.post(apiUrl(path), ({ request }) => {
      calls.push({ path, authorization: request.headers.get('Authorization') });
      return HttpResponse.json({ status: { code: answer.status, message: answer.message }, body: {} }, { status: answer.status });
    });
  server.use(
    record('/users/sign-out/everywhere', everywhere),
    record('/users/sign-out', { status: 200, message: MESSAGES.signedOut }),
  );
  return calls;
}

const staff: PermissionSubject = {
  role: 'admin',
  roles: [
    { name: 'Membership Desk', isActive: true, access: [] },
    { name: 'Events Coordinator', isActive: true, access: [] },
  ],
};

describe('ProfilePanel', () => {
  it('shows the name, the role text with the role names, and the email', async () => {
    renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, {
      authProvider: fakeAuthProvider({ permissions: staff }),
    });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Staff')).toBeInTheDocument();
    expect(await screen.findByText('Membership Desk, Events Coordinator')).toBeInTheDocument();
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'User Profile' })).toBeInTheDocument();
  });

  it.each([
    ['superAdmin', 'Super Admin'],
    ['member', 'Member'],
    ['non-member', 'Non-Member'],
    ['support', 'Support'],
  ])('shows the user type %s as %s', async (role, text) => {
    renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, {
      authProvider: fakeAuthProvider({ identity: { ...STAFF_IDENTITY, role }, permissions: { role, roles: [] } }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('Edit goes to /profile and closes the panel', async () => {
    const onClose = vi.fn();
    const { location } = renderWithAdmin(<ProfilePanel id="panel" open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(location()?.pathname).toBe('/profile'));
  });

  it('Sign out logs out and goes to the sign-in page', async () => {
    const authProvider = fakeAuthProvider();
    const { location } = renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, { authProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
  });

  it('Sign out everywhere ends every session on the server, then signs out here', async () => {
    const calls = answerSignOut({ status: 200, message: MESSAGES.signedOut });
    const { storage, authProvider } = signedInAuthProvider();
    const { location } = renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, { authProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(location()?.pathname).toBe('/auth/login'));
    expect(calls).toEqual([{ path: '/users/sign-out/everywhere', authorization: 'Bearer tok-1' }]);
    expect(readSession(storage).token).toBeNull();
  });

  it('Sign out everywhere keeps this session and shows why when the server fails', async () => {
    answerSignOut({ status: 503, message: MESSAGES.dbUnavailable });
    const { storage, authProvider } = signedInAuthProvider();
    const { location } = renderWithAdmin(<ProfilePanel id="panel" open onClose={() => undefined} />, { authProvider });
    const button = await screen.findByRole('button', { name: 'Sign out everywhere' });
    await userEvent.click(button);
    expect(await screen.findByText(MESSAGES.dbUnavailable)).toBeInTheDocument();
    expect(readSession(storage).token).toBe('tok-1');
    expect(location()?.pathname).toBe('/');
    expect(button).toBeEnabled();
  });

  it('has a labelled close button', async () => {
    const onClose = vi.fn();
    renderWithAdmin(<ProfilePanel id="panel" open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Close profile panel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
