import { useQueries } from '@tanstack/react-query';
import { useAuthProvider, useCanAccess, useResourceContext, type RaRecord } from 'react-admin';

/**
 * Stands for "any record" in the permission check: the app's permissions are per module and
 * action, never per record (providers/authProvider.ts `canAccess`).
 */
export const ANY_RECORD: RaRecord = { id: '*' };

/**
 * react-admin's useCanAccess for a module and action, for the buttons of a list's rows: inside a
 * row, useCanAccess keys its query by the row's record, which asks the authProvider once per row and
 * re-renders the list at each answer. Here every row shares one query. The surrounding resource by default.
 */
export function useModuleAccess(action: string, resourceProp?: string): { canAccess: boolean | undefined; isPending: boolean } {
  const resource = useResourceContext({ resource: resourceProp });
  const { canAccess, isPending } = useCanAccess({ resource, action, record: ANY_RECORD });
  return { canAccess, isPending };
}

/**
 * useModuleAccess for several modules at once (the tabs other resources add to a record's screen),
 * by resource. react-admin's useCanAccessResources keys its query by the record on screen, which no
 * answer asked for at boot can match: its tabs came a render late and moved the form down.
 */
export function useModulesAccess(action: string, resources: readonly string[]): { canAccess: Record<string, boolean | undefined>; isPending: boolean } {
  const authProvider = useAuthProvider();
  return useQueries({
    queries: resources.map((resource) => ({
      // useCanAccess's key for ANY_RECORD: one cache entry with useModuleAccess.
      queryKey: ['auth', 'canAccess', { action, recordId: ANY_RECORD.id, resource }],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        authProvider?.canAccess ? authProvider.canAccess({ resource, action, record: ANY_RECORD, signal: authProvider.supportAbortSignal ? signal : undefined }) : true,
    })),
    combine: (results) => ({
      canAccess: Object.fromEntries(resources.map((resource, index) => [resource, results[index].data])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
