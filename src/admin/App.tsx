import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { Resource } from 'react-admin';
import { API_URL } from './common/api';
import { lazyScreen } from './common/lazyScreen';
import { catalogues } from './messages';
import { createAuthProvider, LOGIN_PATH } from './providers/authProvider';
import { keepAuthAnswers, primeAuthQueries } from './providers/authQueries';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/httpClient';
import { createI18nProvider } from './providers/i18nProvider';
import { FIRST_SCREEN_WAIT_MS, firstPageParams, prefetchFirstPage, prefetchRecord, waitAtMost } from './providers/firstScreenData';
import { createPreferencesStore } from './providers/preferencesStore';
import { createRouterProvider } from './providers/routerProvider';
import { isPublicPath, readPreview, readSession } from './providers/session';
import { API_TABLE, ENTRY_ROUTES, listAtPath, preloadScreenAt, recordAtPath, REGISTRY, RESOURCE_DEFINITIONS, RESOURCE_MODULES, RESOURCES } from './registry';
import { AdminShell } from './layout/AdminShell';
import { darkTheme, lightTheme } from './theme';

// Every screen is its own chunk: the sign-in page downloads neither the shell nor the other screens.
const AuthRoutes = lazyScreen(() => import('./layout/auth/AuthRoutes').then((m) => m.AuthRoutes));
const ErrorRoutes = lazyScreen(() => import('./layout/errors/ErrorRoutes').then((m) => m.ErrorRoutes));
const NotFoundPage = lazyScreen(() => import('./layout/errors/NotFoundPage').then((m) => m.NotFoundPage));
const Layout = lazyScreen(() => import('./layout/Layout').then((m) => m.Layout));
const LogoutPage = lazyScreen(() => import('./layout/LogoutPage').then((m) => m.LogoutPage));
const MyAccessPage = lazyScreen(() => import('./layout/MyAccessPage').then((m) => m.MyAccessPage));
const RootRedirect = lazyScreen(() => import('./layout/RootRedirect').then((m) => m.RootRedirect));

const httpClient = createHttpClient({ getToken: () => readSession().token });
const authProvider = createAuthProvider({ apiUrl: API_URL, httpClient, resourceModules: RESOURCE_MODULES });
const dataProvider = createDataProvider(API_URL, httpClient, API_TABLE);
const i18nProvider = createI18nProvider({ catalogues });
const routerProvider = createRouterProvider({ loginPath: LOGIN_PATH });
// react-admin's Store, whose column choices and saved queries follow the staff user to other browsers.
const store = createPreferencesStore({
  apiUrl: API_URL,
  httpClient,
  // A preview keeps the person's choices as they are: nothing it does is saved.
  getUserId: () => {
    const { me, token } = readSession();
    return token && me && !readPreview() ? me._id : null;
  },
});
// Nothing waits for anything else before the first screen: the session's current roles, the
// preferences, the stored language's words, the screen's code (the shell and the page at this
// path, or the sign-in page where every path leads signed out), and a list's first rows or an edit
// screen's record, are all asked for at once; main.tsx renders when they are in.
// The first render then has what it shows: a screen that suspends shows its fallback, after which
// React holds the content back by up to 300 ms, and each permission answered after the first
// render is one more render of what depends on it.
const queryClient = new QueryClient();
keepAuthAnswers(queryClient);
const firstScreen: Promise<unknown>[] = [i18nProvider.ready];
if (readSession().token) {
  firstScreen.push(
    authProvider.refreshSession().then((outcome) => {
      if (outcome !== 'signedOut') return primeAuthQueries(queryClient, authProvider, Object.keys(RESOURCE_MODULES));
      if (!isPublicPath(window.location.pathname)) window.location.assign(LOGIN_PATH);
    }),
    store.load(),
    Layout.preload(),
    preloadScreenAt(window.location.pathname) ?? Promise.resolve(),
  );
  // Waited for, up to a limit: the screen then draws once with its rows or its form, where a
  // 'Please wait' first would move the page, and rows arriving during a sliced first render would
  // make React draw it all again in one block.
  const list = listAtPath(window.location.pathname);
  if (list) firstScreen.push(waitAtMost(prefetchFirstPage(queryClient, dataProvider, list.resource, firstPageParams(list.resource, list.sort, store, window.location)), FIRST_SCREEN_WAIT_MS));
  const record = recordAtPath(window.location.pathname);
  if (record) firstScreen.push(waitAtMost(prefetchRecord(queryClient, dataProvider, record.resource, record.id), FIRST_SCREEN_WAIT_MS));
} else if (!isPublicPath(window.location.pathname)) firstScreen.push(AuthRoutes.preload());
/** Settles when the first screen has its code, words, preferences, permission answers and rows or record. */
export const appReady: Promise<void> = Promise.allSettled(firstScreen).then(() => {
  // react-admin's i18n context renders nothing, then everything, until the Store's locale is the
  // i18nProvider's: the Store has none before the first change of language.
  const locale = i18nProvider.getLocale();
  if (store.getItem('locale') !== locale) store.setItem('locale', locale);
});

// Made once: react-admin's routes are the same elements from the first render on (AdminRoutes).
const resources = RESOURCES.map((props) => <Resource key={props.name} {...props} />);
const routesWithoutLayout = [
  <Route key="auth" path="/auth/*" element={<AuthRoutes />} />,
  <Route key="error" path="/error/*" element={<ErrorRoutes />} />,
  <Route key="logout" path="/logout" element={<LogoutPage />} />,
  ...REGISTRY.flatMap(({ publicRoutes = [] }) => publicRoutes),
];
const routes = [<Route key="my-access" path="/my-access" element={<MyAccessPage />} />, ...ENTRY_ROUTES];

const AdminApp = () => (
  <AdminShell
    authProvider={authProvider}
    dataProvider={dataProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    store={store}
    routerProvider={routerProvider}
    resourceDefinitions={RESOURCE_DEFINITIONS}
    layout={Layout}
    theme={lightTheme}
    darkTheme={darkTheme}
    title="app.product.name"
    dashboard={RootRedirect}
    catchAll={NotFoundPage}
    resources={resources}
    routes={routes}
    routesWithoutLayout={routesWithoutLayout}
  />
);

export const App = () => {
  // Path URLs (/auth/login, /companies ...) rather than react-admin's default hash URLs; a data
  // router, because warnWhenUnsavedChanges needs react-router's blocker.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};
