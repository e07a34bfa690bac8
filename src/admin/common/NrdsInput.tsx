import { useEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, InputAdornment, Stack, TextField, Tooltip } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { autoNrdsId, NRDS_PATTERN } from '../../shared/companyValues';

/** Digits only (4 to 15 of them), when a value is given. */
export const validateNrds: Validator = (value: unknown) =>
  typeof value === 'string' && value !== '' && !NRDS_PATTERN.test(value) ? 'app.nrds.invalid' : undefined;

const formatNrds = (value: unknown) => (value == null ? '' : String(value));
const parseNrds = (value: string) => (value.trim() === '' ? null : value.trim());

export interface NrdsInputProps {
  source: string;
  /** i18n key of the label; by default `resources.<resource>.fields.<source>`, as react-admin's inputs. */
  label?: string;
  /** Shows the clear button (not in the company flow of the user form). */
  allowClear?: boolean;
  disabled?: boolean;
  /** i18n key of a hint shown under the field when it has no error. */
  helperText?: string;
  /** Validators run after the digits-only rule, e.g. `required()`. */
  validate?: Validator | Validator[];
}

/**
 * The NRDS ID field: locked until 'Auto NRDS' (a generated id, kept locked) or 'Manual NRDS'
 * (typed) is chosen; both are disabled once the field has a value, and clear unlocks it.
 */
export const NrdsInput = ({
  source,
  label,
  allowClear = true,
  disabled = false,
  helperText,
  validate,
}: NrdsInputProps) => {
  const translate = useTranslate();
  const validators = [validateNrds, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, id, isRequired } = useInput({
    source,
    validate: validators,
    format: formatNrds,
    parse: parseNrds,
    disabled,
  });
  const [editable, setEditable] = useState(false);
  const [focusWanted, setFocusWanted] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const value = formatNrds(field.value);
  const hasValue = value !== '';
  const locked = disabled || !editable;

  useEffect(() => {
    if (focusWanted && editable) {
      inputRef.current?.focus();
      setFocusWanted(false);
    }
  }, [focusWanted, editable]);

  const auto = () => {
    field.onChange(autoNrdsId());
    setEditable(false);
  };
  const manual = () => {
    setEditable(true);
    setFocusWanted(true);
  };
  const clear = () => {
    field.onChange('');
    setEditable(true);
    setFocusWanted(true);
  };

  const hint = !hasValue && !editable && !disabled ? 'app.nrds.lockedHint' : helperText;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <TextField
        id={id}
        name={field.name}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        inputRef={(element: HTMLInputElement | null) => {
          inputRef.current = element;
          field.ref(element);
        }}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        disabled={disabled}
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} helperText={hint} />}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: locked, inputMode: 'numeric', maxLength: 15 },
          input: {
            endAdornment:
              allowClear && !disabled ? (
                <InputAdornment position="end">
                  <Tooltip title={translate('app.nrds.clear')}>
                    <IconButton edge="end" size="small" onClick={clear} aria-label={translate('app.nrds.clear')}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      {/* A disabled field (a read-only screen) shows the id only. */}
      {!disabled && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Button size="small" variant="outlined" onClick={auto} disabled={hasValue}>
            {translate('app.nrds.auto')}
          </Button>
          <Button size="small" variant="outlined" onClick={manual} disabled={hasValue}>
            {translate('app.nrds.manual')}
          </Button>
        </Stack>
      )}
    </Box>
  );
};
