import { useState, type ComponentType, type ErrorInfo, type ReactElement, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Routes } from 'react-router-dom';
import {
  DefaultTitleContextProvider,
  HasDashboardContextProvider,
  LogoutOnMount,
  useAuthState,
  useScrollToTop,
  WithPermissions,
  type CoreAdminUIProps,
  type LayoutComponent,
} from 'react-admin';

export type AdminRoutesProps = {
  layout: LayoutComponent;
  dashboard: ComponentType;
  catchAll: ComponentType;
  loading: ComponentType;
  error: NonNullable<CoreAdminUIProps['error']>;
  accessDenied: ComponentType;
  authenticationError: ComponentType;
  title: string;
  /** `<Resource>` elements, each under `/<name>/*` inside the layout. */
  resources: ReactElement<{ name: string }>[];
  /** `<Route>` elements inside the layout. */
  routes: ReactNode;
  /** `<Route>` elements outside it, shown signed out too. */
  routesWithoutLayout: ReactNode;
};

const dashboardAuthParams = { params: { route: 'dashboard' } };

/**
 * react-admin's CoreAdminUI and CoreAdminRoutes for routes known when the app's module loads, as
 * here. react-admin reads its routes from its children in an effect after the first render, and
 * the new routes it sets make every link on the page render again (about 1,100 components on a
 * list); these routes are the same elements from the start. Signed-out visitors of a page inside
 * the layout are logged out (to the sign-in page), as with react-admin's `requireAuth`.
 */
export const AdminRoutes = ({
  layout: Layout,
  dashboard,
  catchAll: CatchAll,
  loading: Loading,
  error: ErrorComponent,
  accessDenied: AccessDenied,
  authenticationError: AuthenticationError,
  title,
  resources,
  routes,
  routesWithoutLayout,
}: AdminRoutesProps) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo>({});
  return (
    <DefaultTitleContextProvider value={title}>
      <ErrorBoundary
        onError={(_error, info) => setErrorInfo(info)}
        fallbackRender={({ error, resetErrorBoundary }) => (
          <div style={{ minHeight: '100vh' }}>
            <ErrorComponent error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
          </div>
        )}
      >
        <Routes>
          {routesWithoutLayout}
          <Route
            path="/*"
            element={
              <SignedIn loading={Loading}>
                <HasDashboardContextProvider value>
                  <Layout>
                    <Routes>
                      {routes}
                      {resources.map((resource) => (
                        <Route key={resource.props.name} path={`${resource.props.name}/*`} element={resource} />
                      ))}
                      <Route path="/" element={<WithPermissions authParams={dashboardAuthParams} component={dashboard} loading={Loading} />} />
                      <Route path="/authentication-error" element={<AuthenticationError />} />
                      <Route path="/access-denied" element={<AccessDenied />} />
                      <Route path="*" element={<CatchAll />} />
                    </Routes>
                  </Layout>
                </HasDashboardContextProvider>
              </SignedIn>
            }
          />
        </Routes>
      </ErrorBoundary>
    </DefaultTitleContextProvider>
  );
};

/** The layout's pages for a signed-in session; a wait while the check runs, the logout without one. */
const SignedIn = ({ loading: Loading, children }: { loading: ComponentType; children: ReactNode }) => {
  useScrollToTop();
  // Not logged out by the hook itself on failure: the routes outside the layout stay open.
  const { authenticated, isPending } = useAuthState(undefined, false);
  if (isPending) {
    return (
      <div style={{ height: '100vh' }}>
        <Loading />
      </div>
    );
  }
  return authenticated ? children : <LogoutOnMount />;
};
