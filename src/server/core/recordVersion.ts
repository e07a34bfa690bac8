import { format } from 'date-fns';
import { eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuditEntity } from '../../shared/audit';
import { isVersion, VersionConflictSchema, type VersionConflict } from '../../shared/recordVersion';
import { auditLog, type AuditRow } from '../db/schema';
import { AppError, badRequest } from './errors';
import { ENTITY_TABLES, toEntries } from './auditEntries';
import { FieldErrors } from './envelope';
import type { Executor } from './list';

/**
 * A record's version is its `updated_at`, stamped with the transaction's start like its audit
 * entry, so the entries written since a version are found exactly.
 */


export const VERSION_MESSAGES = {
  badHeader: 'If-Match must be the record\'s version as the API answered it: its updatedAt in quotes, e.g. "2026-01-31T10:42:00.000Z".',
  changedBy: (actor: string | null, at: Date) => `changed by ${actor || 'someone else'} at ${format(at, 'yyyy-MM-dd HH:mm')}`,
  conflict: (label: string, actor: string | null, at: Date, fields: string[]) =>
    `${label} was ${VERSION_MESSAGES.changedBy(actor, at)} while you were editing${fields.length > 0 ? ` (${fields.join(', ')})` : ''}. ` +
    'Load it again, or send its current version to save over it.',
} as const;

export const VersionHeaders = z.looseObject({
  'if-match': z
    .string()
    .transform((value) => value.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'))
    .refine(isVersion, VERSION_MESSAGES.badHeader)
    .optional()
    .describe(
      'The version the writer loaded: the record\'s updatedAt (also its ETag), quoted. A write over a newer version is refused with 409; without the header the write is unconditional.',
    ),
});


export const ConflictEnvelope = z
  .object({
    status: z.object({ code: z.number().int(), message: z.string() }),
    body: z.object({ conflict: VersionConflictSchema.optional(), errors: FieldErrors.optional() }),
  })
  .describe('The record changed since the writer loaded it (body.conflict), or the write conflicts with another record');

export function versionOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['if-match'];
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw[0]! : raw).trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  if (!isVersion(value)) throw badRequest(VERSION_MESSAGES.badHeader);
  return value;
}

export function setVersionTag(reply: FastifyReply, record: unknown): void {
  const version = (record as { updatedAt?: unknown } | undefined)?.updatedAt;
  if (typeof version === 'string') reply.header('etag', `"${version}"`);
}

type Locator = { id: string } | { where: SQL };

interface VersionCheck {
  label?: string;
  /** A company's location is `locations.<id>.`. */
  fieldPrefix?: string;
}

/** Locks the record for the rest of the transaction; a missing record is left to the write's own 404. */
export async function assertVersion(
  db: Executor,
  entity: AuditEntity,
  at: Locator,
  version: string | undefined,
  check: VersionCheck = {},
): Promise<void> {
  if (version === undefined) return;
  const table = ENTITY_TABLES[entity];
  const columns = getTableColumns(table) as unknown as { id: PgColumn; updatedAt: PgColumn };
  // Read as the answers read it, so the comparison is the API's own spelling of the time.
  const [row] = (await db
    .select({ id: columns.id, updatedAt: columns.updatedAt })
    .from(table)
    .where('id' in at ? eq(columns.id, at.id) : at.where)
    .for('update')) as { id: string; updatedAt: Date }[];
  if (!row || row.updatedAt.toISOString() === version) return;
  throw await conflictSince(db, entity, row.id, version, row.updatedAt, check);
}

/** The history since `version` says who changed the record and which fields now differ. */
async function conflictSince(db: Executor, entity: AuditEntity, id: string, version: string, current: Date, check: VersionCheck): Promise<AppError> {
  const loaded = new Date(version);
  // A company's locations joining or leaving it are recorded on the locations.
  const own = sql`${auditLog.recordId} = ${id} and ${auditLog.entity} = ${entity}`;
  const which = entity === 'companies' ? sql`(${own} or (${auditLog.entity} = 'locations' and ${auditLog.related} @> array[${id}]::uuid[]))` : own;
  const rows = (await db
    .select()
    .from(auditLog)
    .where(sql`${which} and ${auditLog.at} >= ${loaded.toISOString()}::timestamptz - interval '1 millisecond'`)
    .orderBy(auditLog.id)) as AuditRow[];
  const writer = rows.findLastIndex((row) => row.recordId === id && row.at.toISOString() === version);
  const since = writer >= 0 ? rows.slice(writer + 1) : rows.filter((row) => row.at > loaded);
  const entries = await toEntries(db, since);
  const first = new Map<string, unknown>();
  const last = new Map<string, unknown>();
  const moved = new Set<string>();
  for (const entry of entries) {
    if (entry.recordId !== id) {
      if (entry.changes.some((change) => change.field === 'companyId')) moved.add('locations');
      continue;
    }
    for (const change of entry.changes) {
      const value = change.changed ? entry._id : change.new;
      if (!first.has(change.field)) first.set(change.field, change.changed ? null : change.old);
      last.set(change.field, value);
    }
  }
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const fields = [...[...first.keys()].filter((field) => !same(first.get(field), last.get(field))), ...moved].map(
    (field) => `${check.fieldPrefix ?? ''}${field}`,
  );
  const latest = entries.at(-1);
  const [named] = await db
    .select({ label: auditLog.recordLabel })
    .from(auditLog)
    .where(sql`${auditLog.recordId} = ${id} and ${auditLog.recordLabel} is not null`)
    .orderBy(sql`${auditLog.id} desc`)
    .limit(1);
  const label = named?.label ?? check.label ?? 'This record';
  const changedBy = latest ? latest.actorName || null : null;
  const conflict: VersionConflict = { version: current.toISOString(), changedAt: current.toISOString(), changedBy, label, fields };
  return new AppError(409, VERSION_MESSAGES.conflict(label, changedBy, current, fields), { conflict });
}

/** A write that changed only links (roles, a role's matrix) leaves the row alone, yet needs a new version. */
export async function touchVersion(db: Executor, entity: AuditEntity, id: string): Promise<void> {
  const table = sql.identifier(getTableName(ENTITY_TABLES[entity]));
  await db.execute(sql`update ${table} set updated_at = now() where id = ${id} and updated_at <> now()`);
}
