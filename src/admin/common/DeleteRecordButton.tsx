import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useCanAccess, useDelete, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { RowIconButton } from './RowIconButton';
import { useNotifyError } from './useNotifyError';

export interface DeleteRecordButtonProps {
  resource: string;
  /** The list to go back to once deleted. */
  listPath: string;
  /** i18n keys: the button, the confirmation's title and question, and the success toast. */
  labels: { button: string; title: string; confirm: string; done: string; yes: string; no: string };
  /**
   * Where it stands: 'form', a button on the edit screen that goes back to the list once deleted;
   * 'row', an icon in a list row named `rowLabel` (translated), after which the list reloads.
   */
  variant?: 'form' | 'row';
  rowLabel?: string;
}

/**
 * 'Delete' on an edit screen or in a list row: asks for confirmation, deletes, toasts, and goes
 * back to the list (or reloads it). A refusal (409 while the record is still in use) shows the
 * server's message and stays. Shown only with the delete permission.
 *
 * Not react-admin's DeleteButton / DeleteWithConfirmButton: its confirmation cannot take the
 * spec's own button words ('No' / 'Yes', spec 000, Edit User: 'Delete Record') nor stand as a list row's icon button.
 */
export const DeleteRecordButton = ({ resource, listPath, labels, variant = 'form', rowLabel }: DeleteRecordButtonProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record || !canAccess) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(labels.done, { type: 'success' });
          if (variant === 'form') redirect(listPath);
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
        <RowIconButton label={rowLabel ?? translate(labels.button)} icon={<DeleteIcon fontSize="small" />} onClick={() => setOpen(true)} />
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
          {translate(labels.button)}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={labels.title}
        content={labels.confirm}
        confirm={labels.yes}
        cancel={labels.no}
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
