import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { useResourceName, useResourcePaths } from '../../common/resourceOptions';
import { useNotifyError } from '../../common/useNotifyError';
import { versionConflictOf } from '../../common/versionConflict';
import type { RoleRecord } from './roleTypes';
import { useModuleAccess } from '../../common/useModuleAccess';

/** Users still hold the role; a role changed since it was loaded (a version conflict) is another 409. */
const isInUse = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 409 && !versionConflictOf(error);

/**
 * 'Delete' on the role details. While users hold the role the server refuses (409): its message is
 * shown in a second confirmation offering 'Remove it from them and delete' (?removeFromUsers=true).
 */
export const RoleDeleteButton = ({ disabled = false }: { disabled?: boolean }) => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const resource = useResourceName();
  const { list } = useResourcePaths();
  const { canAccess } = useModuleAccess('delete', resource);
  const [open, setOpen] = useState(false);
  const [conflict, setConflict] = useState<string>();
  const [deleteOne, { isPending }] = useDelete<RoleRecord>();
  if (!record || !canAccess) return null;

  const remove = (removeFromUsers: boolean) =>
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta: removeFromUsers ? { query: { removeFromUsers: true } } : undefined },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          setConflict(undefined);
          notify('app.roles.deleted', { type: 'success' });
          redirect(list);
        },
        onError: (error) => {
          setOpen(false);
          setConflict(undefined);
          if (!removeFromUsers && isInUse(error)) setConflict(errorMessage(error));
          else notifyError(error);
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={disabled || isPending}>
        {translate('app.roles.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.roles.deleteTitle"
        content="app.roles.deleteConfirm"
        confirm="app.roles.yes"
        cancel="app.roles.no"
        confirmColor="warning"
        onConfirm={() => remove(false)}
        onClose={() => setOpen(false)}
      />
      <Confirm
        isOpen={conflict !== undefined}
        loading={isPending}
        title="app.roles.inUseTitle"
        // The server's text, not a catalogue key: shown as it is.
        content={<>{conflict}</>}
        confirm="app.roles.removeAndDelete"
        cancel="app.common.cancel"
        confirmColor="warning"
        onConfirm={() => remove(true)}
        onClose={() => setConflict(undefined)}
      />
    </>
  );
};
