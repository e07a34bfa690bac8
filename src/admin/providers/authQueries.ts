import type { QueryClient } from '@tanstack/react-query';
import type { UserIdentity } from 'react-admin';
import { ANY_RECORD } from '../common/useModuleAccess';
import { RA_ACTIONS } from './authProvider';

/**
 * The keys under which react-admin's hooks cache the authProvider's answers: useAuthState
 * (the shell's session check), useGetIdentity, usePermissions and useCanAccess (without a record,
 * and with the "any record" of the rows' buttons).
 */
export const authQueryKeys = {
  checkAuth: ['auth', 'checkAuth', {}],
  identity: ['auth', 'getIdentity'],
  permissions: ['auth', 'getPermissions', {}],
  canAccess: (resource: string, action: string, recordId?: string | number) => ['auth', 'canAccess', { action, recordId, resource }],
} as const;

/**
 * The answers change only with the session's roles, and a change of roles reloads the page
 * (authProvider's `onRolesChanged`); a sign-out clears the cache. Kept, they are not asked again
 * by every screen and row that mounts, each answer re-rendering it.
 */
export function keepAuthAnswers(queryClient: QueryClient): void {
  queryClient.setQueryDefaults(['auth'], { staleTime: Infinity });
}

/**
 * Puts the authProvider's answers for the current session in the cache before the first render,
 * so the shell and the first screen render at once with the menu, the buttons and the rows'
 * actions they will keep, instead of one render for each answer. Call it after the session is
 * refreshed: the answers are then the server's current roles.
 */
export interface AuthAnswers {
  getIdentity: () => Promise<UserIdentity>;
  getPermissions: (params: object) => Promise<unknown>;
  canAccess: (params: { resource: string; action: string }) => Promise<boolean>;
}

export async function primeAuthQueries(queryClient: QueryClient, authProvider: AuthAnswers, resources: readonly string[]): Promise<void> {
  queryClient.setQueryData(authQueryKeys.checkAuth, true);
  queryClient.setQueryData(authQueryKeys.identity, await authProvider.getIdentity());
  queryClient.setQueryData(authQueryKeys.permissions, await authProvider.getPermissions({}));
  const checks = resources.flatMap((resource) => Object.keys(RA_ACTIONS).map((action) => ({ resource, action })));
  await Promise.all(
    checks.map(async ({ resource, action }) => {
      const allowed = await authProvider.canAccess({ resource, action });
      queryClient.setQueryData(authQueryKeys.canAccess(resource, action), allowed);
      queryClient.setQueryData(authQueryKeys.canAccess(resource, action, ANY_RECORD.id), allowed);
    }),
  );
}
