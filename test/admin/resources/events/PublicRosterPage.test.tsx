import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicRosterPage } from '../../../../src/admin/resources/events/PublicRosterPage';
import { EVENT_MESSAGES } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answerPublic, PUBLIC_EVENT, PUBLIC_KEY } from './publicApi';

const server = setupMswServer();

function renderRoster(key = PUBLIC_KEY) {
  return renderWithAdmin(
    <Routes>
      <Route path="/events/roster/:key" element={<PublicRosterPage />} />
    </Routes>,
    { path: `/events/roster/${key}` },
  );
}

describe('PublicRosterPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the event and its people by name with their company, without the admin's token", async () => {
    const requests = answerPublic(server, 'get', '/events/roster/:key', {
      event: PUBLIC_EVENT,
      attendees: [
        { name: 'Zoë Young', companyName: 'Lakeside Partners' },
        { name: 'Ann Lee', companyName: 'North Star Commercial Realty' },
        { name: 'bob Stone', companyName: null },
      ],
    });
    renderRoster();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fall Leasing Workshop' })).toBeInTheDocument();
    expect(screen.getByText('Minneapolis Convention Center')).toBeInTheDocument();
    // The date and the time span, in the reader's language.
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).formatRange(
      new Date(PUBLIC_EVENT.startAt),
      new Date(PUBLIC_EVENT.endAt),
    );
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(when.replace(/\s+/g, ' '));
    expect(new URL(requests[0].url).pathname).toBe(`/api/v1/public/events/roster/${PUBLIC_KEY}`);
    expect(requests[0].headers.get('Authorization')).toBeNull();

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Ann Lee', 'North Star Commercial Realty'],
      ['bob Stone', ''],
      ['Zoë Young', 'Lakeside Partners'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Registered (3)' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Roster: Fall Leasing Workshop'));
  });

  it('prints with the Print button', async () => {
    const user = userEvent.setup();
    answerPublic(server, 'get', '/events/roster/:key', { event: PUBLIC_EVENT, attendees: [] });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderRoster();
    expect(await screen.findByText('Nobody is registered yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message for a link that no longer works", async () => {
    answerPublic(server, 'get', '/events/roster/:key', null, { status: 404, message: EVENT_MESSAGES.publicLinkInvalid });
    renderRoster('revoked-key');
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.publicLinkInvalid);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
