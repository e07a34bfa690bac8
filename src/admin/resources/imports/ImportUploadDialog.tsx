import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Link as MuiLink, Stack, TextField } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { LinkBase, useCreatePath, useDataProvider, useNavigate, useNotify, useTranslate } from 'react-admin';
import type { ImportEntity } from '../../../shared/imports';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { IMPORT_RESOURCES } from './importValues';

/** The upload: a CSV file chosen, sent, and the import's page opened. */
export const UploadDialog = ({ entity, onClose }: { entity: ImportEntity; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setMissing(true);
    setBusy(true);
    try {
      const { record, message } = await dataProvider.uploadImport(entity, file);
      if (message) notify(message, { type: 'info' });
      navigate(createPath({ resource: IMPORT_RESOURCES[entity], id: record.id, type: 'show' }));
    } catch (error) {
      notifyError(error);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate(`app.imports.upload.titles.${entity}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText id={hintId}>{translate('app.imports.upload.hint')}</DialogContentText>
            <TextField
              type="file"
              label={translate('app.imports.upload.file')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: '.csv,text/csv', 'aria-describedby': hintId } }}
              onChange={(event) => {
                setFile((event.target as HTMLInputElement).files?.[0] ?? null);
                setMissing(false);
              }}
              error={missing}
              helperText={missing ? translate('app.imports.upload.noFile') : undefined}
              disabled={busy}
              fullWidth
            />
            {busy && <LinearProgress aria-label={translate('app.imports.upload.uploading')} />}
            <MuiLink component={LinkBase} to={createPath({ resource: IMPORT_RESOURCES[entity], type: 'list' })}>
              {translate('app.imports.seeAll')}
            </MuiLink>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={<UploadFileIcon />}>
            {translate('app.imports.upload.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
