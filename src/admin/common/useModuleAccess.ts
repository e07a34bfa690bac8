import { useCanAccess, useResourceContext, type RaRecord } from 'react-admin';

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
