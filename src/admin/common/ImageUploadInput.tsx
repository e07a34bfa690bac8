import { useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { useDataProvider, useInput, useNotify, useTranslate, useTranslateLabel } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { useNotifyError } from './useNotifyError';

/** The image types the upload call takes. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
const IMAGE_TYPES = IMAGE_ACCEPT.split(',');
const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif)$/i;
/** The server's limit; checked here too so a large file fails before it is sent. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export function isImageFile(file: Pick<File, 'type' | 'name'>): boolean {
  // Some systems give no type for a file; its extension decides then (the server checks the bytes).
  return file.type === '' ? IMAGE_EXTENSIONS.test(file.name) : IMAGE_TYPES.includes(file.type);
}

export interface ImageUploadInputProps {
  source: string;
  /** i18n key of the label; by default `resources.<resource>.fields.<source>`, as react-admin's inputs. */
  label?: string;
}

/**
 * An image field: uploads the chosen file through the dataProvider and keeps the returned URL as the
 * field's value, with a preview and a Remove button.
 */
export const ImageUploadInput = ({ source, label }: ImageUploadInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { field, id } = useInput({ source });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  const labelId = `${id}-label`;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again fires a change
    if (!file) return;
    if (!isImageFile(file)) {
      notify('app.upload.imageType', { type: 'error' });
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      notify('app.upload.tooLarge', { type: 'error' });
      return;
    }
    setUploading(true);
    try {
      field.onChange(await dataProvider.uploadImage(file));
    } catch (error) {
      notifyError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ my: 1 }}>
      <Typography id={labelId} variant="subtitle2" component="span" sx={{ display: 'block', mb: 1 }}>
        {translateLabel({ label, source })}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={value ?? undefined}
          alt={value ? translate('app.upload.preview') : undefined}
          sx={{ width: 72, height: 72 }}
        >
          <ImageIcon aria-label={translate('app.upload.none')} />
        </Avatar>
        <Button
          variant="outlined"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          startIcon={uploading ? <CircularProgress size={16} color="inherit" aria-hidden /> : <UploadIcon />}
        >
          {translate(uploading ? 'app.upload.uploading' : 'app.upload.button')}
        </Button>
        {value && (
          <Button color="inherit" onClick={() => field.onChange(null)} startIcon={<DeleteIcon />} disabled={uploading}>
            {translate('app.upload.remove')}
          </Button>
        )}
        <input
          ref={fileInput}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label={translate('app.upload.button')}
          onChange={handleFile}
        />
      </Stack>
      <FormHelperText>{translate('app.upload.hint')}</FormHelperText>
    </Box>
  );
};
