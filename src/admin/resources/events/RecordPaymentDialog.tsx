import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DateInput, Form, NumberInput, required, SelectInput, TextInput, useCreate, useNotify, useTranslate, type Validator } from 'react-admin';
import { MAX_CENTS } from '../../../shared/events';
import { formatCents, looksLikeCardNumber, PAYMENT_LIMITS, type PaymentBody } from '../../../shared/payments';
import { limitRules } from '../../common/limitRules';
import { SubmitButton } from '../../common/SubmitButton';
import { useNotifyError } from '../../common/useNotifyError';
import { METHOD_CHOICES, STATUS_CHOICES } from '../payments';
import { centsOf, isWholeCents } from './eventValues';
import { formatLocalDay } from '../../common/localDay';


const amount: Validator = (value: unknown) => {
  const cents = centsOf(value);
  return cents !== null && cents >= 1 && cents <= MAX_CENTS && isWholeCents(value) ? undefined : 'app.events.payment.amountRule';
};
const noCardNumber: Validator = (value: unknown) =>
  typeof value === 'string' && looksLikeCardNumber(value) ? 'app.events.payment.noCardNumber' : undefined;

const amountRules = [required(), amount];
const requiredRule = [required()];
const referenceRules = [noCardNumber, limitRules(PAYMENT_LIMITS).reference];

interface PaymentFormValues {
  amount: number;
  method: string;
  status: string;
  paidOn: string;
  reference: string;
}

export interface RecordPaymentDialogProps {
  event: { id: string; name: string; priceCents: number };
  user: { id: string; name: string };
  onClose: () => void;
  /** After the payment is recorded. */
  onRecorded: () => void;
}

/**
 * 'Record payment' for a registration: the amount (the event's price), how and when it was paid
 * and the check or transaction number; saved as a payment of purpose 'event-registration' for
 * the user and the event. No card data is taken.
 */
export const RecordPaymentDialog = ({ event, user, onClose, onRecorded }: RecordPaymentDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const titleId = useId();
  const [create] = useCreate();
  const defaultValues: PaymentFormValues = {
    amount: event.priceCents / 100,
    method: '',
    status: 'paid',
    paidOn: formatLocalDay(new Date()),
    reference: '',
  };

  const submit = async (values: Record<string, unknown>) => {
    const data: PaymentBody = {
      user: user.id,
      company: null,
      event: event.id,
      purpose: 'event-registration',
      amountCents: centsOf(values.amount) ?? 0,
      method: values.method as PaymentBody['method'],
      status: values.status as PaymentBody['status'],
      paidOn: String(values.paidOn ?? ''),
      reference: String(values.reference ?? '').trim(),
      note: '',
    };
    try {
      await create('payments', { data }, { returnPromise: true });
      notify('app.events.payment.recorded', { type: 'success' });
      onRecorded();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('app.events.payment.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {translate('app.events.payment.intro', { name: user.name, event: event.name, price: formatCents(event.priceCents) })}
          </DialogContentText>
          <NumberInput source="amount" label="app.events.payment.amount" validate={amountRules} min={0} step={0.01} fullWidth />
          <SelectInput source="method" label="app.events.payment.method" choices={METHOD_CHOICES} validate={requiredRule} fullWidth />
          <SelectInput source="status" label="app.events.payment.status" choices={STATUS_CHOICES} validate={requiredRule} fullWidth />
          <DateInput source="paidOn" label="app.events.payment.paidOn" validate={requiredRule} fullWidth />
          <TextInput source="reference" label="app.events.payment.reference" validate={referenceRules} helperText="app.events.payment.referenceHelp" fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.common.cancel')}</Button>
          <SubmitButton label="app.events.payment.save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
