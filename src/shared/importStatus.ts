/**
 * An import's states (issue 18), apart from the rest of its contract (src/shared/imports.ts) so
 * that the lists' Import button and state chips load without zod and the field tables.
 *
 * uploaded → checking → checked → running → done | cancelled | failed | interrupted → undoing → undone.
 * A dry run may be repeated (with another mapping) until the run starts; 'interrupted' is a job
 * whose instance stopped; an undo that stops with nothing undone (refused, or its instance
 * stopped) leaves the import in the state it was in.
 */
export const IMPORT_STATUSES = ['uploaded', 'checking', 'checked', 'running', 'done', 'cancelled', 'failed', 'interrupted', 'undoing', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The states in which a job is working on the import. */
export const IMPORT_BUSY: readonly ImportStatus[] = ['checking', 'running', 'undoing'];
/**
 * The jobs Cancel stops after their batch. An undo is one transaction holding its records, so it
 * ends (undone, or refused with nothing undone) rather than stop half way.
 */
export const IMPORT_CANCELLABLE: readonly ImportStatus[] = ['checking', 'running'];
/** The states after a run, in which its writes may be undone. */
export const IMPORT_UNDOABLE: readonly ImportStatus[] = ['done', 'cancelled', 'failed', 'interrupted'];
