import { RecordFormToolbar } from '../../common/RecordFormToolbar';
import { PaymentDeleteButton } from './PaymentDeleteButton';

/** The payment form's buttons: Delete (edit, with the permission), Cancel back to the list, Save or Update. */
export const PaymentFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => (
  <RecordFormToolbar
    saveLabel={mode === 'edit' ? 'app.payments.form.update' : 'app.payments.form.save'}
    deleteButton={mode === 'edit' ? <PaymentDeleteButton variant="form" /> : undefined}
  />
);
