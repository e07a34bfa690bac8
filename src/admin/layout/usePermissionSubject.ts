import { usePermissions } from 'react-admin';
import type { PermissionSubject } from '../../shared/permissions';

const NOBODY: PermissionSubject = { role: '', roles: [] };

/** The signed-in user's type and roles (the authProvider's getPermissions), for `can()`. */
export function usePermissionSubject(): { subject: PermissionSubject; isPending: boolean } {
  const { permissions, isPending } = usePermissions<PermissionSubject>();
  return { subject: permissions ?? NOBODY, isPending };
}
