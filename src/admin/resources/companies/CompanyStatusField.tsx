import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from './companyTransform';

/** The Status column: Active or Inactive. */
export const CompanyStatusField = () => {
  const record = useRecordContext<CompanyRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const active = record.isActive !== false;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={translate(active ? 'app.status.active' : 'app.status.inactive')}
    />
  );
};
