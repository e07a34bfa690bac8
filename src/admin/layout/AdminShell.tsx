import { lazy, Suspense } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, ResourceDefinitionContextProvider, type AdminContextProps, type ResourceDefinitions } from 'react-admin';
import { lazyScreen } from '../common/lazyScreen';
import { PleaseWait } from '../common/PleaseWait';
import { AdminRoutes, type AdminRoutesProps } from './AdminRoutes';
import { NoticeAfterLoad } from './NoticeAfterLoad';

// react-admin's own pages, downloaded the first time one is shown; the notification at once, but
// after the first screen (notifications wait in react-admin's context until it shows them).
const Notification = lazy(() => import('./reactAdminNotification').then((m) => ({ default: m.Notification })));
const ErrorPage = lazyScreen(() => import('./reactAdminPages').then((m) => m.Error));
const AccessDenied = lazyScreen(() => import('./reactAdminPages').then((m) => m.AccessDenied));
const AuthenticationError = lazyScreen(() => import('./reactAdminPages').then((m) => m.AuthenticationError));

export type AdminShellProps = AdminContextProps &
  Omit<AdminRoutesProps, 'accessDenied' | 'authenticationError' | 'error' | 'loading'> & { resourceDefinitions: ResourceDefinitions };

/**
 * react-admin's `<Admin>`, which is `<AdminContext>` around `<AdminUI>`, put together here because
 * `AdminUI`'s default props import react-admin's own layout, sign-in page, notification and error
 * pages into the first download even when the app gives its own (docs/ARCHITECTURE.md, 'Other
 * pieces'). The pages the app does not replace are the same components, loaded when shown. The
 * resources' definitions are given, not registered after the first render.
 */
export const AdminShell = ({
  authProvider,
  basename,
  darkTheme,
  dataProvider,
  defaultTheme,
  i18nProvider,
  lightTheme,
  queryClient,
  resourceDefinitions,
  routerProvider,
  store,
  theme,
  ...ui
}: AdminShellProps) => (
  <AdminContext
    authProvider={authProvider}
    basename={basename}
    darkTheme={darkTheme}
    dataProvider={dataProvider}
    defaultTheme={defaultTheme}
    i18nProvider={i18nProvider}
    lightTheme={lightTheme}
    queryClient={queryClient}
    routerProvider={routerProvider}
    store={store}
    theme={theme}
  >
    <CssBaseline enableColorScheme>
      <ResourceDefinitionContextProvider definitions={resourceDefinitions}>
        <AdminRoutes accessDenied={AccessDenied} authenticationError={AuthenticationError} error={ErrorPage} loading={PleaseWait} {...ui} />
      </ResourceDefinitionContextProvider>
      <Suspense fallback={null}>
        <Notification />
      </Suspense>
      <NoticeAfterLoad />
    </CssBaseline>
  </AdminContext>
);
