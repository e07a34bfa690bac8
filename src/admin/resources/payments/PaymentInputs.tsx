import { Box, InputAdornment, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { PAYMENT_LIMITS } from '../../../shared/payments';
import { limitRules } from '../../common/limitRules';
import { CompanyPickerDialog } from '../companies';
import { UserPickerDialog } from '../users';
import { PaymentPartyInput } from './PaymentPartyInput';
import { usePersonPickerSource } from './usePersonPickerSource';
import { validateAmount, validatePayer } from './paymentTransform';
import { METHOD_CHOICES, PURPOSE_CHOICES, STATUS_CHOICES } from './paymentTypes';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
} as const;
const PAYER_GRID = { ...GRID, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } } as const;

const requiredRule = [required()];
const amountRules = [required(), validateAmount];
/** The server's limits (PaymentBody), said on the fields. */
const limits = limitRules(PAYMENT_LIMITS);
const referenceRules = [limits.reference];
const noteRules = [limits.note];
const searchByName = (q: string) => ({ q });

export interface PaymentInputsProps {
  /** The payment read-only (a viewer without the edit permission): every field disabled. */
  readOnly?: boolean;
}

/**
 * The payment form, shared by add, edit and the read-only view: who paid (a person, a company or
 * both, chosen in pickers), the event paid for, purpose, amount in dollars, method, status, date,
 * reference and note. No card data is ever entered; the server refuses text that holds a card number.
 */
export const PaymentInputs = ({ readOnly = false }: PaymentInputsProps) => {
  const translate = useTranslate();
  const personSource = usePersonPickerSource();
  const disabled = readOnly;
  return (
    <Box sx={{ width: '100%', maxWidth: 1100 }}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('app.payments.form.payer')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('app.payments.form.payerHelp')}
        </Typography>
        <Box sx={PAYER_GRID}>
          <PaymentPartyInput
            source="user"
            other="company"
            chooseLabel="app.payments.form.selectUser"
            removeLabel="app.payments.form.removeUser"
            validate={validatePayer}
            readOnly={readOnly}
            picker={({ onClose, onChoose, selectedIds }) => (
              <UserPickerDialog
                open
                onClose={onClose}
                {...personSource}
                selectedIds={selectedIds}
                onSelect={(user) => onChoose({ _id: String(user._id ?? user.id), name: user.name })}
              />
            )}
          />
          <PaymentPartyInput
            source="company"
            other="user"
            chooseLabel="app.payments.form.selectCompany"
            removeLabel="app.payments.form.removeCompany"
            readOnly={readOnly}
            picker={({ onClose, onChoose, selectedIds }) => (
              <CompanyPickerDialog
                open
                onClose={onClose}
                selectedIds={selectedIds}
                onSelect={(company) => onChoose({ _id: String(company.id), name: company.name })}
              />
            )}
          />
        </Box>
      </Box>

      {readOnly ? (
        <TextInput source="eventName" label="resources.payments.fields.event" disabled fullWidth />
      ) : (
        <ReferenceInput source="event" reference="events" sort={{ field: 'startAt', order: 'DESC' }}>
          <AutocompleteInput
            optionText="name"
            filterToQuery={searchByName}
            helperText="app.payments.form.eventHelp"
            fullWidth
          />
        </ReferenceInput>
      )}

      <Box sx={GRID}>
        <SelectInput source="purpose" choices={PURPOSE_CHOICES} validate={requiredRule} disabled={disabled} fullWidth />
        <TextInput
          source="amount"
          validate={amountRules}
          helperText="app.payments.form.amountHelp"
          disabled={disabled}
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
        <DateInput source="paidOn" validate={requiredRule} disabled={disabled} fullWidth />
        <SelectInput source="method" choices={METHOD_CHOICES} validate={requiredRule} disabled={disabled} fullWidth />
        <SelectInput source="status" choices={STATUS_CHOICES} validate={requiredRule} disabled={disabled} fullWidth />
        <TextInput
          source="reference"
          validate={referenceRules}
          helperText="app.payments.form.referenceHelp"
          disabled={disabled}
          fullWidth
        />
      </Box>
      <TextInput
        source="note"
        validate={noteRules}
        helperText="app.payments.form.noteHelp"
        disabled={disabled}
        multiline
        minRows={3}
        fullWidth
      />
    </Box>
  );
};
