import { useRecordContext, useTranslate } from 'react-admin';
import { DeleteRecordButton } from '../../common/DeleteRecordButton';
import { payerName, type PaymentRecord } from './paymentTypes';

const LABELS = {
  button: 'app.payments.form.delete',
  title: 'app.payments.form.deleteTitle',
  confirm: 'app.payments.form.deleteConfirm',
  done: 'app.payments.messages.deleted',
  yes: 'app.payments.form.yes',
  no: 'app.payments.form.no',
};

/**
 * Delete a payment, with the delete permission only: 'Are you sure you want to delete this
 * payment?', then back to the list (on the form) or the list reloads (in a row).
 */
export const PaymentDeleteButton = ({ variant }: { variant: 'row' | 'form' }) => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  return (
    <DeleteRecordButton
      labels={LABELS}
      variant={variant}
      rowLabel={record ? translate('app.payments.actions.delete', { name: payerName(record) }) : undefined}
    />
  );
};
