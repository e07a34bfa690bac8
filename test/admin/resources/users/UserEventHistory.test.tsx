import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserEventHistory } from '../../../../src/admin/resources/users/UserEventHistory';
import type { EventHistoryEntry } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { API, envelope, realDataProvider } from '../locations/fixtures';
import { section, setup } from './userFormFixtures';

vi.mock('../../../../src/admin/resources/locations/LocationFormDialog', () => import('../companies/locationFormDialogStub'));

const server = setupMswServer();
const USER_ID = '1a2b3c4d-1111-4222-8333-444455556666';
const PATH = `${API}/users/events/as/attendee/history/list/${USER_ID}`;

function entry(index: number, creditHours = 1.5): EventHistoryEntry {
  return {
    _id: `a${index}`,
    event: { _id: `e${index}`, name: `Market Outlook ${index}`, courseCredit: creditHours, startAt: '2026-01-15T15:00:00.000Z' },
    creditHours,
    attendedAt: '2026-01-15T15:05:00.000Z',
  };
}

/** 23 entries, answered a page at a time from `offset` and `limit`. */
const ENTRIES = Array.from({ length: 23 }, (_, index) => entry(index + 1, index === 0 ? 3.25 : 0.5));

function answerHistory(entries: EventHistoryEntry[] = ENTRIES, totalCreditHoursHistory = 12.5) {
  const requests: URL[] = [];
  server.use(
    http.get(PATH, async ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      await delay(30);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return HttpResponse.json(
        envelope({ history: entries.slice(offset, offset + limit), total: entries.length, totalCreditHoursHistory }),
      );
    }),
  );
  return requests;
}

const renderHistory = () => renderWithAdmin(<UserEventHistory userId={USER_ID} />, { dataProvider: { ...realDataProvider() } });

describe('UserEventHistory', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Loading...', then the DOC credit total and the first ten events with their credit hours", async () => {
    const requests = answerHistory();
    renderHistory();
    expect(screen.getByRole('region', { name: 'Event History' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByText('DOC credit total: 12.5 hours')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Event History' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Event', 'Credit Hours']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]).getByRole('cell', { name: '3.25' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('cell', { name: '0.5' })).toBeInTheDocument();
    expect(Object.fromEntries(requests[0].searchParams)).toEqual({ offset: '0', limit: '10' });
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();
  });

  it("opens an event's screen in a new tab", async () => {
    answerHistory();
    renderHistory();

    const link = await screen.findByRole('link', { name: 'Market Outlook 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/events/edit/e1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it("pages through the history ten at a time with react-admin's pagination, asking the API for each page", async () => {
    const user = userEvent.setup();
    const requests = answerHistory();
    renderHistory();
    await screen.findByRole('link', { name: /Market Outlook 1 / });
    const history = screen.getByRole('region', { name: 'Event History' });
    const pageButton = (name: string) => within(history).getByRole('button', { name });
    expect(pageButton('Go to previous page')).toBeDisabled();
    expect(pageButton('Page 1')).toHaveAttribute('aria-current', 'page');
    expect(pageButton('Go to page 3')).toBeInTheDocument();

    await user.click(pageButton('Go to next page'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('offset')).toBe('10'));
    // The API's paging only: no sort, no search.
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({ offset: '10', limit: '10' });
    expect(await screen.findByRole('link', { name: /Market Outlook 11 / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Market Outlook 1 / })).not.toBeInTheDocument();
    expect(screen.getByText('11-20 of 23')).toBeInTheDocument();
    expect(pageButton('Page 2')).toHaveAttribute('aria-current', 'page');

    await user.click(pageButton('Go to page 3'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('offset')).toBe('20'));
    expect(requests.at(-1)?.searchParams.get('limit')).toBe('10');
    expect(await screen.findAllByRole('link', { name: /Market Outlook 2[123] / })).toHaveLength(3);
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
    expect(pageButton('Go to next page')).toBeDisabled();

    await user.click(pageButton('Go to previous page'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('offset')).toBe('10'));
    expect(await screen.findByRole('link', { name: /Market Outlook 11 / })).toBeInTheDocument();
  });

  it("says 'No records found.' for a user who attended nothing", async () => {
    answerHistory([], 0);
    renderHistory();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    expect(screen.getByText('DOC credit total: 0 hours')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when the history cannot be read", async () => {
    // react-query reports the failed call on the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(PATH, () => HttpResponse.json(envelope({}, "You don't have access to View User!", 403), { status: 403 })),
    );
    renderHistory();
    expect(await screen.findByText("You don't have access to View User!")).toBeInTheDocument();
  });
});

describe('UserEdit with the event history', () => {
  it('shows the history after the user\'s sections and before the buttons', async () => {
    const { api } = setup({
      routes: {
        'GET /users/events/as/attendee/history/list/{id}': () => ({ history: [entry(1)], total: 1, totalCreditHoursHistory: 1.5 }),
      },
    });
    const history = await screen.findByRole('region', { name: 'Event History' });
    expect(await within(history).findByText('DOC credit total: 1.5 hours')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Market Outlook 1 (opens in a new tab)' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/users/events/as/attendee/history/list/u1')[0].query).toEqual({ offset: 0, limit: 10 });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(section('Company and Location'), history)).toBe(true);
    expect(follows(history, screen.getByRole('button', { name: 'Update' }))).toBe(true);
  });
});
