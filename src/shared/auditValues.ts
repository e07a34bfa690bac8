/**
 * The audit history's value lists, without zod, for the screens' first downloads (the schemas are
 * in ./audit.ts, which re-exports these).
 */

/** The records the audit history follows: react-admin's resource names. */
export const AUDIT_ENTITIES = ['users', 'companies', 'locations', 'sponsorships', 'roles', 'courses', 'events', 'eventAttendees', 'payments'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** What an entry records: a record's changes, or a security event. */
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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SORT_KEYS = ['at'] as const;
export type AuditSortKey = (typeof AUDIT_SORT_KEYS)[number];
export const AUDIT_FILTER_KEYS = ['actor', 'entity', 'record', 'action', 'at'] as const;
