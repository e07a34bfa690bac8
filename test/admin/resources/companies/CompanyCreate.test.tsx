import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyCreate } from '../../../../src/admin/resources/companies/CompanyCreate';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { COMPANY, fakeApi, savedCompany, type FakeCall } from './fakeApi';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('./locationFormDialogStub'));

function setup({ canAdd = true }: { canAdd?: boolean } = {}) {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /company/create': (call: FakeCall) => ({ company: { ...savedCompany(COMPANY, call.body), _id: 'c9' } }),
  });
  const authProvider = {
    ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }),
    canAccess: vi.fn(async ({ action }: { action: string }) => canAdd || action !== 'create'),
  };
  const rendered = renderWithAdmin(
    <Routes>
      <Route path="/companies/add" element={<CompanyCreate />} />
      <Route path="/companies" element={<p>The company list</p>} />
    </Routes>,
    { resource: 'companies', path: '/companies/add', dataProvider: api.dataProvider, authProvider },
  );
  return { user, api, ...rendered, creates: () => api.callsTo('POST', '/company/create') };
}

describe('CompanyCreate', () => {
  afterEach(() => vi.restoreAllMocks());

  it("starts active with '--Select--' as the type, and requires the name and a type", async () => {
    const { user, creates } = setup();
    expect(await screen.findByRole('combobox', { name: /^Status/ })).toHaveTextContent('Active');
    const type = screen.getByRole('combobox', { name: /^Type/ });
    expect(type).toHaveTextContent('--Select--');
    await user.click(type);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['--Select--', 'Broker', 'Consultant', 'Appraisal', 'Developer', 'Investments', 'Design/Architecture', 'Other']);
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('textbox', { name: 'Website URL' }), 'https://new.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(creates()).toHaveLength(0);
  });

  it('creates the company with its new locations in one call and goes to the list', async () => {
    const { user, creates, location } = setup();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Cedar Group');
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Developer' }));

    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    const dialog = screen.getByRole('dialog', { name: 'Location form: create' });
    await user.click(within(dialog).getByRole('button', { name: 'Save location' }));
    expect(within(screen.getByRole('list', { name: 'Locations' })).getByText('Lakeside')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0].body).toEqual({
      name: 'Cedar Group',
      type: 'Developer',
      isActive: true,
      websiteUrl: '',
      description: '',
      logo: null,
      address: [],
      sponsership: [],
      locationChanges: {
        create: [expect.objectContaining({ name: 'Lakeside', type: 'branch', marketId: 'twinCities' })],
        update: [],
        remove: [],
      },
    });
    await waitFor(() => expect(location()?.pathname).toBe('/companies'));
    expect(await screen.findByText('Company created successfully!')).toBeInTheDocument();
  });

  it('removes a new location after asking: it simply goes, nothing is written', async () => {
    const { user, api, creates } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add Location' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Location form: create' })).getByRole('button', { name: 'Save location' }));
    await user.click(screen.getByRole('button', { name: 'Remove location Lakeside' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Location' });
    expect(within(confirm).getByText('Do you want to remove this Location?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('No locations yet.')).toBeInTheDocument());
    expect(creates()).toHaveLength(0);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("says \"You don't have access to Add Company!\" without the add permission", async () => {
    setup({ canAdd: false });
    expect(await screen.findByText("You don't have access to Add Company!")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
  });
});

describe('CompanyCreate with a name another company has', () => {
  it('warns, with a link to that company in a new tab, and still saves', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /company/list': () => ({ companies: [COMPANY], total: 1 }),
      'POST /company/create': (call: FakeCall) => ({ company: { ...savedCompany(COMPANY, call.body), _id: 'c9' } }),
    });
    renderWithAdmin(
      <Routes>
        <Route path="/companies/add" element={<CompanyCreate />} />
        <Route path="/companies" element={<p>The company list</p>} />
      </Routes>,
      { resource: 'companies', path: '/companies/add', dataProvider: api.dataProvider },
    );
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), '  acme REALTY ');
    const warning = await screen.findByText(/Another company is already named “Acme Realty”/);
    const link = within(warning.closest('[role="status"]') as HTMLElement).getByRole('link', { name: 'Open it (opens in a new tab)' });
    expect(link).toHaveAttribute('href', `/companies/edit/${COMPANY._id}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.callsTo('GET', '/company/list').at(-1)?.query).toMatchObject({ search: 'acme REALTY' });

    // A different name: no warning.
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Acme Realty West');
    await waitFor(() => expect(screen.queryByText(/Another company is already named/)).not.toBeInTheDocument());
  });
});
