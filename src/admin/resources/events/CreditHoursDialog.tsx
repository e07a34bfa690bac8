import { useId, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CREDIT_HOURS_MAX, type Attendee } from '../../../shared/events';
import { formatHours, isCreditHours } from '../courses';

export interface CreditHoursDialogProps {
  attendee: Attendee;
  /** The event's credit hours, which apply without an override. */
  eventHours: number;
  saving: boolean;
  onClose: () => void;
  /** A number sets the override; null goes back to the event's hours. */
  onSave: (hours: number | null) => void;
}

/**
 * The credit hours one attendee earns, when they differ from the event's (someone who left early):
 * an override in quarter hours, or back to the event's hours.
 */
export const CreditHoursDialog = ({ attendee, eventHours, saving, onClose, onSave }: CreditHoursDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [text, setText] = useState(formatHours(attendee.creditHours));
  const [touched, setTouched] = useState(false);
  const value = Number(text);
  const valid = text.trim() !== '' && isCreditHours(value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (valid) onSave(value);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('app.events.attendees.hoursTitle', { name: attendee.user.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.events.attendees.eventHours', { hours: formatHours(eventHours) })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            type="number"
            label={translate('app.events.attendees.creditHours')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid}
            helperText={touched && !valid ? translate('app.events.attendees.creditHoursRule') : translate('app.events.attendees.creditHoursHelp')}
            slotProps={{ htmlInput: { min: 0, max: CREDIT_HOURS_MAX, step: 0.25 } }}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {attendee.creditHoursOverride !== null && (
            <Button onClick={() => onSave(null)} disabled={saving} sx={{ mr: 'auto' }}>
              {translate('app.events.attendees.useEventHours')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.events.attendees.saveHours')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
