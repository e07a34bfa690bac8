import { z } from './zod';
import { COMPANY_IMPORT_FIELDS, type CompanyImportField } from './companyImport';
import { DATE_FORMATS } from './importMapping';
import { IMPORT_STATUSES } from './importStatus';
import { USER_IMPORT_FIELDS, type UserImportField } from './userImport';

export { IMPORT_BUSY, IMPORT_CANCELLABLE, IMPORT_STATUSES, IMPORT_UNDOABLE, type ImportStatus } from './importStatus';

export const IMPORT_MATCHES = ['create', 'update', 'both'] as const;
export type ImportMatch = (typeof IMPORT_MATCHES)[number];

export const IMPORT_ENTITIES = ['users', 'companies'] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

/** What a user row does when its company is not on file. */
export const UNKNOWN_COMPANY_CHOICES = ['refuse', 'none', 'create'] as const;
export type UnknownCompanyChoice = (typeof UNKNOWN_COMPANY_CHOICES)[number];

/** What the dry run found beside its counts. */
export interface ImportNotes {
  /** Rows naming a company not on file, and how many companies they name. */
  unknownCompanies: { rows: number; names: number };
}

/** By field, cell → stored value. */
export type ImportValueMaps = Record<string, Record<string, string>>;

/** Enforced while reading, so a huge file is refused without being stored. */
export const IMPORT_LIMITS = { maxBytes: 100 * 1024 * 1024, maxRows: 200_000 } as const;

/** `keys`: a row needs one of them to find its record. */
export const IMPORT_ENTITY_FIELDS: Record<ImportEntity, { fields: readonly (UserImportField | CompanyImportField)[]; keys: readonly string[] }> = {
  users: { fields: USER_IMPORT_FIELDS, keys: ['email'] },
  companies: { fields: COMPANY_IMPORT_FIELDS, keys: ['name', 'id'] },
};

/** The run uses those of the last dry run, so it does what the person approved. */
export const ImportCheckBody = z.object({
  mapping: z
    .array(z.string().nullable())
    .max(500)
    .describe('The field each column of the file fills, in column order (null: the column is not imported)'),
  valueMaps: z
    .record(z.string(), z.record(z.string().max(500), z.string().max(500)))
    .default({})
    .describe("Readings of choice cells, by field: the cell as written → one of the field's values"),
  match: z.enum(IMPORT_MATCHES).describe("'create' new records only, 'update' matched ones only, or 'both'"),
  dateFormat: z.enum(DATE_FORMATS).default('MDY').describe('How the date cells are written: MDY (MM/DD/YYYY), DMY (DD/MM/YYYY) or YMD; YYYY-MM-DD is read in any case'),
  unknownCompany: z
    .enum(UNKNOWN_COMPANY_CHOICES)
    .default('refuse')
    .describe("A user row naming a company not on file: 'refuse' the row, import the person with 'none', or 'create' the company"),
});
export type ImportCheckBody = z.infer<typeof ImportCheckBody>;

export const ImportRunBody = z.object({
  allOrNothing: z
    .boolean()
    .default(false)
    .describe('Write nothing at all when a row is refused (one transaction for the whole file), instead of skipping refused rows'),
});

const Counts = z.object({ create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), error: z.number().int() });

export const ImportSchema = z.object({
  _id: z.string(),
  entity: z.enum(IMPORT_ENTITIES),
  fileName: z.string(),
  fileBytes: z.number().int(),
  rowCount: z.number().int().describe('Data rows in the file'),
  headers: z.array(z.string()),
  samples: z.array(z.array(z.string())).describe('The first rows, for the mapping screen'),
  columnValues: z.array(z.array(z.string())).describe("Per column, its distinct cells (up to 50), for the choice fields' value maps"),
  filledCounts: z.array(z.number().int()).describe('Per column, the rows whose cell is not empty'),
  status: z.enum(IMPORT_STATUSES),
  mapping: z.array(z.string().nullable()).nullable(),
  valueMaps: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
  match: z.enum(IMPORT_MATCHES).nullable(),
  dateFormat: z.enum(DATE_FORMATS).nullable(),
  unknownCompany: z.enum(UNKNOWN_COMPANY_CHOICES).nullable(),
  allOrNothing: z.boolean(),
  checkedCounts: Counts.nullable().describe("The dry run's counts"),
  checkedNotes: z
    .object({ unknownCompanies: z.object({ rows: z.number().int(), names: z.number().int() }) })
    .nullable()
    .describe('What the dry run found beside its counts: the rows naming a company not on file, and how many companies'),
  counts: Counts.nullable().describe("The run's counts"),
  rowsDone: z.number().int().describe('Rows the current (or last) job has read'),
  issueCount: z.number().int().describe('Issues the current (or last) job found; the first 10,000 are listed'),
  message: z.string().nullable().describe('Why the last job stopped early'),
  cancelRequested: z.boolean(),
  createdByName: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable().describe('When the undo started (while undoing), or ended'),
  undoneByName: z.string().nullable(),
  undoRecords: z.number().int().nullable().describe('The records the undo puts back or deletes; while undoing, rowsDone counts those done'),
});
export type Import = z.infer<typeof ImportSchema>;

