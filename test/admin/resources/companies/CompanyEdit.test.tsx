import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyEdit } from '../../../../src/admin/resources/companies/CompanyEdit';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { HttpError } from 'react-admin';
import { COMPANY, fakeApi, refusal, savedCompany, SPONSORSHIPS, type FakeCall } from './fakeApi';
import { STUB_LOCATION_VERSION, stubLocationValues } from './locationFormDialogStub';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('./locationFormDialogStub'));

function setup({ canEdit = true, deleteRefusal }: { canEdit?: boolean; deleteRefusal?: string } = {}) {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /company/{id}': () => ({ company: COMPANY }),
    'PUT /company/update/{id}': (call: FakeCall) => ({ company: savedCompany(COMPANY, call.body) }),
    'DELETE /company/{id}': () => {
      if (deleteRefusal) throw refusal(409, deleteRefusal);
      return { company: COMPANY };
    },
    'GET /sponsorships': () => ({ sponsorships: SPONSORSHIPS, total: SPONSORSHIPS.length }),
  });
  const authProvider = {
    ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }),
    canAccess: vi.fn(async ({ action }: { action: string }) => canEdit || action !== 'edit'),
  };
  const rendered = renderWithAdmin(
    <Routes>
      <Route path="/companies/edit/:id" element={<CompanyEdit />} />
      <Route path="/companies" element={<p>The company list</p>} />
    </Routes>,
    { resource: 'companies', path: '/companies/edit/c1', dataProvider: api.dataProvider, authProvider },
  );
  const updates = () => api.callsTo('PUT', '/company/update/c1');
  const locationRows = () => within(screen.getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
  return { user, api, ...rendered, updates, locationRows };
}

/** The rest of the payload when only what a test changes differs. */
const SAVED_PAYLOAD = {
  name: 'Acme Realty',
  type: 'Broker',
  isActive: true,
  websiteUrl: 'https://acme.example',
  description: '<p>Commercial brokers.</p>',
  logo: 'https://cdn.example/acme.png',
  address: ['l1', 'l2'],
  sponsership: [{ sponser: 's1' }],
};

