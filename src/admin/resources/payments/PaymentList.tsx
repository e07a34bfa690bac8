import { Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { ListTable, type MobileRows } from '../../common/ListTable';
import { ListToolbar } from '../../common/ListToolbar';
import { ResourceList } from '../../common/ResourceList';
import { useResourcePaths } from '../../common/resourceOptions';
import { RowIconButton } from '../../common/RowIconButton';
import { PaymentDeleteButton } from './PaymentDeleteButton';
import { PAYMENT_EXPORT_COLUMNS } from './paymentExportColumns';
import { PaymentExportButton } from './PaymentExportButton';
import {
  AmountField,
  CompanyField,
  MethodField,
  PaidOnField,
  PayerField,
  PaymentStatusField,
  PurposeField,
} from './paymentFields';
import { ListFilters } from '../../common/filters/ListFilters';
import { PaymentTotalsBar } from './PaymentTotalsBar';
import { payerName, type PaymentRecord } from './paymentTypes';
import { useModuleAccess } from '../../common/useModuleAccess';

/** The filter keys the panel owns: PAYMENT_FILTER_KEYS but `event`, which the event screen's link sets. */
export const PAYMENT_PANEL_KEYS = ['paidOn', 'purpose', 'status', 'method', 'user', 'company'] as const;

/** The Filters panel (its description and form), loaded when first used. */
const loadFilters = () => import('./paymentFilters');

const ListActions = () => (
  <ListToolbar
    searchHint="app.payments.searchHint"
    addLabel="app.payments.add"
    resetSort
    exportColumns={PAYMENT_EXPORT_COLUMNS}
  >
    <ListFilters keys={PAYMENT_PANEL_KEYS} load={loadFilters} />
    <PaymentExportButton />
  </ListToolbar>
);

/** Edit (or, for those who may only view payments, view) and Delete. */
const PaymentRowActions = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  const paths = useResourcePaths();
  const { canAccess: canEdit } = useModuleAccess('edit');
  if (!record) return null;
  const name = { name: payerName(record) };
  const to = paths.record(String(record.id));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      {canEdit ? (
        <RowIconButton to={to} label={translate('app.payments.actions.edit', name)} icon={<EditIcon fontSize="small" />} />
      ) : (
        <RowIconButton to={to} label={translate('app.payments.actions.view', name)} icon={<VisibilityIcon fontSize="small" />} />
      )}
      <PaymentDeleteButton variant="row" />
    </Stack>
  );
};

/** On a phone: the payer, the date, amount and purpose, the status and the row's actions. */
const MOBILE: MobileRows<PaymentRecord> = {
  primaryText: () => <PayerField />,
  secondaryText: () => (
    <>
      <PaidOnField /> · <AmountField /> · <PurposeField />
    </>
  ),
  tertiaryText: () => <PaymentStatusField />,
  actions: <PaymentRowActions />,
};

/** The payments received, with the totals of the whole filtered set above the table. */
export const PaymentList = () => (
  <ResourceList title="app.payments.title" actions={<ListActions />}>
    <PaymentTotalsBar />
    <ListTable mobile={MOBILE}>
      <DataTable.Col source="paidOn">
        <PaidOnField />
      </DataTable.Col>
      <DataTable.Col source="payerName" label="resources.payments.fields.payer">
        <PayerField />
      </DataTable.Col>
      <DataTable.Col source="company" disableSort>
        <CompanyField />
      </DataTable.Col>
      <DataTable.Col source="purpose">
        <PurposeField />
      </DataTable.Col>
      <DataTable.Col source="amountCents" label="resources.payments.fields.amount" align="right">
        <AmountField />
      </DataTable.Col>
      <DataTable.Col source="method">
        <MethodField />
      </DataTable.Col>
      <DataTable.Col source="status">
        <PaymentStatusField />
      </DataTable.Col>
      <DataTable.Col source="reference" disableSort />
      <DataTable.Col label="app.list.actions" disableSort>
        <PaymentRowActions />
      </DataTable.Col>
    </ListTable>
  </ResourceList>
);
