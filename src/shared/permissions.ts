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

/** The one permission check: the server's guard and the screens both call it, so they never disagree. */
export function can(subject: PermissionSubject, module: ModuleName, action: Action): boolean {
  if (subject.role === 'superAdmin') return true;
  const flag: AccessFlag = ACTIONS[action];
  return subject.roles.some(
    (role) =>
      role.isActive !== false &&
      role.access.some((entry) => entry.moduleId.name === module && entry[flag] === true),
  );
}

export function canView(subject: PermissionSubject, module: ModuleName): boolean {
  return can(subject, module, 'view');
}

/** Without a role there is nothing to see, so the user may not sign in; superAdmin needs none. */
export function hasAnyRole(subject: PermissionSubject): boolean {
  return subject.role === 'superAdmin' || subject.roles.length > 0;
}
