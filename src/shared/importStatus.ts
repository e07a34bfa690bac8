/**
 * Apart from src/shared/imports.ts, so the lists' Import button loads without zod.
 * uploaded → checking → checked → running → done | cancelled | failed | interrupted → undoing → undone.
 */
export const IMPORT_STATUSES = ['uploaded', 'checking', 'checked', 'running', 'done', 'cancelled', 'failed', 'interrupted', 'undoing', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_BUSY: readonly ImportStatus[] = ['checking', 'running', 'undoing'];
/** Not an undo: it is one transaction, so it ends whole rather than stop half way. */
export const IMPORT_CANCELLABLE: readonly ImportStatus[] = ['checking', 'running'];
export const IMPORT_UNDOABLE: readonly ImportStatus[] = ['done', 'cancelled', 'failed', 'interrupted'];
