import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Written by triggers in the changing transaction, so no write can skip it; one entry per record
 * and transaction. A deleted record's entry keeps the whole record so it can be restored; secret
 * columns are recorded only as `{ changed: true }`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Merges a transaction's changes of a record into one entry. */
    txId: bigint({ mode: 'number' }),
    /** No reference, so the entry outlives the user. */
    actorId: uuid(),
    actorName: text().notNull().default(''),
    clientIp: text().notNull().default(''),
    /** The react-admin resource name. */
    entity: text().notNull(),
    recordId: uuid().notNull(),
    /** Kept, so a deleted record still has a name. */
    recordLabel: text(),
    action: text().notNull(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    /** So a company's history shows its locations' changes too. */
    related: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    reverts: bigint({ mode: 'number' }),
    /** An import's undo finds its entries by it. */
    importId: uuid(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_record_idx').on(t.recordId, t.at, t.id),
    index('audit_log_related_idx').using('gin', t.related),
    index('audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.at, t.id),
    index('audit_log_action_idx').on(t.action, t.at, t.id),
    index('audit_log_tx_record_idx').on(t.txId, t.recordId).where(sql`${t.txId} is not null`),
    index('audit_log_import_idx').on(t.importId, t.id).where(sql`${t.importId} is not null`),
    index('audit_log_actor_name_trgm_idx').using('gin', sql`lower(${t.actorName}) gin_trgm_ops`),
    index('audit_log_record_label_trgm_idx').using('gin', sql`lower(${t.recordLabel}) gin_trgm_ops`),
  ],
);

export type AuditChange = { old?: unknown; new?: unknown; changed?: true };
export type AuditChanges = Record<string, AuditChange>;
export type AuditRow = typeof auditLog.$inferSelect;
