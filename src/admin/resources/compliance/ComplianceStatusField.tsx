import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STATUS_COLORS, statusLabel, type ComplianceRecord } from './complianceValues';

/** Behind, On track or Complete, as a chip. */
export const ComplianceStatusField = () => {
  const record = useRecordContext<ComplianceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status]}
      variant="outlined"
      label={translate(statusLabel(record.status))}
    />
  );
};
