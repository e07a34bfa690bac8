import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ImportCounts, ImportMatch, ImportStatus, ImportValueMaps } from '../../../shared/imports';
import { users } from './directory';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A CSV import (issue 18): the uploaded file (its chunks in `import_chunks`, so every instance can
 * read it and it goes with the import), what the screens need to map its columns, the mapping the
 * dry run checked, and the progress and counts of its jobs. The run's writes carry the import's
 * id into the audit history (`audit_log.import_id`), which is what undo reverts.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The Resource whose records it creates or updates: users or companies. */
    entity: text().notNull(),
    fileName: text().notNull(),
    fileBytes: integer().notNull(),
    /** Data rows (the header row, empty lines and separator-only rows not counted). */
    rowCount: integer().notNull(),
    headers: jsonb().$type<string[]>().notNull(),
    /** The first rows, for the mapping screen. */
    samples: jsonb().$type<string[][]>().notNull(),
    /** Per column, its distinct non-empty cells (capped), for the value maps of choice fields. */
    columnValues: jsonb().$type<string[][]>().notNull(),
    status: text().$type<ImportStatus>().notNull().default('uploaded'),
    /** The field each column fills (null: not imported), as the dry run checked it; the run uses it. */
    mapping: jsonb().$type<(string | null)[]>(),
    valueMaps: jsonb().$type<ImportValueMaps>(),
    match: text().$type<ImportMatch>(),
    allOrNothing: boolean().notNull().default(false),
    /** What the dry run found, and what the run did. */
    checkedCounts: jsonb().$type<ImportCounts>(),
    counts: jsonb().$type<ImportCounts>(),
    /** When the dry run started, until the import needs a new one: the run refuses rows whose record changed after it. */
    checkedFrom: timestamp({ withTimezone: true }),
    /** Rows the current job has read. */
    rowsDone: integer().notNull().default(0),
    /** Issues found by the current job (the first of them are kept in `import_issues`). */
    issueCount: integer().notNull().default(0),
    /** Why the last job stopped early, in words for the person. */
    message: text(),
    cancelRequested: boolean().notNull().default(false),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** Moved on by the job after each batch: a job that stops moving it has died with its instance. */
    heartbeatAt: timestamp({ withTimezone: true }),
    /** When the undo started and who started it while it works; when it ended after. */
    undoneAt: timestamp({ withTimezone: true }),
    undoneByName: text(),
    /** While an undo works: the state the import goes back to if it stops with nothing undone. */
    undoFrom: text().$type<ImportStatus>(),
    /** The records the undo puts back or deletes (its progress is in rowsDone). */
    undoRecords: integer(),
  },
  (t) => [index('imports_created_at_idx').on(t.createdAt, t.id), index('imports_entity_idx').on(t.entity, t.createdAt)],
);

/** The uploaded file, in pieces of up to 1 MB in order. */
export const importChunks = pgTable(
  'import_chunks',
  {
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** The rows the current job could not take: the line, the column's header and why. */
export const importIssues = pgTable(
  'import_issues',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    column: text().notNull().default(''),
    message: text().notNull(),
  },
  (t) => [index('import_issues_import_idx').on(t.importId, t.line, t.id)],
);

export type ImportRow = typeof imports.$inferSelect;
