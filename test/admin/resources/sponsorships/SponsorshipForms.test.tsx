import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { API_URL } from '../../../../src/admin/common/api';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { createHttpClient } from '../../../../src/admin/providers/httpClient';
import { API_TABLE } from '../../../../src/admin/registry';
import { SponsorshipCreate } from '../../../../src/admin/resources/sponsorships/SponsorshipCreate';
import { SponsorshipEdit } from '../../../../src/admin/resources/sponsorships/SponsorshipEdit';
import { sponsorshipTransform } from '../../../../src/admin/resources/sponsorships/SponsorshipInputs';
import { SponsorshipPickerDialog } from '../../../../src/admin/resources/sponsorships/SponsorshipPickerDialog';
import { apiUrl, setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';

const server = setupMswServer();
const NAME_TAKEN = 'A sponsorship with this name already exists.';
/** The server's refusal of a name already used: the envelope names the field. */
const nameTaken = () =>
  HttpResponse.json({ status: { code: 409, message: NAME_TAKEN }, body: { errors: { name: NAME_TAKEN } } }, { status: 409 });
/** The app's own dataProvider and HTTP client, over msw. */
const realDataProvider = () => ({ ...createDataProvider(API_URL, createHttpClient({ getToken: () => 't' }), API_TABLE) });

const GOLD = { id: 's2', _id: 's2', name: 'Gold', position: 2, isActive: true, companyCount: 4, createdAt: '2026-01-01T00:00:00.000Z' };

describe('sponsorshipTransform', () => {
  it('sends name, position and status only; an empty position is left to the server', () => {
    expect(sponsorshipTransform({ ...GOLD, name: '  Gold  ', position: '3' })).toEqual({ name: 'Gold', position: 3, isActive: true });
    expect(sponsorshipTransform({ name: 'New', position: '', isActive: false })).toEqual({ name: 'New', position: undefined, isActive: false });
  });
});

describe('SponsorshipCreate', () => {
  it('requires a name and a whole position, then creates and goes back to the list', async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
    const { location } = renderWithAdmin(
      <Routes>
        <Route path="/sponsorships/add" element={<SponsorshipCreate />} />
        <Route path="/sponsorships" element={<p>the list</p>} />
      </Routes>,
      { resource: 'sponsorships', path: '/sponsorships/add', dataProvider: { create } },
    );
    const position = await screen.findByLabelText('Position');
    await user.type(position, '1.5');
    // The number input hands its value to the form when it loses focus.
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(await screen.findByText('Must be a whole number from 0 to 100000')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Name/), 'Diamond');
    await user.clear(position);
    await user.type(position, '7');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('sponsorships', expect.objectContaining({ data: { name: 'Diamond', position: 7, isActive: true } })),
    );
    await waitFor(() => expect(location()?.pathname).toBe('/sponsorships'));
  });

  it("says the server's limits on the fields and does not save: a 101-character name, a position of 1,000,000", async () => {
    const user = userEvent.setup();
    const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...data, id: 'new' } }));
    renderWithAdmin(<SponsorshipCreate />, { resource: 'sponsorships', path: '/sponsorships/add', dataProvider: { create } });
    const name = await screen.findByLabelText(/^Name/);
    // Pasted, not typed: the field keeps all of it (no maxlength cutting it short).
    await user.click(name);
    await user.paste('N'.repeat(101));
    expect(name).toHaveValue('N'.repeat(101));
    const position = screen.getByLabelText('Position');
    await user.type(position, '1000000');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 100 characters or less')).toBeInTheDocument();
    expect(await screen.findByText('Must be a whole number from 0 to 100000')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(position).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();

    // At the limits, it saves.
    await user.clear(name);
    await user.click(name);
    await user.paste('N'.repeat(100));
    await user.clear(position);
    await user.type(position, '100000');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('sponsorships', expect.objectContaining({ data: { name: 'N'.repeat(100), position: 100_000, isActive: true } })),
    );
  });

  it('shows a name already used under the name field, not as a toast, and stays', async () => {
    const user = userEvent.setup();
    server.use(http.post(apiUrl('/sponsorships/create'), nameTaken));
    const { location } = renderWithAdmin(<SponsorshipCreate />, { resource: 'sponsorships', path: '/sponsorships/add', dataProvider: realDataProvider() });
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, 'Gold');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(NAME_TAKEN);
    // Said once, under the field (react-admin's toast only points to the form's errors).
    expect(screen.getAllByText(NAME_TAKEN)).toHaveLength(1);
    expect(location()?.pathname).toBe('/sponsorships/add');
  });

  it("shows the denial text without the add permission", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderWithAdmin(<SponsorshipCreate />, { resource: 'sponsorships', path: '/sponsorships/add', authProvider });
    expect(await screen.findByText("You don't have access to Add Sponsorship!")).toBeInTheDocument();
  });
});

