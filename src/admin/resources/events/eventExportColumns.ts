import { EVENT_STATUSES } from '../../../shared/events';
import { valueLabels, type ExportableColumns } from '../../common/exportColumns';
import { eventStatusLabel } from './eventValues';

/** The event list's columns in 'Export Table' (the actions are not exported). */
export const EVENT_EXPORT_COLUMNS: ExportableColumns = {
  name: {},
  startAt: {},
  course: {},
  courseCredit: {},
  attendeeCount: {},
  attendedCount: {},
  status: { values: valueLabels(EVENT_STATUSES, eventStatusLabel) },
  // A free event reads 'Free', as on screen.
  priceCents: { values: (translate) => ({ 0: translate('app.events.free') }) },
};
