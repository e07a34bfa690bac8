import { z } from 'zod';

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

/**
 * One field's change. `field` is the name the record's screens use (`companyId`, `roles`,
 * `access.<module>`); `old`/`new` are the stored values, and `oldLabel`/`newLabel` the names of the
 * records they refer to (a company, roles) as they are now. A secret shows only `changed`.
 */
export const AuditFieldChangeSchema = z.object({
  field: z.string(),
  old: z.unknown().optional(),
  new: z.unknown().optional(),
  oldLabel: z.union([z.string(), z.array(z.string())]).optional(),
  newLabel: z.union([z.string(), z.array(z.string())]).optional(),
  changed: z.literal(true).optional(),
});
export type AuditFieldChange = z.infer<typeof AuditFieldChangeSchema>;

export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  clientIp: z.string(),
  entity: z.string(),
  recordId: z.string(),
  recordLabel: z.string().nullable(),
  action: z.string(),
  changes: z.array(AuditFieldChangeSchema),
  reverts: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
