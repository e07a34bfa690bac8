/** In the order the root redirect tries them: the first one the user may view opens. */
export const MODULES = [
  'Dashboard',
  'Events',
  'Companies',
  'Courses',
  'User Management',
  'Role Management',
  'Sponsorship',
  'Payment',
  // Edit is revert.
  'Audit Log',
  // Add is sending reminders; edit is the settings.
  'CE Compliance',
] as const;

export type ModuleName = (typeof MODULES)[number];

export const ACCESS_FLAGS = ['create', 'read', 'update', 'delete'] as const;
export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** Where not all four; the other flags grant nothing. */
export const MODULE_FLAGS: Partial<Record<ModuleName, readonly AccessFlag[]>> = {
  Dashboard: ['read'],
  'Audit Log': ['read', 'update'],
  'CE Compliance': ['create', 'read', 'update'],
};

/** Each action and the access flag it needs. */
export const ACTIONS = {
  add: 'create',
  view: 'read',
  edit: 'update',
  activeInactive: 'delete',
  delete: 'delete',
} as const satisfies Record<string, AccessFlag>;
export type Action = keyof typeof ACTIONS;

/** "You don't have access to View User!". */
export const ACTION_WORDS: Record<Action, string> = {
  add: 'Add',
  view: 'View',
  edit: 'Edit',
  activeInactive: 'Active/Inactive',
  delete: 'Delete',
};

export const MODULE_SUBJECTS: Record<ModuleName, string> = {
  Dashboard: 'Dashboard',
  Events: 'Event',
  Companies: 'Company',
  Courses: 'Course',
  'User Management': 'User',
  'Role Management': 'Role',
  Sponsorship: 'Sponsorship',
  Payment: 'Payment',
  'Audit Log': 'Audit Log',
  'CE Compliance': 'CE Compliance',
};

export function denialMessage(module: ModuleName, action: Action): string {
  return `You don't have access to ${ACTION_WORDS[action]} ${MODULE_SUBJECTS[module]}!`;
}

/** superAdmin passes every permission check. */
export const USER_TYPES = ['superAdmin', 'admin', 'member', 'non-member', 'support'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LANGUAGES = ['en', 'de', 'es', 'fr', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
