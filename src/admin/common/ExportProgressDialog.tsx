import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ExportProgressDialogProps {
  open: boolean;
  /** The rows written so far, as the dialog says it (translated). */
  progress: string;
  /** The share done, 0 to 100, when the total is known; otherwise the bar runs without an end. */
  percent: number | null;
  onCancel: () => void;
}

/** 'Export Table''s dialog: the rows counted as they arrive, and Cancel. Loaded with the first export (ExportTableButton). */
export const ExportProgressDialog = ({ open, progress, percent, onCancel }: ExportProgressDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate('app.export.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} role="status">
          {progress}
        </DialogContentText>
        <LinearProgress
          sx={{ mt: 2 }}
          aria-labelledby={titleId}
          {...(percent !== null ? { variant: 'determinate', value: percent } : { variant: 'indeterminate' })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('app.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
