import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicSignInSheetPage } from '../../../../src/admin/resources/events/PublicSignInSheetPage';
import { kioskStorageKey } from '../../../../src/admin/resources/events/publicApi';
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

function renderSheet({ checkInOpen = true, kiosk = false, query = '' } = {}) {
  if (kiosk) localStorage.setItem(kioskStorageKey(PUBLIC_KEY), KIOSK_TOKEN);
  const sheets = answerPublic(server, 'get', '/events/signinsheet/:key', (request) => {
    const isKiosk = request.headers.get('x-kiosk-token') === KIOSK_TOKEN;
    return { event: PUBLIC_EVENT, attendees: isKiosk ? PEOPLE : [], checkInOpen, kiosk: isKiosk };
  });
  const rendered = renderWithAdmin(
    <Routes>
      <Route path="/events/signinsheet/:key" element={<PublicSignInSheetPage />} />
    </Routes>,
    { path: `/events/signinsheet/${PUBLIC_KEY}${query}` },
  );
  return { ...rendered, sheets };
}

const KIOSK_TOKEN = 'kiosk-token-0123456789';
const names = () => within(screen.getByRole('list', { name: 'Registered people' })).getAllByRole('listitem').map((item) => item.textContent ?? '');

afterEach(() => localStorage.clear());

describe('PublicSignInSheetPage', () => {
  it('asks an attendee for their own code and lists nobody', async () => {
    const user = userEvent.setup();
    renderSheet();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fall Leasing Workshop' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Registered people' })).not.toBeInTheDocument();
    const checkIns = answerPublic(server, 'post', '/events/signinsheet/:key/check-in', { attendee: { ...PEOPLE[2], attended: true } }, {
      message: EVENT_MESSAGES.checkedIn('Bob Stone'),
    });
    const code = screen.getByRole('textbox', { name: 'Check-in code' });
    await user.type(code, 'nope');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(screen.getByText('The code has 10 letters and digits, as in your registration email.')).toBeInTheDocument();
    expect(checkIns).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'f6a7b-8c9d0');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(checkIns).toHaveLength(1));
    expect(new URL(checkIns[0].url).pathname).toBe(`/api/v1/public/events/signinsheet/${PUBLIC_KEY}/check-in`);
    expect(await jsonOf(checkIns[0])).toEqual({ code: 'F6A7B8C9D0' });
    expect(checkIns[0].headers.get('x-kiosk-token')).toBeNull();
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Bob Stone. You are checked in.');
    expect(code).toHaveValue('');
  });

  it("fills the code in from the registration mail's link", async () => {
    renderSheet({ query: '?code=A1B2C3D4E5' });
    expect(await screen.findByRole('textbox', { name: 'Check-in code' })).toHaveValue('A1B2C3D4E5');
  });

  it("shows the server's refusal of a wrong code", async () => {
    const user = userEvent.setup();
    renderSheet();
    answerPublic(server, 'post', '/events/signinsheet/:key/check-in', null, { status: 404, message: EVENT_MESSAGES.checkInNoMatch });
    await user.type(await screen.findByRole('textbox', { name: 'Check-in code' }), 'AAAAA-BBBBB');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EVENT_MESSAGES.checkInNoMatch);
  });

  it('on the staff kiosk, lists the names to find and tap, sending the kiosk token', async () => {
    const user = userEvent.setup();
    const { sheets } = renderSheet({ kiosk: true });
    await screen.findByRole('heading', { name: 'Check-in kiosk' });
    expect(sheets[0]!.headers.get('x-kiosk-token')).toBe(KIOSK_TOKEN);
    expect(names().map((text) => text.split(/Check in|Checked in/)[0])).toEqual([
      'Ann LeeNorth Star Commercial Realty',
      'Bob Stone',
      'Zoë YoungLakeside Partners',
    ]);
    expect(screen.getByRole('button', { name: 'Ann Lee is checked in' })).toBeDisabled();
    const search = screen.getByRole('searchbox', { name: 'Find a name' });
    await user.type(search, 'zoe');
    expect(names()).toHaveLength(1);
    await user.clear(search);

    const checkIns = answerPublic(server, 'post', '/events/signinsheet/:key/check-in', { attendee: { ...PEOPLE[2], attended: true } }, {
      message: EVENT_MESSAGES.checkedIn('Bob Stone'),
    });
    await user.click(screen.getByRole('button', { name: 'Check in Bob Stone' }));
    await waitFor(() => expect(checkIns).toHaveLength(1));
    expect(await jsonOf(checkIns[0])).toEqual({ ref: REF_BOB });
    expect(checkIns[0].headers.get('x-kiosk-token')).toBe(KIOSK_TOKEN);
    expect(await screen.findByRole('button', { name: 'Bob Stone is checked in' })).toBeDisabled();
  });

  it('says check-in is closed and turns the buttons off', async () => {
    renderSheet({ checkInOpen: false, kiosk: true });
    expect(await screen.findByText('Check-in is closed for this event.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Check in Bob Stone' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toBeDisabled();
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
