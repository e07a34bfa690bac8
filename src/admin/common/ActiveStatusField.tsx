import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const ActiveStatusField = () => {
  const record = useRecordContext<{ id: string; isActive?: boolean }>();
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
