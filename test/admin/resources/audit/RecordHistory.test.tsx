import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { keepAuthAnswers, primeAuthQueries } from '../../../../src/admin/providers/authQueries';
import { RecordTabs } from '../../../../src/admin/common/RecordTabs';
import { QuickPanelButton } from '../../../../src/admin/layout/QuickPanelButton';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, queryOf, realDataProvider } from '../courses/api';
import { MEMBER_ID, MOVED, PAYMENT, ROLE_ACCESS, SIGN_IN } from './fixtures';

const server = setupMswServer();

const authProvider = (canView: boolean) => ({
  ...fakeAuthProvider(),
  canAccess: vi.fn(async ({ resource }: { resource: string }) => canView || resource !== 'audit'),
});

function renderTabs(canView = true, queryClient?: QueryClient) {
  const location = { ...MOVED, _id: '37', entity: 'locations', recordId: 'f0000000-0000-4000-8000-00000000000f', recordLabel: 'Downtown Office', changes: [] };
  const requests = answer(server, 'get', '/audit/list', { auditLogs: [MOVED, ROLE_ACCESS, PAYMENT, location], total: 13 });
  renderWithAdmin(
    <RecordTabs resource="users" id={MEMBER_ID}>
      <label>
        First Name
        <input defaultValue="Mia" />
      </label>
    </RecordTabs>,
    { dataProvider: realDataProvider(), authProvider: authProvider(canView), queryClient },
  );
  return requests;
}

describe('the History tab of a record screen', () => {
  it("shows the record's entries newest first, ten a page, with labels and values as the screens show them, keeping the form as typed", async () => {
    const user = userEvent.setup();
    const requests = renderTabs();
    await user.type(await screen.findByLabelText('First Name'), 'h');
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const entry = await screen.findByRole('table', { name: 'Changes of entry 42' });
    expect(queryOf(requests[0]!)).toMatchObject({ offset: '0', limit: '10', sortKey: 'at', sortOrder: '-1', filters: [{ key: 'record', value: MEMBER_ID }] });
    const company = within(entry).getByRole('rowheader', { name: 'Company' }).closest('tr') as HTMLElement;
    expect(within(company).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['First Brokerage', 'Second Brokerage']);
    // A role's access by the matrix's words, an amount in dollars, a day as the lists write it, a choice by its label.
    const access = within(screen.getByRole('table', { name: 'Changes of entry 39' })).getByRole('rowheader', { name: 'Access: Payment' }).closest('tr') as HTMLElement;
    expect(within(access).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['View', 'View, Edit']);
    const payment = screen.getByRole('table', { name: 'Changes of entry 38' });
    expect(within(within(payment).getByRole('rowheader', { name: 'Amount' }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$12.00', '$15.00']);
    expect(within(within(payment).getByRole('rowheader', { name: 'Date' }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['03/04/2026', '03/05/2026']);
    expect(within(within(payment).getByRole('rowheader', { name: 'Method' }).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Card', 'Check']);
    // An attachment's entry names the record it is about; the record's own entries need not.
    expect(screen.getByRole('heading', { name: /^Location: Downtown Office · 11\/28\/2026/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^11\/28\/2026/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Open in the Audit Log' })).toHaveAttribute('href', `/audit?filter=${encodeURIComponent(JSON.stringify({ record: MEMBER_ID }))}`);

    // 13 entries: a second page.
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(queryOf(requests[requests.length - 1]!)).toMatchObject({ offset: '10' }));

    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Miah');
  });

  it('shows the tabs in the first render when the permissions were answered at boot, so the form does not move', async () => {
    const queryClient = new QueryClient();
    keepAuthAnswers(queryClient);
    await primeAuthQueries(queryClient, authProvider(true), ['users', 'audit']);
    renderTabs(true, queryClient);
    expect(screen.getByRole('tab', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Details' })).toContainElement(screen.getByLabelText('First Name'));
  });

  it('is not there for those who may not view the Audit Log', async () => {
    const requests = renderTabs(false);
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab')).toBeNull());
    expect(requests).toHaveLength(0);
  });
});

describe('the quick panel', () => {
  it("lists the signed-in user's own recent activity, read again each time it opens", async () => {
    const user = userEvent.setup();
    const mine = answer(server, 'get', '/audit/mine', { auditLogs: [MOVED, SIGN_IN] });
    answer(server, 'get', '/audit/list', { auditLogs: [], total: 0 });
    renderWithAdmin(<QuickPanelButton />, { dataProvider: realDataProvider(), authProvider: authProvider(true) });
    await user.click(screen.getByRole('button', { name: 'Your recent activity' }));
    const panel = await screen.findByRole('dialog', { name: 'Audit Logs' });
    expect(await within(panel).findByText('Your latest 2 changes and sign-ins.')).toBeInTheDocument();
    expect(within(panel).getByText('Signed in')).toBeInTheDocument();
    expect(within(panel).getByText(/Biography, Company, Status/)).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: 'Mia Member' })[0]).toHaveAttribute('href', `/users/${MEMBER_ID}`);
    expect(within(panel).getByRole('link', { name: 'Open the Audit Log' })).toHaveAttribute('href', '/audit');
    // No sample 'Notifications' or 'Settings' tabs.
    expect(within(panel).queryByRole('tab')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Close the recent activity panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Your recent activity' }));
    await waitFor(() => expect(mine).toHaveLength(2));
  });
});
