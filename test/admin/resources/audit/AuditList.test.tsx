import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuditList } from '../../../../src/admin/resources/audit/AuditList';
import { setupMswServer } from '../../../helpers/msw';
import { fakeAuthProvider, renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, queryOf, realDataProvider } from '../courses/api';
import { DELETED, FIRST_COMPANY, MEMBER_ID, MOVED, SIGN_IN } from './fixtures';

const server = setupMswServer();

function renderList({ canRevert = true, path = '/audit' } = {}) {
  const requests = answer(server, 'get', '/audit/list', { auditLogs: [MOVED, SIGN_IN, DELETED], total: 3 });
  const authProvider = { ...fakeAuthProvider(), canAccess: vi.fn(async ({ action }: { action: string }) => canRevert || action !== 'edit') };
  const rendered = renderWithAdmin(<AuditList />, { resource: 'audit', path, dataProvider: realDataProvider(), authProvider });
  return { ...rendered, requests, last: () => queryOf(requests[requests.length - 1]!) };
}

const rowOf = async (name: string) => (await screen.findByText(new RegExp(name), { selector: 'td' })).closest('tr') as HTMLElement;

describe('AuditList', () => {
  it('lists the entries newest first: when, who, the record (linked), the action and the changed fields by label', async () => {
    const { requests } = renderList();
    const row = (await screen.findAllByRole('link', { name: 'Mia Member' }))[0]!.closest('tr') as HTMLElement;
    expect(queryOf(requests[0]!)).toMatchObject({ offset: '0', limit: '10', sortKey: 'at', sortOrder: '-1' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['When', 'Who', 'Record', 'Action', 'Changes', 'Actions']);
    expect(within(row).getByText('Dana Staff')).toBeInTheDocument();
    expect(within(row).getByText('Updated')).toBeInTheDocument();
    expect(within(row).getByText('Biography, Company, Status')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Mia Member' })).toHaveAttribute('href', `/users/${MEMBER_ID}`);
    expect(within(row).getByText(/^11\/28\/2026/)).toBeInTheDocument();
    // A deleted record is named, not linked.
    const deleted = await rowOf('Old Realty');
    expect(within(deleted).queryByRole('link', { name: 'Old Realty' })).toBeNull();
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
  });

  it("names the Filters panel's fields by the Audit Log's own labels", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('combobox', { name: 'Record type' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Action' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Who' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Between' })).toBeInTheDocument();
  });

  it('filters by the record a History tab names, shown as a chip that clears it', async () => {
    const user = userEvent.setup();
    const { requests, last } = renderList({ path: `/audit?filter=${encodeURIComponent(JSON.stringify({ record: MEMBER_ID }))}` });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(last().filters).toEqual([{ key: 'record', value: MEMBER_ID }]);
    const chip = await screen.findByRole('button', { name: /Record: Mia Member/ });
    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(last().filters).toBeUndefined());
  });

  it('opens an entry with its changes as the screens show them, and reverts one chosen field after a confirmation showing the result', async () => {
    const user = userEvent.setup();
    renderList();
    const reverts = answer(server, 'post', '/audit/:id/revert', { auditLog: { ...MOVED, _id: '43', action: 'revert', reverts: '42' } }, { message: 'The change was reverted.' });
    await user.click(await screen.findByRole('button', { name: 'Details of entry 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of entry 42' });
    const changes = within(dialog).getByRole('table', { name: 'Changes of entry 42' });
    const company = within(changes).getByRole('rowheader', { name: 'Company' }).closest('tr') as HTMLElement;
    expect(within(company).getByText('First Brokerage')).toBeInTheDocument();
    expect(within(company).getByText('Second Brokerage')).toBeInTheDocument();
    const status = within(changes).getByRole('rowheader', { name: 'Status' }).closest('tr') as HTMLElement;
    expect(within(status).getByText('Active')).toBeInTheDocument();
    expect(within(status).getByText('Inactive')).toBeInTheDocument();
    // Rich text reads as words, the added one marked.
    const biography = within(changes).getByRole('rowheader', { name: 'Biography' }).closest('tr') as HTMLElement;
    expect(within(biography).getByText('Leasing agent in Duluth.')).toBeInTheDocument();
    expect(within(biography).getByText(/Senior/, { selector: 'ins' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Revert Entry 42' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revert entry 42' });
    const companyRow = within(confirm).getByRole('rowheader', { name: 'Company' }).closest('tr') as HTMLElement;
    // Now → will be.
    expect(within(companyRow).getAllByRole('cell').map((cell) => cell.textContent).slice(1)).toEqual(['Second Brokerage', 'First Brokerage']);
    await user.click(within(confirm).getByRole('checkbox', { name: 'Set Biography back' }));
    await user.click(within(confirm).getByRole('checkbox', { name: 'Set Status back' }));
    await user.click(within(confirm).getByRole('button', { name: 'Revert 1 field' }));
    await waitFor(() => expect(reverts).toHaveLength(1));
    expect(new URL(reverts[0]!.url).pathname).toBe('/api/v1/admin/audit/42/revert');
    expect(await jsonOf(reverts[0]!)).toEqual({ fields: ['companyId'] });
    expect(await screen.findByText('The change was reverted.')).toBeInTheDocument();
  });

  it('keeps a refused revert in the dialog, in the server words naming the newer change', async () => {
    const user = userEvent.setup();
    renderList();
    const message = 'Company was changed again on 11/28/2026 by Lee Staff (entry 44): put that change back first.';
    answer(server, 'post', '/audit/:id/revert', {}, { status: 409, message });
    await user.click(await screen.findByRole('button', { name: 'Details of entry 42' }));
    await user.click(await screen.findByRole('button', { name: 'Revert Entry 42' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revert entry 42' });
    await user.click(within(confirm).getByRole('button', { name: 'Revert 3 fields' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(message);
  });

  it('offers Restore for a deletion, shows the values it comes back with, and nothing to revert for a sign-in', async () => {
    const user = userEvent.setup();
    renderList();
    const restores = answer(server, 'post', '/audit/:id/revert', { auditLog: { ...DELETED, _id: '45', action: 'restore' } }, { message: 'The record was restored.' });
    await user.click(await screen.findByRole('button', { name: 'Details of entry 41' }));
    const signIn = await screen.findByRole('dialog', { name: 'Details of entry 41' });
    expect(within(signIn).getByText(/cannot be reverted: sign-ins/)).toBeInTheDocument();
    expect(within(signIn).queryByRole('button', { name: /Revert/ })).toBeNull();
    await user.click(within(signIn).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByRole('button', { name: 'Details of entry 40' }));
    await user.click(await screen.findByRole('button', { name: 'Restore Entry 40' }));
    const confirm = await screen.findByRole('dialog', { name: 'Restore the deleted record' });
    expect(within(within(confirm).getByRole('rowheader', { name: 'Type' }).closest('tr') as HTMLElement).getByText('Broker')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restores).toHaveLength(1));
    expect(await jsonOf(restores[0]!)).toEqual({});
    expect(await screen.findByText('The record was restored.')).toBeInTheDocument();
    expect(FIRST_COMPANY).toBe(DELETED.recordId);
  });

  it('shows no Revert to those who may view the Audit Log but not revert', async () => {
    const user = userEvent.setup();
    renderList({ canRevert: false });
    await user.click(await screen.findByRole('button', { name: 'Details of entry 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of entry 42' });
    expect(within(dialog).getByRole('table', { name: 'Changes of entry 42' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Revert/ })).toBeNull();
  });
});
