import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../../../src/admin/providers/dataProvider';
import { API_TABLE } from '../../../../src/admin/registry';
import type { HttpClient, HttpResponse } from '../../../../src/admin/providers/httpClient';
import { paymentsFileName } from '../../../../src/admin/resources/payments/PaymentExportButton';
import { PaymentList } from '../../../../src/admin/resources/payments/PaymentList';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { API_URL, COMPANY } from '../companies/fakeApi';
import { listUser } from '../users/listFixtures';
import { COMPANY_ID, DUES, filtersOf, paymentsApi, SPONSOR, USER_ID } from './fixtures';

const ANN = listUser({ _id: USER_ID, name: 'Ann Lee', email: 'ann@example.org' });
const ACME = { ...COMPANY, _id: COMPANY_ID };

function setup({ path = '/payments', authProvider }: { path?: string; authProvider?: ReturnType<typeof fakeAuthProvider> } = {}) {
  const user = userEvent.setup();
  const api = paymentsApi([DUES, SPONSOR], 23, {
    'GET /users/list/all': () => ({ users: [ANN], total: 1 }),
    'GET /users/{id}': () => ({ user: ANN, roles: [], supportStaff: [] }),
    'GET /company/list': () => ({ companies: [ACME], total: 1 }),
    'GET /company/{id}': () => ({ company: ACME }),
  });
  const rendered = renderWithAdmin(<PaymentList />, { resource: 'payments', path, dataProvider: api.dataProvider, authProvider });
  const listCalls = () => api.callsTo('GET', '/payments');
  return { user, api, rendered, listCalls, lastQuery: () => listCalls().at(-1)?.query ?? {} };
}

function withPermissions(allowed: (resource: string, action: string) => boolean) {
  return {
    ...fakeAuthProvider({ permissions: { role: 'admin', roles: [] } }),
    canAccess: vi.fn(async ({ resource, action }: { resource: string; action: string }) => allowed(resource, action)),
  };
}

