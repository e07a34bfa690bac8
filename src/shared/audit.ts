import { z } from './zod';

export { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FILTER_KEYS, AUDIT_SORT_KEYS, type AuditAction, type AuditEntity, type AuditSortKey } from './auditValues';

/** `oldLabel`/`newLabel` name the records the values refer to, as they are now. A secret shows only `changed`. */
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
