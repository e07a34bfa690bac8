import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventPublicLinks } from '../../../../src/admin/resources/events/EventPublicLinks';
import { kioskStorageKey } from '../../../../src/admin/resources/events/publicApi';
import { EVENT_MESSAGES } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, realDataProvider } from '../courses/api';
import { EVENT, EVENT_ID } from './fixtures';

const server = setupMswServer();

const ROSTER_KEY = 'r1-abcdefghijklmnopqrstuvwx';
const SHEET_KEY = 's1-abcdefghijklmnopqrstuvwx';
const NEW_SHEET_KEY = 's2-zyxwvutsrqponmlkjihgfedc';

function renderLinks(keys: { rosterKey: string | null; sheetKey: string | null }, readOnly = false) {
  return renderWithAdmin(<EventPublicLinks event={{ id: EVENT_ID, ...keys, hasKioskToken: false, status: 'published' }} readOnly={readOnly} />, {
    dataProvider: realDataProvider(),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('EventPublicLinks', () => {
  it('creates each page its own link and shows it with Copy and Open', async () => {
    const user = userEvent.setup();
    const created = answer(server, 'post', '/events/:id/public-link', { event: { ...EVENT, rosterKey: ROSTER_KEY, sheetKey: null } }, { message: EVENT_MESSAGES.publicLinkCreated });
    renderLinks({ rosterKey: null, sheetKey: null });
    expect(screen.getByText('No Roster link yet.')).toBeInTheDocument();
    expect(screen.getByText('No Sign-in sheet link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Roster link' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const url = new URL(created[0].url);
    expect(url.pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/public-link`);
    expect(url.searchParams.get('page')).toBe('roster');
    expect(await screen.findByText(EVENT_MESSAGES.publicLinkCreated)).toBeInTheDocument();

    const origin = window.location.origin;
    expect(screen.getByRole('textbox', { name: 'Roster' })).toHaveValue(`${origin}/events/roster/${ROSTER_KEY}`);
    expect(screen.queryByRole('textbox', { name: 'Sign-in sheet' })).not.toBeInTheDocument();
    const open = screen.getByRole('link', { name: /^Open Roster/ });
    expect(open).toHaveAttribute('href', `${origin}/events/roster/${ROSTER_KEY}`);
    expect(open).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Copy the Roster link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${origin}/events/roster/${ROSTER_KEY}`);
  });

  it("warns that the page's old link stops working before making a new one, and leaves the other page's", async () => {
    const user = userEvent.setup();
    const created = answer(server, 'post', '/events/:id/public-link', { event: { ...EVENT, rosterKey: ROSTER_KEY, sheetKey: NEW_SHEET_KEY } });
    renderLinks({ rosterKey: ROSTER_KEY, sheetKey: SHEET_KEY });
    await user.click(screen.getByRole('button', { name: 'New Sign-in sheet link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Public Link' });
    expect(dialog).toHaveTextContent('Make a new Sign-in sheet link? The one given out before will no longer work.');
    await user.click(within(dialog).getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Sign-in sheet' })).toHaveValue(`${window.location.origin}/events/signinsheet/${NEW_SHEET_KEY}`));
    expect(new URL(created[0].url).searchParams.get('page')).toBe('sheet');
    expect(screen.getByRole('textbox', { name: 'Roster' })).toHaveValue(`${window.location.origin}/events/roster/${ROSTER_KEY}`);
  });

  it('revokes a link after the confirmation', async () => {
    const user = userEvent.setup();
    const revoked = answer(server, 'delete', '/events/:id/public-link', { event: { ...EVENT, rosterKey: null, sheetKey: SHEET_KEY } }, { message: EVENT_MESSAGES.publicLinkRevoked });
    renderLinks({ rosterKey: ROSTER_KEY, sheetKey: SHEET_KEY });
    await user.click(screen.getByRole('button', { name: 'Revoke Roster link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Public Link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(new URL(revoked[0].url).searchParams.get('page')).toBe('roster');
    expect(await screen.findByText('No Roster link yet.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Sign-in sheet' })).toBeInTheDocument();
  });

  it('makes this browser the check-in kiosk: keeps the token and opens the sheet', async () => {
    const user = userEvent.setup();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const made = answer(server, 'post', '/events/:id/kiosk-token', { kioskToken: 'kiosk-token-0123456789' }, { message: EVENT_MESSAGES.kioskTokenMade });
    renderLinks({ rosterKey: null, sheetKey: SHEET_KEY });
    await user.click(screen.getByRole('button', { name: 'Use this device as the check-in kiosk' }));
    await waitFor(() => expect(made).toHaveLength(1));
    expect(localStorage.getItem(kioskStorageKey(SHEET_KEY))).toBe('kiosk-token-0123456789');
    expect(opened).toHaveBeenCalledWith(`${window.location.origin}/events/signinsheet/${SHEET_KEY}`, '_blank', 'noopener');
    expect(screen.getByRole('button', { name: 'Switch the kiosk off' })).toBeInTheDocument();
  });

  it('offers no kiosk without a sign-in sheet link, and no changes when read-only', () => {
    const { unmount } = renderLinks({ rosterKey: ROSTER_KEY, sheetKey: null });
    expect(screen.getByRole('button', { name: 'Use this device as the check-in kiosk' })).toBeDisabled();
    expect(screen.getByText('To set up a check-in kiosk, create the sign-in sheet link first.')).toBeInTheDocument();
    unmount();
    renderLinks({ rosterKey: ROSTER_KEY, sheetKey: SHEET_KEY }, true);
    expect(screen.getByRole('textbox', { name: 'Roster' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /kiosk/ })).not.toBeInTheDocument();
  });
});
