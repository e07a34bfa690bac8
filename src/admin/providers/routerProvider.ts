import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';

/**
 * react-admin's navigate, except that a navigation to the sign-in page commits at once
 * (react-router's `flushSync`). react-admin's logout navigates there and then clears the Store and
 * react-query's cache; in a transition, that clearing re-renders the routes before the navigation
 * commits, and react-admin's catch-all logs the signed-out visitor out and navigates again, in a loop.
 * Every other navigation keeps its transition: the company edit screen's redirect to the list after
 * a delete needs it.
 */
export function createRouterProvider({ loginPath }: { loginPath: string }): RouterProvider {
  const useNavigate = (): RouterNavigateFunction => {
    const navigate = reactRouterProvider.useNavigate();
    // The data router itself: react-admin's screens are descendant <Routes>, whose navigate does
    // not pass `flushSync` on.
    const router = useContext(UNSAFE_DataRouterContext)?.router;
    return useCallback<RouterNavigateFunction>(
      (to, options) => {
        if (typeof to === 'number') return navigate(to);
        const pathname = typeof to === 'string' ? to.split(/[?#]/)[0] : to.pathname;
        if (router && pathname === loginPath) {
          void router.navigate(to, { ...options, flushSync: true });
          return;
        }
        navigate(to, options);
      },
      [navigate, router],
    );
  };
  return { ...reactRouterProvider, useNavigate };
}
