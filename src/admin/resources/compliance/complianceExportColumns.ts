import { COMPLIANCE_STATUSES } from '../../../shared/compliance';
import { valueLabels, type ExportableColumns } from '../../common/exportColumns';
import { statusLabel } from './complianceValues';

/** The CE Compliance list's columns in 'Export Table' (the actions are not exported). */
export const COMPLIANCE_EXPORT_COLUMNS: ExportableColumns = {
  name: {},
  email: {},
  reLicenseNo: {},
  company: {},
  hoursEarned: {},
  hoursRequired: {},
  hoursLeft: {},
  cycleEnd: {},
  status: { values: valueLabels(COMPLIANCE_STATUSES, statusLabel) },
  lastRemindedAt: {},
};
