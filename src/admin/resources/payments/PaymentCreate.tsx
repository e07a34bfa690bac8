import { useState } from 'react';
import { SimpleForm } from 'react-admin';
import { CreateScreen } from '../../common/CreateScreen';
import { PaymentFormToolbar } from './PaymentFormToolbar';
import { PaymentInputs } from './PaymentInputs';
import { paymentTransform, type PaymentFormValues } from './paymentTransform';
import { formatLocalDay } from '../../common/localDay';

/** A payment received today and paid, unless changed. */
export const PaymentCreate = () => {
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
  return (
    <CreateScreen title="app.payments.createTitle" transform={paymentTransform}>
      <SimpleForm warnWhenUnsavedChanges defaultValues={defaultValues} toolbar={<PaymentFormToolbar mode="create" />}>
        <PaymentInputs />
      </SimpleForm>
    </CreateScreen>
  );
};
