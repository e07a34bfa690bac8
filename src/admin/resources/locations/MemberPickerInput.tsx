import { useState } from 'react';
import { Box, Button, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { MemberPickerDialog, type MemberRecord } from './MemberPickerDialog';

const formatId = (value: unknown) => (value == null ? '' : String(value));
const parseId = (value: string) => (value === '' ? null : value);

export interface MemberPickerInputProps {
  /** The id field the picker fills, e.g. 'payMemberId'. */
  source: string;
  /** The field whose value is shown, e.g. 'payMember' (the name); the id itself by default. */
  displaySource?: string;
  /** i18n key of the shown field's label; by default `resources.<resource>.fields.<source>`, as react-admin's inputs. */
  label?: string;
  /** i18n key of the picker's title and of the button that opens it. */
  pickerTitle: string;
  /** i18n key of the clear button's accessible name. */
  clearLabel: string;
  /** The form values to set for a picked member, or for none (clear). */
  valuesFor: (member: MemberRecord | null) => Record<string, unknown>;
  validate?: Validator | Validator[];
  disabled?: boolean;
}

/**
 * A member picked through a dialog (the pay member, the designated realtor): a read-only field, a
 * button that opens the picker and a clear button. Picking sets the id and the fields `valuesFor` names.
 */
export const MemberPickerInput = ({
  source,
  displaySource,
  label,
  pickerTitle,
  clearLabel,
  valuesFor,
  validate,
  disabled = false,
}: MemberPickerInputProps) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { field, fieldState, id, isRequired } = useInput({ source, validate, disabled, format: formatId, parse: parseId });
  const shown: unknown = useWatch({ name: displaySource ?? source });
  const [open, setOpen] = useState(false);
  const value = formatId(field.value);
  const display = typeof shown === 'string' && shown !== '' ? shown : value;

  const apply = (member: MemberRecord | null) => {
    for (const [name, fieldValue] of Object.entries(valuesFor(member))) {
      if (name === source) continue;
      setValue(name, fieldValue, { shouldDirty: true, shouldValidate: true });
    }
    // Through the field, so that it is marked touched and revalidated like a typed value.
    field.onChange(member ? String(member.id) : '');
    field.onBlur();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, columnGap: 1, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <TextField
        id={id}
        name={field.name}
        value={display}
        inputRef={field.ref}
        label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
        disabled={disabled}
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} />}
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment:
              value && !disabled ? (
                <InputAdornment position="end">
                  <Tooltip title={translate(clearLabel)}>
                    <IconButton edge="end" size="small" onClick={() => apply(null)} aria-label={translate(clearLabel)}>
                      <ClearIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ) : undefined,
          },
        }}
      />
      {!disabled && (
        <Button
          variant="outlined"
          onClick={() => setOpen(true)}
          startIcon={<PersonSearchIcon />}
          sx={{ mt: { xs: 0, sm: 1 }, mb: { xs: 1, sm: 0 }, flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {translate(pickerTitle)}
        </Button>
      )}
      <MemberPickerDialog
        open={open}
        title={pickerTitle}
        onClose={() => setOpen(false)}
        selectedIds={value ? [value] : []}
        onSelect={(member) => {
          apply(member);
          setOpen(false);
        }}
      />
    </Box>
  );
};
