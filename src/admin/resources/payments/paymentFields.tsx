import { Chip, Link } from '@mui/material';
import { LinkBase, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDay } from '../../../shared/formats';
import { userEditPath } from '../users';
import { formatMoney, METHOD_LABELS, PURPOSE_LABELS, STATUS_COLORS, STATUS_LABELS, type PaymentRecord } from './paymentTypes';
import { useModuleAccess } from '../../common/useModuleAccess';

/**
 * The day of the payment as lists show dates, MM/DD/yyyy. It is a calendar day (no time), so it
 * is read as such rather than as a UTC midnight that would shift a day in American time zones.
 */
export const PaidOnField = () => {
  const record = useRecordContext<PaymentRecord>();
  if (!record) return null;
  return <>{formatDay(String(record.paidOn))}</>;
};

/** Who paid: the person (a link to their user page, for those who may view users), else the company. */
export const PayerField = () => {
  const record = useRecordContext<PaymentRecord>();
  const { canAccess: canViewUsers } = useModuleAccess('list', 'users');
  if (!record) return null;
  if (record.user) {
    return canViewUsers ? (
      <Link component={LinkBase} to={userEditPath(record.user._id)}>
        {record.user.name}
      </Link>
    ) : (
      <>{record.user.name}</>
    );
  }
  return <>{record.company?.name ?? record.payerName}</>;
};

export const CompanyField = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.company?.name ?? translate('app.payments.none')}</>;
};

export const PurposeField = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(PURPOSE_LABELS[record.purpose] ?? record.purpose, { _: record.purpose })}</>;
};

export const MethodField = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(METHOD_LABELS[record.method] ?? record.method, { _: record.method })}</>;
};

/** US dollars in the user's number format. */
export const AmountField = () => {
  const record = useRecordContext<PaymentRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <>{formatMoney(record.amountCents, locale)}</>;
};

/** The status as a coloured chip that names it (the colour is never the only sign). */
export const PaymentStatusField = () => {
  const record = useRecordContext<PaymentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[record.status] ?? 'default'}
      label={translate(STATUS_LABELS[record.status] ?? record.status, { _: record.status })}
    />
  );
};
