import { useState } from 'react';
import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { PaymentFormToolbar } from './PaymentFormToolbar';
import { PaymentInputs } from './PaymentInputs';
import { paymentTransform, type PaymentFormValues } from './paymentTransform';
import { formatLocalDay } from '../../common/localDay';

/** /payments/add: records a payment (received today and paid, unless changed), then back to the list. */
export const PaymentCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  // Today in the user's calendar, fixed when the screen opens.
  const [defaultValues] = useState<Partial<PaymentFormValues>>(() => ({
    user: null,
    company: null,
    event: null,
    status: 'paid',
    paidOn: formatLocalDay(new Date()),
    reference: '',
    note: '',
  }));
  const onSuccess = () => {
    notify('app.payments.messages.created', { type: 'success' });
    redirect('/payments');
  };
  return (
    <AccessGate resource="payments" action="create">
      <Create resource="payments" title="app.payments.createTitle" transform={paymentTransform} mutationOptions={{ onSuccess }}>
        <SimpleForm warnWhenUnsavedChanges defaultValues={defaultValues} toolbar={<PaymentFormToolbar mode="create" />}>
          <PaymentInputs />
        </SimpleForm>
      </Create>
    </AccessGate>
  );
};
