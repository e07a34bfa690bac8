// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PublicSignInSheetPage } from '../../../../src/admin/resources/events/PublicSignInSheetPage';
import { EVENT_MESSAGES, type SignInSheetAttendee } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { jsonOf } from '../courses/api';
import { answerPublic, PUBLIC_EVENT, PUBLIC_KEY, REF_ANN, REF_BOB, REF_ZOE } from './publicApi';

const server = setupMswServer();

const PEOPLE: SignInSheetAttendee[] = [
  { ref: REF_ZOE, name: 'Zoë Young', companyName: 'Lakeside Partners', attended: false },
  { ref: REF_ANN, name: 'Ann Lee', companyName: 'North Star Commercial Realty', attended: true },
  { ref: REF_BOB, name: 'Bob Stone', companyName: null, attended: false },
];

function renderSheet({ checkInOpen = true } = {}) {
  answerPublic(server, 'get', '/events/signinsheet/:key', { event: PUBLIC_EVENT, attendees: PEOPLE, checkInOpen });
  return renderWithAdmin(
    <Routes>
      <Route path="/events/signinsheet/:key" element={<PublicSignInSheetPage />} />
    </Routes>,
    { path: `/events/signinsheet/${PUBLIC_KEY}` },
  );
}

const names = () => within(screen.getByRole('list', { name: 'Registered people' })).getAllByRole('listitem').map((item) => item.textContent ?? '');

describe('PublicSignInSheetPage', () => {
  it('lists the names, and the search box filters them as one types', async () => {
    const user = userEvent.setup();
    renderSheet();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fall Leasing Workshop' })).toBeInTheDocument();
    expect(names().map((text) => text.split(/Check in|Checked in/)[0])).toEqual([
      'Ann LeeNorth Star Commercial Realty',
      'Bob Stone',
      'Zoë YoungLakeside Partners',
    ]);
    expect(screen.getByRole('button', { name: 'Ann Lee is checked in' })).toBeDisabled();

    const search = screen.getByRole('searchbox', { name: 'Find your name' });
    await user.type(search, 'zoe');
    expect(names()).toHaveLength(1);
    expect(names()[0]).toContain('Zoë Young');
    await user.clear(search);
    await user.type(search, 'xyz');
    expect(screen.getByText('No name matches. Check the spelling, or use your email below.')).toBeInTheDocument();
  });

  it("checks a person in by the button and announces the server's message", async () => {
    const user = userEvent.setup();
    renderSheet();
    const checkIns = answerPublic(server, 'post', '/events/signinsheet/:key/check-in', { attendee: { ...PEOPLE[2], attended: true } }, {
      message: EVENT_MESSAGES.checkedIn('Bob Stone'),
    });
    await user.click(await screen.findByRole('button', { name: 'Check in Bob Stone' }));
    await waitFor(() => expect(checkIns).toHaveLength(1));
    expect(new URL(checkIns[0].url).pathname).toBe(`/api/v1/public/events/signinsheet/${PUBLIC_KEY}/check-in`);
    expect(await jsonOf(checkIns[0])).toEqual({ ref: REF_BOB });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Bob Stone. You are checked in.');
    expect(screen.getByRole('button', { name: 'Bob Stone is checked in' })).toBeDisabled();
  });

  it('checks in by email from "I can\'t find my name"', async () => {
    const user = userEvent.setup();
    renderSheet();
    const checkIns = answerPublic(server, 'post', '/events/signinsheet/:key/check-in', { attendee: { ...PEOPLE[0], attended: true } }, {
      message: EVENT_MESSAGES.checkedIn('Zoë Young'),
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Check in with my email' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(checkIns).toHaveLength(0);

    await user.clear(email);
    await user.type(email, ' zoe@example.org ');
    await user.click(screen.getByRole('button', { name: 'Check in with my email' }));
    await waitFor(() => expect(checkIns).toHaveLength(1));
    expect(await jsonOf(checkIns[0])).toEqual({ email: 'zoe@example.org' });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Zoë Young. You are checked in.');
    expect(screen.getByRole('button', { name: 'Zoë Young is checked in' })).toBeDisabled();
    expect(email).toHaveValue('');
  });

  it("shows the server's refusal: not on the list, or too many tries", async () => {
    const user = userEvent.setup();
    renderSheet();
    answerPublic(server, 'post', '/events/signinsheet/:key/check-in', null, { status: 404, message: EVENT_MESSAGES.notOnRoster });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'stranger@example.org');
    await user.click(screen.getByRole('button', { name: 'Check in with my email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.notOnRoster);

    answerPublic(server, 'post', '/events/signinsheet/:key/check-in', null, { status: 429, message: 'Too many tries. Please wait a minute and try again.' });
    await user.click(screen.getByRole('button', { name: 'Check in Bob Stone' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many tries. Please wait a minute and try again.'));
    expect(screen.getByRole('button', { name: 'Check in Bob Stone' })).toBeEnabled();
  });

  it('says check-in is closed and turns the buttons off', async () => {
    renderSheet({ checkInOpen: false });
    expect(await screen.findByText('Check-in is closed for this event.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in Bob Stone' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Check in with my email' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it("shows the server's message for a link that is not valid", async () => {
    answerPublic(server, 'get', '/events/signinsheet/:key', null, { status: 404, message: EVENT_MESSAGES.publicLinkInvalid });
    renderWithAdmin(
      <Routes>
        <Route path="/events/signinsheet/:key" element={<PublicSignInSheetPage />} />
      </Routes>,
      { path: '/events/signinsheet/old-key' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.publicLinkInvalid);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
