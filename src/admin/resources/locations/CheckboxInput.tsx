import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslateLabel } from 'react-admin';

const toBoolean = (value: unknown) => value === true;

export interface CheckboxInputProps {
  source: string;
  /** i18n key of the label; by default `resources.<resource>.fields.<source>`, as react-admin's inputs. */
  label?: string;
  disabled?: boolean;
  /** Called after the user ticks or unticks the box. */
  onToggle?: (checked: boolean) => void;
}

/** A boolean field shown as a labelled checkbox (react-admin's BooleanInput is a switch). */
export const CheckboxInput = ({ source, label, disabled = false, onToggle }: CheckboxInputProps) => {
  const translateLabel = useTranslateLabel();
  const { field, id } = useInput({ source, disabled, format: toBoolean, parse: toBoolean });
  return (
    <FormControlLabel
      sx={{ my: 1 }}
      label={translateLabel({ label, source })}
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
