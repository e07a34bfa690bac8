// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EventPublicLinks } from '../../../../src/admin/resources/events/EventPublicLinks';
import { EVENT_MESSAGES } from '../../../../src/shared/events';
import { setupMswServer } from '../../../helpers/msw';
import { renderWithAdmin } from '../../../helpers/renderWithAdmin';
import { answer, realDataProvider } from '../courses/api';
import { EVENT, EVENT_ID } from './fixtures';

const server = setupMswServer();

const FIRST_KEY = 'k1-abcdefghijklmnopqrstuvwx';
const SECOND_KEY = 'k2-zyxwvutsrqponmlkjihgfedc';

function renderLinks(publicKey: string | null, readOnly = false) {
  return renderWithAdmin(<EventPublicLinks event={{ id: EVENT_ID, publicKey, status: 'published' }} readOnly={readOnly} />, {
    dataProvider: realDataProvider(),
  });
}

describe('EventPublicLinks', () => {
  it('creates the public link and shows both pages with Copy and Open', async () => {
    const user = userEvent.setup();
    const created = answer(server, 'post', '/events/:id/public-link', { event: { ...EVENT, publicKey: FIRST_KEY } }, { message: EVENT_MESSAGES.publicLinkCreated });
    renderLinks(null);
    expect(screen.getByText('No public link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create public link' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(new URL(created[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/public-link`);
    expect(await screen.findByText(EVENT_MESSAGES.publicLinkCreated)).toBeInTheDocument();

    const origin = window.location.origin;
    expect(screen.getByRole('textbox', { name: 'Roster' })).toHaveValue(`${origin}/events/roster/${FIRST_KEY}`);
    expect(screen.getByRole('textbox', { name: 'Sign-in sheet' })).toHaveValue(`${origin}/events/signinsheet/${FIRST_KEY}`);
    const open = screen.getByRole('link', { name: /^Open Sign-in sheet/ });
    expect(open).toHaveAttribute('href', `${origin}/events/signinsheet/${FIRST_KEY}`);
    expect(open).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Copy the Sign-in sheet link' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${origin}/events/signinsheet/${FIRST_KEY}`);
    expect(await screen.findByText('The Sign-in sheet link is copied.')).toBeInTheDocument();
  });

  it('warns that the old links stop working before making a new one', async () => {
    const user = userEvent.setup();
    const created = answer(server, 'post', '/events/:id/public-link', { event: { ...EVENT, publicKey: SECOND_KEY } });
    renderLinks(FIRST_KEY);
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Public Link' });
    expect(dialog).toHaveTextContent('links given out before will no longer work');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(created).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'New link' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'New Public Link' })).getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Roster' })).toHaveValue(`${window.location.origin}/events/roster/${SECOND_KEY}`));
    expect(created).toHaveLength(1);
  });

  it('revokes the link after the confirmation', async () => {
    const user = userEvent.setup();
    const revoked = answer(server, 'delete', '/events/:id/public-link', { event: { ...EVENT, publicKey: null } }, { message: EVENT_MESSAGES.publicLinkRevoked });
    renderLinks(FIRST_KEY);
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Public Link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
    expect(new URL(revoked[0].url).pathname).toBe(`/api/v1/admin/events/${EVENT_ID}/public-link`);
    expect(await screen.findByText('No public link yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Roster' })).not.toBeInTheDocument();
    expect(await screen.findByText(EVENT_MESSAGES.publicLinkRevoked)).toBeInTheDocument();
  });

  it('shows the links without the buttons that change them when read-only', () => {
    renderLinks(FIRST_KEY, true);
    expect(screen.getByRole('textbox', { name: 'Roster' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New link' })).not.toBeInTheDocument();
  });
});
