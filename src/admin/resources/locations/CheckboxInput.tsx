import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

const toBoolean = (value: unknown) => value === true;

export interface CheckboxInputProps {
  source: string;
  /** i18n key of the label. */
  label: string;
  disabled?: boolean;
  /** Called after the user ticks or unticks the box. */
  onToggle?: (checked: boolean) => void;
}

/** A boolean field shown as a labelled checkbox (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label, disabled = false, onToggle }: CheckboxInputProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, disabled, format: toBoolean, parse: toBoolean });
  return (
    <FormControlLabel
      sx={{ my: 1 }}
      label={translate(label)}
      disabled={disabled}
      control={
        <Checkbox
          id={id}
          name={field.name}
          checked={toBoolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
      }
    />
  );
};