describe('CompanyEdit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the company: fields, logo, locations and sponsorships', async () => {
    const { locationRows } = setup();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Acme Realty');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Broker');
    expect(screen.getByRole('textbox', { name: 'Website URL' })).toHaveValue('https://acme.example');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Commercial brokers.'));
    expect(screen.getByRole('group', { name: 'Image' })).toBeInTheDocument();
    expect(locationRows().map((row) => row.textContent)).toEqual(['Downtown', 'Uptown']);
    expect(within(screen.getByRole('list', { name: 'Sponsorships' })).getByText('Gold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled(); // nothing changed yet
  });

  it('updates with the transformed payload and goes back to the list', async () => {
    const { user, updates, location } = setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Acme Realty Group');
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toEqual({ ...SAVED_PAYLOAD, name: 'Acme Realty Group', isActive: false });
    await waitFor(() => expect(location()?.pathname).toBe('/companies'));
    expect(await screen.findByText('Company updated successfully!')).toBeInTheDocument();
  });

  it('does not submit on Enter, and Cancel asks before dropping the changes, then goes to the list without saving', async () => {
    const { user, updates, location } = setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.type(name, ' Inc{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Website URL' }), '{Enter}');
    expect(updates()).toHaveLength(0);
    expect(location()?.pathname).toBe('/companies/edit/c1');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const asked = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(asked).toHaveTextContent("Some of your changes weren't saved. Are you sure you want to ignore them?");
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unsaved changes' })).toBeNull());
    expect(location()?.pathname).toBe('/companies/edit/c1');
    expect(name).toHaveValue('Acme Realty Inc');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()?.pathname).toBe('/companies'));
    expect(updates()).toHaveLength(0);
  });

  it('requires the name', async () => {
    const { user, updates } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /^Name/ }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('keeps a new location pending in the form; it is created with the company on Update', async () => {
    const { user, updates, locationRows } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Location form: create' });
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));

    expect(locationRows().map((row) => row.textContent)).toEqual(['Downtown', 'Uptown', 'LakesideNew, not saved yet']);
    expect(updates()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toEqual({
      ...SAVED_PAYLOAD,
      locationChanges: {
        create: [expect.objectContaining({ name: 'Lakeside', type: 'branch', marketId: 'twinCities' })],
        update: [],
        remove: [],
      },
    });
  });

  it('keeps an edited location pending in place, reopens it with its pending values, and views one read-only', async () => {
    const { user, updates, locationRows } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit location Downtown' }));
    let dialog = screen.getByRole('dialog', { name: 'Location form: edit' });
    expect(within(dialog).getByText('location: l1')).toBeInTheDocument();
    expect(within(dialog).getByText('pending values: none')).toBeInTheDocument(); // loaded from the API
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(locationRows().map((row) => row.textContent)).toEqual(['Downtown (renamed)Changed, not saved yet', 'Uptown']);
    expect(updates()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Edit location Downtown (renamed)' }));
    dialog = screen.getByRole('dialog', { name: 'Location form: edit' });
    expect(within(dialog).getByText('pending values: Downtown (renamed)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close location form' }));

    await user.click(screen.getByRole('button', { name: 'View location Uptown' }));
    const view = screen.getByRole('dialog', { name: 'Location form: view' });
    expect(within(view).getByText('location: l2')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Save location' })).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Close location form' }));

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({
      address: ['l1', 'l2'],
      locationChanges: { create: [], update: [expect.objectContaining({ _id: 'l1', name: 'Downtown (renamed)' })], remove: [] },
    });
  });

  it("sends an edited location's version; a location changed meanwhile opens the conflict dialog and its edit stays pending", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const NOW = '2026-11-29T10:42:07.456Z';
    const conflict = { version: NOW, changedAt: NOW, changedBy: 'Ann Lee', label: 'Downtown', fields: ['locations.l1.phoneNumber'] };
    const api = fakeApi({
      'GET /company/{id}': () => ({ company: COMPANY }),
      'GET /locations/{id}': () => ({ location: { ...stubLocationValues('Downtown'), _id: 'l1', phoneNumber: '612-555-0100', updatedAt: NOW } }),
      'PUT /company/update/{id}': (call: FakeCall) => {
        const [edited] = (call.body as { locationChanges: { update: { updatedAt?: string }[] } }).locationChanges.update;
        if (edited.updatedAt !== NOW) throw new HttpError('Downtown was changed by Ann Lee.', 409, { status: { code: 409 }, body: { conflict } });
        return { company: savedCompany(COMPANY, call.body) };
      },
      'GET /sponsorships': () => ({ sponsorships: SPONSORSHIPS, total: SPONSORSHIPS.length }),
    });
    renderWithAdmin(
      <Routes>
        <Route path="/companies/edit/:id" element={<CompanyEdit />} />
        <Route path="/companies" element={<p>The company list</p>} />
      </Routes>,
      { resource: 'companies', path: '/companies/edit/c1', dataProvider: api.dataProvider, authProvider: fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }) },
    );
    const updates = () => api.callsTo('PUT', '/company/update/c1');
    await user.click(await screen.findByRole('button', { name: 'Edit location Downtown' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Location form: edit' })).getByRole('button', { name: 'Save location' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: /^Downtown was changed by Ann Lee at \d\d:\d\d while you were editing$/ });
    expect(updates()[0].ifMatch).toBe(`"${COMPANY.updatedAt}"`);
    expect(updates()[0].body).toMatchObject({ locationChanges: { update: [expect.objectContaining({ _id: 'l1', updatedAt: STUB_LOCATION_VERSION })] } });
    const cells = (label: string) =>
      within(within(dialog).getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent);
    expect(cells('Downtown: Name')).toEqual(['Downtown', 'Downtown (renamed)']);
    expect(cells('Downtown: Phone Number')).toEqual(['612-555-0100', '(empty)']);

    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing saved, and the location's edit is still pending, now over its current version.
    expect(updates()).toHaveLength(1);
    const rows = within(screen.getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Downtown (renamed)Changed, not saved yet', 'Uptown']);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(2));
    expect(updates()[1].ifMatch).toBe(`"${COMPANY.updatedAt}"`);
    expect(updates()[1].body).toMatchObject({
      locationChanges: { update: [expect.objectContaining({ _id: 'l1', name: 'Downtown (renamed)', phoneNumber: '612-555-0100', updatedAt: NOW })] },
    });
  });

  it('removes a location after asking, deleted only on Update; Cancel leaves everything as it was', async () => {
    const { user, api, updates, locationRows, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove location Uptown' }));
    let confirm = await screen.findByRole('dialog', { name: 'Remove Location' });
    expect(within(confirm).getByText('Do you want to remove this Location?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove Location' })).not.toBeInTheDocument());
    expect(locationRows()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove location Uptown' }));
    confirm = await screen.findByRole('dialog', { name: 'Remove Location' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(locationRows().map((row) => row.textContent)).toEqual(['Downtown']));
    expect(screen.getByText('One location removed, deleted when you save')).toBeInTheDocument();
    // Nothing was written: no location call, no company call.
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(location()?.pathname).toBe('/companies/edit/c1');

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toEqual({ ...SAVED_PAYLOAD, address: ['l1'], locationChanges: { create: [], update: [], remove: ['l2'] } });
    expect(api.callsTo('DELETE', '/locations/l2')).toHaveLength(0);
  });

  it('adds a sponsorship through the picker, marked not saved yet, and removes one after asking; saved on Update', async () => {
    const { user, updates } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Sponsorship' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Sponsorship' });
    const goldRow = (await within(picker).findByText('Gold')).closest('tr') as HTMLElement;
    expect(within(goldRow).getByRole('button', { name: 'Selected' })).toBeDisabled(); // already attached
    const silverRow = within(picker).getByText('Silver').closest('tr') as HTMLElement;
    await user.click(within(silverRow).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Sponsorship' })).not.toBeInTheDocument());

    const list = screen.getByRole('list', { name: 'Sponsorships' });
    // Marked as a new location is, until Update saves it.
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['Gold', 'SilverNew, not saved yet']);

    await user.click(screen.getByRole('button', { name: 'Remove sponsorship Gold' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Sponsorship' });
    expect(within(confirm).getByText('Do you want to remove this Sponsorship?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual(['SilverNew, not saved yet']));
    expect(updates()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ sponsership: [{ sponser: 's2' }] });
  });

  it('deletes the company after asking, with the success toast, and goes to the list', async () => {
    const { user, api, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Company' });
    expect(within(confirm).getByText('Are you sure you want to delete this company?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/company/c1')).toHaveLength(1));
    expect(await screen.findByText('Company deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/companies'));
  });

  it("shows the server's message when the delete is refused, and stays", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const message = 'This company still has 2 members: move them to another company first.';
    const { user, location } = setup({ deleteRefusal: message });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Company' })).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(location()?.pathname).toBe('/companies/edit/c1');
  });

  it("says \"You don't have access to Edit Company!\" without the edit permission, and shows it read-only", async () => {
    const { updates } = setup({ canEdit: false });
    expect(await screen.findByText("You don't have access to Edit Company!")).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the company list' })).toHaveAttribute('href', '/companies');
    expect(updates()).toHaveLength(0);
  });
});
