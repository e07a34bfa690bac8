/** Without zod, which stays off the screens' first download; ./audit.ts re-exports these. */

/** react-admin's resource names. */
export const AUDIT_ENTITIES = ['users', 'companies', 'locations', 'sponsorships', 'roles', 'courses', 'events', 'eventAttendees', 'payments'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'status',
  'delete',
  'revert',
  'restore',
  'signIn',
  'signOut',
  'signOutEverywhere',
  'passwordResetSent',
  'passwordReset',
  'previewStart',
  'previewEnd',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SORT_KEYS = ['at'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
export const AUDIT_FILTER_KEYS = ['actor', 'entity', 'record', 'action', 'at'] as const;
