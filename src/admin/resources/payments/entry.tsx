import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyScreen } from '../../common/lazyScreen';
import type { ResourceEntry } from '../../resourceEntry';

const PaymentList = lazyScreen(() => import('./PaymentList').then((m) => m.PaymentList));
const PaymentCreate = lazyScreen(() => import('./PaymentCreate').then((m) => m.PaymentCreate));
const PaymentEdit = lazyScreen(() => import('./PaymentEdit').then((m) => m.PaymentEdit));

/** /payments, /payments/add, /payments/edit/:id. */
export const payments: ResourceEntry = {
  name: 'payments',
  listSort: { field: 'paidOn', order: 'DESC' },
  module: 'Payment',
  api: {
    listPath: '/payments',
    exportPath: '/export/payments',
    listKey: 'payments',
    listMetaKeys: ['totals'],
    onePath: '/payments/{id}',
    oneKey: 'payment',
    createPath: '/payments/create',
    updatePath: '/payments/update/{id}',
    deletePath: '/payments/{id}',
  },
  resource: {
    list: PaymentList,
    icon: PaymentsIcon,
    recordRepresentation: 'payerName',
  },
  screens: { create: PaymentCreate, edit: PaymentEdit },
  menu: { path: '/payments', labelKey: 'app.modules.payment', icon: PaymentsIcon },
};
