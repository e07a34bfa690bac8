import { Avatar } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from './companyTransform';

/** The Image column: the logo as a thumbnail, or the name's initial when there is none. */
export const CompanyLogoField = ({ size = 40 }: { size?: number }) => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const name = record.name ?? '';
  if (record.logo) {
    return (
      <Avatar
        variant="rounded"
        src={record.logo}
        alt={translate('app.companies.logoAlt', { name })}
        sx={{ width: size, height: size }}
      />
    );
  }
  // The name is in the next column; the initial only decorates.
  return (
    <Avatar variant="rounded" aria-hidden sx={{ width: size, height: size, fontSize: size / 2 }}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
};
