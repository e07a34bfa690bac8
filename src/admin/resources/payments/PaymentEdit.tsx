import { Edit, SimpleForm, useNotify, useParams, useRedirect } from 'react-admin';
import { AccessGate } from '../../common/AccessGate';
import { RecordPageTitle } from '../../layout/PageTitle';
import { GUARDED_QUERY, RecordGuard } from '../../common/RecordGuard';
import { PleaseWait } from '../../common/PleaseWait';
import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { ReadOnlyView } from '../../common/ReadOnlyView';
import { PaymentFormToolbar } from './PaymentFormToolbar';
import { PaymentInputs } from './PaymentInputs';
import { paymentFormValues, paymentTransform } from './paymentTransform';
import { payerName, type PaymentRecord } from './paymentTypes';

const toForm = (record: PaymentRecord) => paymentFormValues(record) as unknown as PaymentRecord;

/**
 * /payments/edit/:id: the payment's form with Delete, Cancel and Update. Without the edit
 * permission: "You don't have access to Edit Payment!" and the payment read-only for those who
 * may view payments. The server refuses the calls as well.
 */
export const PaymentEdit = () => {
  const { id = '' } = useParams<{ id: string }>();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = () => {
    notify('app.payments.messages.updated', { type: 'success' });
    redirect('/payments');
  };
  return (
    <RecordGuard resource="payments" id={id} listPath="/payments" backLabel="app.payments.backToList">
      <AccessGate
        resource="payments"
        action="edit"
        denied={
          <ReadOnlyView resource="payments" backTo="/payments" backLabel="app.payments.backToList">
            <ReadOnlyRecord<PaymentRecord> resource="payments" id={id} select={toForm}>
              <PaymentInputs readOnly />
            </ReadOnlyRecord>
          </ReadOnlyView>
        }
      >
        <Edit<PaymentRecord>
          resource="payments"
          id={id}
          title="app.payments.editTitle"
          redirect="/payments"
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          transform={paymentTransform}
          queryOptions={{ ...GUARDED_QUERY, select: toForm }}
          loading={<PleaseWait />}
          actions={false}
        >
          <SimpleForm toolbar={<PaymentFormToolbar mode="edit" />}>
            <RecordPageTitle<PaymentRecord> titleKey="app.payments.editTitle" nameOf={payerName} />
            <PaymentInputs />
          </SimpleForm>
        </Edit>
      </AccessGate>
    </RecordGuard>
  );
};
