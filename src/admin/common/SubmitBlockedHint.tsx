import { FormHelperText } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SubmitBlockedHintProps {
  /** For the button's `aria-describedby`, so a keyboard or screen-reader user hears it on the button. */
  id: string;
  /** The translated labels of the fields that keep the button disabled; nothing is shown without any. */
  fields: readonly string[];
  /** i18n key of the sentence, with `%{fields}`; 'To save, fill in or correct: …' by default. */
  message?: string;
}

/** Beside a disabled submit button (Save, Update, Apply): which fields to fill in or correct before it can be pressed. */
export const SubmitBlockedHint = ({ id, fields, message = 'app.common.submitBlocked' }: SubmitBlockedHintProps) => {
  const translate = useTranslate();
  if (fields.length === 0) return null;
  return (
    <FormHelperText id={id} sx={{ m: 0, flexBasis: '100%', textAlign: 'end' }}>
      {translate(message, { fields: fields.join(', ') })}
    </FormHelperText>
  );
};