export const ImportIssueSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });

export interface ImportIssue {
  line: number;
  column: string;
  message: string;
}

export const IMPORT_MESSAGES = {
  uploaded: 'The file was read. Map its columns, then check it with a dry run.',
  noFile: 'Choose a CSV file to import (the form field "file").',
  empty: 'The file has a header row but no data rows.',
  notFound: 'This import does not exist.',
  busy: 'This import is being worked on: wait for it to finish, or cancel it.',
  alreadyRun: 'This import has run already: upload the file again to import it once more.',
  checkFirst: 'Check the file with a dry run first: the run writes what the dry run checked.',
  checkStarted: 'The dry run has started: nothing is written.',
  runStarted: 'The import has started.',
  cancelRequested: 'The import stops after the rows it is writing now; the rows written stay and can be undone.',
  notRunning: 'This import is not running.',
  notUndoable: 'Only an import that has written rows can be undone, once.',
  undoStarted: 'The undo has started: the records the import created are deleted, and the fields it changed put back, all at once when it ends.',
  undoInterrupted: 'The server stopped while this import was being undone, so nothing was undone: undo it again.',
  undoFailed: 'The undo stopped on an unexpected error, so nothing was undone.',
  auditOff: 'The audit history is off (AUDIT_LOG=off): an import is undone from it, so it cannot be undone.',
  columnCount: (columns: number) => `The mapping must give one field or none for each of the file's ${columns} columns.`,
  unknownField: (field: string) => `"${field}" is not a field an import can fill.`,
  fieldTwice: (field: string) => `The field "${field}" is given to two columns: keep one.`,
  noKey: (field: string) => `Map a column to "${field}": it is how rows find the records they update.`,
  valueMapField: (field: string) => `Value maps are for choice fields; "${field}" is not one.`,
  valueMapValue: (field: string, value: string) => `"${value}" is not a value of "${field}".`,
  needsEdit: 'Updating existing records needs the edit permission of the module.',
  companiesForUsers: 'Only a user import can leave out or create the companies its rows name.',
  needsCompanyAdd: 'Creating the companies the file names needs the add permission of Companies.',
  changedSince: (count: number, list: string) =>
    `${count} record${count === 1 ? ' was' : 's were'} changed after the import, so nothing was undone: ${list}. Put those changes back first, or leave the import as it is.`,
  interrupted: 'The server stopped while this import was working on it. The rows written before stay and can be undone; upload the file again for the rest.',
  changedAfterCheck: (record: string, changedBy: string) => `This ${record} was ${changedBy} after the dry run: check the record, then import that row again in a new upload.`,
  refusedAll: (errors: number) => `Nothing was written: ${errors} row${errors === 1 ? ' was' : 's were'} refused, and the run was all or nothing.`,
} as const;

export function importSettingsIssue(entity: ImportEntity, columns: number, settings: ImportCheckBody): string | undefined {
  const { fields, keys } = IMPORT_ENTITY_FIELDS[entity];
  if (settings.mapping.length !== columns) return IMPORT_MESSAGES.columnCount(columns);
  const given = new Set<string>();
  for (const key of settings.mapping) {
    if (key === null) continue;
    if (!fields.some((field) => field.key === key)) return IMPORT_MESSAGES.unknownField(key);
    if (given.has(key)) return IMPORT_MESSAGES.fieldTwice(key);
    given.add(key);
  }
  if (!keys.some((key) => given.has(key))) return IMPORT_MESSAGES.noKey(keys.join('" or "'));
  if (entity !== 'users' && settings.unknownCompany !== 'refuse') return IMPORT_MESSAGES.companiesForUsers;
  for (const [key, map] of Object.entries(settings.valueMaps)) {
    const field = fields.find((f) => f.key === key);
    if (!field) return IMPORT_MESSAGES.unknownField(key);
    const values: readonly string[] | undefined =
      field.kind === 'choice' || field.kind === 'list' ? field.values : field.kind === 'status' ? ['Active', 'Inactive'] : field.kind === 'yesNo' ? ['Yes', 'No'] : undefined;
    if (!values) return IMPORT_MESSAGES.valueMapField(key);
    const wrong = Object.values(map).find((value) => !values.includes(value));
    if (wrong !== undefined) return IMPORT_MESSAGES.valueMapValue(key, wrong);
  }
  return undefined;
}
