import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDeleteWithConfirmController, useRecordContext, useTranslate } from 'react-admin';
import { useResourceName, useResourcePaths } from './resourceOptions';
import { RowIconButton } from './RowIconButton';
import { useModuleAccess } from './useModuleAccess';

export interface DeleteRecordButtonProps {
  /** The surrounding resource by default. */
  resource?: string;
  /** The list to go back to once deleted: the resource's by default. */
  listPath?: string;
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
 * 'Delete' on an edit screen or in a list row, shown only with the delete permission. A refusal
 * (409 while the record is still in use) shows the server's message and stays.
 *
 * react-admin's `useDeleteWithConfirmController` does the work; not its DeleteWithConfirmButton,
 * whose confirmation cannot take our button words ('No' / 'Yes') nor stand as a row's icon button.
 */
export const DeleteRecordButton = ({ resource: resourceProp, listPath: listPathProp, labels, variant = 'form', rowLabel }: DeleteRecordButtonProps) => {
  const resource = useResourceName(resourceProp);
  const paths = useResourcePaths(resource);
  const listPath = listPathProp ?? paths.list;
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useModuleAccess('delete', resource);
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } = useDeleteWithConfirmController({
    record,
    resource,
    mutationMode: 'pessimistic',
    redirect: variant === 'form' ? listPath : false,
    successMessage: labels.done,
  });
  if (!record || !canAccess) return null;

  return (
    <>
      {variant === 'row' ? (
        <RowIconButton label={rowLabel ?? translate(labels.button)} icon={<DeleteIcon fontSize="small" />} onClick={handleDialogOpen} />
      ) : (
        <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={handleDialogOpen} disabled={isPending}>
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
        onConfirm={handleDelete}
        onClose={handleDialogClose}
      />
    </>
  );
};
