import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileEditPage } from '../../../../src/admin/resources/users/ProfileEditPage';
import { API_URL } from '../../../../src/admin/common/api';
import { createAuthProvider } from '../../../../src/admin/providers/authProvider';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { createHttpClient } from '../../../../src/admin/providers/httpClient';
import { readSession } from '../../../../src/admin/providers/session';
import { API_TABLE, RESOURCE_MODULES } from '../../../../src/admin/registry';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

const ME = {
  _id: '0b7e4a52-57c1-4b1b-9a57-0c6c8b3f8d11',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneNumber: '612-555-0100',
  picture: null,
  role: 'admin',
  language: 'en',
};

const server = setupMswServer();

/** The fake authProvider, whose session refresh finds the stored user unchanged. */
const authProvider = () => ({ ...fakeAuthProvider(), refreshSession: vi.fn(async () => 'unchanged') });

describe('ProfileEditPage', () => {
  const reload = vi.fn();

  beforeEach(() => {
    localStorage.setItem('me', JSON.stringify(ME));
    localStorage.setItem('token', 'a-token');
    vi.stubGlobal('location', { ...window.location, reload, origin: window.location.origin });
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it('shows the stored profile, with the email disabled', async () => {
    renderWithAdmin(<ProfileEditPage />, { path: '/profile', authProvider: authProvider() });
    expect(await screen.findByLabelText(/first name/i)).toHaveValue('Ada');
    expect(screen.getByLabelText(/last name/i)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/email/i)).toHaveValue('ada@example.org');
    expect(screen.getByLabelText(/email/i)).toBeDisabled();
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('612-555-0100');
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
  });

  it('requires the first and last names', async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn();
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile }, authProvider: authProvider() });
    await screen.findByLabelText(/first name/i);
    await user.clear(screen.getByLabelText(/first name/i));
    await user.clear(screen.getByLabelText(/last name/i));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it("says the server's limits on the fields and does not save", async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn();
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile }, authProvider: authProvider() });
    await screen.findByLabelText(/first name/i);
    const first = screen.getByLabelText(/first name/i);
    await user.clear(first);
    await user.click(first);
    await user.paste('A'.repeat(101));
    const phone = screen.getByLabelText(/phone number/i);
    await user.clear(phone);
    await user.click(phone);
    await user.paste('6'.repeat(31));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 100 characters or less')).toBeInTheDocument();
    expect(screen.getByText('Must be 30 characters or less')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('saves through updateProfile, replaces the stored me, toasts and reloads', async () => {
    const user = userEvent.setup();
    const saved = { ...ME, firstName: 'Augusta', name: 'Augusta Lovelace', id: ME._id };
    const updateProfile = vi.fn(async () => saved);
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile }, authProvider: authProvider() });
    await screen.findByLabelText(/first name/i);
    await user.clear(screen.getByLabelText(/first name/i));
    await user.type(screen.getByLabelText(/first name/i), 'Augusta');
    await user.clear(screen.getByLabelText(/phone number/i));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith(ME._id, {
        firstName: 'Augusta',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        phoneNumber: null,
        picture: null,
      }, undefined),
    );
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('me') ?? '{}')).toMatchObject({ firstName: 'Augusta' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it("shows the server's message when the save fails, and keeps the stored me", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed dataProvider calls
    const user = userEvent.setup();
    const updateProfile = vi.fn(async () => Promise.reject(new Error('This email address is already used by another user.')));
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile }, authProvider: authProvider() });
    await screen.findByLabelText(/first name/i);
    await user.type(screen.getByLabelText(/last name/i), '-King');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email address is already used by another user.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('me') ?? '{}')).toEqual(ME);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the user afresh, saves with its version, and after a conflict keeps what was typed and saves over the new version', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed dataProvider calls
    const loaded = { ...ME, updatedAt: '2026-03-01T10:00:00.000Z' };
    const byStaff = { ...loaded, phoneNumber: '612-555-0199', updatedAt: '2026-03-01T10:05:00.000Z' };
    const message = 'User Ada Lovelace was changed by Sam Staff at 2026-03-01 10:05 while you were editing (phoneNumber). Load it again, or send its current version to save over it.';
    let current = loaded;
    const sent: { ifMatch: string | null; body: Record<string, unknown> }[] = [];
    server.use(
      http.get(apiUrl('/users/me'), () => HttpResponse.json({ status: { code: 200, message: 'OK' }, body: { user: current, roles: [] } })),
      http.put(apiUrl(`/users/update/${ME._id}`), async ({ request }) => {
        const ifMatch = request.headers.get('If-Match');
        const body = (await request.json()) as Record<string, unknown>;
        sent.push({ ifMatch, body });
        if (ifMatch !== `"${current.updatedAt}"`) {
          const conflict = { version: current.updatedAt, changedAt: current.updatedAt, changedBy: 'Sam Staff', label: 'User Ada Lovelace', fields: ['phoneNumber'] };
          return HttpResponse.json({ status: { code: 409, message }, body: { conflict } }, { status: 409 });
        }
        current = { ...current, ...body, updatedAt: '2026-03-01T10:06:00.000Z' } as typeof current;
        return HttpResponse.json({ status: { code: 200, message: 'Profile updated successfully.' }, body: { user: current } });
      }),
    );
    const httpClient = createHttpClient({ getToken: () => readSession().token });
    const dataProvider = createDataProvider(API_URL, httpClient, API_TABLE);
    renderWithAdmin(<ProfileEditPage />, {
      authProvider: createAuthProvider({ apiUrl: API_URL, httpClient, resourceModules: RESOURCE_MODULES }),
      dataProvider: { updateProfile: dataProvider.updateProfile },
    });
    const user = userEvent.setup();
    await waitFor(() => expect(readSession().me?.updatedAt).toBe(loaded.updatedAt));
    current = byStaff; // staff saves a new phone number while the page is open

    const first = await screen.findByLabelText(/first name/i);
    await user.clear(first);
    await user.type(first, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ ifMatch: `"${loaded.updatedAt}"`, body: { firstName: 'Augusta', phoneNumber: '612-555-0100' } });
    await waitFor(() => expect(screen.getByLabelText(/phone number/i)).toHaveValue('612-555-0199'));
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Augusta');
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ ifMatch: `"${byStaff.updatedAt}"`, body: { firstName: 'Augusta', phoneNumber: '612-555-0199' } });
    expect(readSession().me).toMatchObject({ firstName: 'Augusta', phoneNumber: '612-555-0199', updatedAt: '2026-03-01T10:06:00.000Z' });
  });
});
