import { MenuItem, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { Choice } from './locationValues';

const formatChoice = (value: unknown) => (value == null ? '' : String(value));
const parseChoice = (value: string) => (value === '' ? null : value);

export interface EnumSelectInputProps {
  source: string;
  /** i18n key of the label; by default `resources.<resource>.fields.<source>`, as react-admin's inputs. */
  label?: string;
  choices: readonly Choice[];
  validate?: Validator | Validator[];
  disabled?: boolean;
  /** i18n key of an extra first option meaning "no value" (sent as null); none when left out. */
  emptyText?: string;
}

/**
 * A select over one of the API's value lists. Unlike react-admin's SelectInput it offers an empty
 * option only when asked to, so the Yes/No and status fields, which always hold a value, have none.
 */
export const EnumSelectInput = ({ source, label, choices, validate, disabled = false, emptyText }: EnumSelectInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate,
    disabled,
    format: formatChoice,
    parse: parseChoice,
  });
  return (
    <TextField
      select
      id={id}
      name={field.name}
      value={formatChoice(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      fullWidth
    >
      {emptyText && (
        <MenuItem value="">
          <em>{translate(emptyText)}</em>
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name)}
        </MenuItem>
      ))}
    </TextField>
  );
};
