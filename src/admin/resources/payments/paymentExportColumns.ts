import { PAYMENT_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../../../shared/payments';
import { valueLabels, type ExportableColumns } from '../../common/exportColumns';
import { METHOD_LABELS, PURPOSE_LABELS, STATUS_LABELS } from './paymentTypes';

const labelOf = (labels: Readonly<Record<string, string>>) => (value: string) => labels[value] ?? value;

/**
 * The payment list's columns in 'Export Table' (the actions are not exported). The list's own
 * Export stays: the ledger's every field, with amounts as plain numbers a spreadsheet adds up.
 */
export const PAYMENT_EXPORT_COLUMNS: ExportableColumns = {
  paidOn: {},
  payerName: {},
  // No company reads '—', as on screen.
  company: { values: (translate) => ({ '': translate('app.payments.none') }) },
  purpose: { values: valueLabels(PAYMENT_PURPOSES, labelOf(PURPOSE_LABELS)) },
  amountCents: {},
  method: { values: valueLabels(PAYMENT_METHODS, labelOf(METHOD_LABELS)) },
  status: { values: valueLabels(PAYMENT_STATUSES, labelOf(STATUS_LABELS)) },
  reference: {},
};
