import { useId, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useListContext, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import type { ReminderPreview } from '../../../shared/compliance';
import { errorMessage } from '../../common/errorMessage';
import { writeLabel } from '../../common/previewLabel';
import { useNotifyError } from '../../common/useNotifyError';
import { useComplianceApi } from './complianceApi';

/**
 * 'Send reminder' for the chosen rows: a dialog with how many members the mail goes to (those
 * reminded today and those no longer listed are skipped, and said so) and the first one's mail, then
 * the sending through the outbox. The server records each reminder and never sends two the same day.
 */
export const SendReminderButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<MailOutlineIcon />} onClick={() => setOpen(true)}>
        {translate('app.compliance.reminders.send')}
      </Button>
      {open && <ReminderDialog ids={selectedIds} onClose={() => setOpen(false)} />}
    </>
  );
};

const ReminderDialog = ({ ids, onClose }: { ids: Identifier[]; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { onUnselectItems } = useListContext();
  const api = useComplianceApi();
  const titleId = useId();
  // Each opening asks again: a preview kept from an earlier one would count members since reminded.
  const [opening] = useState(() => Math.random());
  const preview = useQuery({
    queryKey: ['compliance', 'reminderPreview', opening, ids],
    queryFn: () => api.previewReminders(ids),
    retry: false,
    gcTime: 0,
  });
  const send = useMutation({
    mutationFn: () => api.sendReminders(ids),
    onSuccess: ({ body }) => {
      notify('app.compliance.reminders.sent', { type: 'success', messageArgs: { smart_count: body.sent } });
      onUnselectItems();
      void queryClient.invalidateQueries({ queryKey: ['compliance'] });
      refresh();
      onClose();
    },
    onError: notifyError,
  });
  const count = preview.data?.count ?? 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('app.compliance.reminders.title')}</DialogTitle>
      <DialogContent dividers aria-busy={preview.isPending}>
        {preview.error ? (
          <Alert severity="error">{translate(errorMessage(preview.error), { _: errorMessage(preview.error) })}</Alert>
        ) : !preview.data ? (
          <Typography role="status">{translate('app.compliance.reminders.checking')}</Typography>
        ) : (
          <PreviewContent preview={preview.data} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.compliance.reminders.cancel')}</Button>
        <Button variant="contained" onClick={() => send.mutate()} disabled={count === 0 || send.isPending}>
          {translate(writeLabel('app.compliance.reminders.confirm'), { smart_count: count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const PreviewContent = ({ preview }: { preview: ReminderPreview }) => {
  const translate = useTranslate();
  return (
    <Stack sx={{ gap: 2 }}>
      {preview.count === 0 ? (
        <Alert severity="info">{translate('app.compliance.reminders.nobody')}</Alert>
      ) : (
        <DialogContentText sx={{ color: 'text.primary', fontWeight: 600 }}>
          {translate('app.compliance.reminders.count', { smart_count: preview.count })}
        </DialogContentText>
      )}
      {preview.remindedToday > 0 && <Typography>{translate('app.compliance.reminders.remindedToday', { smart_count: preview.remindedToday })}</Typography>}
      {preview.notListed > 0 && <Typography>{translate('app.compliance.reminders.notListed', { smart_count: preview.notListed })}</Typography>}
      {preview.mail && (
        <Box component="section" aria-label={translate('app.compliance.reminders.mail')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {translate('app.compliance.reminders.mail')}
          </Typography>
          <Typography>
            <strong>{translate('app.compliance.reminders.to')}:</strong> {preview.mail.to}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            <strong>{translate('app.compliance.reminders.subject')}:</strong> {preview.mail.subject}
          </Typography>
          <Typography component="div" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {preview.mail.text}
          </Typography>
        </Box>
      )}
    </Stack>
  );
};
