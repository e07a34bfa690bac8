import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ComplianceList } from '../../../../src/admin/resources/compliance/ComplianceList';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, jsonOf, queryOf, realDataProvider } from '../courses/api';
import { ADA, ADA_ID, BEN, BEN_ID, HISTORY, complianceAuth } from './fixtures';

const server = setupMswServer();

function renderList(flags: Parameters<typeof complianceAuth>[0] = { read: true, create: true }) {
  const requests = answer(server, 'get', '/compliance', { members: [ADA, BEN], total: 2 });
  const rendered = renderWithAdmin(<ComplianceList />, {
    resource: 'compliance',
    path: '/compliance',
    dataProvider: realDataProvider(),
    authProvider: complianceAuth(flags),
  });
  return { ...rendered, requests, last: () => queryOf(requests[requests.length - 1]) };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('ComplianceList', () => {
  it('lists the licensee members by name with their hours, cycle end, status and last reminder', async () => {
    const { requests } = renderList();
    const ada = await rowOf('Ada Broker');
    expect(queryOf(requests[0])).toMatchObject({ offset: '0', limit: '10', sortKey: 'name', sortOrder: '1' });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Member', 'Company', 'Hours Earned', 'Hours Left', 'Cycle Ends', 'Status', 'Last Reminded', 'Actions']));
    // Email, license number and hours required are in the columns chooser, not shown at first.
    expect(headers).not.toContain('Email');
    expect(within(ada).getByText('Acme Realty')).toBeInTheDocument();
    expect(within(ada).getByText('12.5')).toBeInTheDocument();
    expect(within(ada).getByText('17.5')).toBeInTheDocument();
    expect(within(ada).getByText('01/15/2027')).toBeInTheDocument();
    expect(within(ada).getByText('Behind')).toBeInTheDocument();
    const ben = await rowOf('Ben Leaser');
    expect(within(ben).getByText('Complete')).toBeInTheDocument();
    expect(within(ben).getByText(/11\/20\/2026/)).toBeInTheDocument();
    // Like every list: saved queries, the columns chooser, Export Table; the settings beside them.
    for (const name of ['Saved queries', 'Columns', 'Export Table']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CE Settings' })).toHaveAttribute('href', '/compliance/settings');
  });

  it('sends the Filters panel as filters entries: status and cycle ending within', async () => {
    const user = userEvent.setup();
    const { last } = renderList();
    await rowOf('Ada Broker');
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Behind' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.click(within(panel).getByRole('combobox', { name: 'Cycle Ending' }));
    await user.click(await screen.findByRole('option', { name: 'Within 60 days' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(last().filters).toEqual(expect.arrayContaining([{ key: 'status', value: ['behind'] }, { key: 'endingWithin', value: '60' }])));
  });

  it("opens a member's credit history from the row: cycles newest first, what counts, the reminders sent", async () => {
    const user = userEvent.setup();
    const history = answer(server, 'get', '/compliance/history/:id', { history: HISTORY });
    renderList();
    await user.click(within(await rowOf('Ada Broker')).getByRole('button', { name: 'Credit history of Ada Broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit history: Ada Broker' });
    expect(new URL(history[0].url).pathname).toBe(`/api/v1/admin/compliance/history/${ADA_ID}`);
    const cycles = within(dialog).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(cycles).toEqual(['Cycle 07/01/2025 – 01/15/2027 (current)', 'Cycle 07/01/2023 – 06/30/2025', 'Reminders sent']);
    const current = within(dialog).getByRole('table', { name: /current/ });
    expect(within(current).getByText('Leasing Law Update').closest('tr')).toHaveTextContent('Yes');
    expect(within(current).getByText('Networking Lunch').closest('tr')).toHaveTextContent('No: its course does not count');
    expect(within(dialog).getByText('No attended events in this cycle.')).toBeInTheDocument();
    expect(within(dialog).getByText(/by Sam Staff, with 17.5 hours left/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A click on the row itself opens it too.
    await user.click(within(await rowOf('Ben Leaser')).getByText('Ben Leaser'));
    await screen.findByRole('dialog');
    await waitFor(() => expect(new URL(history[history.length - 1].url).pathname).toBe(`/api/v1/admin/compliance/history/${BEN_ID}`));
  });

  it('sends a reminder to the chosen members after the count and the mail preview', async () => {
    const user = userEvent.setup();
    const previews = answer(server, 'post', '/compliance/reminders/preview', {
      count: 1,
      remindedToday: 1,
      notListed: 0,
      mail: { to: 'ada@example.com', subject: 'Your CE hours: 17.5 left', text: 'Dear Ada,\nYou have 17.5 hours left.', html: '<p>Dear Ada</p>' },
    });
    const sends = answer(server, 'post', '/compliance/reminders', { sent: 1, remindedToday: 1, notListed: 0 }, { message: '1 reminder sent' });
    renderList();
    // The row checkbox is named on its input.
    await user.click(within(await rowOf('Ada Broker')).getByRole('checkbox', { name: 'Select this row' }));
    await user.click(within(await rowOf('Ben Leaser')).getByRole('checkbox', { name: 'Select this row' }));
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a CE reminder' });
    expect(await within(dialog).findByText('A reminder mail goes to 1 member.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 was already reminded today and is skipped.')).toBeInTheDocument();
    expect(within(dialog).getByText('Your CE hours: 17.5 left')).toBeInTheDocument();
    expect(within(dialog).getByText(/You have 17.5 hours left/)).toBeInTheDocument();
    expect(await jsonOf(previews[0])).toEqual({ userIds: [ADA_ID, BEN_ID] });
    expect(sends).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send 1 reminder' }));
    expect(await screen.findByText('1 reminder sent')).toBeInTheDocument();
    expect(await jsonOf(sends[0])).toEqual({ userIds: [ADA_ID, BEN_ID] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers nothing to send when everyone chosen was reminded today', async () => {
    const user = userEvent.setup();
    answer(server, 'post', '/compliance/reminders/preview', { count: 0, remindedToday: 1, notListed: 0, mail: null });
    renderList();
    await user.click(within(await rowOf('Ada Broker')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a CE reminder' });
    expect(await within(dialog).findByText(/Nobody to remind/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send 0 reminders' })).toBeDisabled();
  });

  it('has no row selection for those who may only view', async () => {
    renderList({ read: true });
    const ada = await rowOf('Ada Broker');
    expect(within(ada).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(ada).getByRole('button', { name: 'Credit history of Ada Broker' })).toBeInTheDocument();
  });

  it("says so to those without the module's view", async () => {
    renderList({});
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have access to View CE Compliance!");
  });
});
