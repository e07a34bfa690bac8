import { COURSE_DELIVERIES } from '../../../shared/events';
import { activeStatusValues, valueLabels, type ExportableColumns } from '../../common/exportColumns';
import { deliveryLabel } from './courseValues';

/** The course list's columns in 'Export Table' (the actions are not exported). */
export const COURSE_EXPORT_COLUMNS: ExportableColumns = {
  code: {},
  title: {},
  creditHours: {},
  delivery: { values: valueLabels(COURSE_DELIVERIES, deliveryLabel) },
  eventCount: {},
  isActive: { values: activeStatusValues },
};
