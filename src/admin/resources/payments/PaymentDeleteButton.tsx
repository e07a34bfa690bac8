import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { RowIconButton } from '../../common/RowIconButton';
import { useNotifyError } from '../../common/useNotifyError';
import { payerName, type PaymentRecord } from './paymentTypes';

export interface PaymentDeleteButtonProps {
  /** 'row': an icon in a list row (the list reloads); 'form': a button on the form (back to the list). */
  variant: 'row' | 'form';
}

/**
 * Delete, with the delete permission only: asks 'Are you sure you want to delete this payment?',
 * deletes, toasts, and reloads the list or goes back to it. A refusal shows the server's message.
 */
export const PaymentDeleteButton = ({ variant }: PaymentDeleteButtonProps) => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'payments', action: 'delete' });
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<PaymentRecord>();
  if (!record || !canAccess) return null;

  const confirm = () =>
    deleteOne(
      'payments',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('app.payments.messages.deleted', { type: 'success' });
          if (variant === 'form') redirect('/payments');
          else refresh();
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );

  return (
    <>
      {variant === 'row' ? (
        <RowIconButton
          label={translate('app.payments.actions.delete', { name: payerName(record) })}
          icon={<DeleteIcon fontSize="small" />}
          onClick={() => setOpen(true)}
        />
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
          {translate('app.payments.form.delete')}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.payments.form.deleteTitle"
        content="app.payments.form.deleteConfirm"
        confirm="app.payments.form.yes"
        cancel="app.payments.form.no"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
