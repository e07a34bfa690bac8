import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useDelete, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useResourceName, useResourcePaths } from '../../common/resourceOptions';
import { useNotifyError } from '../../common/useNotifyError';
import type { CompanyRecord } from './companyTransform';

/** 'Delete' on the company screen; the server refuses (409) while members are attached. */
export const CompanyDeleteButton = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const resource = useResourceName();
  const { list } = useResourcePaths();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete<CompanyRecord>();
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify('resources.companies.notifications.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
          redirect(list);
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error);
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate('app.companies.form.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.companies.form.deleteTitle"
        content="app.companies.form.deleteConfirm"
        confirm="app.companies.form.yes"
        cancel="app.companies.form.no"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
