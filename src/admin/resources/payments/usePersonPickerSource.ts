import { useCanAccess } from 'react-admin';

/**
 * Where the payment screens' person picker reads from: the whole user list (former members may
 * have paid too) for staff who may view users, else the picker call `/users/list/members` (active
 * users), which Payment staff may use without User Management access.
 */
export function usePersonPickerSource(): { resource: 'users' | 'members'; filter: Record<string, unknown> | undefined } {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'list' });
  return canAccess ? { resource: 'users', filter: {} } : { resource: 'members', filter: undefined };
}
