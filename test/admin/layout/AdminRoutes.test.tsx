import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { Route, useHref } from 'react-router-dom';
import { Resource } from 'react-admin';
import { AdminRoutes } from '../../../src/admin/layout/AdminRoutes';
import { authQueryKeys, keepAuthAnswers } from '../../../src/admin/providers/authQueries';
import { fakeAuthProvider, renderWithAdmin, SUPER_ADMIN } from '../../helpers/renderWithAdmin';

/** The session's answers in the cache before the first render, as App.tsx puts them. */
const signedInCache = () => {
  const queryClient = new QueryClient();
  keepAuthAnswers(queryClient);
  queryClient.setQueryData(authQueryKeys.checkAuth, true);
  queryClient.setQueryData(authQueryKeys.permissions, SUPER_ADMIN);
  return queryClient;
};

let linkRenders = 0;
/** A link, as the rows' links are: it reads the route it is in. */
const CountedLink = () => {
  linkRenders += 1;
  return <a href={useHref('1')}>First thing</a>;
};
const ThingList = () => (
  <main>
    <h1>Things</h1>
    <CountedLink />
  </main>
);
const Shell = ({ children }: { children: ReactNode }) => <div data-testid="layout">{children}</div>;
const Text = (text: string) => () => <p>{text}</p>;

const routes = (
  <AdminRoutes
    layout={Shell}
    dashboard={Text('Dashboard')}
    catchAll={Text('Nothing here')}
    loading={Text('Please wait')}
    error={({ error }) => <p>{error.message}</p>}
    accessDenied={Text('Denied')}
    authenticationError={Text('Authentication error')}
    title="app.product.name"
    resources={[<Resource key="things" name="things" list={ThingList} />]}
    routes={[<Route key="mine" path="/mine" element={<p>My page</p>} />]}
    routesWithoutLayout={[<Route key="auth" path="/auth/*" element={<p>Sign-in page</p>} />]}
  />
);

describe('AdminRoutes', () => {
  it('draws a screen and its links once: the routes are the same elements from the first render', async () => {
    linkRenders = 0;
    renderWithAdmin(routes, { path: '/things', queryClient: signedInCache() });
    expect(screen.getByRole('link', { name: 'First thing' })).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toContainElement(screen.getByRole('heading', { name: 'Things' }));
    // Effects have run and settled: react-admin's own routes render every link again here.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(linkRenders).toBe(1);
  });

  it('puts custom routes inside the layout, the dashboard at the root and the catch-all elsewhere', async () => {
    const { unmount } = renderWithAdmin(routes, { path: '/mine' });
    expect(await screen.findByText('My page')).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toContainElement(screen.getByText('My page'));
    unmount();
    renderWithAdmin(routes, { path: '/' });
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('shows the catch-all inside the layout for an unknown path', async () => {
    renderWithAdmin(routes, { path: '/no-such-page' });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
    expect(screen.getByTestId('layout')).toContainElement(screen.getByText('Nothing here'));
  });

  it('logs a signed-out visitor out of the layout', async () => {
    const authProvider = fakeAuthProvider();
    authProvider.checkAuth.mockRejectedValue(new Error('signed out'));
    renderWithAdmin(routes, { path: '/things', authProvider });
    await waitFor(() => expect(authProvider.logout).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
  });

  it('opens the routes outside the layout to a signed-out visitor', async () => {
    const outside = fakeAuthProvider();
    outside.checkAuth.mockRejectedValue(new Error('signed out'));
    renderWithAdmin(routes, { path: '/auth/login', authProvider: outside });
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(outside.logout).not.toHaveBeenCalled();
  });
});
