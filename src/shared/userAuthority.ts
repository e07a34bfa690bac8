import { denialMessage } from './modules';
import { can, type PermissionSubject, type RoleWithAccess } from './permissions';
import { beyondMessage, cellsBeyond } from './roleCeiling';

/**
 * Module permission is not enough for these fields: with User Management edit alone, a person could
 * give themselves the Administrator role or set another's password. One table, enforced by the
 * server on every write of a user and mirrored by the screens (docs/SECURITY.md).
 */

export const POWER_FIELDS = ['role', 'roles', 'isActive', 'password', 'email'] as const;
export type PowerField = (typeof POWER_FIELDS)[number];

export const POWER_FIELD_LABELS: Record<PowerField, string> = {
  role: 'User Type',
  roles: 'Roles',
  isActive: 'Active',
  password: 'Password',
  email: 'Email',
};

export interface AuthorityActor extends PermissionSubject {
  id: string;
}

export interface AuthorityTarget {
  id: string;
  role: string;
  email: string;
  isActive: boolean;
  roleIds: string[];
}

/** Only fields that differ from the stored value, so resending a form as it was is never refused. */
export interface UserChange {
  role?: string;
  roles?: string[];
  isActive?: boolean;
  password?: boolean;
  email?: string;
}

export interface FieldRefusal {
  field: PowerField;
  message: string;
}

/** A code, so the screens can translate it. */
export const REFUSAL_REASONS = {
  ownType: "You can't change your own user type.",
  ownRoles: "You can't change your own roles.",
  superAdminOnly: 'Only a super administrator can make, change or remove a super administrator.',
  needsRoleEdit: denialMessage('Role Management', 'edit'),
  needsActiveInactive: denialMessage('User Management', 'activeInactive'),
  ownPassword: 'Change your own password from the profile panel (it asks for your current password).',
  othersPassword: "Only a super administrator can set another user's password. Use 'Send password reset link' instead.",
  staffEmail: "You don't have access to Edit Role! (a Staff user's email is the key to their account)",
  ownAccount: "You can't deactivate or delete your own account.",
  staffAccount: `Only someone who may edit roles can deactivate, reactivate or delete a Staff user. ${denialMessage('Role Management', 'edit')}`,
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASONS;

const STAFF = 'admin';
const SUPER = 'superAdmin';
const isSuper = (actor: PermissionSubject) => actor.role === SUPER;
const isStaffType = (role: string | undefined) => role === STAFF || role === SUPER;
const mayEditRoles = (actor: PermissionSubject) => can(actor, 'Role Management', 'edit');

export function accessBeyond(actor: PermissionSubject, role: RoleWithAccess): string | undefined {
  const [cell] = cellsBeyond(actor, role.access);
  return cell ? beyondMessage(cell) : undefined;
}

/** Else a desk with Active/Inactive or Delete could lock every administrator out. */
export function accountRefusal(actor: PermissionSubject, target: Pick<AuthorityTarget, 'role'>): RefusalReason | undefined {
  if (target.role === SUPER && !isSuper(actor)) return 'superAdminOnly';
  if (target.role === STAFF && !mayEditRoles(actor)) return 'staffAccount';
  return undefined;
}

type Rule = (actor: AuthorityActor, target: AuthorityTarget | null, change: UserChange) => RefusalReason | undefined;
const RULES: Record<PowerField, Rule> = {
  role: (actor, target, change) => {
    const from = target?.role ?? 'member';
    const to = change.role ?? from;
    if (target && target.id === actor.id) return 'ownType';
    if ((from === SUPER || to === SUPER) && !isSuper(actor)) return 'superAdminOnly';
    // Making someone Staff, or changing a Staff user's type, is a matter of roles.
    if ((isStaffType(from) || isStaffType(to)) && !mayEditRoles(actor)) return 'needsRoleEdit';
    return undefined;
  },
  // Nobody grants a role that gives more than they hold: checked in userChangeRefusals.
  roles: (actor, target) => (target && target.id === actor.id ? 'ownRoles' : mayEditRoles(actor) ? undefined : 'needsRoleEdit'),
  isActive: (actor, target, change) => {
    if (!can(actor, 'User Management', 'activeInactive')) return 'needsActiveInactive';
    if (!target) return undefined;
    if (target.id === actor.id && change.isActive === false) return 'ownAccount';
    return accountRefusal(actor, target);
  },
  password: (actor, target) => (target && target.id === actor.id ? 'ownPassword' : isSuper(actor) ? undefined : 'othersPassword'),
  // Whoever controls a Staff user's email can reset their password: only those who may give roles.
  email: (actor, target) =>
    !target || target.id === actor.id || !isStaffType(target.role) || mayEditRoles(actor) ? undefined : 'staffEmail',
};

export function userChangeRefusals(
  actor: AuthorityActor,
  target: AuthorityTarget | null,
  change: UserChange,
  granted: RoleWithAccess[] = [],
): FieldRefusal[] {
  const refusals: FieldRefusal[] = [];
  const refuse = (field: PowerField, message: string) => refusals.push({ field, message: `${POWER_FIELD_LABELS[field]}: ${message}` });
  for (const field of POWER_FIELDS) {
    if (change[field] === undefined) continue;
    const reason = RULES[field](actor, target, change);
    if (reason) refuse(field, REFUSAL_REASONS[reason]);
    else if (field === 'roles') {
      for (const role of granted) {
        const beyond = accessBeyond(actor, role);
        if (beyond) refuse(field, `You can't grant the role '${role.name ?? ''}': ${beyond}`);
      }
    }
  }
  return refusals;
}

export function refusalMessage(refusals: FieldRefusal[]): string {
  return refusals.map((r) => r.message).join(' ');
}

export function userChangeOf(
  body: { role?: string; roles?: string[]; isActive?: boolean; password?: string; newPassword?: string; confirmPassword?: string; email?: string },
  target: AuthorityTarget | null,
): UserChange {
  const change: UserChange = {};
  const role = target?.role ?? 'member';
  if (body.role !== undefined && body.role !== role) change.role = body.role;
  if (body.roles !== undefined) {
    const now = new Set(target?.roleIds ?? []);
    const next = new Set(body.roles);
    if (now.size !== next.size || [...next].some((id) => !now.has(id))) change.roles = body.roles;
  }
  if (body.isActive !== undefined && body.isActive !== (target?.isActive ?? true)) change.isActive = body.isActive;
  if (target ? body.newPassword || body.confirmPassword : body.password) change.password = true;
  if (target && body.email !== undefined && body.email.toLowerCase() !== target.email.toLowerCase()) change.email = body.email;
  return change;
}

/** So the screens show a field read-only with the reason instead of failing on save. */
export function userFieldLocks(
  actor: AuthorityActor,
  target: AuthorityTarget | null,
): Record<PowerField | 'staffChoice', RefusalReason | undefined> {
  const probe = (field: PowerField, change: UserChange) => RULES[field](actor, target, change);
  const currentRole = target?.role ?? 'member';
  return {
    role: isStaffType(currentRole) || (target && target.id === actor.id) ? probe('role', { role: 'member' }) : undefined,
    staffChoice: isStaffType(currentRole) ? undefined : probe('role', { role: STAFF }),
    roles: probe('roles', { roles: [] }),
    isActive: probe('isActive', { isActive: !(target?.isActive ?? true) }),
    password: probe('password', { password: true }),
    email: probe('email', { email: '' }),
  };
}
