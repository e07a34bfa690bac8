import { useState } from 'react';
import { Button } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Confirm, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { UserRecord } from './userTypes';

/**
 * Edit User's 'Send password reset link': staff never set another person's password; they mail the
 * person a single-use link (POST /users/{id}/password-reset-link, User Management edit), after a
 * confirmation that names the address.
 */
export const SendResetLinkButton = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  if (!record?.id) return null;

  const send = async () => {
    setSending(true);
    try {
      await dataProvider.sendPasswordResetLink(record.id);
      notify('app.security.resetLink.sent', { type: 'success', messageArgs: { email: record.email } });
      setOpen(false);
    } catch (error) {
      notifyError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LockResetIcon />} onClick={() => setOpen(true)} disabled={!record.isActive}>
        {translate('app.security.resetLink.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={sending}
        title="app.security.resetLink.title"
        content="app.security.resetLink.confirm"
        translateOptions={{ email: record.email }}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