describe('SponsorshipEdit', () => {
  it('loads the sponsorship at /sponsorships/edit/:id and saves the changes with Update', async () => {
    const user = userEvent.setup();
    const getOne = vi.fn(async () => ({ data: GOLD }));
    const update = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { ...GOLD, ...data } }));
    const { location } = renderWithAdmin(
      <Routes>
        <Route path="/sponsorships/edit/:id" element={<SponsorshipEdit />} />
        <Route path="/sponsorships" element={<p>the list</p>} />
      </Routes>,
      { resource: 'sponsorships', path: '/sponsorships/edit/s2', dataProvider: { getOne, update } },
    );
    const name = await screen.findByDisplayValue('Gold');
    expect(getOne).toHaveBeenCalledWith('sponsorships', expect.objectContaining({ id: 's2' }));
    await user.clear(name);
    await user.type(name, 'Gold Plus');
    // 'Update', as on the other edit screens.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'sponsorships',
        expect.objectContaining({ id: 's2', data: { name: 'Gold Plus', position: 2, isActive: true } }),
      ),
    );
    await waitFor(() => expect(location()?.pathname).toBe('/sponsorships'));
  });

  it('shows a name already used under the name field, not as a toast; typing another clears it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiUrl('/sponsorships/s2'), () => HttpResponse.json({ status: { code: 200, message: 'OK' }, body: { sponsorship: GOLD } })),
      http.put(apiUrl('/sponsorships/update/s2'), nameTaken),
    );
    const { location } = renderWithAdmin(
      <Routes>
        <Route path="/sponsorships/edit/:id" element={<SponsorshipEdit />} />
        <Route path="/sponsorships" element={<p>the list</p>} />
      </Routes>,
      { resource: 'sponsorships', path: '/sponsorships/edit/s2', dataProvider: realDataProvider() },
    );
    const name = await screen.findByDisplayValue('Gold');
    await user.clear(name);
    await user.type(name, 'Silver');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(NAME_TAKEN);
    // Said once, under the field (react-admin's toast only points to the form's errors).
    expect(screen.getAllByText(NAME_TAKEN)).toHaveLength(1);
    expect(location()?.pathname).toBe('/sponsorships/edit/s2');
    await user.type(name, ' Plus');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'false'));
  });

  it("deletes after the 'Delete Record' confirmation and goes back to the list", async () => {
    const user = userEvent.setup();
    const getOne = vi.fn(async () => ({ data: GOLD }));
    const deleteOne = vi.fn(async () => ({ data: GOLD }));
    const { location } = renderWithAdmin(
      <Routes>
        <Route path="/sponsorships/edit/:id" element={<SponsorshipEdit />} />
        <Route path="/sponsorships" element={<p>the list</p>} />
      </Routes>,
      { resource: 'sponsorships', path: '/sponsorships/edit/s2', dataProvider: { getOne, delete: deleteOne } },
    );
    await screen.findByDisplayValue('Gold');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Record' });
    expect(within(dialog).getByText('Are you sure you want to delete this sponsorship?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('sponsorships', expect.objectContaining({ id: 's2' })));
    await waitFor(() => expect(location()?.pathname).toBe('/sponsorships'));
    expect(await screen.findByText('Sponsorship deleted successfully!')).toBeInTheDocument();
  });
});

describe('SponsorshipPickerDialog', () => {
  it("lists active sponsorships in position order; one already attached can't be chosen again", async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [GOLD, { ...GOLD, id: 's3', _id: 's3', name: 'Silver', position: 3 }], total: 2 }));
    const onSelect = vi.fn();
    renderWithAdmin(<SponsorshipPickerDialog open onClose={() => undefined} onSelect={onSelect} selectedIds={['s2']} />, {
      dataProvider: { getList },
    });
    expect(await screen.findByRole('dialog', { name: 'Select Sponsorship' })).toBeInTheDocument();
    await screen.findByText('Silver');
    expect(getList).toHaveBeenCalledWith(
      'sponsorships',
      expect.objectContaining({ filter: { isActive: true }, sort: { field: 'position', order: 'ASC' } }),
    );
    expect(screen.getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Select' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 's3', name: 'Silver' }));
  });
});
