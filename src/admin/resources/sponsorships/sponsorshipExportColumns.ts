import type { ExportableColumns } from '../../common/exportColumns';

/** The sponsorship list's columns in 'Export Table' (the actions are not exported). */
export const SPONSORSHIP_EXPORT_COLUMNS: ExportableColumns = {
  position: {},
  name: {},
  companyCount: {},
  createdAt: {},
};
