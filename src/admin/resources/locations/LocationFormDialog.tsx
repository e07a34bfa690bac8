import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useGetOne, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/errorMessage';
import { LocationForm } from './LocationForm';
import type { LocationFormMode, LocationFormValues, LocationRecord } from './locationValues';

const TITLES: Record<LocationFormMode, string> = {
  create: 'app.locations.addTitle',
  edit: 'app.locations.editTitle',
  view: 'app.locations.viewTitle',
};

/** The form's values, and the stored location they started from (its version with it), when it was fetched. */
export type LocationSubmitHandler = (values: LocationFormValues, loaded?: LocationRecord) => void;

interface LocationFormDialogCommon {
  open: boolean;
  /** The location to edit or show; none when creating. */
  locationId?: string;
  onClose: () => void;
  /** Values not saved yet, shown instead of the stored location's (nothing is fetched). */
  values?: LocationFormValues;
}

/**
 * 'Location Details' needs no handler; Save (create) and Update (edit) hand the form's values to
 * `onSubmitValues` and close the dialog. Nothing is written here: the caller saves them with its own
 * record (the company form, one unit of work), so a writing mode without a handler does not type.
 */
export type LocationFormDialogProps = LocationFormDialogCommon &
  (
    | { mode: 'view'; onSubmitValues?: LocationSubmitHandler }
    | { mode: 'create' | 'edit'; onSubmitValues: LocationSubmitHandler }
  );

/** 'Add Location', 'Edit Location' or 'Location Details': the location form in a dialog. */
export const LocationFormDialog = ({ open, mode, locationId, onClose, values, onSubmitValues }: LocationFormDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const needsRecord = mode !== 'create' && !values;
  const { data, isPending, error } = useGetOne<LocationRecord>(
    'locations',
    { id: locationId ?? '' },
    // A missing location (404) will not appear by asking again; the user can reopen the dialog.
    { enabled: open && needsRecord && Boolean(locationId), retry: false },
  );

  const submitted = (submittedValues: LocationFormValues) => {
    onSubmitValues?.(submittedValues, needsRecord ? data : undefined);
    onClose();
  };

  let content;
  if (needsRecord && error) {
    const message = errorMessage(error);
    content = <Alert severity="error">{translate(message, { _: message })}</Alert>;
  } else if (needsRecord && (isPending || !data)) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{translate('app.common.loading')}</Typography>
      </Box>
    );
  } else {
    content = (
      <LocationForm
        mode={mode}
        record={needsRecord ? data : undefined}
        values={values}
        onSubmitValues={submitted}
        onCancel={onClose}
      />
    );
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" fullScreen={fullScreen} scroll="paper" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {translate(TITLES[mode])}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={translate('app.locations.close')} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{open && content}</DialogContent>
      {mode === 'view' && (
        <DialogActions>
          <Button onClick={onClose}>{translate('app.locations.close')}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
};
