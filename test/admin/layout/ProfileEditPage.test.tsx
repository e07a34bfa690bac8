import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProfileEditPage } from '../../../src/admin/layout/ProfileEditPage';
import { renderWithAdmin } from '../../helpers/renderWithAdmin';

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

  it('shows the stored profile, with the email disabled', () => {
    renderWithAdmin(<ProfileEditPage />, { path: '/profile' });
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Ada');
    expect(screen.getByLabelText(/last name/i)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/email/i)).toHaveValue('ada@example.org');
    expect(screen.getByLabelText(/email/i)).toBeDisabled();
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('612-555-0100');
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeInTheDocument();
  });

  it('requires the first and last names', async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn();
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile } });
    await user.clear(screen.getByLabelText(/first name/i));
    await user.clear(screen.getByLabelText(/last name/i));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it("says the server's limits on the fields and does not save", async () => {
    const user = userEvent.setup();
    const updateProfile = vi.fn();
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile } });
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
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile } });
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
      }),
    );
    expect(await screen.findByText('Profile updated successfully.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('me') ?? '{}')).toMatchObject({ firstName: 'Augusta' });
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it("shows the server's message when the save fails, and keeps the stored me", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed dataProvider calls
    const user = userEvent.setup();
    const updateProfile = vi.fn(async () => Promise.reject(new Error('This email address is already used by another user.')));
    renderWithAdmin(<ProfileEditPage />, { dataProvider: { updateProfile } });
    await user.type(screen.getByLabelText(/last name/i), '-King');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This email address is already used by another user.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('me') ?? '{}')).toEqual(ME);
    expect(reload).not.toHaveBeenCalled();
  });
});
