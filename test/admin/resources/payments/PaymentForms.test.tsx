import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentCreate } from '../../../../src/admin/resources/payments/PaymentCreate';
import { PaymentEdit } from '../../../../src/admin/resources/payments/PaymentEdit';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { COMPANY } from '../companies/fakeApi';
import { API, answer, choose, envelope, realDataProvider } from '../locations/fixtures';
import { COMPANY_ID, EVENT_ID, payment, USER_ID } from './fixtures';

const server = setupMswServer();

const EVENT = {
  _id: EVENT_ID,
  name: 'Spring Market Forecast',
  startAt: '2026-04-02T14:00:00.000Z',
  endAt: '2026-04-02T17:00:00.000Z',
  status: 'published',
  isActive: true,
};
const STORED = payment({ event: { _id: EVENT_ID, name: EVENT.name }, purpose: 'event-registration' });
const CARD_MESSAGE = 'Reference must not hold a card number: no card data is stored';

/** The screens under test, with the list they go back to. */
function renderAt(path: string, authProvider?: ReturnType<typeof fakeAuthProvider>) {
  return renderWithAdmin(
    <Routes>
      <Route path="/payments/add" element={<PaymentCreate />} />
      <Route path="/payments/edit/:id" element={<PaymentEdit />} />
      <Route path="/payments" element={<p>the payment list</p>} />
    </Routes>,
    { resource: 'payments', path, dataProvider: { ...realDataProvider() }, authProvider },
  );
}

/** The event list and one event, which the event input reads. */
function answerEvents() {
  answer(server, 'get', '/events', { events: [EVENT], total: 1 });
  answer(server, 'get', `/events/${EVENT_ID}`, { event: EVENT });
}

