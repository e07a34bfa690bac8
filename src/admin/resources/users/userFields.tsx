import { Link } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useRecordContext, useTranslate } from 'react-admin';
import { VisuallyHidden } from '../../common/VisuallyHidden';
import { userTypeLabel } from '../../layout/userTypeLabel';
import type { UserRecord } from './userTypes';

/** Type: admin reads 'Staff', the other types capitalised. */
export const UserTypeField = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{userTypeLabel(record.role, translate)}</>;
};

type StatusSource = 'mncarMemberStatus' | 'mncarlMemberStatus' | 'mncarMiscellaneousStatus';

/** A member status column: a check mark when Active, else the status as it is. */
export const MemberStatusField = ({ source }: { source: StatusSource }) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const value = record?.[source];
  if (!value) return null;
  if (value === 'Active') {
    const label = translate('app.status.active');
    return <CheckIcon color="success" fontSize="small" role="img" aria-label={label} aria-hidden={false} />;
  }
  return <>{value}</>;
};

/** MCPE Access: Yes or No. */
export const YesNoField = ({ source }: { source: 'alowMcpeAccess' | 'billToHomeAddress' }) => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(record[source] ? 'app.users.yes' : 'app.users.no')}</>;
};

/** Company: its name, opening the company in a new tab so the list stays. */
export const CompanyLinkField = () => {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  const company = record?.company;
  if (!company) return null;
  return (
    <Link href={`/companies/edit/${encodeURIComponent(company._id)}`} target="_blank" rel="noopener noreferrer">
      {company.name}{' '}
      <VisuallyHidden>{translate('app.common.opensInNewTab')}</VisuallyHidden>
    </Link>
  );
};
