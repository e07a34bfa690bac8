import { render, screen } from '@testing-library/react';
import { Admin, CustomRoutes, Resource, testDataProvider, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { events } from '../../../../src/admin/resources/events/entry';
import { setupMswServer } from '../../../helpers/msw';
import { englishI18nProvider } from '../../../helpers/renderWithAdmin';
import { answerPublic, PUBLIC_EVENT, PUBLIC_KEY } from './publicApi';

const server = setupMswServer();

/** Signed out: every check of the session fails, as with no stored token. */
const signedOut = () => ({
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => '/auth/login'),
  checkAuth: vi.fn(async () => Promise.reject(new Error('signed out'))),
  checkError: vi.fn(async () => undefined),
  getIdentity: vi.fn(async () => Promise.reject(new Error('signed out'))),
  getPermissions: vi.fn(async () => Promise.reject(new Error('signed out'))),
});

function renderApp(path: string) {
  let pathname = '';
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(location) => (pathname = location.pathname)}>
      <Admin authProvider={signedOut()} dataProvider={testDataProvider()} i18nProvider={englishI18nProvider()} requireAuth loginPage={false}>
        <Resource name={events.name} {...events.resource} />
        <CustomRoutes noLayout>
          <Route path="/auth/login" element={<p>the sign-in page</p>} />
          {events.publicRoutes}
        </CustomRoutes>
      </Admin>
    </TestMemoryRouter>,
  );
  return { pathname: () => pathname };
}

describe('publicEventRoutes', () => {
  it('opens the roster signed out, outside the admin layout', async () => {
    answerPublic(server, 'get', '/events/roster/:key', { event: PUBLIC_EVENT, attendees: [{ name: 'Ann Lee', companyName: null }] });
    const { pathname } = renderApp(`/events/roster/${PUBLIC_KEY}`);
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(pathname()).toBe(`/events/roster/${PUBLIC_KEY}`);
    expect(screen.queryByText('the sign-in page')).not.toBeInTheDocument();
  });

  it('opens the sign-in sheet signed out', async () => {
    answerPublic(server, 'get', '/events/signinsheet/:key', { event: PUBLIC_EVENT, attendees: [], checkInOpen: true, kiosk: false });
    const { pathname } = renderApp(`/events/signinsheet/${PUBLIC_KEY}`);
    expect(await screen.findByRole('textbox', { name: 'Check-in code' })).toBeInTheDocument();
    expect(pathname()).toBe(`/events/signinsheet/${PUBLIC_KEY}`);
  });
});
