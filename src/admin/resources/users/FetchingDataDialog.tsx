import { useId } from 'react';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * 'Fetching Data': shown while the CSV is on its way; Cancel stops the request.
 * Loaded by UserExportButtons the first time an export starts.
 */
export const FetchingDataDialog = ({ open, onCancel }: { open: boolean; onCancel: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} aria-busy={open}>
      <DialogTitle id={titleId}>{translate('app.users.export.fetchingTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography id={textId}>{translate('app.users.export.fetching')}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
