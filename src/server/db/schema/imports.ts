import { bigint, boolean, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DateFormat } from '../../../shared/importMapping';
import type { ImportCounts, ImportMatch, ImportNotes, ImportStatus, ImportValueMaps, UnknownCompanyChoice } from '../../../shared/imports';
import { users } from './directory';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The file lives in the database, so every instance can read it; the run's audit entries carry the
 * import's id, which is what undo reverts.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    entity: text().notNull(),
    fileName: text().notNull(),
    fileBytes: integer().notNull(),
    rowCount: integer().notNull(),
    headers: jsonb().$type<string[]>().notNull(),
    samples: jsonb().$type<string[][]>().notNull(),
    /** For the value maps of choice fields. */
    columnValues: jsonb().$type<string[][]>().notNull(),
    /** Per column, the rows with a cell: a column left out that holds data is named before the run. */
    filledCounts: jsonb().$type<number[]>().notNull().default([]),
    status: text().$type<ImportStatus>().notNull().default('uploaded'),
    /** As the dry run checked it: the run uses the same. */
    mapping: jsonb().$type<(string | null)[]>(),
    valueMaps: jsonb().$type<ImportValueMaps>(),
    match: text().$type<ImportMatch>(),
    dateFormat: text().$type<DateFormat>(),
    unknownCompany: text().$type<UnknownCompanyChoice>(),
    allOrNothing: boolean().notNull().default(false),
    checkedCounts: jsonb().$type<ImportCounts>(),
    checkedNotes: jsonb().$type<ImportNotes>(),
    counts: jsonb().$type<ImportCounts>(),
    /** The run refuses rows whose record changed after it. */
    checkedFrom: timestamp({ withTimezone: true }),
    rowsDone: integer().notNull().default(0),
    /** Counts on past the issues kept. */
    issueCount: integer().notNull().default(0),
    message: text(),
    cancelRequested: boolean().notNull().default(false),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    /** A job that stops moving it has died with its instance. */
    heartbeatAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    undoneByName: text(),
    /** Where the import goes back to if its undo stops with nothing undone. */
    undoFrom: text().$type<ImportStatus>(),
    undoRecords: integer(),
  },
  (t) => [index('imports_created_at_idx').on(t.createdAt, t.id), index('imports_entity_idx').on(t.entity, t.createdAt)],
);

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
