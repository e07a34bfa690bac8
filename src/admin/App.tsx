import { use, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { API_URL } from './common/api';
import { lazyScreen } from './common/lazyScreen';
import { catalogues } from './messages';
import { createAuthProvider, LOGIN_PATH } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/httpClient';
import { createI18nProvider } from './providers/i18nProvider';
import { createPreferencesStore } from './providers/preferencesStore';
import { createRouterProvider } from './providers/routerProvider';
import { isPublicPath, readSession } from './providers/session';
import { API_TABLE, ENTRY_ROUTES, preloadScreenAt, REGISTRY, RESOURCE_DEFINITIONS, RESOURCE_MODULES, RESOURCES } from './registry';
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
  getUserId: () => {
    const { me, token } = readSession();
    return token && me ? me._id : null;
  },
});
// Nothing waits for anything else before the first screen: the session's current roles (which
// the permission checks wait for), the preferences, and the screen's code (the shell and the page
// at this path, or the sign-in page where every path leads signed out) are all asked for at once.
if (readSession().token) {
  void authProvider.refreshSession().then((outcome) => {
    if (outcome === 'signedOut' && !isPublicPath(window.location.pathname)) window.location.assign(LOGIN_PATH);
  });
  void store.load();
  Layout.preload();
  preloadScreenAt(window.location.pathname);
} else if (!isPublicPath(window.location.pathname)) AuthRoutes.preload();

const AdminApp = () => (
  <AdminShell
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    routerProvider={routerProvider}
    resourceDefinitions={RESOURCE_DEFINITIONS}
    layout={Layout}
    theme={lightTheme}
    darkTheme={darkTheme}
    loginPage={false}
    dashboard={RootRedirect}
    catchAll={NotFoundPage}
    requireAuth
    disableTelemetry
  >
    {RESOURCES.map((props) => (
      <Resource key={props.name} {...props} />
    ))}
    <CustomRoutes noLayout>
      <Route path="/auth/*" element={<AuthRoutes />} />
      <Route path="/error/*" element={<ErrorRoutes />} />
      <Route path="/logout" element={<LogoutPage />} />
      {REGISTRY.flatMap(({ publicRoutes = [] }) => publicRoutes)}
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/my-access" element={<MyAccessPage />} />
      {ENTRY_ROUTES}
    </CustomRoutes>
  </AdminShell>
);

export const App = () => {
  // The first screen shows in the stored language (main.tsx keeps the splash meanwhile).
  use(i18nProvider.ready);
  // Path URLs (/auth/login, /companies ...) rather than react-admin's default hash URLs; a data
  // router, because warnWhenUnsavedChanges needs react-router's blocker.
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};
