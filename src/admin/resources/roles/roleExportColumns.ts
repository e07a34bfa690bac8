import { activeStatusValues, type ExportableColumns } from '../../common/exportColumns';

/** The role list's columns in 'Export Table' (the actions are not exported). */
export const ROLE_EXPORT_COLUMNS: ExportableColumns = {
  name: {},
  isActive: { values: activeStatusValues },
};