/** Picks `options` in the multiple select labelled `label`, then closes it. */
async function chooseMany(user: UserEvent, scope: HTMLElement, label: string, ...options: string[]) {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  for (const option of options) await user.click(within(listbox).getByRole('option', { name: option }));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

describe('PaymentList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the payments newest first with their columns, 10 a page with the page count', async () => {
    const { listCalls } = setup();
    const table = await screen.findByRole('table');
    for (const header of ['Date', 'Payer', 'Company', 'Purpose', 'Amount', 'Method', 'Status', 'Reference', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(listCalls()[0].query).toMatchObject({ offset: 0, limit: 10, sortKey: 'paidOn', sortOrder: -1 });

    const [dues, sponsor] = within(table).getAllByRole('row').slice(1);
    const first = within(dues);
    expect(first.getByText('03/04/2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', `/user-management/users/edit/${USER_ID}`);
    expect(first.getByText('Acme Realty')).toBeInTheDocument();
    expect(first.getByText('Membership dues')).toBeInTheDocument();
    expect(first.getByText('$450.00')).toBeInTheDocument();
    expect(first.getByText('Check')).toBeInTheDocument();
    expect(first.getByText('Paid').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(first.getByText('CHK-1042')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Edit the payment of Ann Lee' })).toHaveAttribute('href', '/payments/edit/p1');

    // Paid by a company: its name, not a link.
    const second = within(sponsor);
    expect(second.getAllByText('Acme Realty')).toHaveLength(2);
    expect(second.queryByRole('link', { name: 'Acme Realty' })).not.toBeInTheDocument();
    expect(second.getByText('$2,500.00')).toBeInTheDocument();
    expect(second.getByText('ACH transfer')).toBeInTheDocument();
    expect(second.getByText('Pending').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');

    expect(screen.getByText(/of 23/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /page 3/i })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'search by payer or reference');
  });

  it('shows the totals of the whole filtered set from the answer', async () => {
    setup();
    const totals = await screen.findByRole('region', { name: 'Totals of the filtered payments' });
    expect(totals).toHaveTextContent('23 payments');
    expect(totals).toHaveTextContent('Total: $12,345.50');
    expect(within(totals).getByText('Paid: $9,045.50 (18)')).toBeInTheDocument();
    expect(within(totals).getByText('Pending: $2,500.00 (3)')).toBeInTheDocument();
    expect(within(totals).getByText('Refunded: $450.00 (1)')).toBeInTheDocument();
    expect(within(totals).getByText('Failed: $350.00 (1)')).toBeInTheDocument();
  });

  it('sorts by a header, and searches on Enter', async () => {
    const { user, lastQuery } = setup();
    await screen.findByText('CHK-1042');
    await user.click(screen.getByRole('button', { name: /Sort by Amount/i }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortKey: 'amountCents', sortOrder: 1 }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'CHK{Enter}');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'CHK' }));
  });

  it('sends the Filters panel’s choices as filters entries', async () => {
    const { user, lastQuery } = setup();
    await screen.findByText('CHK-1042');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();

    const dates = within(panel).getByRole('group', { name: 'Date' });
    await user.type(within(dates).getByLabelText('From'), '2026-03-31');
    await user.type(within(dates).getByLabelText('To'), '2026-03-01');
    expect(within(panel).getByText("The 'to' date must not be before the 'from' date.")).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(within(dates).getByLabelText('From'));
    await user.type(within(dates).getByLabelText('From'), '2026-02-01');

    await chooseMany(user, panel, 'Purpose', 'Membership dues', 'Sponsorship');
    await chooseMany(user, panel, 'Status', 'Paid');
    await chooseMany(user, panel, 'Method', 'Check', 'ACH transfer');

    await user.click(within(panel).getByRole('button', { name: 'Choose: Person' }));
    const people = await screen.findByRole('dialog', { name: 'Select User' });
    await user.click(within((await within(people).findByText('Ann Lee')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select User' })).not.toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Remove Ann Lee' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Choose: Company' }));
    const companies = await screen.findByRole('dialog', { name: 'Select Company' });
    await user.click(within((await within(companies).findByText('Acme Realty')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Company' })).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(filtersOf(lastQuery())).toEqual({
        paidOn: '2026-02-01,2026-03-01',
        purpose: ['membership-dues', 'sponsorship'],
        status: ['paid'],
        method: ['check', 'ach'],
        user: USER_ID,
        company: COMPANY_ID,
      }),
    );
    expect(screen.getByRole('button', { name: 'Filters (6 applied)' })).toBeInTheDocument();
  });

  it('shows filters from the URL with their names, and Clear drops them but keeps the search', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'CHK', user: USER_ID, status: ['pending'] }));
    const { user, lastQuery } = setup({ path: `/payments?filter=${filter}` });
    await waitFor(() => expect(filtersOf(lastQuery())).toEqual({ user: USER_ID, status: ['pending'] }));
    await user.click(screen.getByRole('button', { name: 'Filters (2 applied)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(panel).findByRole('button', { name: 'Remove Ann Lee' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastQuery().filters).toBeUndefined());
    expect(lastQuery()).toMatchObject({ search: 'CHK' });
  });

  it("asks for each row action's permission once for all the rows, not once a row", async () => {
    const authProvider = withPermissions(() => true);
    setup({ authProvider });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(1);
    await waitFor(() => expect(within(rows[1]).getByRole('button', { name: /^Delete the payment of / })).toBeInTheDocument());
    const asked = (action: string) => authProvider.canAccess.mock.calls.filter(([params]) => params.resource === 'payments' && params.action === action);
    expect(asked('delete')).toHaveLength(1);
    expect(asked('edit')).toHaveLength(1);
    expect(asked('delete')[0][0]).toMatchObject({ record: { id: '*' } });
  });

  it('asks to confirm a delete, then deletes and reloads the list', async () => {
    const { user, api, listCalls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the payment of Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Payment' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this payment?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Payment' })).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/payments/p1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the payment of Ann Lee' }));
    const before = listCalls().length;
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Payment' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/payments/p1')).toHaveLength(1));
    expect(await screen.findByText('Payment deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it('offers only viewing to those who may only view payments, and no link to users they may not see', async () => {
    setup({ authProvider: withPermissions((resource, action) => resource === 'payments' && action === 'list') });
    await screen.findByText('CHK-1042');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Add Payment/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'View the payment of Ann Lee' })).toHaveAttribute('href', '/payments/edit/p1');
    expect(screen.queryByRole('link', { name: 'Edit the payment of Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete the payment of Ann Lee' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument();
    // Exporting is viewing.
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('offers Add Payment with the add permission', async () => {
    setup();
    expect(await screen.findByRole('link', { name: /Add Payment/ })).toHaveAttribute('href', '/payments/add');
  });

  it("says \"You don't have access to View Payment!\" without the view permission", async () => {
    const { listCalls } = setup({ authProvider: withPermissions(() => false) });
    expect(await screen.findByText("You don't have access to View Payment!")).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });
});

describe('PaymentList export', () => {
  let clicked: HTMLAnchorElement[];
  beforeEach(() => {
    clicked = [];
    // jsdom has no object URLs and does not download: both are watched here.
    URL.createObjectURL = vi.fn(() => 'blob:payments-csv');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the CSV of the filtered, sorted list (download=csv, every page)', async () => {
    const user = userEvent.setup();
    const api = paymentsApi();
    const fileCalls: Parameters<HttpClient>[] = [];
    const httpClient = vi.fn<HttpClient>(async (url, options = {}) => {
      if (options.responseType !== 'blob') return api.httpClient(url, options);
      fileCalls.push([url, options]);
      const response: HttpResponse = {
        status: 200,
        json: null,
        headers: new Headers(),
        blob: new Blob(['Date,Payer\n2026-03-04,Ann Lee\n'], { type: 'text/csv' }),
      };
      return response;
    });
    const filter = encodeURIComponent(JSON.stringify({ q: 'Ann', status: ['paid'], paidOn: '2026-03-01,2026-03-31' }));
    renderWithAdmin(<PaymentList />, {
      resource: 'payments',
      path: `/payments?filter=${filter}&sort=amountCents&order=ASC`,
      dataProvider: { ...createDataProvider(API_URL, httpClient, API_TABLE) },
    });
    await screen.findByText('CHK-1042');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fileCalls).toHaveLength(1);
    expect(fileCalls[0][0]).toBe(`${API_URL}/payments`);
    expect(fileCalls[0][1]?.query).toEqual({
      sortKey: 'amountCents',
      sortOrder: 1,
      search: 'Ann',
      filters: [
        { key: 'status', value: ['paid'] },
        { key: 'paidOn', value: '2026-03-01,2026-03-31' },
      ],
      download: 'csv',
    });
    expect(clicked[0].download).toBe(paymentsFileName(new Date()));
    expect(clicked[0].href).toBe('blob:payments-csv');
  });
});
