import { Route } from 'react-router-dom';
import type { ResourceProps } from 'react-admin';
import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../../common/lazyScreen';

const PaymentList = lazyScreen(() => import('./PaymentList').then((m) => m.PaymentList));
const PaymentCreate = lazyScreen(() => import('./PaymentCreate').then((m) => m.PaymentCreate));
const PaymentEdit = lazyScreen(() => import('./PaymentEdit').then((m) => m.PaymentEdit));

/** /payments, /payments/add, /payments/edit/:id. */
export const payments: ResourceProps = {
  name: 'payments',
  list: PaymentList,
  icon: PaymentsIcon,
  recordRepresentation: 'payerName',
  children: [
    <Route key="add" path="add" element={<PaymentCreate />} />,
    <Route key="edit" path="edit/:id" element={<PaymentEdit />} />,
  ],
};
