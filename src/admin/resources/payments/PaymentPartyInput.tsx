import { useState, type ReactNode } from 'react';
import { Button, IconButton, Stack, TextField, Tooltip } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useFormContext } from 'react-hook-form';
import { useInput, useTranslate, useTranslateLabel, ValidationError, type Validator } from 'react-admin';
import type { PartyRef } from './paymentTransform';

/** What the input hands its picker: called with the chosen record as a ref. */
export interface PartyPickerSlot {
  onClose: () => void;
  onChoose: (ref: PartyRef) => void;
  selectedIds: string[];
}

export interface PaymentPartyInputProps {
  source: 'user' | 'company';
  /** i18n key of the label; by default `resources.<resource>.fields.<source>`, as react-admin's inputs. */
  label?: string;
  /** i18n key of the button opening the picker ('Select User'). */
  chooseLabel: string;
  /** i18n key of the clear icon's name. */
  removeLabel: string;
  /** The picker dialog, rendered while open. */
  picker: (slot: PartyPickerSlot) => ReactNode;
  validate?: Validator;
  /** The other payer field: checked again with this one, as the payer rule reads both. */
  other: string;
  readOnly?: boolean;
}

/**
 * A payer of the payment form (a person or a company): the chosen name, read-only, a button that
 * opens the picker and an icon that clears the choice. The value is the chosen `{ _id, name }`.
 */
export const PaymentPartyInput = ({ source, label, chooseLabel, removeLabel, picker, validate, other, readOnly = false }: PaymentPartyInputProps) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const { trigger } = useFormContext();
  const { field, fieldState, formState, id } = useInput({ source, validate, defaultValue: null });
  const [picking, setPicking] = useState(false);
  const value = (field.value ?? null) as PartyRef | null;
  const error = fieldState.error && formState.isSubmitted ? fieldState.error.message : undefined;

  const change = (next: PartyRef | null) => {
    field.onChange(next);
    field.onBlur();
    if (formState.isSubmitted) void trigger([source, other]);
  };

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          id={id}
          size="small"
          fullWidth
          label={translateLabel({ label, source })}
          value={value?.name ?? ''}
          placeholder={translate('app.payments.form.noneChosen')}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : ' '}
          disabled={readOnly}
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
        />
        {!readOnly && (
          <>
            <Button variant="outlined" onClick={() => setPicking(true)} sx={{ flexShrink: 0, mt: 0.25 }}>
              {translate(chooseLabel)}
            </Button>
            {value && (
              <Tooltip title={translate(removeLabel)}>
                <IconButton aria-label={translate(removeLabel)} onClick={() => change(null)} sx={{ mt: 0.25 }}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        )}
      </Stack>
      {picking &&
        picker({
          onClose: () => setPicking(false),
          onChoose: (ref) => {
            change(ref);
            setPicking(false);
          },
          selectedIds: value ? [value._id] : [],
        })}
    </>
  );
};
