import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDetailsDialog } from '../../../../src/admin/resources/companies/CompanyDetailsDialog';
import { CompanyListDialog } from '../../../../src/admin/resources/companies/CompanyListDialog';
import { CompanyPickerDialog } from '../../../../src/admin/resources/companies/CompanyPickerDialog';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { COMPANY, fakeApi, OTHER_COMPANY } from './fakeApi';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('./locationFormDialogStub'));

function companiesApi() {
  return fakeApi({
    'GET /company/list': () => ({ companies: [COMPANY, OTHER_COMPANY], total: 2 }),
    'GET /company/{id}': () => ({ company: COMPANY }),
  });
}

describe('CompanyDetailsDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the company read-only: 'Company Details', every field disabled, no buttons", async () => {
    const api = companiesApi();
    renderWithAdmin(<CompanyDetailsDialog open onClose={vi.fn()} companyId="c1" />, { dataProvider: api.dataProvider });
    const dialog = await screen.findByRole('dialog', { name: 'Company Details' });
    expect(await within(dialog).findByRole('textbox', { name: /^Name/ })).toHaveValue('Acme Realty');
    for (const box of within(dialog).getAllByRole('textbox')) {
      // The rich-text editor is read-only (contenteditable false) rather than disabled.
      if (box.isContentEditable || box.getAttribute('contenteditable') !== null) {
        await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'false'));
      } else expect(box).toBeDisabled();
    }
    expect(within(dialog).getByRole('combobox', { name: /^Status/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('combobox', { name: /^Type/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('img', { name: 'Logo of Acme Realty' })).toBeInTheDocument();
    expect(within(dialog).getByText('Downtown')).toBeInTheDocument();
    expect(within(dialog).getByText('Gold')).toBeInTheDocument();
    // Only viewing a location and closing the dialog remain.
    const buttons = within(dialog).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(buttons).toEqual(['View location Downtown', 'View location Uptown', 'Close']);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});

describe('CompanyListDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the companies of one sponsorship, and the eye opens 'Company Details'", async () => {
    const user = userEvent.setup();
    const api = companiesApi();
    renderWithAdmin(<CompanyListDialog open onClose={vi.fn()} sponsorshipId="s1" title="app.sponsorships.companiesTitle" />, {
      dataProvider: api.dataProvider,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Companies of this sponsorship' });
    expect(await within(dialog).findByText('Acme Realty')).toBeInTheDocument();
    for (const header of ['Image', 'Name', 'Type', 'Status']) {
      expect(within(dialog).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(api.callsTo('GET', '/company/list')[0].query).toMatchObject({
      filters: [{ key: 'sponsership', value: 's1' }],
      limit: 10,
      sortKey: 'createdAt',
      sortOrder: -1,
    });
    // Edit opens the company in a new window (spec 001 §1), so the sponsorship list stays.
    const edit = within(dialog).getByRole('link', { name: 'Edit Acme Realty (opens in a new tab)' });
    expect(edit).toHaveAttribute('href', '/companies/edit/c1');
    expect(edit).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'View the details of Acme Realty' }));
    const details = await screen.findByRole('dialog', { name: 'Company Details' });
    expect(await within(details).findByRole('textbox', { name: /^Name/ })).toBeDisabled();
    expect(api.callsTo('GET', '/company/c1')).toHaveLength(1);
  });
});

describe('CompanyListDialog without the companies edit permission', () => {
  it('offers the details only', async () => {
    const api = companiesApi();
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => action !== 'edit') };
    renderWithAdmin(<CompanyListDialog open onClose={vi.fn()} sponsorshipId="s1" />, { dataProvider: api.dataProvider, authProvider });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'View the details of Acme Realty' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /^Edit Acme Realty/ })).not.toBeInTheDocument();
  });
});

describe('CompanyPickerDialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it("is 'Select Company' with a Select button per company, disabled for the chosen ones", async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const api = companiesApi();
    renderWithAdmin(<CompanyPickerDialog open onClose={vi.fn()} onSelect={onSelect} selectedIds={['c2']} activeOnly />, {
      dataProvider: api.dataProvider,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Select Company' });
    expect(within(dialog).getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'search by name or website url');
    const acme = (await within(dialog).findByText('Acme Realty')).closest('tr') as HTMLElement;
    const birch = within(dialog).getByText('Birch Partners').closest('tr') as HTMLElement;
    expect(within(birch).getByRole('button', { name: 'Selected' })).toBeDisabled();
    await user.click(within(acme).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1', name: 'Acme Realty' })));
    expect(api.callsTo('GET', '/company/list')[0].query.filters).toEqual([{ key: 'isActive', value: true }]);
  });
});
