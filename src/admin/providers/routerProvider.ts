import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { reactRouterProvider, type RouterNavigateFunction, type RouterProvider } from 'react-admin';

/**
 * react-admin's navigate, except that a navigation to the sign-in page commits at once
 * (react-router's `flushSync`) instead of in a transition. react-admin's logout navigates there and
 * right after clears the Store and react-query's cache; in a transition the navigation had not
 * committed when that clearing re-rendered the routes, which for a signed-out visitor mounted
 * react-admin's catch-all again, which logged out and navigated again: about a thousand times, for
 * 10 to 15 seconds, before the sign-in form showed (docs/PERFORMANCE.md, 'Front end (goal 8)').
 * Every other navigation keeps its transition: without them, the company edit screen's redirect to
 * the list after a delete did not happen (test/e2e/companies.test.ts).
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
