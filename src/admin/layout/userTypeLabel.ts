import type { TranslateFunction } from 'react-admin';

export const USER_TYPE_KEYS: Record<string, string> = {
  superAdmin: 'app.userTypes.superAdmin',
  admin: 'app.userTypes.admin',
  member: 'app.userTypes.member',
  'non-member': 'app.userTypes.nonMember',
  support: 'app.userTypes.support',
};

/** How a user type reads: superAdmin 'Super Admin', admin 'Staff', others capitalised. */
export function userTypeLabel(role: string, translate: TranslateFunction): string {
  if (Object.hasOwn(USER_TYPE_KEYS, role)) return translate(USER_TYPE_KEYS[role]);
  return role.charAt(0).toUpperCase() + role.slice(1);
}
