import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit history: one entry per record changed in one transaction (a save that changes a
 * member's fields, roles and support staff is one entry), written by triggers in the same
 * transaction as the change (migration 0016), and one per security event (sign-in, sign-out),
 * written by the app. Who: the actor of the request (`cre.audit`, set by `withAudit`); a write
 * without one (the seed, the clean-up job) is not recorded.
 *
 * `changes` maps each changed column to `{ old, new }` (`{ new }` for a created record, `{ old }` for
 * a deleted one: the whole record, so it can be restored); a secret column (password hash, keys and
 * tokens) only to `{ changed: true }`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
   * The writing transaction (`txid_current()`): merges a record's changes into one entry, found by
   * (tx_id, record_id) (migration 0023); null for security events.
   */
    txId: bigint({ mode: 'number' }),
    /** Who did it: no reference, so the entry outlives the user; the name as it was then. */
    actorId: uuid(),
    actorName: text().notNull().default(''),
    clientIp: text().notNull().default(''),
    /** The react-admin resource name: users, companies, locations, sponsorships, roles, courses, events, eventAttendees, payments. */
    entity: text().notNull(),
    recordId: uuid().notNull(),
    /** The record's name when it was written (a deleted record keeps one). */
    recordLabel: text(),
    /** create, update, status, delete, revert, restore, signIn, signOut, signOutEverywhere, passwordReset. */
    action: text().notNull(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    /** Other records the entry belongs to: a location's company, an attendance's event and member. */
    related: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    /** The entry a revert put back. */
    reverts: bigint({ mode: 'number' }),
    /** The CSV import whose run wrote it (its undo reverts them), from the context's importId. */
    importId: uuid(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_record_idx').on(t.recordId, t.at, t.id),
    index('audit_log_related_idx').using('gin', t.related),
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    // A transaction's entry for a record, which its next change of the record merges into.
    index('audit_log_tx_record_idx').on(t.txId, t.recordId).where(sql`${t.txId} is not null`),
    index('audit_log_import_idx').on(t.importId, t.id).where(sql`${t.importId} is not null`),
    // The list's search (the actor's or the record's name, as a substring): pg_trgm, as the other lists.
    index('audit_log_actor_name_trgm_idx').using('gin', sql`lower(${t.actorName}) gin_trgm_ops`),
    index('audit_log_record_label_trgm_idx').using('gin', sql`lower(${t.recordLabel}) gin_trgm_ops`),
  ],
);

export type AuditChange = { old?: unknown; new?: unknown; changed?: true };
export type AuditChanges = Record<string, AuditChange>;
export type AuditRow = typeof auditLog.$inferSelect;
