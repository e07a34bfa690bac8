import { SimpleForm } from 'react-admin';
import { EditConflicts } from '../../common/EditConflicts';
import { EditScreen } from '../../common/EditScreen';
import type { ConflictOptions } from '../../common/conflictMerge';
import { ReadOnlyRecord } from '../../common/ReadOnlyRecord';
import { PaymentFormToolbar } from './PaymentFormToolbar';
import { PaymentInputs } from './PaymentInputs';
import { paymentFormValues, paymentTransform } from './paymentTransform';
import { payerName, type PaymentRecord } from './paymentTypes';

/** The form holds the amount in dollars and the event by id, shown by its name in a conflict. */
const PAYMENT_CONFLICTS: ConflictOptions = { text: ['note'], aliases: { amountCents: 'amount' }, references: { event: 'events' } };

const toForm = (record: PaymentRecord) => paymentFormValues(record) as unknown as PaymentRecord;

/**
 * Without the edit permission, the payment read-only for those who may view payments; the server
 * refuses the calls as well.
 */
export const PaymentEdit = () => (
  <EditScreen<PaymentRecord>
    backLabel="app.payments.backToList"
    titleKey="app.payments.editTitle"
    nameOf={payerName}
    readOnly={
      <ReadOnlyRecord<PaymentRecord> select={toForm}>
        <PaymentInputs readOnly />
      </ReadOnlyRecord>
    }
    transform={paymentTransform}
    queryOptions={{ select: toForm }}
  >
    <SimpleForm warnWhenUnsavedChanges toolbar={<PaymentFormToolbar mode="edit" />}>
      <EditConflicts {...PAYMENT_CONFLICTS} />
      <PaymentInputs />
    </SimpleForm>
  </EditScreen>
);