describe('PaymentCreate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses an empty payer, a missing or wrong amount, and says why', async () => {
    const user = userEvent.setup();
    answerEvents();
    answer(server, 'get', '/company/list', { companies: [{ ...COMPANY, _id: COMPANY_ID }], total: 1 });
    const requests = answer(server, 'post', '/payments/create', { payment: STORED });
    renderAt('/payments/add');
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    // Save is enabled once something was entered.
    await user.type(amount, '-5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose who paid: a person or a company')).toBeInTheDocument();
    expect(screen.getByText('The amount must be more than $0.')).toBeInTheDocument();
    // Purpose and Method.
    expect(screen.getAllByText('Required')).toHaveLength(2);

    for (const [typed, message] of [
      ['0', 'The amount must be more than $0.'],
      ['0.00', 'The amount must be more than $0.'],
      ['12.345', 'Use at most two decimals (whole cents).'],
      ['12,50', 'Enter an amount in dollars, such as 125 or 125.50.'],
      ['100000.01', 'The amount must be at most $100,000.'],
      ['', 'Required'],
    ]) {
      await user.clear(amount);
      if (typed) await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(amount.closest('.MuiFormControl-root') as HTMLElement).getByText(message)).toBeInTheDocument());
    }

    // Choosing a company satisfies the payer rule at once.
    await user.click(screen.getByRole('button', { name: 'Select Company' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Company' });
    await user.click(within((await within(picker).findByText('Acme Realty')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByText('Choose who paid: a person or a company')).not.toBeInTheDocument());
    expect(requests).toHaveLength(0);
  });

  it('records the payment with the amount in cents, today by default, and goes back to the list', async () => {
    const user = userEvent.setup();
    answerEvents();
    answer(server, 'get', '/company/list', { companies: [{ ...COMPANY, _id: COMPANY_ID }], total: 1 });
    const requests = answer(server, 'post', '/payments/create', { payment: STORED }, { message: 'Payment recorded successfully!' });
    const { location } = renderAt('/payments/add');

    expect(await screen.findByLabelText(/^Date/)).toHaveValue(format(new Date(), 'yyyy-MM-dd'));
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveTextContent('Paid');
    // Where card data must never go, the form says so.
    expect(screen.getByText('Never enter card numbers or other card data: they are refused.')).toBeInTheDocument();
    expect(screen.getByText(/Never enter a card number\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Select Company' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Company' });
    await user.click(within((await within(picker).findByText('Acme Realty')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Company' })).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Realty');

    await choose(user, /^Purpose/, 'Sponsorship');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '$1,250.5');
    await choose(user, /^Method/, 'Check');
    await user.type(screen.getByRole('textbox', { name: /^Reference/ }), 'CHK-9');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toEqual({
      user: null,
      company: COMPANY_ID,
      event: null,
      purpose: 'sponsorship',
      amountCents: 125050,
      method: 'check',
      status: 'paid',
      paidOn: format(new Date(), 'yyyy-MM-dd'),
      reference: 'CHK-9',
      note: '',
    });
    expect(await screen.findByText('Payment recorded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/payments'));
  });

  it("shows the server's message when it refuses a card number, and stays", async () => {
    const user = userEvent.setup();
    // react-admin reports the refused call on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answerEvents();
    answer(server, 'get', '/company/list', { companies: [{ ...COMPANY, _id: COMPANY_ID }], total: 1 });
    const requests = answer(server, 'post', '/payments/create', {}, { status: 400, message: CARD_MESSAGE });
    const { location } = renderAt('/payments/add');

    await user.click(await screen.findByRole('button', { name: 'Select Company' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Company' });
    await user.click(within((await within(picker).findByText('Acme Realty')).closest('tr') as HTMLElement).getByRole('button', { name: 'Select' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select Company' })).not.toBeInTheDocument());
    await choose(user, /^Purpose/, 'Membership dues');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '450');
    await choose(user, /^Method/, 'Card');
    await user.type(screen.getByRole('textbox', { name: /^Reference/ }), '4111 1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(CARD_MESSAGE)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(location()?.pathname).toBe('/payments/add');
  });

  it("shows the denial text without the add permission", async () => {
    const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async () => false) };
    renderAt('/payments/add', authProvider);
    expect(await screen.findByText("You don't have access to Add Payment!")).toBeInTheDocument();
  });
});

describe('PaymentEdit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the payment in dollars, with its payers and event, and saves the change in cents', async () => {
    const user = userEvent.setup();
    answerEvents();
    answer(server, 'get', '/payments/p1', { payment: STORED });
    const requests = answer(server, 'put', '/payments/update/p1', { payment: { ...STORED, amountCents: 47500 } });
    const { location } = renderAt('/payments/edit/p1');

    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('450.00');
    expect(screen.getByRole('textbox', { name: 'Paid by (person)' })).toHaveValue('Ann Lee');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme Realty');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Event/ })).toHaveValue('Spring Market Forecast'));
    expect(screen.getByLabelText(/^Date/)).toHaveValue('2026-03-04');

    await user.clear(amount);
    await user.type(amount, '475');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toEqual({
      user: USER_ID,
      company: COMPANY_ID,
      event: EVENT_ID,
      purpose: 'event-registration',
      amountCents: 47500,
      method: 'check',
      status: 'paid',
      paidOn: '2026-03-04',
      reference: 'CHK-1042',
      note: '',
    });
    expect(await screen.findByText('Payment updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/payments'));
  });

  it('removes a payer and keeps the other', async () => {
    const user = userEvent.setup();
    answerEvents();
    answer(server, 'get', '/payments/p1', { payment: STORED });
    const requests = answer(server, 'put', '/payments/update/p1', { payment: STORED });
    renderAt('/payments/edit/p1');
    await user.click(await screen.findByRole('button', { name: 'Remove the company' }));
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0].json()).toMatchObject({ user: USER_ID, company: null });
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    answerEvents();
    answer(server, 'get', '/payments/p1', { payment: STORED });
    const deletes: Request[] = [];
    server.use(
      http.delete(`${API}/payments/p1`, ({ request }) => {
        deletes.push(request);
        return HttpResponse.json(envelope({ payment: STORED }, 'Payment deleted successfully!'));
      }),
    );
    const { location } = renderAt('/payments/edit/p1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
    expect(await screen.findByText('Payment deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(location()?.pathname).toBe('/payments'));
  });

  it('shows the payment read-only, without Delete, to those who may only view payments', async () => {
    answer(server, 'get', '/payments/p1', { payment: STORED });
    const authProvider = {
      ...fakeAuthProvider(),
      canAccess: vi.fn(async ({ action }: { action: string }) => action === 'show' || action === 'list'),
    };
    renderAt('/payments/edit/p1', authProvider);
    expect(await screen.findByText("You don't have access to Edit Payment!")).toBeInTheDocument();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    expect(amount).toHaveValue('450.00');
    expect(amount).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Event/ })).toHaveValue('Spring Market Forecast');
    expect(screen.queryByRole('button', { name: 'Select User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the payment list' })).toHaveAttribute('href', '/payments');
  });
});
