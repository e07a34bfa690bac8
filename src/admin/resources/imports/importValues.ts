import type { RaRecord } from 'react-admin';
import type { Import, ImportCheckBody, ImportCounts, ImportEntity, ImportValueMaps } from '../../../shared/imports';
import { IMPORT_BUSY, type ImportStatus } from '../../../shared/importStatus';

/** An import as the dataProvider gives it (`id` beside the API's `_id`). */
export type ImportRecord = Import & RaRecord;

/** The chip colour of each state. */
export const STATUS_COLORS: Record<ImportStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  uploaded: 'default',
  checking: 'info',
  checked: 'info',
  running: 'info',
  done: 'success',
  cancelled: 'warning',
  failed: 'error',
  interrupted: 'warning',
  undoing: 'info',
  undone: 'default',
};

/** The counts to show: the run's once it has started, the dry run's before. */
export const shownCounts = (record: ImportRecord): ImportCounts | null => record.counts ?? record.checkedCounts;

/** Whether a job works on it now (the page asks again every second while it does). */
export const isBusy = (record: Pick<Import, 'status'> | undefined) => record !== undefined && IMPORT_BUSY.includes(record.status);

/** Each entity's imports are a Resource of their own, governed by the entity's module (entry.tsx). */
export const IMPORT_RESOURCES: Record<ImportEntity, string> = { users: 'userImports', companies: 'companyImports' };

/** The column mapping and value maps a person chooses before the dry run. */
export type ImportSettings = Omit<ImportCheckBody, 'valueMaps'> & { valueMaps: ImportValueMaps };
