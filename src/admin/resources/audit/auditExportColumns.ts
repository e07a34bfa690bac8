import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../shared/auditValues';
import { valueLabels, type ExportableColumns } from '../../common/exportColumns';
import { actionLabel, entityLabel } from './auditValues';

/** The Audit Log's columns in 'Export Table' (the details button is not exported). */
export const AUDIT_EXPORT_COLUMNS: ExportableColumns = {
  at: {},
  actorName: {},
  entity: { values: valueLabels(AUDIT_ENTITIES, entityLabel) },
  recordLabel: {},
  action: { values: valueLabels(AUDIT_ACTIONS, actionLabel) },
  changes: {},
  clientIp: {},
};
