import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportStatus } from '../../../shared/imports';
import { STATUS_COLORS } from './importValues';

export const ImportStatusChip = ({ status }: { status: ImportStatus }) => {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLORS[status]} label={translate(`app.imports.statuses.${status}`)} />;
};
