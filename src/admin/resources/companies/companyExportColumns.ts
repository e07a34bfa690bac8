import { COMPANY_TYPES } from '../../../shared/companyValues';
import { activeStatusValues, valueLabels, type ExportableColumns } from '../../common/exportColumns';
import { companyTypeLabel } from './companyTypes';

/** The company list's columns in 'Export Table' (the logo and the actions are not exported). */
export const COMPANY_EXPORT_COLUMNS: ExportableColumns = {
  // The name column sorts by the lower-case name; it shows, and exports, the name.
  nameInLower: { key: 'name' },
  type: { values: valueLabels(COMPANY_TYPES, companyTypeLabel) },
  isActive: { values: activeStatusValues },
  websiteUrl: {},
  locationCount: {},
  membersCount: {},
  updatedAt: {},
};
