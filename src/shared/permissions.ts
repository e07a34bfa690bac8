import { ACTIONS, type AccessFlag, type Action, type ModuleName, type UserType } from './modules';

export interface AccessEntry {
  moduleId: { _id?: string; name: string };
  create: boolean;
  read: boolean;
  update: boolean;
  delete: boolean;
}

export interface RoleWithAccess {
  _id?: string;
  name?: string;
  isActive?: boolean;
  access: AccessEntry[];
}

export interface PermissionSubject {
  role: UserType | string;
  roles: RoleWithAccess[];
}

/**
 * The one permission check of the product. The server's guard and the authProvider's canAccess
 * both call it. A superAdmin may do everything; otherwise any active role whose access entry for
 * the module has the action's flag grants it.
 */
export function can(subject: PermissionSubject, module: ModuleName, action: Action): boolean {
  if (subject.role === 'superAdmin') return true;
  const flag: AccessFlag = ACTIONS[action];
  return subject.roles.some(
    (role) =>
      role.isActive !== false &&
      role.access.some((entry) => entry.moduleId.name === module && entry[flag] === true),
  );
}

/** A module is visible when the user may read it (spec 000 §2: "view permission for that area"). */
export function canView(subject: PermissionSubject, module: ModuleName): boolean {
  return can(subject, module, 'view');
}

/** A user may sign in when they are superAdmin or hold at least one role (spec 000 §4). */
export function hasAnyRole(subject: PermissionSubject): boolean {
  return subject.role === 'superAdmin' || subject.roles.length > 0;
}
